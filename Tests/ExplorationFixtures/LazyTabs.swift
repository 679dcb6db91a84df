import CoordsimApp
import CoordsimUIKit

/// A four-tab app (Home, Search, Inbox, Settings) whose Settings tab is empty until it is first
/// selected: the tab bar's delegate fills it then, a common lazy pattern. Filling the tab
/// switched to is no interference.
///
/// ``Buggy`` has a real one: its search coordinator was given Home's navigation controller, so
/// Search's Open result pushes the result onto the Home tab. ``KeepsResults`` has another: each
/// result is shown by a child coordinator that is never removed once the result is closed, so
/// one more stays under Search's coordinator every round.
public enum LazyTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class StackCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        /// Where results are pushed: this tab's stack, or (the bug) another's.
        var resultsNavigationController: UINavigationController
        /// Whether a result is shown by a child coordinator, never removed.
        var keepsResults = false
        let makeRoot: ((StackCoordinator) -> UIViewController)?

        init(navigationController: UINavigationController = UINavigationController(),
             makeRoot: ((StackCoordinator) -> UIViewController)?) {
            self.navigationController = navigationController
            resultsNavigationController = navigationController
            self.makeRoot = makeRoot
        }

        func start() {
            if let makeRoot { navigationController.pushViewController(makeRoot(self), animated: false) }
        }

        func showResult() {
            guard !(resultsNavigationController.topViewController is Result) else { return }
            if keepsResults {
                let child = StackCoordinator(navigationController: resultsNavigationController, makeRoot: nil)
                childCoordinators.append(child)  // BUG: never removed
                child.showResult()
                return
            }
            let result = Result()
            result.coordinator = self
            resultsNavigationController.pushViewController(result, animated: true)
        }
    }

    final class Feed: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class Search: UIViewController {
        weak var coordinator: StackCoordinator?
        override var elements: [Element] { [.button("open", "Open result")] }

        override func handle(_ action: ElementAction) {
            if case .activate("open") = action { coordinator?.showResult() }
        }
    }

    final class Result: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class Inbox: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class Settings: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class TabsCoordinator: NSObject, Coordinator, UITabBarControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let misroutesResults: Bool
        let keepsResults: Bool
        /// The Settings tab's stack: empty, and without a coordinator, until first selected.
        let settingsNavigationController = UINavigationController()

        init(misroutesResults: Bool, keepsResults: Bool) {
            self.misroutesResults = misroutesResults
            self.keepsResults = keepsResults
        }

        func start() {
            let home = StackCoordinator { coordinator in
                let feed = Feed()
                feed.coordinator = coordinator
                return feed
            }
            let search = StackCoordinator { coordinator in
                let search = Search()
                search.coordinator = coordinator
                return search
            }
            if misroutesResults { search.resultsNavigationController = home.navigationController }  // BUG
            search.keepsResults = keepsResults
            let inbox = StackCoordinator { coordinator in
                let inbox = Inbox()
                inbox.coordinator = coordinator
                return inbox
            }
            let stacks = [home, search, inbox]
            for (stack, title) in zip(stacks, ["Home", "Search", "Inbox"]) {
                childCoordinators.append(stack)
                stack.start()
                stack.navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            }
            settingsNavigationController.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 0)
            tabBarController.delegate = self
            tabBarController.viewControllers = stacks.map(\.navigationController) + [settingsNavigationController]
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            guard viewController === settingsNavigationController, settingsNavigationController.viewControllers.isEmpty else { return }
            let settings = StackCoordinator(navigationController: settingsNavigationController) { coordinator in
                let screen = Settings()
                screen.coordinator = coordinator
                return screen
            }
            childCoordinators.append(settings)
            settings.start()
        }
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "lazy-tabs") }
        class var misroutesResults: Bool { false }
        class var keepsResults: Bool { false }
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator(misroutesResults: Self.misroutesResults, keepsResults: Self.keepsResults)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    public final class Buggy: SceneDelegate {
        override class var misroutesResults: Bool { true }
    }

    public final class KeepsResults: SceneDelegate {
        override class var keepsResults: Bool { true }
    }

    /// The app; `buggy` pushes Search's results onto the Home tab, `keepsResults` never removes
    /// the child coordinator that showed a result.
    public static func app(buggy: Bool = false, keepsResults: Bool = false) throws -> AppVariant {
        let app: any SimulatedApp.Type = buggy ? Buggy.self : keepsResults ? KeepsResults.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
