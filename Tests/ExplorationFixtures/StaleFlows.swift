import CoordsimApp
import CoordsimUIKit

/// A two-tab app (Orders, Settings) written the natural way with the tutorials' bug: Orders'
/// Start begins a child flow that pushes New order, and Done pops back without
/// `childDidFinish`, so every round leaves one more stale child under the tab's coordinator.
/// Without saturating stale children in the state key, its space never ends.
///
/// Settings comes in three shapes: a screen with its coordinator; a static page with no
/// coordinator property (``app(staticSettings:aboutPage:ordersHelp:)``'s `staticSettings`), whose
/// owner cannot be known; or a screen whose About button pushes such a page itself (`aboutPage`),
/// so that a page of unknown owner comes and goes in the other tab. With `ordersHelp`, Orders has
/// a Help button that pushes such a page onto its own stack. With `keepsScreen`, each flow's
/// coordinator keeps its screen in a strong property, so a stale child keeps its screen alive.
public enum StaleFlows {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class OrdersCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        var hasHelp = false
        var keepsScreen = false

        func start() {
            let orders = Orders()
            orders.coordinator = self
            orders.hasHelp = hasHelp
            navigationController.pushViewController(orders, animated: false)
        }

        func startOrder() {
            let child = NewOrderCoordinator(navigationController: navigationController)
            child.keepsScreen = keepsScreen
            childCoordinators.append(child)
            child.start()
        }
    }

    final class NewOrderCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        var keepsScreen = false
        var screen: NewOrder?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let screen = NewOrder()
            screen.coordinator = self
            if keepsScreen { self.screen = screen }
            navigationController.pushViewController(screen, animated: true)
        }

        func done() {
            // BUG (on purpose): the parent is never told, so this child stays in its children.
            navigationController.popToRootViewController(animated: true)
        }
    }

    final class Orders: UIViewController {
        weak var coordinator: OrdersCoordinator?
        var hasHelp = false
        override var elements: [Element] {
            [.button("start", "Start"), .button("refresh", "Refresh")] + (hasHelp ? [.button("help", "Help")] : [])
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("start"): coordinator?.startOrder()
            case .activate("help"): navigationController?.pushViewController(StaticSettings(), animated: true)
            default: break
            }
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
        let isStatic: Bool
        let hasAbout: Bool

        init(isStatic: Bool, hasAbout: Bool) {
            self.isStatic = isStatic
            self.hasAbout = hasAbout
        }

        func start() {
            guard !isStatic else { return navigationController.pushViewController(StaticSettings(), animated: false) }
            let settings = Settings()
            settings.coordinator = self
            settings.hasAbout = hasAbout
            navigationController.pushViewController(settings, animated: false)
        }
    }

    /// A static page with no coordinator property: its owner cannot be known.
    final class StaticSettings: UIViewController {}

    final class Settings: UIViewController {
        weak var coordinator: SettingsCoordinator?
        var hasAbout = false
        override var elements: [Element] { hasAbout ? [.button("about", "About")] : [] }

        override func handle(_ action: ElementAction) {
            // A page the screen pushes itself, as many apps do for a static page.
            if case .activate("about") = action { navigationController?.pushViewController(StaticSettings(), animated: true) }
        }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let staticSettings: Bool
        let aboutPage: Bool
        let ordersHelp: Bool
        var keepsScreen = false

        init(staticSettings: Bool, aboutPage: Bool, ordersHelp: Bool) {
            self.staticSettings = staticSettings
            self.aboutPage = aboutPage
            self.ordersHelp = ordersHelp
        }

        func start() {
            let orders = OrdersCoordinator()
            orders.hasHelp = ordersHelp
            orders.keepsScreen = keepsScreen
            let settings = SettingsCoordinator(isStatic: staticSettings, hasAbout: aboutPage)
            for child in [orders as Coordinator, settings] {
                childCoordinators.append(child)
                child.start()
            }
            orders.navigationController.tabBarItem = UITabBarItem(title: "Orders", image: nil, tag: 0)
            settings.navigationController.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            tabBarController.viewControllers = [orders.navigationController, settings.navigationController]
        }
    }

    // Only `app(staticSettings:aboutPage:ordersHelp:)` is public: tests in other modules need nothing else.
    class SceneDelegate: UIResponder, SimulatedApp {
        class var configuration: AppConfiguration { AppConfiguration(name: "stale-flows") }
        class var staticSettings: Bool { false }
        class var aboutPage: Bool { false }
        class var ordersHelp: Bool { false }
        class var keepsScreen: Bool { false }
        var window: UIWindow?
        let launch: Launch

        required init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let coordinator = TabsCoordinator(staticSettings: Self.staticSettings, aboutPage: Self.aboutPage,
                                              ordersHelp: Self.ordersHelp)
            coordinator.keepsScreen = Self.keepsScreen
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    /// Settings as a static page with no coordinator property (``staticSettings``).
    final class StaticSettingsScene: SceneDelegate {
        override class var staticSettings: Bool { true }
    }

    /// Settings with an About button that pushes a static page (``aboutPage``).
    final class AboutPageScene: SceneDelegate {
        override class var aboutPage: Bool { true }
    }

    /// Orders with a Help button that pushes a static page onto its own stack (``ordersHelp``).
    final class OrdersHelpScene: SceneDelegate {
        override class var ordersHelp: Bool { true }
    }

    /// Each flow's coordinator keeps its screen (``keepsScreen``).
    final class KeepsScreenScene: SceneDelegate {
        override class var keepsScreen: Bool { true }
    }

    /// The app; with `staticSettings`, Settings is a page whose owner cannot be known, so no child
    /// is ever stale, only undecided; with `aboutPage`, Settings pushes such a page on About; with
    /// `ordersHelp`, Orders pushes one on Help, in the tab whose flow leaks; with `keepsScreen`,
    /// each flow's coordinator keeps its screen.
    public static func app(staticSettings: Bool = false, aboutPage: Bool = false,
                           ordersHelp: Bool = false, keepsScreen: Bool = false) throws -> AppVariant {
        let app: SceneDelegate.Type = staticSettings ? StaticSettingsScene.self
            : aboutPage ? AboutPageScene.self : ordersHelp ? OrdersHelpScene.self
            : keepsScreen ? KeepsScreenScene.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
