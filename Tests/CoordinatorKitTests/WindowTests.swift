import CoordinatorKit
import Simulation
import TestSupport
import Testing

@Suite struct WindowTests {
    /// Seeds 001 and 004 swap the window's root; what is left behind must be released.
    @Test func swappingTheRootReleasesTheOldScreens() {
        let application = Application()
        func installNewRoot() {
            application.window.rootViewController =
                NavigationController(application, rootViewController: PlainScreen.instantiate())
            application.sweep()
        }
        installNewRoot()
        _ = application.journal.drain()
        installNewRoot()
        let events = application.journal.drain()
        #expect(events.filter { !$0.isLifecycle }.map(\.description) == [
            "set #2 = [PlainScreen#3]",
            "root = PlainScreen#3",
            "deinit PlainScreen#1",
        ])
        #expect(application.tracker.leaked.isEmpty)
        #expect(application.tracker.live.map(\.description) == ["PlainScreen#3"])
    }

    /// The same swap while something else still holds the old stack: now it is a leak.
    @Test func rootSwapJournalsAppearanceAndDeinits() {
        let application = Application()
        let first = NavigationController(application, rootViewController: PlainScreen.instantiate())
        application.window.rootViewController = first
        application.sweep()
        _ = application.journal.drain()

        let second = NavigationController(application, rootViewController: PlainScreen.instantiate())
        application.window.rootViewController = second
        application.sweep()
        #expect(application.journal.drain().map(\.description) == [
            "set #2 = [PlainScreen#3]",
            "root = PlainScreen#3",
            "PlainScreen#3.viewDidLoad",
            "PlainScreen#1.viewWillDisappear",
            "PlainScreen#3.viewWillAppear",
            "PlainScreen#1.viewDidDisappear",
            "PlainScreen#3.viewDidAppear",
            "LEAK PlainScreen#1",
        ])
        // `first` is still held by this test: out of the window but alive, so it counts as leaked.
        #expect(application.tracker.leaked.map(\.description) == ["PlainScreen#1"])
        withExtendedLifetime(first) {}
    }
}
