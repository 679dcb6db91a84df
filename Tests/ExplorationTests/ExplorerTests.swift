import CoordinatorKit
@testable import Exploration
import ExplorationFixtures
import Foundation
import Journeys
import ShopApp
import Simulation
import TestSupport
import Testing

@Suite struct ExplorerTests {
    @Test(arguments: Fixtures.variants)
    func everyInvariantHoldsOnSeedVariant(_ variant: String) {
        let result = SeedExplorations.result(variant)
        #expect(result.violations == [], "\(result.report)")
        #expect(result.depth == SeedExplorations.depth)
        #expect(result.limit == .depth(SeedExplorations.depth) && !result.isComplete)
        #expect(Set(result.screensReached) == ["Login", "Home", "Store", "CreateAccount", "Buy", "Receipt",
                                                "AccountCreated", "Next"])
        // Every state was reached by a path no longer than the depth, and the paths replay to it.
        for index in stride(from: 0, to: result.states.count, by: 97) {
            let state = result.states[index]
            let simulation = Simulation(SeedExplorations.app(variant))
            for input in result.path(to: index) { for event in input.events { simulation.send(event) } }
            #expect(simulation.snapshot.structural == state.snapshot, "state \(index) of \(variant) does not replay")
            #expect(state.depth <= SeedExplorations.depth)
        }
    }

    /// Getting back to a state by walking explored transitions or undoing, checked against the
    /// recorded state, finds what replaying every path from launch finds: the same states in the
    /// same order, the same transitions.
    @Test(arguments: Fixtures.variants)
    func navigatingFindsWhatReplayingFinds(_ variant: String) {
        let app = SeedExplorations.app(variant)
        let navigated = Explorer(app: app, depth: 8, revisit: .navigate).run()
        let replayed = Explorer(app: app, depth: 8, revisit: .replay).run()
        #expect(navigated.states.count > 1000)
        #expect(navigated.states == replayed.states)
        #expect(navigated.transitions == replayed.transitions)
        #expect(navigated.rejected == replayed.rejected)
        #expect(navigated.violations == [] && replayed.violations == [])
        #expect(replayed.revisits.walked == 0 && replayed.revisits.undone == 0)
        #expect(navigated.revisits.replayed < replayed.revisits.replayed / 2, "\(navigated.report)")
    }

    @Test func aStateLimitStopsWithThePartialFigures() {
        let result = Explorer(app: SeedExplorations.app("B"), maxStates: 500).run()
        #expect(result.limit == .maxStates(500))
        #expect(!result.isComplete)
        #expect(result.states.count == 500)
        #expect(result.frontier > 0)
        // Numbered breadth-first over the transitions found: parents come first, depths never fall.
        #expect(result.states.indices.allSatisfy { index in
            (result.states[index].parent.map { $0 < index } ?? (index == 0))
                && (index == 0 || result.states[index - 1].depth <= result.states[index].depth)
        })
        #expect(result.report.hasPrefix("explore: variant B, stopped at 500 states (the state limit), not complete: "
            + "500 states, \(result.transitions.count) transitions so far, \(result.frontier) not expanded"))
    }

    @Test func strongParentIsCaughtWithItsShortestPath() throws {
        let result = Explorer(app: BrokenApps.app(buying: StrongParentBuyCoordinator.flow), stopAtFirstViolation: true).run()
        let violation = try #require(result.violations.first)
        #expect(result.violations.count == 1)
        #expect(violation.invariant == .childOwnsScreen)
        #expect(violation.path == [.tap("Log in"), .tap("Buy subscription"), .back])
        #expect(violation.message.hasPrefix("owning no screen in the window: StrongParentBuyCoordinator#"))
        #expect(violation.expectation == Expectation(children: ChildCount(0, under: "MainCoordinator")))
    }

    @Test func strongParentLeaksAtLogoutWithItsShortestPath() throws {
        let result = Explorer(app: BrokenApps.app(buying: StrongParentBuyCoordinator.flow), invariants: [.noLeaks],
                              stopAtFirstViolation: true).run()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .noLeaks)
        #expect(violation.path == [.tap("Log in"), .tap("Buy subscription"), .back, .tap("Log out")])
        #expect(violation.expectation == Expectation(noLeaks: true))

        // The journey replays the path and shows the leak: the pair and the Home screen they hold.
        let journey = violation.journey(variant: "Broken", launch: ["startLoggedIn": false])
        #expect(journey.steps == [.tap("Log in"), .tap("Buy subscription"), .back, .tap("Log out"),
                                  .expect(Expectation(noLeaks: true))])
        let data = try JSONEncoder().encode(journey)
        #expect(try JSONDecoder().decode(Journey.self, from: data) == journey)
        let simulation = Simulation(BrokenApps.app(buying: StrongParentBuyCoordinator.flow))
        for case let event? in journey.steps.map(\.event) { simulation.send(event) }
        #expect(simulation.snapshot.leaked.map(\.type).sorted()
            == ["HomeScreen", "MainCoordinator", "StrongParentBuyCoordinator"])
    }

    @Test func aScreenWhoseCoordinatorIsGoneIsCaught() throws {
        let result = Explorer(app: BrokenApps.app(buying: UnretainedBuyCoordinator.flow), stopAtFirstViolation: true).run()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .screenHasCoordinator)
        #expect(violation.path == [.tap("Log in"), .tap("Buy subscription")])
        #expect(violation.message.hasPrefix("its coordinator is gone: BuyScreen#"))
    }

    @Test func twoPathsToTheSameStateShareOneStructuralSnapshot() {
        let short = Fixtures.simulation(variant: "B", loggedIn: true)
        let long = Fixtures.simulation(variant: "B", loggedIn: true)
        long.send([.tap("Buy subscription"), .tap("Purchase"), .back, .back, .selectTab(2), .selectTab(0)])
        #expect(long.snapshot != short.snapshot)
        #expect(long.snapshot.structural == short.snapshot.structural)
        #expect(short.snapshot.structural.live.count == short.snapshot.live.count)
    }

    @Test func alphabetOfHomeAndOfTheForm() throws {
        let simulation = Fixtures.simulation(variant: "B", loggedIn: true)
        #expect(Input.alphabet(of: simulation.snapshot, sampleText: ShopApp.configuration.sampleText(for:)) == [
            .tap("Computer"), .tap("Bicycle"), .tap("Buy subscription"), .tap("Create account"), .tap("Next"),
            .tap("Log out"), .tab(1), .tab(2), .tab(3), .back, .cancelledSwipeBack,
        ])
        simulation.send([.selectTab(2), .tap("Name"), .text("Al")])
        #expect(Input.alphabet(of: simulation.snapshot, sampleText: ShopApp.configuration.sampleText(for:)) == [
            .fill(field: "Name", value: "Ada", clearing: 2), .fill(field: "Name", value: " ", clearing: 2),
            .fill(field: "Email", value: "ada@example.com", clearing: 0), .fill(field: "Email", value: "ada@", clearing: 0),
            .tap("Sign up"), .tab(1), .tab(2), .tab(3), .back, .cancelledSwipeBack,
        ])
        for event in Input.fill(field: "Name", value: "Ada", clearing: 2).events { simulation.send(event) }
        let name = try #require(simulation.snapshot.stacks[2].top?.parameters["name"])
        #expect(name == "Ada")
    }
}

/// The transition checks on hand-made snapshots: each one must catch what it is about.
@Suite struct CheckTests {
    let checks = Checks(enabled: Set(Invariant.all(of: ShopApp.configuration)), app: ShopApp.configuration)

    func tabs(_ stacks: [[String]], selected: Int = 0, modal: [String]? = nil) -> Snapshot {
        func stack(_ names: [String]) -> StackSnapshot {
            StackSnapshot(id: .structural, screens: names.map { ScreenSnapshot(id: .structural, identifier: $0, title: $0) })
        }
        let active = modal?.last ?? stacks[selected].last!
        let depth = modal?.count ?? stacks[selected].count
        return Snapshot(rootKind: .tabBar, stacks: stacks.map(stack), selectedTab: selected, modal: modal.map(stack),
                        active: ActiveScreen(id: .structural, identifier: active, title: active,
                                             backTitle: depth > 1 ? "Back" : nil, isModal: modal != nil,
                                             elements: [], focus: nil, isEditing: false))
    }

    @Test func reselectMustPopToRoot() {
        let before = tabs([["Home", "Buy"], ["Store"], ["CreateAccount"]])
        #expect(checks.transition(from: before, .tab(1), to: tabs([["Home"], ["Store"], ["CreateAccount"]]),
                                  rejection: nil).isEmpty)
        let problems = checks.transition(from: before, .tab(1), to: before, rejection: nil)
        #expect(problems.map(\.0) == [.reselectPopsToRoot])
    }

    @Test func anInputMustNotChangeAnotherTab() {
        let before = tabs([["Home"], ["Store", "Buy"], ["CreateAccount"]])
        let after = tabs([["Home", "Next"], ["Store"], ["CreateAccount"]])
        #expect(checks.transition(from: before, .tap("Next"), to: after, rejection: nil).map(\.0) == [.independentTabs])
        // A switch may change the tab it selects (it appears), never another.
        let switched = tabs([["Home"], ["Store"], ["CreateAccount"]], selected: 1)
        #expect(checks.transition(from: before, .tab(2), to: switched, rejection: nil).isEmpty)
        let switchedAway = tabs([["Home"], ["Store"], ["CreateAccount"]], selected: 2)
        let problems = checks.transition(from: before, .tab(3), to: switchedAway, rejection: nil)
        #expect(problems.map(\.0) == [.independentTabs])
        #expect(problems.map(\.1) == ["tab 3 (switching from tab 1) changed tab 2: popped Buy"])
        // Another tab's bar item (its badge, its title) is the tab bar's: any tab may set it.
        var badged = before
        badged.stacks[2].tabBadge = "1"
        badged.stacks[2].tabTitle = "Account (1)"
        #expect(checks.transition(from: before, .tap("Add"), to: badged, rejection: nil).isEmpty)
        badged.stacks[2].screens.append(ScreenSnapshot(id: .structural, identifier: "Added", title: "Added"))
        #expect(checks.transition(from: before, .tap("Add"), to: badged, rejection: nil).map(\.0) == [.independentTabs])
    }

    @Test func backMustPopExactlyTheTopAndBeRefusedAtARoot() {
        let deep = tabs([["Home", "Buy", "Receipt"], ["Store"], ["CreateAccount"]])
        let popped = tabs([["Home", "Buy"], ["Store"], ["CreateAccount"]])
        let toRoot = tabs([["Home"], ["Store"], ["CreateAccount"]])
        #expect(checks.transition(from: deep, .back, to: popped, rejection: nil).isEmpty)
        #expect(checks.transition(from: deep, .back, to: toRoot, rejection: nil).map(\.0) == [.backMatchesDepth])
        #expect(checks.transition(from: toRoot, .back, to: toRoot, rejection: nil).map(\.0) == [.backMatchesDepth])
        #expect(checks.transition(from: toRoot, .back, to: toRoot, rejection: "at the root").isEmpty)
        #expect(checks.transition(from: deep, .cancelledSwipeBack, to: popped, rejection: nil).map(\.0) == [.backMatchesDepth])
        #expect(checks.transition(from: deep, .cancelledSwipeBack, to: deep, rejection: nil).isEmpty)
    }
}

/// The tour (the search without a depth bound) against breadth-first search throughout.
@Suite struct TourTests {
    /// Both reach the fixed point with the same states in the same order, the same shortest
    /// paths and the same transitions: the tour's result is numbered as breadth-first search numbers it.
    @Test func theTourFindsWhatBreadthFirstSearchFinds() throws {
        let app = try ThreeTabs.app()
        let toured = Explorer(app: app).run()
        var breadthFirst = Explorer(app: app)
        breadthFirst.tours = false
        let searched = breadthFirst.run()
        #expect(toured.isComplete && searched.isComplete)
        #expect(toured.states.count > 100, "\(toured.report)")
        #expect(toured.states == searched.states)
        #expect(toured.transitions == searched.transitions)
        #expect(toured.rejected == searched.rejected)
        #expect(toured.deepest == searched.deepest)
        #expect(toured.violations == [] && searched.violations == [])
        // Most steps are inputs tried: the tour moves between states far less often. It replays
        // only where nothing leads back (a name once typed can't be emptied).
        let moves = { (result: ExplorationResult) in
            result.revisits.walked + result.revisits.undone + result.revisits.replayed
        }
        #expect(toured.revisits.undone == 0 && moves(toured) < moves(searched) / 2,
                "\(toured.report)\n\(searched.report)")
    }

    /// With violations at different depths, the tour gives each invariant's shortest path, as
    /// breadth-first search does: stopping at the first, and keeping the first of each.
    @Test func theTourGivesTheShortestPathOfEachViolation() throws {
        let app = try ThreeTabs.app(checked: true)
        for stopping in [true, false] {
            let toured = Explorer(app: app, stopAtFirstViolation: stopping).run()
            var breadthFirst = Explorer(app: app, stopAtFirstViolation: stopping)
            breadthFirst.tours = false
            let searched = breadthFirst.run()
            #expect(toured.violations == searched.violations)
            #expect(toured.violations.count == (stopping ? 1 : 2))
            #expect(toured.violations.map(\.path.count).sorted() == (stopping ? [2] : [2, 3]), "\(toured.report)")
            #expect(toured.isComplete == !stopping)
            if !stopping { #expect(toured.states == searched.states && toured.transitions == searched.transitions) }
        }
    }
}
