import CoordsimApp
import CoordsimUIKit

/// An app whose screens report through closures, as the closures variant of the tutorials and a
/// widely copied open-source app do: Login has `onLogin`, Home `onLogout`; no screen stores its
/// coordinator, so the runtime cannot know who owns them. The app coordinator swaps the
/// window's root between AuthCoordinator's flow and MainCoordinator's.
///
/// One real bug: Home's `onLogout` captures MainCoordinator strongly, so after a logout
/// MainCoordinator, its navigation controller and Home keep each other alive (a leak).
public enum ClosureScreens {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow

        init(window: UIWindow) { self.window = window }

        func start() { showAuth() }

        func showAuth() {
            let auth = AuthCoordinator()
            auth.onFinish = { [weak self, weak auth] in
                guard let self, let auth else { return }
                childCoordinators.removeAll { $0 === auth }
                showMain()
            }
            childCoordinators.append(auth)
            auth.start()
            window.rootViewController = auth.navigationController
        }

        func showMain() {
            let main = MainCoordinator()
            main.onFinish = { [weak self, weak main] in
                guard let self, let main else { return }
                childCoordinators.removeAll { $0 === main }
                showAuth()
            }
            childCoordinators.append(main)
            main.start()
            window.rootViewController = main.navigationController
        }
    }

    final class AuthCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        var onFinish: (() -> Void)?

        func start() {
            let login = Login()
            login.onLogin = { [weak self] in self?.onFinish?() }
            navigationController.setViewControllers([login], animated: false)
        }
    }

    final class MainCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        var onFinish: (() -> Void)?

        func start() {
            let home = Home()
            home.onLogout = { self.onFinish?() }  // BUG: captures self strongly
            navigationController.setViewControllers([home], animated: false)
        }
    }

    final class Login: UIViewController {
        var onLogin: (() -> Void)?
        override var elements: [Element] { [.button("login", "Log in")] }

        override func handle(_ action: ElementAction) {
            if case .activate("login") = action { onLogin?() }
        }
    }

    final class Home: UIViewController {
        var onLogout: (() -> Void)?
        override var elements: [Element] { [.button("logout", "Log out")] }

        override func handle(_ action: ElementAction) {
            if case .activate("logout") = action { onLogout?() }
        }
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static let configuration = AppConfiguration(name: "closure-screens")
        var window: UIWindow?
        var coordinator: AppCoordinator?
        let launch: Launch

        public init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            let coordinator = AppCoordinator(window: window)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
        }
    }

    public static func app() throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: [:])
    }
}
