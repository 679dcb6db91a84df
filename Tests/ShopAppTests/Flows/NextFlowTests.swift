import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// Seed 004: NextView is pushed, and reports its own pop from viewDidDisappear so the
/// NextViewCoordinator (B, C) is removed from its parent and released.
@Suite struct NextFlowTests {
    static func pushLines(_ variant: String) -> [String] {
        variant == "A"
            ? ["push NextScreen#12 over HomeScreen#4 on #1"]
            : ["+child NextViewCoordinator#13 of MainCoordinator#9",
               "start NextViewCoordinator#13",
               "push NextScreen#12 over HomeScreen#4 on #1"]
    }

    static func popLines(_ variant: String) -> [String] {
        variant == "A"
            ? ["pop NextScreen#12 -> HomeScreen#4 (user) on #1", "deinit NextScreen#12"]
            : ["pop NextScreen#12 -> HomeScreen#4 (user) on #1",
               "-child NextViewCoordinator#13 of MainCoordinator#9",
               "deinit NextViewCoordinator#13", "deinit NextScreen#12"]
    }

    @Test(arguments: Fixtures.variants)
    func nextPushedThenPopped(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let before = sim.snapshot
        let push = sim.press("n")
        #expect(push.events.navigationLines == Self.pushLines(variant))
        #expect(push.snapshot.active == Expected.next(id: 12))
        #expect(sim.coordinatorOutline == (variant == "A" ? Expected.launchedTree
            : "AppCoordinator(TabCoordinator(MainCoordinator(NextViewCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))"))

        let pop = sim.expectAccepted(.back)
        #expect(pop.events.navigationLines == Self.popLines(variant))
        var expected = before
        expected.active?.focus = "next"
        #expect(pop.snapshot == expected)
        sim.expectNoLeaks(in: [push, pop])
    }

    /// The lifecycle part of the journal: NextView's disappearance is what B and C act on.
    @Test(arguments: Fixtures.variants)
    func thePopRunsUIKitsLifecycleOrder(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let push = sim.press("n")
        #expect(push.events.filter(\.isLifecycle).map(\.description) == [
            "NextScreen#12.viewDidLoad",
            "HomeScreen#4.viewWillDisappear",
            "NextScreen#12.viewWillAppear",
            "HomeScreen#4.viewDidDisappear",
            "NextScreen#12.viewDidAppear",
        ])
        let pop = sim.expectAccepted(.swipeBack(completes: true))
        #expect(pop.events.filter(\.isLifecycle).map(\.description) == [
            "NextScreen#12.viewWillDisappear",
            "HomeScreen#4.viewWillAppear",
            "NextScreen#12.viewDidDisappear",
            "HomeScreen#4.viewDidAppear",
        ])
        #expect(pop.events.navigationLines == Self.popLines(variant))
        sim.expectNoLeaks(in: [push, pop])
    }
}
