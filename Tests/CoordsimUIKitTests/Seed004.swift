import CoordsimUIKit

/// Seeds 001 and 004 in their own shape: an AppCoordinator that shows Login or Main, delegates up
/// the chain, logout, and NextView whose pop is reported from `viewDidDisappear`. The bar button
/// items with `#selector` become buttons in `elements` (no Objective-C runtime on Linux).
enum Seed004 {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class AppCoordinator: Coordinator, LoginCoordinatorDelegate, MainCoordinatorDelegate, NextViewControllerDelegate {
        var childCoordinators: [Coordinator] = []
        private var navigationController: UINavigationController!

        var isLoggedIn: Bool = false

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            if self.isLoggedIn {
                self.showMainViewController()
            } else {
                self.showLoginViewController()
            }
        }

        private func showMainViewController() {
            let coordinator = MainCoordinator(navigationController: self.navigationController)
            coordinator.delegate = self
            coordinator.start()
            self.childCoordinators.append(coordinator)
        }

        private func showLoginViewController() {
            let coordinator = LoginCoordinator(navigationController: self.navigationController)
            coordinator.delegate = self
            coordinator.start()
            self.childCoordinators.append(coordinator)
        }

        func didLoggedIn(_ coordinator: LoginCoordinator) {
            self.childCoordinators = self.childCoordinators.filter { $0 !== coordinator }
            self.showMainViewController()
        }

        func didLoggedOut(_ coordinator: MainCoordinator) {
            self.childCoordinators = self.childCoordinators.filter { $0 !== coordinator }
            self.showLoginViewController()
        }

        func didPushButton(_ coordinator: MainCoordinator) {
            let coordinator = NextViewCoordinator(navigationController: self.navigationController)
            coordinator.start()
            coordinator.delegate = self
            childCoordinators.append(coordinator)
        }

        func popViewController() {
            navigationController.popViewController(animated: true)
            childCoordinators.removeLast()
        }
    }

    protocol LoginCoordinatorDelegate {
        func didLoggedIn(_ coordinator: LoginCoordinator)
    }

    final class LoginCoordinator: Coordinator, LoginViewControllerDelegate {
        var childCoordinators: [Coordinator] = []
        var delegate: LoginCoordinatorDelegate?

        private var navigationController: UINavigationController!

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let viewController = LoginViewController()
            viewController.view.backgroundColor = .brown
            viewController.delegate = self

            self.navigationController.viewControllers = [viewController]
        }

        func login() {
            self.delegate?.didLoggedIn(self)
        }
    }

    protocol LoginViewControllerDelegate {
        func login()
    }

    final class LoginViewController: UIViewController {
        var delegate: LoginViewControllerDelegate?

        override var elements: [Element] { [.button("login", "로그인")] }

        override func handle(_ action: ElementAction) {
            if action == .activate(element: "login") { loginButtonDidTap() }
        }

        func loginButtonDidTap() {
            self.delegate?.login()
        }
    }

    protocol MainCoordinatorDelegate {
        func didLoggedOut(_ coordinator: MainCoordinator)
        func didPushButton(_ coordinator: MainCoordinator)
    }

    final class MainCoordinator: Coordinator, MainViewControllerDelegate {
        var childCoordinators: [Coordinator] = []
        var delegate: MainCoordinatorDelegate?

        private var navigationController: UINavigationController!

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let viewController = MainViewController()
            viewController.view.backgroundColor = .cyan
            viewController.delegate = self
            self.navigationController.viewControllers = [viewController]
        }

        func logout() {
            self.delegate?.didLoggedOut(self)
        }

        func pushNextView() {
            self.delegate?.didPushButton(self)
        }
    }

    protocol MainViewControllerDelegate {
        func logout()
        func pushNextView()
    }

    final class MainViewController: UIViewController {
        var delegate: MainViewControllerDelegate?

        override var elements: [Element] { [.button("next", "다음"), .button("logout", "로그아웃")] }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("next"): didPushButton()
            case .activate("logout"): logoutButtonDidTap()
            default: break
            }
        }

        func logoutButtonDidTap() {
            self.delegate?.logout()
        }

        func didPushButton() {
            self.delegate?.pushNextView()
        }
    }

    protocol NextViewControllerDelegate {
        func popViewController()
    }

    final class NextViewCoordinator: Coordinator, NextViewControllerDelegate {
        var delegate: NextViewControllerDelegate?
        var childCoordinators: [Coordinator] = []

        private var navigationController: UINavigationController!

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let nextView = NextViewController()
            nextView.view.backgroundColor = .darkGray
            nextView.delegate = self
            self.navigationController.pushViewController(nextView, animated: true)
        }

        func popViewController() {
            self.delegate?.popViewController()
        }
    }

    final class NextViewController: UIViewController {
        var delegate: NextViewControllerDelegate?

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            self.delegate?.popViewController()
        }
    }

    /// The scene delegate of seed 004: a window with a navigation controller, and the AppCoordinator.
    final class SceneDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "seed004")
        var window: UIWindow?
        let launch: Launch

        init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window

            let navigationController = UINavigationController()
            self.window?.rootViewController = navigationController

            let coordinator = AppCoordinator(navigationController: navigationController)
            launch.application.rootCoordinator = coordinator
            coordinator.start()

            self.window?.makeKeyAndVisible()
        }
    }
}
