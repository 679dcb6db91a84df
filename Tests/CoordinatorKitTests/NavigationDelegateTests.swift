import CoordinatorKit
import Simulation
import TestSupport
import Testing

/// What a coordinator sees through `NavigationControllerDelegate` (seed 000 §3).
@Suite struct NavigationDelegateTests {
    @Test func delegateTellsAUserPopFromACodePop() {
        let (simulation, root) = TestApp.make()
        let tab = root.tabs[0]
        simulation.press("n")
        simulation.press("n")
        simulation.expectAccepted(.back)                 // user: the nav bar's back button
        tab.navigationController.popViewController()     // code
        #expect(tab.didShow == [
            .init(screen: "S1", from: nil, fromStillInStack: false, origin: .code),  // start()
            .init(screen: "S2", from: "S1", fromStillInStack: true, origin: .code),
            .init(screen: "S3", from: "S2", fromStillInStack: true, origin: .code),
            .init(screen: "S2", from: "S3", fromStillInStack: false, origin: .user),
            .init(screen: "S1", from: "S2", fromStillInStack: false, origin: .code),
        ])
    }

    @Test func completedSwipeBackIsAUserPop() {
        let (simulation, root) = TestApp.make()
        simulation.press("n")
        let step = simulation.expectAccepted(.swipeBack(completes: true))
        #expect(step.events.map(\.description) == [
            "PlainScreen#8.viewWillDisappear",
            "PlainScreen#3.viewWillAppear",
            "pop PlainScreen#8 -> PlainScreen#3 (user) on #1",
            "PlainScreen#8.viewDidDisappear",
            "PlainScreen#3.viewDidAppear",
            "deinit PlainScreen#8",
        ])
        #expect(root.tabs[0].didShow.last == .init(screen: "S1", from: "S2", fromStillInStack: false, origin: .user))
    }

    /// A cancelled swipe pops nothing: willShow fires, the appearance calls reverse, didShow never comes.
    @Test func cancelledSwipeBackChangesNothing() {
        let (simulation, root) = TestApp.make()
        simulation.press("n")
        let before = simulation.snapshot
        let tab = root.tabs[0]
        let didShowBefore = tab.didShow
        let step = simulation.expectAccepted(.swipeBack(completes: false))
        #expect(step.events.map(\.description) == [
            "PlainScreen#8.viewWillDisappear",
            "PlainScreen#3.viewWillAppear",
            "swipe-back cancelled on PlainScreen#8 in #1",
            "PlainScreen#8.viewWillAppear",
            "PlainScreen#3.viewWillDisappear",
            "PlainScreen#8.viewDidAppear",
            "PlainScreen#3.viewDidDisappear",
        ])
        #expect(step.snapshot == before)
        #expect(tab.willShow.last == "S1")
        #expect(tab.didShow == didShowBefore)
    }

    @Test func backAtTheRootIsRefusedAndChangesNothing() {
        let (simulation, _) = TestApp.make()
        let before = simulation.snapshot
        let step = simulation.send(.back)
        #expect(step.rejection == "already at the root of the stack")
        #expect(step.events.isEmpty)
        #expect(step.snapshot == before)
        #expect(simulation.send(.swipeBack(completes: true)).rejection == "nothing to swipe back to")
    }

    @Test func backTitleNamesThePreviousScreen() {
        let (simulation, _) = TestApp.make()
        #expect(simulation.snapshot.active?.backTitle == nil)
        simulation.press("n")
        #expect(simulation.snapshot.active?.backTitle == "S1")
        #expect(simulation.snapshot.active?.title == "S2")
    }
}
