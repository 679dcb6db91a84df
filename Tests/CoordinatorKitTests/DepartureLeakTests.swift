import CoordinatorKit
import Simulation
import TestSupport
import Testing

// The sweep's own algorithm, which no row of docs/uikit.md names: these tests sweep and read the
// tracker directly (package access), and Scripts/uikit-tests.py does not check this file.

/// The sweep checks only screens taken out of a container since the last sweep (not the whole
/// window), so every way out must be noticed: a screen something else still holds must be reported
/// leaked on the step that takes it out, and a screen put back must stop being leaked.
@Suite struct DepartureLeakTests {
    /// Sweeps and returns the leak and deinit lines journaled since the last drain.
    private func sweptLifetimes(_ application: Application) -> [String] {
        application.sweep()
        return application.journal.drain().map(\.description).filter { $0.hasPrefix("LEAK") || $0.hasPrefix("deinit") }
    }

    private func stack(_ application: Application, _ count: Int) -> (NavigationController, [Screen]) {
        let screens = (0..<count).map { _ in PlainScreen.instantiate() as Screen }
        let navigation = NavigationController(application, rootViewController: screens[0])
        for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
        return (navigation, screens)
    }

    @Test func aHeldScreenPoppedIsALeakOnThatStep() {
        let application = Application()
        let (navigation, screens) = stack(application, 3)
        application.window.rootViewController = navigation
        #expect(sweptLifetimes(application).isEmpty)
        navigation.popViewController(animated: true)
        application.runFrames()
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#3"])
        navigation.popToRootViewController(animated: false)
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#2"])
        // Back in the window: no longer leaked.
        navigation.pushViewController(screens[2], animated: false)
        #expect(sweptLifetimes(application).isEmpty)
        #expect(application.tracker.leaked.map(\.description) == ["PlainScreen#2"])
        withExtendedLifetime(screens) {}
    }

    @Test func aHeldScreenSetOutOfItsStackIsALeakOnThatStep() {
        let application = Application()
        let (navigation, screens) = stack(application, 2)
        application.window.rootViewController = navigation
        #expect(sweptLifetimes(application).isEmpty)
        navigation.setViewControllers([screens[0]], animated: false)
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#2"])
        withExtendedLifetime(screens) {}
    }

    @Test func heldScreensOfReplacedTabsAreLeaksOnThatStep() {
        let application = Application()
        let tabs = TabBarController(application)
        let (first, firstScreens) = stack(application, 1)
        let (second, secondScreens) = stack(application, 2)
        tabs.viewControllers = [first, second]
        application.window.rootViewController = tabs
        #expect(sweptLifetimes(application).isEmpty)
        tabs.viewControllers = [first]
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#4", "LEAK PlainScreen#5"])
        withExtendedLifetime((second, firstScreens, secondScreens)) {}
    }

    @Test func heldScreensOfASwappedRootAreLeaksOnThatStep() {
        let application = Application()
        let (navigation, screens) = stack(application, 2)
        application.window.rootViewController = navigation
        #expect(sweptLifetimes(application).isEmpty)
        application.window.rootViewController = PlainScreen.instantiate()
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#1", "LEAK PlainScreen#2"])
        withExtendedLifetime((navigation, screens)) {}
    }

    @Test func aHeldDismissedModalIsALeakOnThatStepAndAFreedOneADeinit() {
        let application = Application()
        let (navigation, _) = stack(application, 1)
        application.window.rootViewController = navigation
        let held = PlainScreen.instantiate()
        navigation.present(held, animated: true)
        application.runFrames()
        #expect(sweptLifetimes(application).isEmpty)
        application.window.dismissModal(origin: .code, animated: true)
        application.runFrames()
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#2"])
        do {
            navigation.present(PlainScreen.instantiate(), animated: false)
            #expect(sweptLifetimes(application).isEmpty)
        }
        application.window.dismissModal(origin: .code, animated: false)
        #expect(sweptLifetimes(application) == ["deinit PlainScreen#3"])
        withExtendedLifetime(held) {}
    }
}
