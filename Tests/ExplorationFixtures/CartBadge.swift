import CoordsimApp
import CoordsimUIKit

/// A four-tab store (Shop, Cart, Orders, Profile) that sets the Cart tab's badge from the Shop
/// tab, as iOS stores do: Shop › Product's Add to cart (up to two items) sets the Cart tab's
/// `badgeValue`; Cart's list refreshes its count in `viewWillAppear`; Cart › Checkout's Place
/// order empties the cart, clears the badge and selects Orders, whose list refreshes too.
///
/// A badge is the tab bar's, not the tab's stack: setting it from another tab breaks no rule.
/// ``Buggy`` does break one: Add to cart also pushes an "Added" screen onto the Cart tab's
/// stack, which the user never asked for and the app does not declare.
public enum CartBadge {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class Store {
        var items = 0
        var orders = 0
        var onItemsChange: (() -> Void)?

        func add() {
            guard items < 2 else { return }
            items += 1
            onItemsChange?()
        }

        func placeOrder() {
            items = 0
            orders = min(orders + 1, 1)
            onItemsChange?()
        }
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let store = Store()
        let pushesAdded: Bool

        init(pushesAdded: Bool) { self.pushesAdded = pushesAdded }

        func start() {
            let shop = ShopCoordinator(store: store)
            let cart = CartCoordinator(store: store)
            let orders = OrdersCoordinator(store: store)
            let profile = ProfileCoordinator()
            childCoordinators = [shop, cart, orders, profile]
            childCoordinators.forEach { $0.start() }
            store.onItemsChange = { [weak self, weak cart] in
                cart?.updateBadge()
                if self?.pushesAdded == true, let cart, cart.store.items > 0 {
                    // BUG (in Buggy): a screen pushed onto another tab's stack.
                    cart.navigationController.pushViewController(Added(), animated: false)
                }
            }
            cart.onOrderPlaced = { [weak self] in self?.tabBarController.selectedIndex = 2 }
            tabBarController.viewControllers = [shop.navigationController, cart.navigationController,
                                                orders.navigationController, profile.navigationController]
        }
    }

    final class ShopCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let store: Store

        init(store: Store) { self.store = store }

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Shop", image: nil, tag: 0)
            let list = ShopList()
            list.coordinator = self
            navigationController.pushViewController(list, animated: false)
        }

        func showProduct() {
            let product = ProductPage()
            product.coordinator = self
            navigationController.pushViewController(product, animated: true)
        }
    }

    final class ShopList: UIViewController {
        weak var coordinator: ShopCoordinator?
        override var elements: [Element] { [.button("open", "Open lamp")] }

        override func handle(_ action: ElementAction) {
            if case .activate("open") = action { coordinator?.showProduct() }
        }
    }

    final class ProductPage: UIViewController {
        weak var coordinator: ShopCoordinator?
        override var elements: [Element] { [.button("add", "Add to cart")] }

        override func handle(_ action: ElementAction) {
            if case .activate("add") = action { coordinator?.store.add() }
        }
    }

    final class CartCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let store: Store
        var onOrderPlaced: (() -> Void)?

        init(store: Store) { self.store = store }

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Cart", image: nil, tag: 1)
            let list = CartList()
            list.coordinator = self
            navigationController.pushViewController(list, animated: false)
        }

        func updateBadge() {
            navigationController.tabBarItem.badgeValue = store.items > 0 ? "\(store.items)" : nil
        }

        func checkOut() {
            let checkout = Checkout()
            checkout.coordinator = self
            navigationController.pushViewController(checkout, animated: true)
        }

        func placeOrder() {
            store.placeOrder()
            navigationController.popToRootViewController(animated: false)
            onOrderPlaced?()
        }
    }

    final class CartList: UIViewController {
        weak var coordinator: CartCoordinator?
        var items = 0
        override var parameters: [String: String] { ["items": "\(items)"] }
        override var elements: [Element] { items > 0 ? [.button("checkout", "Check out")] : [] }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            items = coordinator?.store.items ?? 0
        }

        override func handle(_ action: ElementAction) {
            if case .activate("checkout") = action { coordinator?.checkOut() }
        }
    }

    final class Checkout: UIViewController {
        weak var coordinator: CartCoordinator?
        override var elements: [Element] { [.button("place", "Place order")] }

        override func handle(_ action: ElementAction) {
            if case .activate("place") = action { coordinator?.placeOrder() }
        }
    }

    final class Added: UIViewController {}

    final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let store: Store

        init(store: Store) { self.store = store }

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Orders", image: nil, tag: 2)
            let list = OrdersList()
            list.coordinator = self
            navigationController.pushViewController(list, animated: false)
        }
    }

    final class OrdersList: UIViewController {
        weak var coordinator: OrdersCoordinator?
        var orders = 0
        override var parameters: [String: String] { ["orders": "\(orders)"] }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            orders = coordinator?.store.orders ?? 0
        }
    }

    final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 3)
            let profile = ProfilePage()
            profile.coordinator = self
            navigationController.pushViewController(profile, animated: false)
        }
    }

    final class ProfilePage: UIViewController {
        weak var coordinator: ProfileCoordinator?
    }

    // Only `app(buggy:)` is public: tests in other modules need nothing else.
    class SceneDelegate: UIResponder, SimulatedApp {
        // Every screen class the app has: the correct app never shows Added.
        class var configuration: AppConfiguration {
            AppConfiguration(name: "cart-badge", screens: ["ShopList", "ProductPage", "CartList", "Checkout", "OrdersList",
                                                           "ProfilePage", "Added"])
        }
        class var pushesAdded: Bool { false }
        var window: UIWindow?
        var coordinator: AppCoordinator?
        let launch: Launch

        required init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let coordinator = AppCoordinator(pushesAdded: Self.pushesAdded)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    final class Buggy: SceneDelegate {
        override class var pushesAdded: Bool { true }
    }

    /// The app; `buggy` pushes an "Added" screen onto the Cart tab from the Shop tab.
    public static func app(buggy: Bool = false) throws -> AppVariant {
        let app: any SimulatedApp.Type = buggy ? Buggy.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
