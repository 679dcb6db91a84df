import CoordsimApp
import CoordsimUIKit

/// Three tabs under one tab-bar coordinator: Shop, whose Buy starts a child coordinator of the
/// Shop coordinator (removed in `didShow` once its screen is gone), Feed, and Inbox, whose
/// coordinator is made and appended to the tab-bar coordinator's children on the tab's first
/// selection (a common lazy pattern). The Inbox tab changes the tab-bar coordinator's children
/// and the Shop tab changes the Shop coordinator's, one of them: the two compose.
public enum LazyInbox {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class ShopCoordinator: Coordinator, UINavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()

        func start() {
            navigationController.delegate = self
            let shop = ShopScreen()
            shop.coordinator = self
            navigationController.pushViewController(shop, animated: false)
        }

        func buy() {
            let buy = BuyCoordinator(navigationController: navigationController)
            childCoordinators.append(buy)
            buy.start()
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) {
            childCoordinators.removeAll { child in
                guard let buy = child as? BuyCoordinator else { return false }
                return !navigationController.viewControllers.contains { $0 === buy.screen }
            }
        }
    }

    final class BuyCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        weak var screen: UIViewController?

        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let buy = BuyScreen()
            buy.coordinator = self
            screen = buy
            navigationController.pushViewController(buy, animated: true)
        }
    }

    final class StackCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        let root: UIViewController & OwnedScreen

        init(navigationController: UINavigationController, root: UIViewController & OwnedScreen) {
            self.navigationController = navigationController
            self.root = root
        }

        func start() { navigationController.pushViewController(root, animated: false) }
    }

    final class TabsCoordinator: NSObject, Coordinator, UITabBarControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let inboxNavigationController = UINavigationController()

        func start() {
            let shop = ShopCoordinator()
            let feedScreen = FeedScreen()
            let feed = StackCoordinator(navigationController: UINavigationController(), root: feedScreen)
            feedScreen.coordinator = feed
            childCoordinators = [shop, feed]
            shop.start()
            feed.start()
            shop.navigationController.tabBarItem = UITabBarItem(title: "Shop", image: nil, tag: 0)
            feed.navigationController.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 1)
            inboxNavigationController.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 2)
            tabBarController.delegate = self
            tabBarController.viewControllers = [shop.navigationController, feed.navigationController,
                                                inboxNavigationController]
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            guard viewController === inboxNavigationController, inboxNavigationController.viewControllers.isEmpty else { return }
            let screen = InboxScreen()
            let inbox = StackCoordinator(navigationController: inboxNavigationController, root: screen)
            screen.coordinator = inbox
            childCoordinators.append(inbox)
            inbox.start()
        }
    }

    final class ShopScreen: UIViewController, OwnedScreen {
        weak var coordinator: ShopCoordinator?
        var owner: AnyObject? { coordinator }
        override var elements: [Element] { [.button("buy", "Buy")] }
        override func handle(_ action: ElementAction) {
            if case .activate("buy") = action { coordinator?.buy() }
        }
    }

    final class BuyScreen: UIViewController, OwnedScreen {
        weak var coordinator: BuyCoordinator?
        var owner: AnyObject? { coordinator }
    }

    final class FeedScreen: UIViewController, OwnedScreen {
        weak var coordinator: StackCoordinator?
        var owner: AnyObject? { coordinator }
    }

    final class InboxScreen: UIViewController, OwnedScreen {
        weak var coordinator: StackCoordinator?
        var owner: AnyObject? { coordinator }
    }

    final class SceneDelegate: UIResponder, SimulatedApp {
        static var configuration: AppConfiguration { AppConfiguration(name: "lazy-inbox") }
        let launch: Launch
        var window: UIWindow?
        var coordinator: TabsCoordinator?

        init(launch: Launch) { self.launch = launch }

        func start() {
            let coordinator = TabsCoordinator()
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    public static func app() throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: [:])
    }
}
