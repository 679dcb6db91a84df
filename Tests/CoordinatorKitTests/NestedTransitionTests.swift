import CoordinatorKit
import Simulation
import Testing

/// A transition started inside another one's callbacks must not hide the outer transition from
/// the outer `didShow` (seed 000 §3 reads `transitionCoordinator` there).
@Suite struct NestedTransitionTests {
    /// Pushes a screen from `viewDidAppear`, once, the way an onboarding hint or a resumed flow does.
    final class PushOnAppear: Screen {
        var pushesOnNextAppear = false
        override func viewDidAppear(_ animated: Bool) {
            guard pushesOnNextAppear else { return }
            pushesOnNextAppear = false
            navigationController?.pushViewController(Screen(), animated: false)
        }
    }

    /// Seed 000 §3's cleanup: a pop is a `from` screen no longer in the stack.
    final class PopWatcher: NavigationControllerDelegate {
        var popped: [String] = []
        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen, animated: Bool) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
            if navigationController.viewControllers.contains(from) { return }
            popped.append(from.title)
        }
    }

    @Test func popNoticedWhenTheRevealedScreenPushesFromViewDidAppear() {
        let application = Application()
        let root = PushOnAppear()
        root.title = "Root"
        let navigation = NavigationController(application, rootViewController: root)
        let watcher = PopWatcher()
        navigation.delegate = watcher
        application.window.rootViewController = navigation
        let detail = Screen()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)

        root.pushesOnNextAppear = true
        navigation.popViewController(animated: true)

        #expect(watcher.popped == ["Detail"])
        #expect(navigation.viewControllers.count == 2)   // Root, and what it pushed on appearing
    }
}
