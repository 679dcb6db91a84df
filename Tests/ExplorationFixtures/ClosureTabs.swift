import CoordsimApp
import CoordsimUIKit

/// A two-tab app written as many open-source UIKit apps are: its own `Coordinator` protocol, and
/// screens that report through closures capturing a weak coordinator, so no screen's owner can
/// be known. A tab coordinator owns the tabs' coordinators; Feed opens each post in a
/// `PostCoordinator` child, and, as its navigation delegate, removes the child once the post's
/// screen has left the stack.
///
/// `leakPost` is the bug: the child is never removed, so one more `PostCoordinator` stays under
/// Feed after each post is closed.
public enum ClosureTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        let leaksPosts: Bool

        init(window: UIWindow, leaksPosts: Bool) {
            self.window = window
            self.leaksPosts = leaksPosts
        }

        func start() {
            let tabs = TabsCoordinator(leaksPosts: leaksPosts)
            childCoordinators.append(tabs)
            tabs.start()
            window.rootViewController = tabs.tabBarController
        }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let feed: FeedCoordinator
        let me = MeCoordinator()

        init(leaksPosts: Bool) { feed = FeedCoordinator(leaksPosts: leaksPosts) }

        func start() {
            for child in [feed, me] as [Coordinator] {
                childCoordinators.append(child)
                child.start()
            }
            tabBarController.viewControllers = [feed.navigationController, me.navigationController]
        }
    }

    final class FeedCoordinator: Coordinator, UINavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let leaksPosts: Bool

        init(leaksPosts: Bool) { self.leaksPosts = leaksPosts }

        func start() {
            navigationController.delegate = self
            navigationController.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
            let list = PostList()
            list.onOpen = { [weak self] in self?.open() }
            navigationController.pushViewController(list, animated: false)
        }

        func open() {
            let post = PostCoordinator(navigationController: navigationController)
            childCoordinators.append(post)
            post.start()
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) {
            guard !leaksPosts else { return }
            childCoordinators.removeAll { child in
                guard let post = child as? PostCoordinator else { return false }
                return !navigationController.viewControllers.contains { $0 === post.screen }
            }
        }
    }

    final class PostCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        weak var screen: UIViewController?

        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let post = PostDetail()
            screen = post
            navigationController.pushViewController(post, animated: true)
        }
    }

    final class MeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Me", image: nil, tag: 1)
            navigationController.pushViewController(Profile(), animated: false)
        }
    }

    final class PostList: UIViewController {
        var onOpen: (() -> Void)?
        override var elements: [Element] { [.button("open", "Open post")] }

        override func handle(_ action: ElementAction) {
            if case .activate("open") = action { onOpen?() }
        }
    }

    final class PostDetail: UIViewController {}
    final class Profile: UIViewController {}

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static let configuration = AppConfiguration(
            name: "closure-tabs",
            launchParameters: [LaunchParameter("leakPost", default: false, summary: "a closed post's coordinator stays")])
        var window: UIWindow?
        var coordinator: AppCoordinator?
        let launch: Launch

        public init(launch: Launch) { self.launch = launch }

        public func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            let coordinator = AppCoordinator(window: window, leaksPosts: launch.parameter("leakPost"))
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
        }
    }

    public static func app(leakPost: Bool = false) throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: ["leakPost": .bool(leakPost)])
    }
}
