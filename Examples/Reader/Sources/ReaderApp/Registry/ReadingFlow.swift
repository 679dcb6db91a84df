import CoordsimApp

/// One way to read an opened article, chosen by name in a config variant's `reading` role. The
/// one place that knows the concrete article coordinator types.
public struct ReadingFlow: Sendable {
    /// The name the config uses, which is also the coordinator type's name.
    public let name: String
    public let summary: String
    private let make: @Sendable (NavigationController, AppContext, Article) -> Coordinator

    public init(name: String, summary: String,
                make: @escaping @Sendable (NavigationController, AppContext, Article) -> Coordinator) {
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// The flow's coordinator for `article` on `navigationController`, not yet started.
    func makeCoordinator(_ navigationController: NavigationController, _ context: AppContext,
                         _ article: Article) -> Coordinator {
        make(navigationController, context, article)
    }
}

extension ReadingFlow {
    /// Article and Comments in one child flow, removed by the tab's `didShow` (the default).
    public static let standard = ReadingFlow(
        name: "ArticleCoordinator",
        summary: "a child coordinator pushes Article and Comments; removed in the tab's didShow") {
            ArticleCoordinator(navigationController: $0, context: $1, article: $2)
        }

    /// The teaching case (see ``SeriesArticleCoordinator``).
    public static let series = ReadingFlow(
        name: "SeriesArticleCoordinator",
        summary: "each next article is a child of the last, removed from its screen's viewDidDisappear (seed 004)") {
            SeriesArticleCoordinator(navigationController: $0, context: $1, article: $2)
        }

    /// The role's choices, in the order `validate` lists them.
    public static let all: [ReadingFlow] = [standard, series]

    /// The role as the app API declares it; variants that name no choice read with ``standard``.
    public static let role = Role("reading", capability: "ArticleReading",
                                  choices: all.map { Role.Choice($0.name, summary: $0.summary) },
                                  defaultChoice: standard.name)

    /// The flow a config names; the config was checked against ``role``, so nil is a programming error.
    public static func named(_ name: String) -> ReadingFlow? {
        all.first { $0.name == name }
    }
}
