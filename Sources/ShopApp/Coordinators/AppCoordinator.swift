import CoordsimApp

/// The root coordinator (seeds 001 and 004): shows Login or the tab bar, and swaps the
/// window's root between them. Finished children are removed, so they are released.
public final class AppCoordinator: Coordinator, LoginCoordinatorDelegate, TabCoordinatorDelegate {
    public var childCoordinators: [Coordinator] = []
    public private(set) var isLoggedIn: Bool
    /// A deep link that arrived while logged out; followed right after login.
    public internal(set) var pendingRoute: Route?
    /// The link `pendingRoute` came from, as it was opened, for the UI to show while it waits.
    public internal(set) var pendingLink: String?
    let context: AppContext

    public init(context: AppContext, isLoggedIn: Bool) {
        self.context = context
        self.isLoggedIn = isLoggedIn
    }

    public func start() {
        isLoggedIn ? showMain() : showLogin()
    }

    private func showLogin() {
        let navigationController = NavigationController(context.application)
        let coordinator = LoginCoordinator(navigationController: navigationController, context: context)
        coordinator.delegate = self
        coordinator.start()
        childCoordinators.append(coordinator)
        context.application.window.rootViewController = navigationController
    }

    private func showMain() {
        let coordinator = TabCoordinator(context: context)
        coordinator.delegate = self
        startChild(coordinator)
        context.application.window.rootViewController = coordinator.tabBarController
    }

    /// The tab coordinator, while logged in.
    public var tabCoordinator: TabCoordinator? {
        childCoordinators.lazy.compactMap { $0 as? TabCoordinator }.first
    }

    // MARK: LoginCoordinatorDelegate

    public func didLoggedIn(_ coordinator: LoginCoordinator) {
        childCoordinators = childCoordinators.filter { $0 !== coordinator }
        isLoggedIn = true
        showMain()
        followPendingRoute()
    }

    // MARK: TabCoordinatorDelegate

    public func didLoggedOut(_ coordinator: TabCoordinator) {
        childCoordinators = childCoordinators.filter { $0 !== coordinator }
        isLoggedIn = false
        showLogin()
    }
}
