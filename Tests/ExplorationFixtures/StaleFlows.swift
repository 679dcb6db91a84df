import CoordsimApp
import CoordsimUIKit

/// A two-tab app (Orders, Settings) written the natural way with the tutorials' bug: Orders'
/// Start begins a child flow that pushes New order, and Done pops back without
/// `childDidFinish`, so every round leaves one more stale child under the tab's coordinator.
/// Without saturating stale children in the state key, its space never ends.
public enum StaleFlows {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()

        func start() {
            let orders = Orders()
            orders.coordinator = self
            navigationController.pushViewController(orders, animated: false)
        }

        func startOrder() {
            let child = NewOrderCoordinator(navigationController: navigationController)
            childCoordinators.append(child)
            child.start()
        }
    }

    final class NewOrderCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let screen = NewOrder()
            screen.coordinator = self
            navigationController.pushViewController(screen, animated: true)
        }

        func done() {
            // BUG (on purpose): the parent is never told, so this child stays in its children.
            navigationController.popToRootViewController(animated: true)
        }
    }

    final class Orders: UIViewController {
        weak var coordinator: OrdersCoordinator?
        override var elements: [Element] { [.button("start", "Start")] }

        override func handle(_ action: ElementAction) {
            if case .activate("start") = action { coordinator?.startOrder() }
        }
    }

    final class NewOrder: UIViewController {
        weak var coordinator: NewOrderCoordinator?
        override var elements: [Element] { [.button("done", "Done")] }

        override func handle(_ action: ElementAction) {
            if case .activate("done") = action { coordinator?.done() }
        }
    }

    final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()

        func start() {
            let settings = Settings()
            settings.coordinator = self
            navigationController.pushViewController(settings, animated: false)
        }
    }

    final class Settings: UIViewController {
        weak var coordinator: SettingsCoordinator?
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()

        func start() {
            let orders = OrdersCoordinator()
            let settings = SettingsCoordinator()
            for child in [orders as Coordinator, settings] {
                childCoordinators.append(child)
                child.start()
            }
            orders.navigationController.tabBarItem = UITabBarItem(title: "Orders", image: nil, tag: 0)
            settings.navigationController.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            tabBarController.viewControllers = [orders.navigationController, settings.navigationController]
        }
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration { AppConfiguration(name: "stale-flows") }
        var window: UIWindow?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator()
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    /// The app.
    public static func app() throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: [:])
    }
}
