import CoordinatorKit
import Testing

/// A controller's `application`, `parent` and `presentingViewController` are not `weak` (a weak
/// reference puts every retain of its target on the runtime's slow path), but must read as if they
/// were: nil once the object they name is gone.
@Suite struct ReferenceTests {
    @Test func aScreenOutlivingItsStackHasNoParent() {
        let application = Application()
        let screen = PlainScreen.instantiate()
        do {
            let navigation = NavigationController(application, rootViewController: screen)
            #expect(screen.parent === navigation)
            #expect(screen.navigationController === navigation)
        }
        #expect(screen.parent == nil)
        #expect(screen.navigationController == nil)
    }

    @Test func aStackOutlivingItsTabBarHasNoParent() {
        let navigation = NavigationController()
        do {
            let tabs = TabBarController()
            tabs.viewControllers = [navigation]
            #expect(navigation.parent === tabs)
        }
        #expect(navigation.parent == nil)
    }

    @Test func aControllerOutlivingItsApplicationHasNone() {
        let screen = PlainScreen.instantiate()
        do {
            let application = Application()
            _ = NavigationController(application, rootViewController: screen)
            #expect(screen.application === application)
        }
        #expect(screen.application == nil)
    }

    /// The tracker learns of a screen's death from its `deinit`, not a weak reference: the deinit is
    /// journaled on the step that released it, and a screen kept alive out of the window is a leak,
    /// found at the step's end, after the deinits that happened during it.
    @Test func aScreenReportsItsOwnDeathAndALeakIsCaughtOnItsStep() {
        let application = Application()
        let navigation = NavigationController(application, rootViewController: PlainScreen.instantiate())
        application.window.rootViewController = navigation
        var kept: Screen? = PlainScreen.instantiate()
        navigation.pushViewController(kept!, animated: false)
        navigation.pushViewController(PlainScreen.instantiate(), animated: false)
        application.sweep()
        _ = application.journal.drain()

        navigation.popToRootViewController(animated: false)
        application.sweep()
        #expect(application.journal.drain().filter { !$0.isLifecycle }.map(\.description) == [
            "pop PlainScreen#3 -> PlainScreen#1 (code) on #0",
            "deinit PlainScreen#3",
            "LEAK PlainScreen#2",
        ])
        kept = nil
        application.sweep()
        #expect(application.journal.drain().map(\.description) == ["deinit PlainScreen#2"])
        #expect(application.tracker.leaked.isEmpty)
    }
}
