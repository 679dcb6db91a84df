import CoordsimApp
import CoordsimUIKit

/// A three-tab app (Feed, Inbox, Settings) that handles deep links as a scene delegate hands them
/// to its root coordinator: `linked://thread` ends Settings' Edit profile sheet if it is up,
/// selects Inbox, pops it to its root and pushes Thread; `linked://feed` selects Feed and pops it.
/// Feed pushes Post and has Settings, which only selects the Settings tab; Inbox pushes Thread;
/// Settings presents the Edit profile sheet.
///
/// Sent from another tab, each link selects the tab it names: the compositional search models it
/// as the link sent on that tab, the tab it came from left in the background, and Feed's Settings
/// as the Settings tab selected. ``Dependent``'s
/// Thread shows which tab the link came from, which that model cannot predict: the search must
/// find it and explore Inbox together with the tabs it was sent from.
public enum LinkedTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let dependent: Bool
        var tabs: [TabCoordinator] = []

        init(dependent: Bool) { self.dependent = dependent }

        func start() {
            tabs = ["Feed", "Inbox", "Settings"].map(TabCoordinator.init(title:))
            for tab in tabs {
                tab.parent = self
                childCoordinators.append(tab)
                tab.start()
            }
            tabBarController.viewControllers = tabs.map(\.navigationController)
        }

        func open(_ url: String) {
            let source = tabs[tabBarController.selectedIndex].title
            tabs[2].endEditing()
            switch url {
            case "linked://thread":
                tabBarController.selectedIndex = 1
                _ = tabs[1].navigationController.popToRootViewController(animated: false)
                tabs[1].showThread(from: dependent ? source : nil)
            default:
                tabBarController.selectedIndex = 0
                _ = tabs[0].navigationController.popToRootViewController(animated: false)
            }
        }
    }

    final class TabCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: TabsCoordinator?
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
            navigationController.pushViewController(Post(), animated: true)
        }

        func showThread(from source: String?) {
            navigationController.pushViewController(Thread(source: source), animated: true)
        }

        func editProfile() {
            navigationController.present(UINavigationController(rootViewController: EditProfile()), animated: true)
        }

        func showSettings() { parent?.tabBarController.selectedIndex = 2 }

        func endEditing() {
            if navigationController.presentedViewController != nil { navigationController.dismiss(animated: false) }
        }
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
            case "Feed": [.button("post", "Open post"), .button("settings", "Settings")]
            case "Inbox": [.button("thread", "Open thread")]
            default: [.button("edit", "Edit profile")]
            }
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("post"): coordinator?.showPost()
            case .activate("settings"): coordinator?.showSettings()
            case .activate("thread"): coordinator?.showThread(from: nil)
            case .activate("edit"): coordinator?.editProfile()
            default: break
            }
        }
    }

    final class Post: UIViewController {}
    final class EditProfile: UIViewController {}

    final class Thread: UIViewController {
        let source: String?

        init(source: String?) {
            self.source = source
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] { source.map { ["from": $0] } ?? [:] }
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "linked-tabs") }
        class var dependent: Bool { false }
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator(dependent: Self.dependent)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }

        public func open(_ url: String) throws {
            try Self.checkDeepLink(url)
            coordinator?.open(url)
        }

        public static func checkDeepLink(_ url: String) throws {
            guard ["linked://thread", "linked://feed"].contains(url) else {
                throw DeepLinkRefused(url: url, reason: "not a linked:// link")
            }
        }
    }

    /// The same app, whose Thread shows the tab the link came from.
    public final class Dependent: SceneDelegate {
        public override class var configuration: AppConfiguration { AppConfiguration(name: "linked-tabs-dependent") }
        override class var dependent: Bool { true }
    }

    /// The app; `dependent` makes Thread show the tab the link came from.
    public static func app(dependent: Bool = false) throws -> AppVariant {
        let app: SceneDelegate.Type = dependent ? Dependent.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
