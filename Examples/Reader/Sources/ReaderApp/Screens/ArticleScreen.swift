import CoordsimApp

/// One article, pushed by an ``ArticleCoordinator`` on the stack of the tab it was opened from.
public final class ArticleScreen: Screen, Storyboarded {
    public weak var coordinator: ArticleReading?
    public var labels = Labels(texts: [:])
    public var article: Article? {
        didSet { title = article?.title ?? title }
    }

    public override var elements: [Element] {
        guard let article else { return [] }
        var elements: [Element] = [
            .text("title", article.title, .heading),
            .text("byline", labels(.articleByline, ["author": article.author])),
            .text("body", article.body),
            .button("comments", labels(.articleComments), shortcut: "c"),
            .button("done", labels(.articleDone), shortcut: "d"),
        ]
        if let series = coordinator as? SeriesReading, let next = series.nextArticle(after: article) {
            elements.append(.button("next", labels(.articleNext, ["title": next.title]), shortcut: "n"))
        }
        return elements
    }

    public override func viewDidDisappear(_ animated: Bool) {
        if isMovingFromParent { (coordinator as? SeriesReading)?.articleScreenDidLeave() }
    }

    public override var parameters: [String: String] {
        article.map { ["article": "\($0.id)"] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        guard let article else { return }
        switch action {
        case .activate("comments"): coordinator?.showComments(for: article)
        case .activate("done"): coordinator?.finishReading(article)
        case .activate("next"): (coordinator as? SeriesReading)?.readNext(after: article)
        default: break
        }
    }
}
