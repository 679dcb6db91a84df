import CoordsimApp

/// The Feed tab's coordinator: the article list at the root; each article it opens runs in a
/// child ``ArticleCoordinator`` on this stack, removed when its screens are popped.
public final class FeedCoordinator: NavigationCoordinator, ArticleOpening {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        navigationController.delegate = self
        let screen = FeedScreen.instantiate()
        screen.labels = context.labels
        screen.articles = context.catalog.articles
        screen.tabBarItem = TabBarItem(title: context.labels(.tabFeed), image: nil, tag: 0)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    public func openArticle(_ article: Article) {
        startChild(context.readingFlow.makeCoordinator(navigationController, context, article))
    }

    /// A deep link's way in: back to the list first, which ends any article flow (through
    /// ``NavigationCoordinator``'s `didShow`), then the article in a new flow.
    public func showArticle(_ article: Article) {
        navigationController.popToRootViewController(animated: true)
        openArticle(article)
    }
}
