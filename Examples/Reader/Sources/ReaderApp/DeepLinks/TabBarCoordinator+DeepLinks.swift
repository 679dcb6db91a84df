import CoordsimApp

extension TabBarCoordinator {
    /// Follows a route, as `scene(_:openURLContexts:)` hands a link to the root coordinator.
    ///
    /// A sign-in sheet would cover the tab that the link selects, so it is ended first (its
    /// child removed); a sign-in pushed on Profile's stack stays, as the other tabs do.
    public func open(_ route: ReaderRoute) {
        profileCoordinator?.cancelSheetSignIn()
        switch route {
        case let .tab(number):
            tabBarController.select(number - 1)
        case let .article(id):
            guard let feed = feedCoordinator, let article = context.catalog.article(id: id),
                  let index = tabBarController.viewControllers?.firstIndex(where: { $0 === feed.navigationController })
            else { return }
            // Selected first, so the screens popped on the way get their disappear calls on screen.
            tabBarController.select(index)
            feed.showArticle(article)
        }
    }
}
