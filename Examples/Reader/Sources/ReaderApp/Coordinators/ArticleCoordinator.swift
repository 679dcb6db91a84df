import CoordsimApp

/// Reading one article: Article, then optionally its Comments, pushed on the stack of the tab
/// that opened it (seed 000 §2).
///
/// It holds no reference to its parent. The parent, as the stack's delegate, removes it once
/// none of its screens is left: after the back button, a swipe, a reselected tab, or this
/// coordinator's own ``finishReading(_:)``.
public final class ArticleCoordinator: Coordinator, ArticleReading {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    public let article: Article
    let context: AppContext
    /// The screen the flow started from, to return to when the reader is done.
    private weak var origin: Screen?

    public init(navigationController: NavigationController, context: AppContext, article: Article) {
        self.navigationController = navigationController
        self.context = context
        self.article = article
    }

    public func start() {
        origin = navigationController.topViewController
        navigationController.pushViewController(context.makeArticleScreen(article, coordinator: self), animated: true)
    }

    public func showComments(for article: Article) {
        navigationController.pushViewController(context.makeCommentsScreen(article, coordinator: self), animated: true)
    }

    public func finishReading(_ article: Article) {
        context.application.recordOutcome("articleRead", "\(article.id)")
        if let origin { navigationController.popToViewController(origin, animated: true) }
    }
}
