import CoordsimApp

/// The `series` variant's article flow, a teaching case: Article offers the next article of the
/// catalog, read in a child of this flow, so reading on builds a chain Feed → 1 → 2 → 3.
///
/// Each child is removed as seed 004 removes one: its Article screen reports from
/// `viewDidDisappear` when `isMovingFromParent`, and the child asks its parent to remove it. That
/// holds for the back button, a swipe and "Done reading", which pop one screen; the tab's
/// `didShow` removes the first flow, and with it the chain, when the stack goes back to the list.
/// It fails for a pop of several screens: iOS 14's back menu from article 3 to article 1 pops
/// article 2 from the middle of the stack, and UIKit sends no appearance calls to a screen that
/// was not showing, so article 2's flow stays in article 1's children with no screen (reselecting
/// the tab is saved by the tab's `removeFinishedChildren(in:)`, which ends article 1's flow, and
/// the chain with it, once its screens all left). `explore --variant series` finds it (a
/// `childOwnsScreen` error). The fix is the stack delegate's: end every flow whose screens all
/// left the stack, whatever was popped on top.
public final class SeriesArticleCoordinator: Coordinator, SeriesReading {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    public let article: Article
    let context: AppContext
    /// The flow this one was read on from; nil for the first, which the tab removes.
    weak var previous: SeriesArticleCoordinator?
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

    // MARK: SeriesReading

    public func nextArticle(after article: Article) -> Article? {
        let articles = context.catalog.articles
        guard let index = articles.firstIndex(where: { $0.id == article.id }), index + 1 < articles.count else { return nil }
        return articles[index + 1]
    }

    public func readNext(after article: Article) {
        guard let next = nextArticle(after: article) else { return }
        let child = SeriesArticleCoordinator(navigationController: navigationController, context: context, article: next)
        child.previous = self
        startChild(child)
    }

    public func articleScreenDidLeave() {
        previous?.childDidFinish(self)
    }
}
