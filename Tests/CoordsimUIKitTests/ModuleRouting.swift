import CoordsimUIKit

/// A coordinator layer in the shapes of a widely copied UIKit app (ApplicationCoordinator's):
/// modules are `Presentable`, views are `BaseView`s (`NSObjectProtocol`), a router owns a
/// navigation controller and returns it from `toPresent()`, factories make the modules, screens
/// report through closures, and the signed-in side is a tab bar set as the root module of the
/// window's navigation stack. Written here, in the same shapes, so the test needs no outside code.
enum ModuleRouting {
    protocol Presentable {
        func toPresent() -> UIViewController?
    }

    protocol BaseView: NSObjectProtocol, Presentable {}

    protocol Router: Presentable {
        func present(_ module: Presentable?, animated: Bool)
        func push(_ module: Presentable?, animated: Bool, completion: (() -> Void)?)
        func popModule(animated: Bool)
        func dismissModule(animated: Bool, completion: (() -> Void)?)
        func setRootModule(_ module: Presentable?, hideBar: Bool)
    }

    final class RouterImp: NSObject, Router {
        private weak var rootController: UINavigationController?
        /// Keyed by controller, as upstream's router keys them: view controllers hash by identity.
        private var completions: [UIViewController: () -> Void] = [:]

        init(rootController: UINavigationController) {
            self.rootController = rootController
        }

        func toPresent() -> UIViewController? { rootController }

        func present(_ module: Presentable?, animated: Bool) {
            guard let controller = module?.toPresent() else { return }
            rootController?.present(controller, animated: animated, completion: nil)
        }

        func dismissModule(animated: Bool, completion: (() -> Void)?) {
            rootController?.dismiss(animated: animated, completion: completion)
        }

        func push(_ module: Presentable?, animated: Bool, completion: (() -> Void)?) {
            guard let controller = module?.toPresent(), (controller is UINavigationController == false) else { return }
            if let completion { completions[controller] = completion }
            rootController?.pushViewController(controller, animated: animated)
        }

        func popModule(animated: Bool) {
            if let controller = rootController?.popViewController(animated: animated) {
                completions.removeValue(forKey: controller)?()
            }
        }

        func setRootModule(_ module: Presentable?, hideBar: Bool) {
            guard let controller = module?.toPresent() else { return }
            rootController?.setViewControllers([controller], animated: false)
            rootController?.isNavigationBarHidden = hideBar
        }
    }

    // MARK: Views

    protocol LoginView: BaseView {
        var onCompleteAuth: (() -> Void)? { get set }
    }

    protocol ItemsView: BaseView {
        var onItemSelect: ((String) -> Void)? { get set }
        var onCreateItem: (() -> Void)? { get set }
    }

    protocol CreateView: BaseView {
        var onHide: (() -> Void)? { get set }
    }

    protocol TabsView: AnyObject {
        var onViewDidLoad: ((UINavigationController) -> Void)? { get set }
        var onSettingsSelect: ((UINavigationController) -> Void)? { get set }
    }

    final class LoginController: UIViewController, LoginView {
        var onCompleteAuth: (() -> Void)?
        override var elements: [Element] { [.button("login", "Log in")] }
        override func handle(_ action: ElementAction) { onCompleteAuth?() }
    }

    final class ItemsController: UIViewController, ItemsView {
        var onItemSelect: ((String) -> Void)?
        var onCreateItem: (() -> Void)?
        override var elements: [Element] { [.button("item", "Item 1"), .button("add", "Add")] }
        override func handle(_ action: ElementAction) {
            if case .activate("item") = action { onItemSelect?("Item 1") } else { onCreateItem?() }
        }
    }

    final class DetailController: UIViewController, BaseView {}

    final class CreateController: UIViewController, CreateView {
        var onHide: (() -> Void)?
        override var elements: [Element] { [.button("hide", "Hide")] }
        override func handle(_ action: ElementAction) { onHide?() }
    }

    final class SettingsController: UIViewController, BaseView {}

    /// The tab bar: two empty stacks, and UIKit's delegate signature (`UIViewController`).
    final class TabsController: UITabBarController, UITabBarControllerDelegate, TabsView {
        var onViewDidLoad: ((UINavigationController) -> Void)?
        var onSettingsSelect: ((UINavigationController) -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [UINavigationController(), UINavigationController()]
            viewControllers?[0].tabBarItem = UITabBarItem(title: "Items", image: nil, tag: 0)
            viewControllers?[1].tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            delegate = self
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            if let navigation = viewController as? UINavigationController, selectedIndex == 1 {
                onSettingsSelect?(navigation)
            }
        }
    }

    // MARK: Factories

    final class ModuleFactory {
        func makeLogin() -> LoginView { LoginController() }
        func makeItems() -> ItemsView { ItemsController() }
        func makeDetail(title: String) -> BaseView {
            let controller = DetailController()
            controller.title = title
            return controller
        }
        func makeCreate() -> CreateView { CreateController() }
        func makeSettings() -> BaseView { SettingsController() }
        func makeTabs() -> UIViewController & TabsView { TabsController() }
    }

    // MARK: Coordinators

    class BaseCoordinator {
        var childCoordinators: [BaseCoordinator] = []

        func start() {}

        func addDependency(_ coordinator: BaseCoordinator) {
            guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
            childCoordinators.append(coordinator)
        }

        func removeDependency(_ coordinator: BaseCoordinator?) {
            childCoordinators.removeAll { $0 === coordinator }
        }
    }

    final class ApplicationCoordinator: BaseCoordinator {
        private let router: Router
        private let factory = ModuleFactory()

        init(router: Router) {
            self.router = router
        }

        override func start() {
            let login = factory.makeLogin()
            login.onCompleteAuth = { [weak self] in self?.runMainFlow() }
            router.setRootModule(login, hideBar: false)
        }

        private func runMainFlow() {
            let tabs = factory.makeTabs()
            let coordinator = TabsCoordinator(tabsView: tabs, factory: factory)
            addDependency(coordinator)
            router.setRootModule(tabs, hideBar: true)
            coordinator.start()
        }
    }

    final class TabsCoordinator: BaseCoordinator {
        private let tabsView: TabsView
        private let factory: ModuleFactory

        init(tabsView: TabsView, factory: ModuleFactory) {
            self.tabsView = tabsView
            self.factory = factory
        }

        override func start() {
            tabsView.onSettingsSelect = { [unowned self] navigation in
                guard navigation.viewControllers.isEmpty else { return }
                RouterImp(rootController: navigation).setRootModule(factory.makeSettings(), hideBar: false)
            }
            // The tab bar loaded when the router set it (coordsim loads views at once), so the
            // first tab is started here rather than from `viewDidLoad`.
            if let tabs = tabsView as? UITabBarController, let navigation = tabs.viewControllers?.first as? UINavigationController {
                let items = ItemsCoordinator(router: RouterImp(rootController: navigation), factory: factory)
                addDependency(items)
                items.start()
            }
        }
    }

    final class ItemsCoordinator: BaseCoordinator {
        private let router: Router
        private let factory: ModuleFactory

        init(router: Router, factory: ModuleFactory) {
            self.router = router
            self.factory = factory
        }

        override func start() {
            let items = factory.makeItems()
            items.onItemSelect = { [weak self] title in
                guard let self else { return }
                router.push(factory.makeDetail(title: title), animated: true, completion: nil)
            }
            items.onCreateItem = { [weak self] in self?.runCreationFlow() }
            router.setRootModule(items, hideBar: false)
        }

        /// A flow in its own navigation controller, presented through its router's `toPresent()`.
        /// The local keeps the navigation controller until the presentation holds it: the router's
        /// reference is weak, as upstream's.
        private func runCreationFlow() {
            let navigation = UINavigationController()
            let router = RouterImp(rootController: navigation)
            let coordinator = CreateCoordinator(router: router, factory: factory)
            coordinator.finishFlow = { [weak self, weak coordinator] in
                self?.router.dismissModule(animated: true, completion: nil)
                self?.removeDependency(coordinator)
            }
            addDependency(coordinator)
            coordinator.start()
            self.router.present(router, animated: true)
        }
    }

    final class CreateCoordinator: BaseCoordinator {
        var finishFlow: (() -> Void)?
        /// The presented flow's router; the presentation holds its navigation controller.
        private let router: Router
        private let factory: ModuleFactory

        init(router: Router, factory: ModuleFactory) {
            self.router = router
            self.factory = factory
        }

        override func start() {
            let create = factory.makeCreate()
            create.onHide = { [weak self] in self?.finishFlow?() }
            router.setRootModule(create, hideBar: false)
        }
    }

    /// The entry point: the window's navigation controller, then the application coordinator.
    final class AppDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "module-routing")
        var window: UIWindow?
        let launch: Launch
        private var applicationCoordinator: ApplicationCoordinator?

        init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let navigation = UINavigationController()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
            applicationCoordinator = ApplicationCoordinator(router: RouterImp(rootController: navigation))
            applicationCoordinator?.start()
        }
    }
}

extension UIViewController: ModuleRouting.Presentable {
    func toPresent() -> UIViewController? { self }
}
