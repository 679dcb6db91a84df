import CoordinatorKit
import Simulation
import TestSupport
import Testing

/// UIKit's lifecycle order, driven the way a user causes each transition.
@Suite struct LifecycleTests {
    @Test func launchLoadsOnlyTheSelectedTab() {
        let (simulation, _) = TestApp.make()
        // Tab 2's root was pushed while hidden: it is not loaded until shown.
        #expect(simulation.launchEvents.filter(\.isLifecycle).map(\.description) == [
            "PlainScreen#3.viewDidLoad",
            "PlainScreen#3.viewWillAppear",
            "PlainScreen#3.viewDidAppear",
        ])
    }

    @Test func pushLoadsThenSwapsAppearance() {
        let (simulation, _) = TestApp.make()
        let step = simulation.press("n")
        #expect(step.events.map(\.description) == [
            "push PlainScreen#8 over PlainScreen#3 on #1",
            "PlainScreen#8.viewDidLoad",
            "PlainScreen#3.viewWillDisappear",
            "PlainScreen#8.viewWillAppear",
            "willShow PlainScreen#8 on #1",
            "PlainScreen#3.viewDidDisappear",
            "PlainScreen#8.viewDidAppear",
            "didShow PlainScreen#8 on #1",
        ])
    }

    @Test func backButtonPopIsAUserPopAndReleasesTheScreen() {
        let (simulation, _) = TestApp.make()
        simulation.press("n")
        let step = simulation.expectAccepted(.back)
        #expect(step.events.map(\.description) == [
            "pop PlainScreen#8 -> PlainScreen#3 (user) on #1",
            "PlainScreen#8.viewWillDisappear",
            "PlainScreen#3.viewWillAppear",
            "willShow PlainScreen#3 on #1",
            "PlainScreen#8.viewDidDisappear",
            "PlainScreen#3.viewDidAppear",
            "didShow PlainScreen#3 on #1",
            "deinit PlainScreen#8",
        ])
    }

    /// UIKit's order for a tab switch: the new tab's `viewWillAppear` comes first, and the old tab
    /// has finished disappearing before the new one has appeared.
    @Test func tabSwitchLoadsTheNewTabOnce() {
        let (simulation, _) = TestApp.make()
        let first = simulation.press("2")
        #expect(first.events.map(\.description) == [
            "select tab 2 (user)",
            "PlainScreen#4.viewDidLoad",
            "PlainScreen#4.viewWillAppear",
            "PlainScreen#3.viewWillDisappear",
            "PlainScreen#3.viewDidDisappear",
            "PlainScreen#4.viewDidAppear",
        ])
        let back = simulation.press("1")
        #expect(back.events.map(\.description) == [
            "select tab 1 (user)",
            "PlainScreen#3.viewWillAppear",
            "PlainScreen#4.viewWillDisappear",
            "PlainScreen#4.viewDidDisappear",
            "PlainScreen#3.viewDidAppear",
        ])
    }

    /// A page sheet covers its presenter without making it disappear.
    @Test func modalSheetAppearsAndDisappearsAlone() {
        let (simulation, root) = TestApp.make()
        let present = simulation.press("m")
        #expect(present.events.map(\.description) == [
            "present PlainScreen#8 over PlainScreen#3",
            "PlainScreen#8.viewDidLoad",
            "PlainScreen#8.viewWillAppear",
            "PlainScreen#8.viewDidAppear",
        ])
        #expect(simulation.snapshot.modal?.screens.map(\.title) == ["Sheet"])
        #expect(simulation.snapshot.active?.isModal == true)

        let dismiss = simulation.press("esc")
        #expect(dismiss.events.map(\.description) == [
            "dismiss PlainScreen#8 (user)",
            "PlainScreen#8.viewWillDisappear",
            "PlainScreen#8.viewDidDisappear",
            "deinit PlainScreen#8",
        ])
        #expect(root.tabs[0].userDismissals == 1)
        #expect(simulation.snapshot.modal == nil)
        // A dismissed modal is being dismissed, not moving from a parent (UIKit's two flags).
        #expect(root.tabs[0].willDisappear == [.init(screen: "Sheet", movingFromParent: false, beingDismissed: true)])
    }

    @Test func userCannotDismissAModalInPresentation() {
        let (simulation, _) = TestApp.make()
        simulation.press("m")
        let sheet = simulation.application.window.modal
        sheet?.isModalInPresentation = true
        let step = simulation.send(.dismissModal)
        #expect(step.rejection == "this modal cannot be dismissed by the user")
        #expect(step.events.isEmpty)
        #expect(simulation.snapshot.modal != nil)
    }
}
