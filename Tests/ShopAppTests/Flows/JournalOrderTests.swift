import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// The journal reads in the seeds' cause and effect (issue 11): what a coordinator does in code
/// comes before what it causes, and the navigation delegate's calls are events.
@Suite struct JournalOrderTests {
    /// Every event but lifecycle calls, so the delegate's willShow/didShow stay in sight.
    private func lines(_ events: [JournalEvent]) -> [String] {
        events.filter { !$0.isLifecycle }.map(\.description)
    }

    /// Seed 000 §2: `childCoordinators.append(child); child.start()`, and `start()` pushes Buy.
    @Test func seed000Section2AppendsThenStartsThenPushes() {
        let sim = Fixtures.simulation(variant: "B")
        #expect(lines(sim.press("b").events) == [
            "+child ChildBuyCoordinator#13 of MainCoordinator#9",
            "start ChildBuyCoordinator#13",
            "push BuyScreen#12 over HomeScreen#4 on #1",
            "willShow BuyScreen#12 on #1",
            "didShow BuyScreen#12 on #1",
        ])
    }

    /// Seed 000 §3: the user pops, the delegate's didShow sees Buy leave, and the child finishes.
    /// The child is freed inside `didShow`; the popped screen when the transition lets it go, after.
    @Test func seed000Section3PopsThenDidShowThenChildDidFinish() {
        let sim = Fixtures.simulation(variant: "B")
        sim.press("b")
        #expect(lines(sim.press("esc").events) == [
            "pop BuyScreen#12 -> HomeScreen#4 (user) on #1",
            "willShow HomeScreen#4 on #1",
            "didShow HomeScreen#4 on #1",
            "-child ChildBuyCoordinator#13 of MainCoordinator#9",
            "deinit ChildBuyCoordinator#13",
            "deinit BuyScreen#12",
        ])
    }

    /// Seed 004: Next's `viewDidDisappear` tells its coordinator, which finishes (and is freed) before didShow.
    @Test func seed004ChildFinishesInViewDidDisappearBeforeDidShow() {
        let sim = Fixtures.simulation(variant: "B")
        sim.press("n")
        #expect(lines(sim.press("esc").events) == [
            "pop NextScreen#12 -> HomeScreen#4 (user) on #1",
            "willShow HomeScreen#4 on #1",
            "-child NextViewCoordinator#13 of MainCoordinator#9",
            "didShow HomeScreen#4 on #1",
            "deinit NextViewCoordinator#13",
            "deinit NextScreen#12",
        ])
    }

    /// Launch reads in cause order: the app coordinator starts; as in seeds 001 and 004 it calls
    /// LoginCoordinator's `start()`, which sets the stack, and appends the child after.
    @Test(arguments: Fixtures.variants)
    func launchReadsInCauseOrder(variant: String) {
        let sim = Fixtures.simulation(variant: variant, loggedIn: false)
        #expect(lines(sim.launchEvents) == [
            "start AppCoordinator#2",
            "set #0 = [LoginScreen#1]",
            "+child LoginCoordinator#3 of AppCoordinator#2",
            "start LoginCoordinator#3",
            "root = LoginScreen#1",
        ])
    }

    /// Logging in: the tab side's coordinators top-down, each added and started before the screen
    /// its `start()` pushes.
    @Test func loginAddsEachTabCoordinatorBeforeItsScreen() {
        let sim = Fixtures.simulation(variant: "B", loggedIn: false)
        #expect(lines(sim.press("l").events).filter { !$0.hasPrefix("willShow") && !$0.hasPrefix("didShow") }
                == LoginFlowTests.loginLines)
    }

    /// Issue 26, mismatch 2: a link to Next while variant C's buy sheet is up. The sheet flow's
    /// child is removed once its dismissal has begun, and Next's coordinator is added and started
    /// before the push its `start()` makes: each where it happened, not after the step's last event.
    @Test func aLinkDuringTheSheetJournalsEachCoordinatorChangeWhereItHappened() {
        let sim = Fixtures.simulation(variant: "C")
        sim.press("b")
        let lines = lines(sim.send(.deepLink("coordsim://next")).events)
        let dismiss = lines.firstIndex { $0.hasPrefix("dismiss BuyScreen") }
        let removed = lines.firstIndex { $0.hasPrefix("-child ModalBuyCoordinator") }
        let added = lines.firstIndex { $0.hasPrefix("+child NextViewCoordinator") }
        let started = lines.firstIndex { $0.hasPrefix("start NextViewCoordinator") }
        let push = lines.firstIndex { $0.hasPrefix("push NextScreen") }
        #expect(dismiss != nil && removed != nil && added != nil && started != nil && push != nil, "\(lines)")
        if let dismiss, let removed, let added, let started, let push {
            #expect(dismiss < removed && removed < added && added < started && started < push, "\(lines)")
        }
    }
}
