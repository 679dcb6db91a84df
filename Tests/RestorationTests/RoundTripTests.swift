import CoordinatorKit
import Exploration
import ExplorationFixtures
import Foundation
import Restoration
import ShopApp
import Simulation
import TestSupport
import Testing

@Suite struct RoundTripTests {
    /// Save, restore, the same structural Snapshot: for every state explore reaches at the default depth.
    @Test(arguments: Fixtures.variants)
    func everyExploredStateRoundTrips(_ variant: String) throws {
        let result = SeedExplorations.result(variant)
        let app = SeedExplorations.app(variant)
        #expect(result.states.count > 900)
        var failures: [String] = []
        for (index, state) in result.states.enumerated() {
            let saved = try NavigationState(snapshot: state.snapshot, variant: variant)
            let decoded = try StateFile.decode(StateFile.encode(saved), path: "memory").get()
            #expect(decoded == saved)
            let (simulation, problem) = Simulation.restoring(decoded, app: app)
            if let problem {
                failures.append("state \(index) (\(result.path(to: index).map(\.description))): \(problem)")
            } else if simulation.snapshot.structural != state.snapshot {
                failures.append("state \(index) (\(result.path(to: index).map(\.description))) came back different")
            }
            if failures.count > 5 { break }
        }
        #expect(failures == [])
    }

    @Test func parametersComeBackAndTheScreensAreWired() throws {
        let json = """
            {"version": 2, "variant": "B", "root": "tabBar", "selectedTab": 0,
             "stacks": [
               {"screens": [{"screen": "Home", "parameters": {"product": "bicycle"}},
                            {"screen": "Buy", "parameters": {"product": "bicycle"}}]},
               {"screens": [{"screen": "Store", "parameters": {"selected": "bicycle"}}]},
               {"screens": [{"screen": "CreateAccount", "parameters": {"name": "Ada", "email": "ada@", "errors": "emailInvalid"}}]}
             ]}
            """
        let state = try StateFile.decode(Data(json.utf8), path: "memory").get()
        let (simulation, problem) = Simulation.restoring(state, app: SeedExplorations.app("B"))
        #expect(problem == nil)
        let snapshot = simulation.snapshot
        #expect(snapshot.stacks.map { $0.screens.map(\.identifier) } == [["Home", "Buy"], ["Store"], ["CreateAccount"]])
        #expect(snapshot.stacks.map { $0.screens.map(\.parameters) } == [
            [["product": "bicycle"], ["product": "bicycle"]],
            [["selected": "bicycle"]],
            [["name": "Ada", "email": "ada@", "errors": "emailInvalid"]],
        ])
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator(ChildBuyCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))")
        #expect(snapshot.active?.elements.first?.kind == .text("Selected product: Bicycle", emphasis: .heading))
        // Restoring journals navigation, not business outcomes.
        #expect(!simulation.launchEvents.contains { if case .outcome = $0 { return true }; return false })
        // The restored Buy screen has its coordinator: Purchase works.
        let step = simulation.send(.tap("Purchase"))
        #expect(step.events.contains(.outcome(name: "purchase", value: "bicycle")))
        #expect(simulation.activeStackIdentifiers == ["Home", "Buy", "Receipt"])
        // So does the restored form: its values are there and submitting still validates.
        simulation.send([.selectTab(2), .tap("Sign up")])
        #expect(simulation.snapshot.stacks[2].screens.last?.parameters["errors"] == "emailInvalid")
    }

    /// Issue 23, item 9: the restore journals in cause order, as one launch: each coordinator is
    /// added and started before the push its `start()` makes, and the restore itself causes no
    /// UIKit warning (each screen's transition ends before the next begins, as between taps).
    @Test func theRestoreJournalsInCauseOrderWithoutWarnings() throws {
        let state = NavigationState(variant: "B", root: .tabBar, selectedTab: 1, stacks: [
            StackState(screens: [ScreenState(screen: "Home", parameters: ["product": "computer"]),
                                 ScreenState(screen: "Next", parameters: [:])]),
            StackState(screens: [ScreenState(screen: "Store", parameters: ["selected": "computer"]),
                                 ScreenState(screen: "Buy", parameters: ["product": "computer"])]),
            StackState(screens: [ScreenState(screen: "CreateAccount", parameters: ["name": "", "email": ""])]),
        ])
        let (simulation, problem) = Simulation.restoring(state, app: SeedExplorations.app("B"))
        #expect(problem == nil)
        let lines = simulation.launchEvents.filter { !$0.isCallback }.map(\.description)
        #expect(!lines.contains { $0.hasPrefix("WARNING") }, "\(lines)")
        func index(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
        #expect(index("start AppCoordinator") == 0, "\(lines)")
        for (coordinator, push) in [("NextViewCoordinator", "push NextScreen"), ("MainCoordinator", "push HomeScreen"),
                                    ("TabCoordinator", "push HomeScreen")] {
            let started = index("start \(coordinator)")
            let shown = index(push)
            #expect(started != nil && shown != nil && started! < shown!, "\(coordinator): \(lines)")
        }
    }

    @Test func theModalComesBackInVariantC() throws {
        let state = NavigationState(variant: "C", root: .tabBar, selectedTab: 0, stacks: [
            StackState(screens: [ScreenState(screen: "Home", parameters: ["product": "computer"])]),
            StackState(screens: [ScreenState(screen: "Store", parameters: ["selected": "computer"])]),
            StackState(screens: [ScreenState(screen: "CreateAccount", parameters: ["name": "", "email": ""])]),
        ], modal: StackState(screens: [ScreenState(screen: "Buy", parameters: ["product": "bicycle"]),
                                       ScreenState(screen: "Receipt", parameters: ["product": "bicycle"])]))
        let (simulation, problem) = Simulation.restoring(state, app: SeedExplorations.app("C"))
        #expect(problem == nil)
        #expect(simulation.snapshot.modal?.screens.map(\.identifier) == ["Buy", "Receipt"])
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator(ModalBuyCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))")
        simulation.send(.tap("Done"))
        #expect(simulation.snapshot.modal == nil)
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator, BuyTabCoordinator, CreateAccountTabCoordinator))")
    }

    @Test func aStateOfAnotherVariantStartsFresh() throws {
        let state = NavigationState(variant: "C", root: .tabBar, selectedTab: 0, stacks: [
            StackState(screens: [ScreenState(screen: "Home", parameters: ["product": "computer"])]),
            StackState(screens: [ScreenState(screen: "Store", parameters: ["selected": "computer"])]),
            StackState(screens: [ScreenState(screen: "CreateAccount", parameters: ["name": "", "email": ""])]),
        ], modal: StackState(screens: [ScreenState(screen: "Buy", parameters: ["product": "bicycle"])]))
        let (simulation, problem) = Simulation.restoring(state, app: SeedExplorations.app("B"))
        #expect(problem?.message == "it was saved in variant C; this run is variant B")
        #expect(simulation.snapshot == Simulation(SeedExplorations.app("B")).snapshot)

        // Without a variant name the coordinators themselves refuse: B pushes Buy, it has no sheet.
        var unnamed = state
        unnamed.variant = nil
        let (fresh, refusal) = Simulation.restoring(unnamed, app: SeedExplorations.app("B"))
        #expect(refusal?.message == "asked Home's coordinator for Buy in a sheet; this variant shows it without one")
        #expect(fresh.snapshot == Simulation(SeedExplorations.app("B")).snapshot)
    }

    /// `parameters` may be left out; a refusal then says "no parameters", not a dangling "with".
    @Test func parametersMayBeLeftOutAndARefusalSaysThereAreNone() throws {
        func state(_ top: String) -> String {
            """
            {"version": 2, "root": "tabBar", "selectedTab": 0,
             "stacks": [
               {"screens": [{"screen": "Home", "parameters": {"product": "computer"}},
                            {"screen": "Buy", "parameters": {"product": "computer"}}\(top)]},
               {"screens": [{"screen": "Store", "parameters": {"selected": "computer"}}]},
               {"screens": [{"screen": "CreateAccount", "parameters": {"name": "", "email": ""}}]}
             ]}
            """
        }
        let withNext = try StateFile.decode(Data(state(#", {"screen": "Next"}"#).utf8), path: "memory").get()
        #expect(withNext.stacks[0].screens.last == ScreenState(screen: "Next", parameters: [:]))
        let (simulation, problem) = Simulation.restoring(withNext, app: SeedExplorations.app("B"))
        #expect(problem?.message == "Buy's coordinator cannot show Next with no parameters")
        #expect(simulation.snapshot == Simulation(SeedExplorations.app("B")).snapshot)

        let plain = try StateFile.decode(Data(state("").utf8), path: "memory").get()
        let (restored, none) = Simulation.restoring(plain, app: SeedExplorations.app("B"))
        #expect(none == nil)
        #expect(restored.activeStackIdentifiers == ["Home", "Buy"])
    }

    @Test func aScreenNoCoordinatorOffersStartsFresh() throws {
        let state = NavigationState(variant: "A", root: .tabBar, selectedTab: 0, stacks: [
            StackState(screens: [ScreenState(screen: "Home", parameters: ["product": "computer"]),
                                 ScreenState(screen: "Checkout")]),
            StackState(screens: [ScreenState(screen: "Store", parameters: ["selected": "computer"])]),
            StackState(screens: [ScreenState(screen: "CreateAccount", parameters: ["name": "", "email": ""])]),
        ])
        let (simulation, problem) = Simulation.restoring(state, app: SeedExplorations.app("A"))
        #expect(problem?.message == "no coordinator shows a screen called \"Checkout\"")
        #expect(simulation.snapshot == Simulation(SeedExplorations.app("A")).snapshot)
    }

    /// The saved `selectedTab` counts from 0; the message names it as the file has it (issue 23).
    @Test func aSelectedTabPastTheTabBarIsNamedAsTheFileCountsIt() throws {
        let state = NavigationState(variant: "A", root: .tabBar, selectedTab: 7, stacks: [
            StackState(screens: [ScreenState(screen: "Home", parameters: ["product": "computer"])]),
            StackState(screens: [ScreenState(screen: "Store", parameters: ["selected": "computer"])]),
            StackState(screens: [ScreenState(screen: "CreateAccount", parameters: ["name": "", "email": ""])]),
        ])
        let (_, problem) = Simulation.restoring(state, app: SeedExplorations.app("A"))
        #expect(problem?.message == "\"selectedTab\": 7 does not exist; it counts from 0, and this tab bar has 3 tabs (0-2)")
    }

    @Test func loginRestoresIntoAnAppThatStartsLoggedIn() throws {
        let app = Fixtures.app(variant: "B", loggedIn: true)
        let login = NavigationState(variant: "B", root: .navigation, stacks: [StackState(screens: [ScreenState(screen: "Login")])])
        let (restored, problem) = Simulation.restoring(login, app: app)
        #expect(problem == nil)
        #expect(restored.activeStackIdentifiers == ["Login"])
        #expect(restored.snapshot.live.map(\.type).sorted() == ["AppCoordinator", "LoginCoordinator", "LoginScreen"])
    }
}
