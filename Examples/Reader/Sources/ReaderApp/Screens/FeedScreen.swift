import CoordsimApp

/// The Feed tab's root: every article as a list; choosing a row opens it.
public final class FeedScreen: Screen, Storyboarded {
    public weak var coordinator: ArticleOpening?
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.feedTitle) }
    }
    public var articles: [Article] = []
    /// The highlighted row, kept across visits as a table view keeps its scroll position.
    public var selectedIndex = 0

    public override var elements: [Element] {
        [
            .text("message", labels(.feedMessage)),
            .list("articles", articles.map(\.title), selected: selectedIndex),
        ]
    }

    public override var parameters: [String: String] {
        articles.indices.contains(selectedIndex) ? ["selected": "\(articles[selectedIndex].id)"] : [:]
    }

    public override func handle(_ action: ElementAction) {
        switch action {
        case let .select("articles", index) where articles.indices.contains(index):
            selectedIndex = index
        case .activate("articles") where articles.indices.contains(selectedIndex):
            coordinator?.openArticle(articles[selectedIndex])
        default:
            break
        }
    }
}
