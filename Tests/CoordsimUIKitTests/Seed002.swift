import CoordsimUIKit

/// Seed 002 in its own shape: MVVM-C, where the coordinator makes the view model and injects it
/// through `init(viewModel:)`, and passes a `User` on to the next screen.
enum Seed002 {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var navigationController: UINavigationController { get set }
        func start()
    }

    struct User {
        var name: String
        var email: String
    }

    final class AViewModel {
        let greeting = "Hello"
    }

    final class ACoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            // ViewModel 생성
            let aViewModel = AViewModel()
            // View 생성 및 ViewModel 연결
            let aViewController = AViewController(viewModel: aViewModel)
            // Coordinator와 View 연결
            aViewController.coordinator = self
            // 화면 전환
            navigationController.pushViewController(aViewController, animated: true)
        }

        func ADidFinish() {
            let bCoordinator = BCoordinator(navigationController: navigationController)
            childCoordinators.append(bCoordinator)
            bCoordinator.start()
        }
    }

    final class BCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let bViewController = BViewController()
            bViewController.user = User(name: "ain", email: "ain@gmail.com")
            bViewController.coordinator = self
            navigationController.pushViewController(bViewController, animated: true)
        }
    }

    final class AViewController: UIViewController {
        var viewModel: AViewModel?
        weak var coordinator: ACoordinator?

        init(viewModel: AViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override var elements: [Element] {
            [.text("greeting", viewModel?.greeting ?? ""), .button("next", "Next")]
        }

        override func handle(_ action: ElementAction) {
            if action == .activate(element: "next") { coordinator?.ADidFinish() }
        }
    }

    final class BViewController: UIViewController {
        var user: User?
        weak var coordinator: BCoordinator?

        override var elements: [Element] { [.text("user", "\(user?.name ?? "") <\(user?.email ?? "")>")] }
    }

    final class SceneDelegate: SimulatedApp {
        static let configuration = AppConfiguration(name: "seed002")
        var window: UIWindow?
        var appCoordinator: ACoordinator?
        let launch: Launch

        init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let navigationController = UINavigationController()
            appCoordinator = ACoordinator(navigationController: navigationController)
            launch.application.rootCoordinator = appCoordinator
            appCoordinator?.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navigationController
        }
    }
}
