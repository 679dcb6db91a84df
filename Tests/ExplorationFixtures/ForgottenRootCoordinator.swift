import CoordsimApp
import CoordsimUIKit

/// An app that forgets `application.rootCoordinator = coordinator`, and keeps the coordinator
/// nowhere else either: it is released at the end of `start()`, and Home's weak coordinator is
/// nil from launch on, so Open does nothing and Detail is never reached. ``Kept`` keeps the
/// coordinator in the scene delegate (still no root coordinator): a correct app.
public enum ForgottenRootCoordinator {
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

        func showDetail() {
            let detail = Detail()
            detail.coordinator = self
            navigationController.pushViewController(detail, animated: true)
        }
    }

    final class Home: UIViewController {
        weak var coordinator: MainCoordinator?
        override var elements: [Element] { [.button("open", "Open")] }

        override func handle(_ action: ElementAction) {
            if case .activate("open") = action { coordinator?.showDetail() }
        }
    }

    final class Detail: UIViewController {
        weak var coordinator: MainCoordinator?
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "forgotten-root") }
        class var keepsCoordinator: Bool { false }
        var window: UIWindow?
        var coordinator: MainCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let navigationController = UINavigationController()
            let coordinator = MainCoordinator(navigationController: navigationController)
            coordinator.start()
            // BUG (in this class): neither `launch.application.rootCoordinator = coordinator` nor a stored reference.
            if Self.keepsCoordinator { self.coordinator = coordinator }
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }
    }

    public final class Kept: SceneDelegate {
        override class var keepsCoordinator: Bool { true }
    }

    /// The app; `keepsCoordinator` keeps it in the scene delegate.
    public static func app(keepsCoordinator: Bool = false) throws -> AppVariant {
        let app: any SimulatedApp.Type = keepsCoordinator ? Kept.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
