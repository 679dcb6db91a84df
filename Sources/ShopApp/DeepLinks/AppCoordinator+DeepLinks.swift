import CoordinatorKit

extension AppCoordinator {
    /// Opens a `coordsim://` link, as `scene(_:openURLContexts:)` hands it to the root coordinator.
    ///
    /// A bad link throws at once, even while logged out. A good link that arrives while
    /// logged out is kept (the last one wins) and followed right after login.
    public func open(_ url: String) throws(DeepLinkError) {
        open(try Route(url: url))
    }

    public func open(_ route: Route) {
        guard isLoggedIn, let tabs = tabCoordinator else {
            pendingRoute = route
            return
        }
        tabs.open(route)
    }

    /// Called once the tab bar is up after a login: follows the link kept while logged out.
    func followPendingRoute() {
        guard let route = pendingRoute else { return }
        pendingRoute = nil
        tabCoordinator?.open(route)
    }
}

/// How a Simulation (or any host) hands links to the app.
public enum DeepLinks {
    /// A handler for `Simulation.deepLinkHandler`: it finds the app's root coordinator in
    /// `application` at call time, and throws ``DeepLinkError`` for a bad link.
    public static func handler(for application: Application) -> (String) throws -> Void {
        { [weak application] url in
            guard let coordinator = application?.rootCoordinator as? AppCoordinator else {
                throw DeepLinkError(url: url, reason: "the app is not running")
            }
            try coordinator.open(url)
        }
    }
}
