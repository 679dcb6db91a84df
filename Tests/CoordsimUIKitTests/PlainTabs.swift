import CoordsimUIKit

/// Five tabs of another shape than the shop's: three navigation controllers (Feed, Search, Profile)
/// and two plain view controllers (Settings, which presents its terms full screen, and a web
/// page), written as a UIKit app writes them. Only the view layer differs (`elements` and
/// `handle(_:)` instead of outlets and actions).
enum PlainTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    /// The tab bar's coordinator: one child per tab that has a flow; the web page is a plain view
    /// controller made here, as an app makes a `WKWebView` screen.
    final class AppCoordinator: NSObject, Coordinator, UITabBarControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        /// What the delegate was handed on each `didSelect`, by type name.
        private(set) var selected: [String] = []

        func start() {
            let feed = FeedCoordinator(navigationController: UINavigationController())
            let settings = SettingsCoordinator()
            let search = SearchCoordinator(navigationController: UINavigationController())
            let profile = ProfileCoordinator(navigationController: UINavigationController())
            for child in [feed, settings, search, profile] as [Coordinator] {
                childCoordinators.append(child)
                child.start()
            }
            let web = WebViewController()
            web.delegate = self
            web.tabBarItem = UITabBarItem(title: "Web", image: UIImage(systemName: "globe"), tag: 3)
            tabBarController.delegate = self
            tabBarController.viewControllers = [
                feed.navigationController, settings.viewController, search.navigationController, web,
                profile.navigationController,
            ]
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            // A UIKit app casts to reach a tab's stack; a plain tab has none.
            if let navigation = viewController as? UINavigationController {
                selected.append("UINavigationController of \(navigation.viewControllers.first.map { String(describing: type(of: $0)) } ?? "nothing")")
            } else {
                selected.append(String(describing: type(of: viewController)))
            }
        }
    }

    final class FeedCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let feed = FeedViewController()
            feed.coordinator = self
            feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
            navigationController.pushViewController(feed, animated: false)
        }

        func showPost() {
            let post = PostViewController()
            post.coordinator = self
            navigationController.pushViewController(post, animated: true)
        }
    }

    /// A plain tab's coordinator: it holds the tab's view controller, not a navigation controller,
    /// and presents from it.
    final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let viewController = SettingsViewController()

        func start() {
            viewController.coordinator = self
            viewController.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        }

        func showTerms() {
            let terms = TermsViewController()
            terms.coordinator = self
            terms.modalPresentationStyle = .fullScreen
            viewController.present(terms, animated: true)
        }

        func closeTerms() {
            viewController.dismiss(animated: true)
        }
    }

    final class SearchCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let search = SearchViewController()
            search.coordinator = self
            navigationController.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
            navigationController.pushViewController(search, animated: false)
        }
    }

    final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let profile = ProfileViewController()
            profile.coordinator = self
            navigationController.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 4)
            navigationController.pushViewController(profile, animated: false)
        }
    }

    final class FeedViewController: UIViewController {
        weak var coordinator: FeedCoordinator?
        override var elements: [Element] { [.button("open", "Open")] }
        override func handle(_ action: ElementAction) {
            if action == .activate(element: "open") { coordinator?.showPost() }
        }
    }

    final class PostViewController: UIViewController {
        weak var coordinator: FeedCoordinator?
        override var elements: [Element] { [.text("body", "A post")] }
    }

    final class SettingsViewController: UIViewController {
        weak var coordinator: SettingsCoordinator?
        override var elements: [Element] { [.button("terms", "Terms")] }
        override func handle(_ action: ElementAction) {
            if action == .activate(element: "terms") { coordinator?.showTerms() }
        }
    }

    final class TermsViewController: UIViewController {
        weak var coordinator: SettingsCoordinator?
        override var elements: [Element] { [.text("terms", "The terms"), .button("close", "Close")] }
        override func handle(_ action: ElementAction) {
            if action == .activate(element: "close") { coordinator?.closeTerms() }
        }
    }

    final class SearchViewController: UIViewController {
        weak var coordinator: SearchCoordinator?
    }

    final class ProfileViewController: UIViewController {
        weak var coordinator: ProfileCoordinator?
    }

    protocol WebViewControllerDelegate: AnyObject {}

    /// A web page: a plain view controller with nothing to push.
    final class WebViewController: UIViewController {
        weak var delegate: WebViewControllerDelegate?
        override var elements: [Element] { [.text("page", "example.com")] }
    }

    final class SceneDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "plain-tabs")
        var coordinator: AppCoordinator?
        var window: UIWindow?
        let launch: Launch

        init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let coordinator = AppCoordinator()
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()

            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }
}

extension PlainTabs.AppCoordinator: PlainTabs.WebViewControllerDelegate {}
