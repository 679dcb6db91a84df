import CoordsimApp
import CoordsimUIKit

/// Log in, then a three-tab bar: Send (its button posts a message, which badges the Inbox tab),
/// Inbox (filled on its first selection, when it reads the message), and Account (Log out, which
/// swaps the window back to Login). Each log in makes a new tab bar.
///
/// ``KeepsMessage`` forgets to clear the message on log out. Logged in again, nothing on screen
/// shows it (no badge, Inbox not filled yet), until Inbox is selected and reads it: state the key
/// misses, which only a history that sends, logs out and comes back in shows.
/// ``KeepsMessageLoggingOutFromSend`` has the same bug, with Log out on the Send screen and no
/// Account tab.
public enum LoggedOutMessage {
    final class Model {
        var hasMessage = false
    }

    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        let model: Model
        let keepsMessage: Bool
        let logOutOnSend: Bool

        init(window: UIWindow, model: Model, keepsMessage: Bool, logOutOnSend: Bool) {
            self.window = window
            self.model = model
            self.keepsMessage = keepsMessage
            self.logOutOnSend = logOutOnSend
        }

        func start() {
            let login = LoginScreen()
            login.coordinator = self
            childCoordinators = []
            window.rootViewController = UINavigationController(rootViewController: login)
        }

        func logIn() {
            let tabs = TabsCoordinator(model: model)
            tabs.parent = self
            tabs.logOutOnSend = logOutOnSend
            childCoordinators = [tabs]
            tabs.start()
            window.rootViewController = tabs.tabBarController
        }

        func logOut() {
            if !keepsMessage { model.hasMessage = false }  // KeepsMessage: the bug
            start()
        }
    }

    final class StackCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        /// The tab bar's coordinator, which the tab's screens report their actions to through this one.
        weak var tabs: TabsCoordinator?
        let navigationController: UINavigationController
        let root: UIViewController

        init(navigationController: UINavigationController = UINavigationController(), root: UIViewController) {
            self.navigationController = navigationController
            self.root = root
        }

        func start() { navigationController.pushViewController(root, animated: false) }
    }

    final class TabsCoordinator: NSObject, Coordinator, UITabBarControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: AppCoordinator?
        let tabBarController = UITabBarController()
        let inboxNavigationController = UINavigationController()
        let model: Model
        var logOutOnSend = false

        init(model: Model) { self.model = model }

        func start() {
            let send = SendScreen()
            send.offersLogOut = logOutOnSend
            var stacks = [(StackCoordinator(root: send), "Send")]
            send.coordinator = stacks[0].0
            // Logging out from Send, the app has no Account tab: Send and Inbox are then the only
            // tabs, and one group once the badge ties them.
            if !logOutOnSend {
                let account = AccountScreen()
                stacks.append((StackCoordinator(root: account), "Account"))
                account.coordinator = stacks[1].0
            }
            for (stack, title) in stacks {
                stack.tabs = self
                childCoordinators.append(stack)
                stack.start()
                stack.navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            }
            inboxNavigationController.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
            tabBarController.delegate = self
            let navigationControllers = stacks.map(\.0.navigationController)
            tabBarController.viewControllers = [navigationControllers[0], inboxNavigationController]
                + navigationControllers.dropFirst()
        }

        func sendMessage() {
            model.hasMessage = true
            inboxNavigationController.tabBarItem.badgeValue = "1"
        }

        func logOut() { parent?.logOut() }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            guard viewController === inboxNavigationController else { return }
            inboxNavigationController.tabBarItem.badgeValue = nil
            guard inboxNavigationController.viewControllers.isEmpty else { return }
            let inbox = InboxScreen()
            inbox.showsMessage = model.hasMessage
            let stack = StackCoordinator(navigationController: inboxNavigationController, root: inbox)
            inbox.coordinator = stack
            childCoordinators.append(stack)
            stack.start()
        }
    }

    final class LoginScreen: UIViewController, OwnedScreen {
        weak var coordinator: AppCoordinator?
        var owner: AnyObject? { coordinator }
        override var elements: [Element] { [.button("logIn", "Log in")] }
        override func handle(_ action: ElementAction) {
            if case .activate("logIn") = action { coordinator?.logIn() }
        }
    }

    final class SendScreen: UIViewController, OwnedScreen {
        weak var coordinator: StackCoordinator?
        var owner: AnyObject? { coordinator }
        var offersLogOut = false
        override var elements: [Element] {
            [.button("send", "Send")] + (offersLogOut ? [.button("logOut", "Log out")] : [])
        }
        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("send"): coordinator?.tabs?.sendMessage()
            case .activate("logOut"): coordinator?.tabs?.logOut()
            default: break
            }
        }
    }

    final class InboxScreen: UIViewController, OwnedScreen {
        weak var coordinator: StackCoordinator?
        var owner: AnyObject? { coordinator }
        var showsMessage = false
        override var parameters: [String: String] { ["message": showsMessage ? "yes" : "no"] }
    }

    final class AccountScreen: UIViewController, OwnedScreen {
        weak var coordinator: StackCoordinator?
        var owner: AnyObject? { coordinator }
        override var elements: [Element] { [.button("logOut", "Log out")] }
        override func handle(_ action: ElementAction) {
            if case .activate("logOut") = action { coordinator?.tabs?.logOut() }
        }
    }

    class SceneDelegate: UIResponder, SimulatedApp {
        class var configuration: AppConfiguration { AppConfiguration(name: "logged-out-message") }
        class var keepsMessage: Bool { false }
        class var logOutOnSend: Bool { false }
        let launch: Launch
        let model = Model()
        var window: UIWindow?
        var coordinator: AppCoordinator?

        required init(launch: Launch) { self.launch = launch }

        func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            let coordinator = AppCoordinator(window: window, model: model, keepsMessage: Self.keepsMessage,
                                             logOutOnSend: Self.logOutOnSend)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
        }
    }

    class KeepsMessage: SceneDelegate {
        override class var keepsMessage: Bool { true }
    }

    final class KeepsMessageLoggingOutFromSend: KeepsMessage {
        override class var logOutOnSend: Bool { true }
    }

    /// The app; `keepsMessage` forgets to clear the message on log out, and `logOutOnSend` offers
    /// Log out on the Send screen (in the tab whose button wrote the message), with no Account tab.
    public static func app(keepsMessage: Bool = false, logOutOnSend: Bool = false) throws -> AppVariant {
        let app: any SimulatedApp.Type = logOutOnSend ? KeepsMessageLoggingOutFromSend.self
            : keepsMessage ? KeepsMessage.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
