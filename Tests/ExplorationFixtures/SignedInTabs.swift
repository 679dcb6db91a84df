import CoordsimApp
import CoordsimUIKit

/// A four-tab app (Feed, Inbox, Profile, Settings) that launches signed in, as a returning
/// user's app does: no state comes before its tab bar. Log out (on Profile, one tab switch away,
/// and on Feed's Comments, two pushes in) replaces the window's root with Login, which can push
/// Forgot password; Log in builds the tab bar again as at launch.
///
/// Login and Forgot password are reached only from inside the tab bar, so the compositional
/// search must go on outside the tab bar from the groups' exits, with the shortest of them:
/// its invariant `noForgotPassword` breaks first at `tab 3, tap Log out, tap Forgot password`.
public enum SignedInTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow

        init(window: UIWindow) { self.window = window }

        func start() { showTabs() }

        func showTabs() {
            childCoordinators.removeAll()
            let tabs = TabsCoordinator()
            tabs.parent = self
            childCoordinators.append(tabs)
            tabs.start()
            window.rootViewController = tabs.tabBarController
        }

        func logOut() {
            childCoordinators.removeAll()
            let login = LoginCoordinator()
            login.parent = self
            childCoordinators.append(login)
            login.start()
            window.rootViewController = login.navigationController
        }
    }

    final class LoginCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: AppCoordinator?
        let navigationController = UINavigationController()

        func start() {
            let login = Login()
            login.coordinator = self
            navigationController.pushViewController(login, animated: false)
        }

        func forgotPassword() {
            let screen = ForgotPassword()
            screen.coordinator = self
            navigationController.pushViewController(screen, animated: true)
        }

        func logIn() { parent?.showTabs() }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: AppCoordinator?
        let tabBarController = UITabBarController()

        func start() {
            let titles = ["Feed", "Inbox", "Profile", "Settings"]
            let tabs = titles.map { TabCoordinator(title: $0) }
            for tab in tabs {
                tab.tabs = self
                childCoordinators.append(tab)
                tab.start()
            }
            tabBarController.viewControllers = tabs.map(\.navigationController)
        }

        func logOut() { parent?.logOut() }
    }

    /// One tab: its root, and on Feed a post with its comments.
    final class TabCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var tabs: TabsCoordinator?
        let title: String
        let navigationController = UINavigationController()

        init(title: String) { self.title = title }

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            let root = TabRoot(title: title)
            root.coordinator = self
            navigationController.pushViewController(root, animated: false)
        }

        func showPost() {
            let post = Post()
            post.coordinator = self
            navigationController.pushViewController(post, animated: true)
        }

        func showComments() {
            let comments = Comments()
            comments.coordinator = self
            navigationController.pushViewController(comments, animated: true)
        }

        func logOut() { tabs?.logOut() }
    }

    final class TabRoot: UIViewController {
        weak var coordinator: TabCoordinator?
        let name: String

        init(title: String) {
            name = title
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override var elements: [Element] {
            switch name {
            case "Feed": [.button("post", "Open post")]
            case "Profile": [.button("logout", "Log out")]
            default: []
            }
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("post"): coordinator?.showPost()
            case .activate("logout"): coordinator?.logOut()
            default: break
            }
        }
    }

    final class Post: UIViewController {
        weak var coordinator: TabCoordinator?
        override var elements: [Element] { [.button("comments", "Comments")] }

        override func handle(_ action: ElementAction) {
            if case .activate("comments") = action { coordinator?.showComments() }
        }
    }

    final class Comments: UIViewController {
        weak var coordinator: TabCoordinator?
        override var elements: [Element] { [.button("logout", "Log out")] }

        override func handle(_ action: ElementAction) {
            if case .activate("logout") = action { coordinator?.logOut() }
        }
    }

    final class Login: UIViewController {
        weak var coordinator: LoginCoordinator?
        override var elements: [Element] { [.button("login", "Log in"), .button("forgot", "Forgot password")] }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("login"): coordinator?.logIn()
            case .activate("forgot"): coordinator?.forgotPassword()
            default: break
            }
        }
    }

    final class ForgotPassword: UIViewController {
        weak var coordinator: LoginCoordinator?
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration {
            AppConfiguration(name: "signed-in-tabs", invariants: [
                AppInvariant("noForgotPassword", summary: "Forgot password is never shown") { snapshot in
                    snapshot.stacks.contains { $0.screens.contains { $0.identifier == "ForgotPassword" } }
                        ? "Forgot password is shown" : nil
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
