import CoordinatorKit
import Testing

/// What UIKit tells screens a stack edit puts in or takes out, and what the back button says.
@Suite struct StackEditTests {
    /// Records its containment calls.
    final class Contained: Screen {
        var calls: [String] = []
        override func willMove(toParent parent: ViewController?) { calls.append(parent == nil ? "willMove(nil)" : "willMove") }
        override func didMove(toParent parent: ViewController?) { calls.append(parent == nil ? "didMove(nil)" : "didMove") }
    }

    private func stack(_ screens: [Screen]) -> (Application, NavigationController) {
        let application = Application()
        let navigation = NavigationController(application)
        navigation.setViewControllers(screens, animated: false)
        application.window.rootViewController = navigation
        application.runFrames()
        return (application, navigation)
    }

    /// Issue 26, mismatch 6: `setViewControllers` that keeps the top still tells the screens it
    /// inserts and removes, as UIKit's containment does (`willMove(toParent:)` before, `didMove` after),
    /// and nothing appears or disappears.
    @Test func settingAStackWithTheSameTopTellsInsertedAndRemovedScreens() {
        let root = Contained(), removed = Contained(), top = Contained()
        let (application, navigation) = stack([root, removed, top])
        for screen in [root, removed, top] { screen.calls = [] }
        _ = application.journal.drain()
        let inserted = Contained()
        navigation.setViewControllers([root, inserted, top], animated: true)
        application.runFrames()
        #expect(inserted.calls == ["willMove", "didMove"])
        #expect(removed.calls == ["willMove(nil)", "didMove(nil)"])
        #expect(root.calls.isEmpty && top.calls.isEmpty)
        #expect(inserted.parent === navigation && removed.parent == nil)
        #expect(!application.journal.drain().contains { $0.isLifecycle })
    }

    /// The back button's title comes from the screen below the top: its
    /// `navigationItem.backBarButtonItem`'s title, else its `backButtonTitle`, else its title.
    @Test func theBackTitleFollowsTheNavigationItemBelow() {
        let below = Screen(), top = Screen()
        below.title = "Orders"
        let (_, navigation) = stack([below, top])
        #expect(navigation.backTitle == "Orders")
        below.navigationItem.title = "All orders"
        #expect(navigation.backTitle == "All orders")
        below.navigationItem.backButtonTitle = "Back"
        #expect(navigation.backTitle == "Back")
        below.navigationItem.backBarButtonItem = BarButtonItem(title: "")
        #expect(navigation.backTitle == "")
        top.navigationItem.backButtonTitle = "ignored: only the item below names the back button"
        #expect(navigation.backTitle == "")
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
        let application = Application()
        let root = Recording()
        let navigation = NavigationController(application, rootViewController: root)
        application.window.rootViewController = navigation
        application.runFrames()
        navigation.pushViewController(Screen(), animated: true)
        application.runFrames()
        navigation.userSwipedBack(completes: false)   // begins to reappear, then does not
        application.runFrames()
        navigation.popViewController(animated: true)
        application.runFrames()
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
        let application = Application()
        let top = Leaving()
        top.title = "Top"
        let navigation = NavigationController(application, rootViewController: Screen())
        navigation.pushViewController(top, animated: false)
        application.window.rootViewController = navigation
        application.runFrames()
        navigation.popViewController(animated: true)
        application.runFrames()
        #expect(top.seen == ["Top"])
        #expect(top.transitionCoordinator == nil)
        navigation.pushViewController(top, animated: false)
        navigation.popViewController(animated: false)
        #expect(top.seen == ["Top", nil])   // no transition coordinator without animation
    }
}
