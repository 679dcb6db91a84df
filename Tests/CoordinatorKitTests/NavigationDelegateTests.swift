import CoordinatorKit
import CoordsimTesting
import TestSupport
import Testing

/// What a coordinator sees through `NavigationControllerDelegate` (seed 000 §3).
@Suite struct NavigationDelegateTests {
    @Test func delegateTellsAUserPopFromACodePop() {
        let (simulation, root) = TestApp.make()
        let device = Device(simulation)
        let tab = root.tabs[0]
        device.tap("Next")
        device.tap("Next")
        device.tapBack()                                            // user: the nav bar's back button
        device.run { tab.navigationController.popViewController(animated: true) }   // code
        #expect(tab.didShow == [
            .init(screen: "S1", from: nil, fromStillInStack: false, origin: .code),  // start()
            .init(screen: "S2", from: "S1", fromStillInStack: true, origin: .code),
            .init(screen: "S3", from: "S2", fromStillInStack: true, origin: .code),
            .init(screen: "S2", from: "S3", fromStillInStack: false, origin: .user),
            .init(screen: "S1", from: "S2", fromStillInStack: false, origin: .code),
        ])
    }

    /// A completed swipe is the back button's pop, marked interactive: same events, same order.
    @Test func completedSwipeBackIsAUserPop() {
        let (simulation, root) = TestApp.make()
        let device = Device(simulation)
        device.tap("Next")
        weak let top = root.tabs[0].navigationController.topViewController as? PlainScreen
        let step = device.swipeBack()
        #expect(step.journal == [
            "pop PlainScreen#8 -> PlainScreen#3 (user) on #1",
            "PlainScreen#8.viewWillDisappear",
            "PlainScreen#3.viewWillAppear",
            "willShow PlainScreen#3 on #1",
            "PlainScreen#8.viewDidDisappear",
            "PlainScreen#3.viewDidAppear",
            "didShow PlainScreen#3 on #1",
            "deinit PlainScreen#8",
        ])
        #expect(root.tabs[0].didShow.last == .init(screen: "S1", from: "S2", fromStillInStack: false, origin: .user))
        #expect(root.tabs[0].interactionsCancelled == [false])
        #expect(root.tabs[0].willDisappear.last == .init(screen: "S2", movingFromParent: true, beingDismissed: false))
        #expect(top == nil)   // released: the test only looks at it weakly
    }

    /// A cancelled swipe pops nothing: willShow fires, the appearance calls reverse, didShow never
    /// comes, and the coordinator hears of the cancel through `notifyWhenInteractionChanges`.
    @Test func cancelledSwipeBackChangesNothing() {
        let (simulation, root) = TestApp.make()
        let device = Device(simulation)
        device.tap("Next")
        let before = device.snapshot
        let tab = root.tabs[0]
        let didShowBefore = tab.didShow
        weak let top = tab.navigationController.topViewController as? PlainScreen
        let step = device.swipeBack(completes: false)
        #expect(step.journal == [
            "PlainScreen#8.viewWillDisappear",
            "PlainScreen#3.viewWillAppear",
            "willShow PlainScreen#3 on #1",
            "swipe-back cancelled on PlainScreen#8 in #1",
            // UIKit's order after a cancel: the screen that was being revealed finishes
            // disappearing before the top one reappears.
            "PlainScreen#3.viewWillDisappear",
            "PlainScreen#3.viewDidDisappear",
            "PlainScreen#8.viewWillAppear",
            "PlainScreen#8.viewDidAppear",
        ])
        #expect(step.snapshot == before)
        #expect(tab.willShow.last == "S1")
        #expect(tab.didShow == didShowBefore)
        #expect(tab.interactionsCancelled == [true])
        // As in UIKit, the top screen looked like it was leaving while the finger moved.
        #expect(tab.willDisappear == [
            .init(screen: "S1", movingFromParent: false, beingDismissed: false),  // under the push of S2
            .init(screen: "S2", movingFromParent: true, beingDismissed: false),   // the swipe begins
            .init(screen: "S1", movingFromParent: false, beingDismissed: false),  // the cancel
        ])
        #expect(top?.isMovingFromParent == false)
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
