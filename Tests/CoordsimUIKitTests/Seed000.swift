import CoordsimUIKit

/// Seed 000 in its own shape: its `Coordinator` and `Storyboarded` protocols, a SceneDelegate-style
/// launch, a child BuyCoordinator removed through `didShow` and `from` (§2–§4), and the product
/// type passed on. Written against CoordsimUIKit as the tutorial is written against UIKit; only
/// the view layer differs (`elements` and `handle(_:)` instead of outlets and actions).
enum Seed000 {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        var navigationController: UINavigationController { get set }

        func start()
    }

    protocol Storyboarded {
        static func instantiate() -> Self
    }

    protocol Buying: AnyObject {
        func buySubscription(_ productType: Int)
    }

    protocol AccountCreating: AnyObject {
        func createAccount()
    }

    final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate, Buying, AccountCreating {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController
        /// §3 on or off: off is the tutorials' bug, a child that is never removed.
        let removesFinishedChildren: Bool

        init(navigationController: UINavigationController, removesFinishedChildren: Bool = true) {
            self.navigationController = navigationController
            self.removesFinishedChildren = removesFinishedChildren
        }

        func start() {
            navigationController.delegate = self
            let vc = ViewController.instantiate()
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: false)
        }

        func buySubscription(_ productType: Int) {
            let child = BuyCoordinator(navigationController: navigationController)
            childCoordinators.append(child)
            child.buySubscription(productType)
        }

        func createAccount() {
            let vc = CreateAccountViewController.instantiate()
            navigationController.pushViewController(vc, animated: true)
        }

        func childDidFinish(_ child: Coordinator?) {
            for (index, coordinator) in childCoordinators.enumerated() {
                if coordinator === child {
                    childCoordinators.remove(at: index)
                    break
                }
            }
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            guard removesFinishedChildren else { return }
            guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
                return
            }

            if navigationController.viewControllers.contains(fromViewController) {
                return
            }

            switch fromViewController {
            case let vc as BuyViewController: childDidFinish(vc.coordinator)
            default: break
            }
        }
    }

    final class BuyCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            buySubscription(0)
        }

        func buySubscription(_ productType: Int) {
            let vc = BuyViewController.instantiate()
            vc.selectedProduct = productType
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: true)
        }
    }

    final class ViewController: UIViewController, Storyboarded {
        weak var coordinator: (Buying & AccountCreating)?
        /// The segmented control's selection (an outlet in the tutorial).
        var product = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }

        override var elements: [Element] {
            [.segmented("product", ["컴퓨터", "자전거"], selected: product),
             .button("buy", "Buy", shortcut: "b"), .button("createAccount", "Create account", shortcut: "c")]
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case let .select("product", index): product = index
            case .activate("buy"): coordinator?.buySubscription(product)
            case .activate("createAccount"): coordinator?.createAccount()
            default: break
            }
        }
    }

    final class BuyViewController: UIViewController, Storyboarded {
        weak var coordinator: BuyCoordinator?
        var selectedProduct: Int = 0
        private(set) var printed: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            printed.append("selectedProduct: \(selectedProduct)")
        }

        override var elements: [Element] { [.text("product", "selectedProduct: \(selectedProduct)")] }
    }

    final class CreateAccountViewController: UIViewController, Storyboarded {}

    /// The scene delegate: `scene(_:willConnectTo:options:)` becomes `start()`.
    final class SceneDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(
            name: "seed000",
            launchParameters: [LaunchParameter("removesFinishedChildren", default: true,
                                               summary: "§3's didShow cleanup; off is the tutorials' bug")])
        var coordinator: MainCoordinator?
        var window: UIWindow?
        let launch: Launch

        init(launch: Launch) {
            self.launch = launch
            UIStoryboard.register([ViewController.self, BuyViewController.self, CreateAccountViewController.self])
        }

        func start() {
            let navController = UINavigationController()
            coordinator = MainCoordinator(navigationController: navController,
                                          removesFinishedChildren: launch.parameter("removesFinishedChildren"))
            launch.application.rootCoordinator = coordinator
            coordinator?.start()

            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navController
            window?.makeKeyAndVisible()
        }
    }
}

extension Seed000.Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let id = String(describing: self)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: id) as! Self
    }
}
