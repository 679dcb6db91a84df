import CoordinatorKit
import CoordsimTesting
import Testing

/// What UIKit tells screens a stack edit puts in or takes out, and what the back button says.
@Suite struct StackEditTests {
    /// Records its containment calls.
    final class Contained: Screen {
        var calls: [String] = []
        override func willMove(toParent parent: ViewController?) { calls.append(parent == nil ? "willMove(nil)" : "willMove") }
        override func didMove(toParent parent: ViewController?) { calls.append(parent == nil ? "didMove(nil)" : "didMove") }
    }

    /// A device showing a stack of `screens`, at rest.
    private func stack(_ screens: [Screen]) -> (Device, NavigationController) {
        var navigation: NavigationController!
        let device = Device { application in
            navigation = NavigationController(application)
            navigation.setViewControllers(screens, animated: false)
            application.window.rootViewController = navigation
        }
        return (device, navigation)
    }

    /// Issue 26, mismatch 6: `setViewControllers` that keeps the top still tells the screens it
    /// inserts and removes, as UIKit's containment does (`willMove(toParent:)` before, `didMove` after),
    /// and nothing appears or disappears.
    @Test func settingAStackWithTheSameTopTellsInsertedAndRemovedScreens() {
        let root = Contained(), removed = Contained(), top = Contained()
        let (device, navigation) = stack([root, removed, top])
        for screen in [root, removed, top] { screen.calls = [] }
        let inserted = Contained()
        let edit = device.run { navigation.setViewControllers([root, inserted, top], animated: true) }
        #expect(inserted.calls == ["willMove", "didMove"])
        #expect(removed.calls == ["willMove(nil)", "didMove(nil)"])
        #expect(root.calls.isEmpty && top.calls.isEmpty)
        #expect(inserted.parent === navigation && removed.parent == nil)
        #expect(!edit.events.contains { $0.isLifecycle })
    }

    /// The back button's title comes from the screen below the top: its
    /// `navigationItem.backBarButtonItem`'s title, else its `backButtonTitle`, else its title.
    @Test func theBackTitleFollowsTheNavigationItemBelow() {
        let below = Screen(), top = Screen()
        below.title = "Orders"
        let (device, _) = stack([below, top])
        #expect(device.snapshot.active?.backTitle == "Orders")
        #expect(device.run { below.navigationItem.title = "All orders" }.snapshot.active?.backTitle == "All orders")
        #expect(device.run { below.navigationItem.backButtonTitle = "Back" }.snapshot.active?.backTitle == "Back")
        #expect(device.run { below.navigationItem.backBarButtonItem = BarButtonItem(title: "") }.snapshot.active?.backTitle == "")
        let ignored = device.run {
            top.navigationItem.backButtonTitle = "ignored: only the item below names the back button"
        }
        #expect(ignored.snapshot.active?.backTitle == "")
    }
}

/// `viewIsAppearing` comes once per appearance, between `viewWillAppear` and `viewDidAppear`.
@Suite struct ViewIsAppearingTests {
    final class Recording: Screen {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("will") }
        override func viewIsAppearing(_ animated: Bool) { calls.append("is") }
        override func viewDidAppear(_ animated: Bool) { calls.append("did") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    }

    @Test func itComesBetweenWillAndDidOnEveryAppearance() {
        let root = Recording()
        var navigation: NavigationController!
        let device = Device { application in
            navigation = NavigationController(application, rootViewController: root)
            application.window.rootViewController = navigation
        }
        device.run { navigation.pushViewController(Screen(), animated: true) }
        device.swipeBack(completes: false)   // begins to reappear, then does not
        device.run { navigation.popViewController(animated: true) }
        #expect(root.calls == ["will", "is", "did", "willDisappear",
                               "will", "is", "willDisappear",
                               "will", "is", "did"])
    }
}

/// A screen in a stack reads its navigation controller's `transitionCoordinator`, as UIKit's
/// children of a container do: in `viewWillDisappear` of an animated pop it names the `from` screen.
@Suite struct ChildTransitionCoordinatorTests {
    final class Leaving: Screen {
        var seen: [String?] = []
        override func viewWillDisappear(_ animated: Bool) {
            seen.append(transitionCoordinator?.viewController(forKey: .from)?.title)
        }
    }

    @Test func aChildSeesItsStacksTransition() {
        let top = Leaving()
        top.title = "Top"
        var navigation: NavigationController!
        let device = Device { application in
            navigation = NavigationController(application, rootViewController: Screen())
            navigation.pushViewController(top, animated: false)
            application.window.rootViewController = navigation
        }
        device.run { navigation.popViewController(animated: true) }
        #expect(top.seen == ["Top"])
        #expect(top.transitionCoordinator == nil)
        device.run {
            navigation.pushViewController(top, animated: false)
            navigation.popViewController(animated: false)
        }
        #expect(top.seen == ["Top", nil])   // no transition coordinator without animation
    }
}
