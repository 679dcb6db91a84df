import CoordsimApp

/// The Search tab's root: a query field, and the matching articles as a list once something is typed.
public final class SearchScreen: Screen, Storyboarded {
    public weak var coordinator: ArticleOpening?
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.searchTitle) }
    }
    public var catalog = Catalog(articles: [])
    public private(set) var query = ""
    /// Computed when the query changes, not on every redraw: elements are built after every event.
    public private(set) var results: [Article] = []
    public var selectedIndex = 0

    public override var elements: [Element] {
        var elements: [Element] = [
            .textField("query", labels(.searchField), value: query, placeholder: labels(.searchPlaceholder)),
        ]
        if query.trimmingSpaces().isEmpty {
            elements.append(.text("hint", labels(.searchHint)))
        } else if results.isEmpty {
            elements.append(.text("noResults", labels(.searchNoResults, ["query": query]), .error))
        } else {
            elements.append(.list("results", results.map(\.title), selected: selectedIndex))
        }
        return elements
    }

    public override var parameters: [String: String] {
        var parameters = ["query": query]
        if results.indices.contains(selectedIndex) { parameters["selected"] = "\(results[selectedIndex].id)" }
        return parameters
    }

    public override func handle(_ action: ElementAction) {
        switch action {
        case let .setText("query", text):
            search(text)
        case let .select("results", index) where results.indices.contains(index):
            selectedIndex = index
        case .activate("results") where results.indices.contains(selectedIndex):
            coordinator?.openArticle(results[selectedIndex])
        default:
            break
        }
    }

    /// Shows the results for `text`, from the first row.
    public func search(_ text: String) {
        query = text
        results = catalog.search(text)
        selectedIndex = 0
    }
}
