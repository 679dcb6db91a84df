import CoordsimApp
import CoordsimUIKit

/// A four-tab app (Home, Search, Library, Settings) whose first launch presents a full-screen
/// onboarding over the tab bar, as a new user's app does: Welcome pushes Terms, whose Accept
/// dismisses it. Home pushes Details; Settings presents a Tips sheet of its own.
///
/// The states before the onboarding ends show the tab bar, under a modal presented from the
/// tab bar controller, not from a tab: the compositional search keeps them outside the tab bar
/// (explored directly) and enters the tab bar when the onboarding ends. ``Replaying`` adds
/// Home's "Replay onboarding", which presents the same onboarding from the first tab, so a state
/// before the entry is also that tab's own state: the search hands that app to the product search
/// rather than count it twice.
public enum OnboardingOverTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let replaying: Bool

        init(replaying: Bool) { self.replaying = replaying }

        func start() {
            let tabs = ["Home", "Search", "Library", "Settings"].map { TabCoordinator(title: $0, replaying: replaying) }
            for tab in tabs {
                tab.parent = self
                childCoordinators.append(tab)
                tab.start()
            }
            tabBarController.viewControllers = tabs.map(\.navigationController)
            showOnboarding(from: tabBarController)
        }

        func showOnboarding(from presenter: UIViewController) {
            let onboarding = OnboardingCoordinator(presenter: presenter)
            onboarding.parent = self
            childCoordinators.append(onboarding)
            onboarding.start()
        }

        func childDidFinish(_ child: Coordinator) {
            childCoordinators.removeAll { $0 === child }
        }
    }

    final class OnboardingCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: TabsCoordinator?
        let presenter: UIViewController
        let navigationController = UINavigationController()

        init(presenter: UIViewController) { self.presenter = presenter }

        func start() {
            let welcome = Welcome()
            welcome.coordinator = self
            navigationController.pushViewController(welcome, animated: false)
            navigationController.modalPresentationStyle = .fullScreen
            presenter.present(navigationController, animated: true)
        }

        func showTerms() {
            let terms = Terms()
            terms.coordinator = self
            navigationController.pushViewController(terms, animated: true)
        }

        func accept() {
            presenter.dismiss(animated: true)
            parent?.childDidFinish(self)
        }
    }

    final class TabCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: TabsCoordinator?
        let title: String
        let replaying: Bool
        let navigationController = UINavigationController()

        init(title: String, replaying: Bool) {
            self.title = title
            self.replaying = replaying
        }

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            let root = TabRoot(title: title, replaying: replaying)
            root.coordinator = self
            navigationController.pushViewController(root, animated: false)
        }

        func showDetails() {
            let details = Details()
            details.coordinator = self
            navigationController.pushViewController(details, animated: true)
        }

        func showTips() {
            let tips = UINavigationController(rootViewController: Tips())
            navigationController.present(tips, animated: true)
        }

        func replayOnboarding() { parent?.showOnboarding(from: navigationController) }
    }

    final class TabRoot: UIViewController {
        weak var coordinator: TabCoordinator?
        let name: String
        let replaying: Bool

        init(title: String, replaying: Bool) {
            name = title
            self.replaying = replaying
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override var elements: [Element] {
            switch name {
            case "Home": [.button("details", "Details")] + (replaying ? [.button("replay", "Replay onboarding")] : [])
            case "Settings": [.button("tips", "Tips")]
            default: []
            }
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("details"): coordinator?.showDetails()
            case .activate("tips"): coordinator?.showTips()
            case .activate("replay"): coordinator?.replayOnboarding()
            default: break
            }
        }
    }

    final class Details: UIViewController {
        weak var coordinator: TabCoordinator?
    }

    final class Tips: UIViewController {}

    final class Welcome: UIViewController {
        weak var coordinator: OnboardingCoordinator?
        override var elements: [Element] { [.button("next", "Next")] }

        override func handle(_ action: ElementAction) {
            if case .activate("next") = action { coordinator?.showTerms() }
        }
    }

    final class Terms: UIViewController {
        weak var coordinator: OnboardingCoordinator?
        override var elements: [Element] { [.button("accept", "Accept")] }

        override func handle(_ action: ElementAction) {
            if case .activate("accept") = action { coordinator?.accept() }
        }
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "onboarding-over-tabs") }
        class var replaying: Bool { false }
        var window: UIWindow?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator(replaying: Self.replaying)
            launch.application.rootCoordinator = coordinator
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
            coordinator.start()
        }
    }

    /// The same app with Home's "Replay onboarding".
    public final class Replaying: SceneDelegate {
        public override class var configuration: AppConfiguration { AppConfiguration(name: "onboarding-over-tabs-replaying") }
        override class var replaying: Bool { true }
    }

    /// The app; `replaying` adds Home's "Replay onboarding".
    public static func app(replaying: Bool = false) throws -> AppVariant {
        let app: SceneDelegate.Type = replaying ? Replaying.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
