import CoordinatorKit
import CoordsimTesting
import Simulation
import TestSupport
import Testing

@Suite struct WindowTests {
    /// A device whose window shows one `PlainScreen` in a navigation controller.
    private func device() -> Device {
        Device { application in
            application.window.rootViewController =
                NavigationController(application, rootViewController: PlainScreen.instantiate())
        }
    }

    /// Seeds 001 and 004 swap the window's root; what is left behind must be released.
    @Test func swappingTheRootReleasesTheOldScreens() {
        let device = device()
        let application = device.simulation.application
        let swap = device.run {
            application.window.rootViewController =
                NavigationController(application, rootViewController: PlainScreen.instantiate())
        }
        #expect(swap.navigation == [
            "set #2 = [PlainScreen#3]",
            "root = PlainScreen#3",
            "deinit PlainScreen#1",
        ])
        #expect(swap.snapshot.leaked.isEmpty)
        #expect(swap.snapshot.live.map(\.description) == ["PlainScreen#3"])
    }

    /// The same swap while something else still holds the old stack: now it is a leak.
    @Test func rootSwapJournalsAppearanceAndDeinits() {
        var first: NavigationController!
        let device = Device { application in
            first = NavigationController(application, rootViewController: PlainScreen.instantiate())
            application.window.rootViewController = first
        }
        let application = device.simulation.application
        let swap = device.run {
            application.window.rootViewController =
                NavigationController(application, rootViewController: PlainScreen.instantiate())
        }
        #expect(swap.journal == [
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
        #expect(swap.snapshot.leaked.map(\.description) == ["PlainScreen#1"])
        withExtendedLifetime(first) {}
    }
}
