import CoordsimApp

/// The Search tab's coordinator: the query screen at the root; a result opens the same
/// ``ArticleCoordinator`` flow as the Feed, on this tab's stack.
public final class SearchCoordinator: NavigationCoordinator, ArticleOpening {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        navigationController.delegate = self
        let screen = SearchScreen.instantiate()
        screen.labels = context.labels
        screen.catalog = context.catalog
        screen.tabBarItem = TabBarItem(title: context.labels(.tabSearch), image: nil, tag: 1)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    public func openArticle(_ article: Article) {
        startChild(context.readingFlow.makeCoordinator(navigationController, context, article))
    }
}
