import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

@Suite struct DeepLinkTests {
    let mainOnly = "AppCoordinator(TabCoordinator(MainCoordinator, BuyTabCoordinator, CreateAccountTabCoordinator))"

    @Test func buyOpensTheMainTabAndItsStackThroughTheVariantsFlow() {
        let simulation = Fixtures.simulation(variant: "B", loggedIn: true)
        simulation.send(.selectTab(1))
        let step = simulation.expectAccepted(.deepLink("coordsim://buy?product=bicycle"))
        #expect(step.snapshot.selectedTab == 0)
        #expect(step.snapshot.stacks[0].screens.map(\.parameters) == [["product": "bicycle"], ["product": "bicycle"]])
        #expect(simulation.activeStackIdentifiers == ["Home", "Buy"])
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator(ChildBuyCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))")
        #expect(step.events.navigationLines.contains("select tab 1 (code)"))
    }

    /// A link during a buy flow pops to Home and pushes Buy again. Pushing while the pop still
    /// animates would make UIKit warn of unbalanced appearance calls; the shop waits for the pop's
    /// transition coordinator, so no warning, and the journal reads in cause order.
    @Test func aLinkPushesOnlyOnceThePopHasEnded() {
        let simulation = Fixtures.simulation(variant: "B", loggedIn: true)
        simulation.send(.tap("Buy subscription"))
        let step = simulation.expectAccepted(.deepLink("coordsim://buy?product=bicycle"))
        #expect(!step.events.contains { if case .uikitWarning = $0 { return true }; return false })
        let lines = step.events.filter { !$0.isLifecycle }.map(\.description)
        #expect(lines == [
            "pop BuyScreen#12 -> HomeScreen#4 (code) on #1",
            "willShow HomeScreen#4 on #1",
            "didShow HomeScreen#4 on #1",
            "-child ChildBuyCoordinator#13 of MainCoordinator#9",
            "+child ChildBuyCoordinator#15 of MainCoordinator#9",
            "start ChildBuyCoordinator#15",
            "push BuyScreen#14 over HomeScreen#4 on #1",
            "willShow BuyScreen#14 on #1",
            "didShow BuyScreen#14 on #1",
            "deinit ChildBuyCoordinator#13",
            "deinit BuyScreen#12",
        ])
    }

    /// Variant C's link while its sheet is up: the sheet is dismissed and the new one presented
    /// from the dismissal's completion, so UIKit drops nothing.
    @Test func aLinkPresentsOnlyOnceTheSheetIsGone() {
        let simulation = Fixtures.simulation(variant: "C", loggedIn: true)
        simulation.send(.tap("Buy subscription"))
        let step = simulation.expectAccepted(.deepLink("coordsim://buy?product=bicycle"))
        #expect(!step.events.contains { if case .uikitWarning = $0 { return true }; return false })
        #expect(step.snapshot.modal?.screens.map(\.identifier) == ["Buy"])
        #expect(step.snapshot.staleChildren.isEmpty)
        #expect(step.snapshot.leaked.isEmpty)
    }

    /// Variant C's sheet, swiped down and let go of: it stays, and its child coordinator with it.
    @Test func aCancelledSwipeDownKeepsTheSheetFlow() {
        let simulation = Fixtures.simulation(variant: "C", loggedIn: true)
        simulation.send(.tap("Buy subscription"))
        let step = simulation.expectAccepted(.cancelledSwipeDown)
        #expect(step.snapshot.modal?.screens.map(\.identifier) == ["Buy"])
        #expect(step.events.map(\.description).contains("swipe-down cancelled on BuyScreen#\(step.snapshot.modal!.screens[0].id.rawValue)"))
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator(ModalBuyCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))")
    }

    @Test func aLinkEndsTheFlowsItReplaces() {
        let simulation = Fixtures.simulation(variant: "B", loggedIn: true)
        simulation.send([.tap("Buy subscription"), .tap("Purchase")])
        simulation.expectAccepted(.deepLink("coordsim://account"))
        #expect(simulation.activeStackIdentifiers == ["Home", "CreateAccount"])
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator(ChildCreateAccountCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))")
        simulation.expectAccepted(.deepLink("coordsim://next"))
        #expect(simulation.coordinatorOutline
            == "AppCoordinator(TabCoordinator(MainCoordinator(NextViewCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))")
        simulation.expectAccepted(.deepLink("coordsim://main?product=bicycle"))
        #expect(simulation.activeStackIdentifiers == ["Home"])
        #expect(simulation.snapshot.stacks[0].screens[0].parameters == ["product": "bicycle"])
        #expect(simulation.coordinatorOutline == mainOnly)
        #expect(simulation.snapshot.leaked == [])
    }

    @Test func aTabLinkClosesTheSheetFlowInVariantC() {
        let simulation = Fixtures.simulation(variant: "C", loggedIn: true)
        simulation.expectAccepted(.deepLink("coordsim://buy"))
        #expect(simulation.snapshot.modal?.screens.map(\.parameters) == [["product": "computer"]])
        simulation.expectAccepted(.deepLink("coordsim://tab/3"))
        #expect(simulation.snapshot.modal == nil)
        #expect(simulation.snapshot.selectedTab == 2)
        #expect(simulation.coordinatorOutline == mainOnly)
    }

    @Test func aLinkWhileLoggedOutIsFollowedAfterLogin() {
        let simulation = Fixtures.simulation(variant: "B", loggedIn: false)
        let kept = simulation.expectAccepted(.deepLink("coordsim://buy?product=bicycle"))
        #expect(simulation.activeStackIdentifiers == ["Login"])
        #expect(kept.events.isEmpty)
        #expect((simulation.application.rootCoordinator as? AppCoordinator)?.pendingRoute == .buy(product: .bicycle))
        simulation.send(.tap("Log in"))
        #expect(simulation.activeStackIdentifiers == ["Home", "Buy"])
        #expect(simulation.snapshot.stacks[0].screens.last?.parameters == ["product": "bicycle"])
        #expect((simulation.application.rootCoordinator as? AppCoordinator)?.pendingRoute == nil)
        // Followed once: logging out and in again lands on Home.
        simulation.send([.back, .tap("Log out"), .tap("Log in")])
        #expect(simulation.activeStackIdentifiers == ["Home"])
    }

    @Test(arguments: [
        ("coordsim://checkout", "unknown route \"checkout\""),
        ("coordsim://buy?product=car", "unknown product \"car\"; products: computer, bicycle"),
        ("coordsim://buy?colour=red", "unknown parameter \"colour\""),
        ("coordsim://tab/4", "no tab \"4\"; tabs are 1-3"),
        ("https://example.com/buy", "not a coordsim:// link"),
    ])
    func aBadLinkIsRefusedWithTheKnownRoutes(_ url: String, _ reason: String) {
        for loggedIn in [true, false] {
            let simulation = Fixtures.simulation(variant: "A", loggedIn: loggedIn)
            let before = simulation.snapshot
            let step = simulation.send(.deepLink(url))
            #expect(step.rejection == "cannot open \"\(url)\": \(reason); known routes: coordsim://main[?product=computer|bicycle], "
                + "coordsim://buy[?product=computer|bicycle], coordsim://account, coordsim://next, coordsim://tab/<1-3>")
            #expect(step.snapshot == before)
        }
    }

    @Test func routesPrintTheLinksTheyParseFrom() throws {
        for route: Route in [.main(product: nil), .main(product: .bicycle), .buy(product: .computer), .account, .next, .tab(2)] {
            #expect(try Route(url: route.url) == route)
        }
    }
}
