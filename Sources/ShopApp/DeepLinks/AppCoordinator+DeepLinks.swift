import CoordsimApp

extension AppCoordinator {
    /// Opens a `coordsim://` link, as `scene(_:openURLContexts:)` hands it to the root coordinator.
    ///
    /// A bad link throws at once, even while logged out. A good link that arrives while
    /// logged out is kept (the last one wins) and followed right after login.
    public func open(_ url: String) throws(DeepLinkError) {
        open(try Route(url: url))
        pendingLink = pendingRoute == nil ? nil : url
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
        pendingLink = nil
        tabCoordinator?.open(route)
    }
}
