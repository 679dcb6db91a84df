import CoordsimApp

/// An article's comments: the article flow's second screen, so popping back to the article
/// must keep the flow's coordinator.
public final class CommentsScreen: Screen, Storyboarded {
    public weak var coordinator: ArticleReading?
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.commentsTitle) }
    }
    public var article: Article?

    public override var elements: [Element] {
        guard let article else { return [] }
        guard !article.comments.isEmpty else { return [.text("none", labels(.commentsNone))] }
        return article.comments.enumerated().map { index, comment in .text("comment\(index)", "“\(comment)”") }
    }

    public override var parameters: [String: String] {
        article.map { ["article": "\($0.id)"] } ?? [:]
    }
}
