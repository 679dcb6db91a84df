import CoordsimApp
import CoordsimUIKit

/// An app that launches at Login, whose Help pushes three pages, the last with Contact, and whose
/// Profile tab also has Contact support: both replace the window's root with Contact, outside the
/// tab bar. From launch, Contact is four inputs away through Help (`tap Help`, `tap Next` twice,
/// `tap Contact`), but three through the tab bar (`tap Log in`, `tab 2`, `tap Contact support`).
/// The compositional search explores the states outside the tab bar from launch before the tabs;
/// its finding on Contact (`noContact`) must still have the three-input path.
public enum ContactOutside {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow

        init(window: UIWindow) { self.window = window }

        func start() { showLogin() }

        func showLogin() {
            childCoordinators.removeAll()
            let navigationController = UINavigationController()
            let login = Login()
            login.app = self
            login.navigation = navigationController
            navigationController.pushViewController(login, animated: false)
            window.rootViewController = navigationController
        }

        func showTabs() {
            childCoordinators.removeAll()
            let tabs = TabsCoordinator()
            tabs.app = self
            childCoordinators.append(tabs)
            tabs.start()
            window.rootViewController = tabs.tabBarController
        }

        func showContact() {
            childCoordinators.removeAll()
            let contact = Contact()
            contact.app = self
            window.rootViewController = UINavigationController(rootViewController: contact)
        }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var app: AppCoordinator?
        let tabBarController = UITabBarController()

        func start() {
            let stacks = ["Home", "Profile"].map { title -> UINavigationController in
                let root = TabRoot(title: title)
                root.coordinator = self
                let stack = UINavigationController(rootViewController: root)
                stack.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
                return stack
            }
            tabBarController.viewControllers = stacks
        }
    }

    final class TabRoot: UIViewController {
        weak var coordinator: TabsCoordinator?
        let name: String

        init(title: String) {
            name = title
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override var elements: [Element] { name == "Profile" ? [.button("contact", "Contact support")] : [] }

        override func handle(_ action: ElementAction) {
            if case .activate("contact") = action { coordinator?.app?.showContact() }
        }
    }

    final class Login: UIViewController {
        weak var app: AppCoordinator?
        weak var navigation: UINavigationController?
        override var elements: [Element] { [.button("login", "Log in"), .button("help", "Help")] }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("login"): app?.showTabs()
            case .activate("help"):
                let help = Help(page: 1)
                help.app = app
                navigation?.pushViewController(help, animated: true)
            default: break
            }
        }
    }

    final class Help: UIViewController {
        weak var app: AppCoordinator?
        let page: Int

        init(page: Int) {
            self.page = page
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] { ["page": "\(page)"] }
        override var elements: [Element] { page < 3 ? [.button("next", "Next")] : [.button("contact", "Contact")] }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("next"):
                let next = Help(page: page + 1)
                next.app = app
                navigationController?.pushViewController(next, animated: true)
            case .activate("contact"): app?.showContact()
            default: break
            }
        }
    }

    final class Contact: UIViewController {
        weak var app: AppCoordinator?
        override var elements: [Element] { [.button("login", "Back to login")] }

        override func handle(_ action: ElementAction) {
            if case .activate("login") = action { app?.showLogin() }
        }
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration {
            AppConfiguration(name: "contact-outside", invariants: [
                AppInvariant("noContact", summary: "Contact is never shown") { snapshot in
                    snapshot.active?.identifier == "Contact" ? "Contact is shown" : nil
                },
            ])
        }
        var window: UIWindow?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            let coordinator = AppCoordinator(window: window)
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
        }
    }

    /// The app.
    public static func app() throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: [:])
    }
}
