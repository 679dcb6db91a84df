import CoordsimUIKit

/// Seed 000 §5 and §8: a `UITabBarController` subclass that makes and starts three coordinators in
/// `viewDidLoad`, tab bar items from UIKit's system items, and the main screen's closures instead
/// of a coordinator reference.
enum Seed000Tabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var navigationController: UINavigationController { get set }

        func start()
    }

    final class MainCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let vc = ViewController.instantiate()
            vc.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
            vc.buyAction = { [weak self] productType in
                self?.buySubscription(productType)
            }
            vc.createAccountAction = { [weak self] in
                self?.createAccount()
            }
            navigationController.pushViewController(vc, animated: true)
        }

        func buySubscription(_ productType: Int) {
            let vc = BuyViewController.instantiate()
            vc.selectedProduct = productType
            navigationController.pushViewController(vc, animated: true)
        }

        func createAccount() {
            navigationController.pushViewController(CreateAccountViewController.instantiate(), animated: true)
        }
    }

    final class BuyCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let vc = BuyViewController.instantiate()
            vc.tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 1)
            navigationController.pushViewController(vc, animated: true)
        }
    }

    final class CreateAccountCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let vc = CreateAccountViewController.instantiate()
            vc.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 2)
            navigationController.pushViewController(vc, animated: true)
        }
    }

    final class MainTabBarController: UITabBarController {
        let main = MainCoordinator(navigationController: UINavigationController())
        let buy = BuyCoordinator(navigationController: UINavigationController())
        let createAccount = CreateAccountCoordinator(navigationController: UINavigationController())

        override func viewDidLoad() {
            super.viewDidLoad()
            main.start()
            buy.start()
            createAccount.start()

            viewControllers = [
                main.navigationController,
                buy.navigationController,
                createAccount.navigationController,
            ]
        }
    }

    /// §8: the screen knows nothing of coordinators, only two closures.
    final class ViewController: UIViewController, Storyboarded {
        var buyAction: ((Int) -> Void)?
        var createAccountAction: (() -> Void)?
        var product = 0

        override var elements: [Element] {
            [.segmented("product", ["컴퓨터", "자전거"], selected: product),
             .button("buy", "Buy"), .button("createAccount", "Create account")]
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case let .select("product", index): product = index
            case .activate("buy"): buyAction?(product)
            case .activate("createAccount"): createAccountAction?()
            default: break
            }
        }
    }

    final class BuyViewController: UIViewController, Storyboarded {
        var selectedProduct = 0
        override var elements: [Element] { [.text("product", "selectedProduct: \(selectedProduct)")] }
    }

    final class CreateAccountViewController: UIViewController, Storyboarded {}

    /// §5's scene delegate: the root is the tab bar subclass, and no coordinator is kept.
    final class SceneDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "seed000-tabs")
        var window: UIWindow?
        let launch: Launch

        init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = MainTabBarController()
            window?.makeKeyAndVisible()
        }
    }
}
