import CoordinatorKit
import CoordsimTesting
import Testing

/// The iOS 14 back button menu: a user pop of several levels at once. A coordinator that cleans up
/// only the `from` screen's child in `didShow` leaves the children of the screens in between behind.
@Suite struct BackMenuTests {
    /// A screen that reports to the coordinator that pushed it (the root one to the router).
    final class LevelScreen: Screen, OwnedScreen {
        weak var coordinator: Coordinator?
        var owner: AnyObject? { coordinator }
    }

    /// A child flow that pushes one screen.
    final class LevelCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigation: NavigationController
        let title: String
        weak var screen: Screen?

        init(navigation: NavigationController, title: String) {
            self.navigation = navigation
            self.title = title
        }

        func start() {
            let screen = LevelScreen()
            screen.title = title
            screen.coordinator = self
            self.screen = screen
            navigation.pushViewController(screen, animated: false)
        }
    }

    /// A router-shaped root: it owns the navigation controller, starts a child per pushed level, and
    /// cleans up in `didShow`: only the `from` screen's owner (`naive`), or every child whose screen
    /// left the stack (as a coordinator must, to survive the back menu).
    final class Router: Coordinator, NavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigation: NavigationController
        let naive: Bool

        init(navigation: NavigationController, naive: Bool) {
            self.navigation = navigation
            self.naive = naive
        }

        func start() {
            navigation.delegate = self
            for title in ["A", "B", "C"] { startChild(LevelCoordinator(navigation: navigation, title: title)) }
        }

        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen,
                                  animated: Bool) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                  !navigationController.viewControllers.contains(where: { $0 === from }) else { return }
            if naive {
                childDidFinish((from as? LevelScreen)?.coordinator)
            } else {
                childCoordinators.removeAll { child in
                    guard let screen = (child as? LevelCoordinator)?.screen else { return true }
                    return !navigationController.viewControllers.contains { $0 === screen }
                }
            }
        }
    }

    private func launch(naive: Bool) -> Device {
        Device { application in
            let home = LevelScreen()
            let navigation = NavigationController(application, rootViewController: home)
            let router = Router(navigation: navigation, naive: naive)
            home.coordinator = router
            application.rootCoordinator = router
            router.start()
            application.window.rootViewController = navigation
        }
    }

    @Test func aChoiceInTheMenuPopsSeveralLevelsAsOneUserPop() {
        let device = launch(naive: false)
        let step = device.longPressBack(to: "A")
        #expect(step.reason == nil)
        #expect(device.snapshot.stacks[0].screens.map(\.title) == ["Level", "A"])
        #expect(step.navigation == [
            "pop LevelScreen#4 -> LevelScreen#2 (user) on #0",
            "-child LevelCoordinator#7 of Router#5",
            "-child LevelCoordinator#8 of Router#5",
            "deinit LevelCoordinator#7",
            "deinit LevelCoordinator#8",
            "deinit LevelScreen#3",
            "deinit LevelScreen#4",
        ])
        #expect(device.snapshot.leaked.isEmpty)
    }

    /// The teaching case: cleaning up only `from`'s child leaves B's coordinator in the tree with
    /// no screen, which coordsim reports as a stale child.
    @Test func cleaningUpOnlyTheFromScreensChildLeavesTheOthersStale() {
        let device = launch(naive: true)
        let changes = device.longPressBack(toLevel: 1).coordinatorChanges
        #expect(changes.filter { $0.hasPrefix("-child") }.count == 1)
        #expect(changes.filter { $0.hasPrefix("STALE") }.count == 2, "\(changes)")
    }

    @Test func theMenuNeedsABackButtonAndALevelBelowTheTop() {
        let device = launch(naive: false)
        #expect(device.longPressBack(toLevel: 4).reason == .noSuchBackMenuLevel(4, depth: 4))
        #expect(device.longPressBack(toLevel: 0).reason == .noSuchBackMenuLevel(0, depth: 4))
        #expect(device.longPressBack(to: "C").reason == .noSuchBackMenuLevel(4, depth: 4))
        device.longPressBack(toLevel: 1)
        #expect(device.longPressBack(toLevel: 1).reason == .nothingToSwipeBackTo)
    }
}
