/// The articles the Feed lists and Search looks through, in Feed order.
///
/// Fixed, so every run, journey and exploration sees the same titles.
public struct Catalog: Sendable {
    public let articles: [Article]

    public init(articles: [Article]) {
        self.articles = articles
    }

    public func article(id: Int) -> Article? {
        articles.first { $0.id == id }
    }

    /// The articles whose title or topics match `query`, in Feed order.
    public func search(_ query: String) -> [Article] {
        articles.filter { $0.matches(query) }
    }

    /// The reader's four articles, about the pattern it demonstrates.
    public static let standard = Catalog(articles: [
        Article(id: 1, title: "Coordinators 101", author: "Soroush",
                body: "A coordinator decides which screen comes next, so screens never push each other.",
                topics: ["pattern", "basics"],
                comments: ["Finally it clicks.", "What about tab bars?"]),
        Article(id: 2, title: "Child coordinators", author: "Paul",
                body: "Each flow gets its own coordinator, added to childCoordinators while it runs.",
                topics: ["children", "flows"],
                comments: ["Remember to remove them!"]),
        Article(id: 3, title: "Navigation delegates", author: "Bart",
                body: "didShow names the screen a pop came from: the parent learns the flow ended.",
                topics: ["pop", "back button"],
                comments: []),
        Article(id: 4, title: "Modal sheets", author: "Kim",
                body: "A sheet swiped down ends its flow too; presentationControllerDidDismiss says so.",
                topics: ["modal", "swipe"],
                comments: ["isModalInPresentation saved my form."]),
    ])
}
