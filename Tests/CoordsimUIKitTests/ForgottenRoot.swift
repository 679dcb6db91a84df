import CoordsimUIKit

/// A tutorial's scene delegate that forgets `launch.application.rootCoordinator = coordinator`
/// and keeps its coordinator nowhere else: it is released as `start()` returns, and Home's weak
/// coordinator with it. ``Kept`` keeps it in a property, as a scene delegate on a device does.
enum ForgottenRoot {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class MainCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let home = Home()
            home.coordinator = self
            navigationController.pushViewController(home, animated: false)
        }
    }

    final class Home: UIViewController {
        weak var coordinator: MainCoordinator?
    }

    class SceneDelegate: UIResponder, SimulatedApp {
        class var configuration: AppConfiguration { AppConfiguration(name: "forgotten-root") }
        class var keepsCoordinator: Bool { false }
        var window: UIWindow?
        var coordinator: MainCoordinator?
        let launch: Launch

        required init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let navigationController = UINavigationController()
            let coordinator = MainCoordinator(navigationController: navigationController)
            coordinator.start()
            // The bug: neither `launch.application.rootCoordinator = coordinator` nor a stored reference.
            if Self.keepsCoordinator { self.coordinator = coordinator }
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }
    }

    final class Kept: SceneDelegate {
        override class var keepsCoordinator: Bool { true }
    }
}
