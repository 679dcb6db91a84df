import CoordsimApp

/// A place in the reader a `reader://` link names. Links reach screens through the
/// coordinators, never by pushing screens directly.
public enum ReaderRoute: Hashable, Sendable {
    /// `reader://article/3`: the Feed tab, popped to its list, with article 3 open in a new flow.
    case article(Int)
    /// `reader://tab/2`: selects a tab by the number the tab bar shows.
    case tab(Int)

    static let scheme = "reader://"
    static let tabCount = 3

    /// The routes, as `AppConfiguration.deepLinkRoutes` and the error for a bad link list them.
    public static let known: [String] = [
        "reader://article/<\(Catalog.standard.articles.map { "\($0.id)" }.joined(separator: "|"))>",
        "reader://tab/<1-\(tabCount)>",
    ]

    /// Parses a link, or throws an error that says what is wrong and lists the known routes.
    public init(url: String, catalog: Catalog = .standard) throws(DeepLinkRefused) {
        func refuse(_ reason: String) -> DeepLinkRefused {
            DeepLinkRefused(url: url, reason: reason + "; known routes: " + Self.known.joined(separator: ", "))
        }
        guard url.hasPrefix(Self.scheme) else { throw refuse("not a \(Self.scheme) link") }
        let path = url.dropFirst(Self.scheme.count).split(separator: "/", omittingEmptySubsequences: false)
        guard path.count == 2, let number = Int(path[1]) else {
            throw refuse("unknown route \"\(url.dropFirst(Self.scheme.count))\"")
        }
        switch path[0] {
        case "article":
            guard catalog.article(id: number) != nil else { throw refuse("no article \(number)") }
            self = .article(number)
        case "tab":
            guard (1...Self.tabCount).contains(number) else {
                throw refuse("no tab \(number); tabs are 1-\(Self.tabCount)")
            }
            self = .tab(number)
        default:
            throw refuse("unknown route \"\(path[0])\"")
        }
    }

    /// The link that opens this route.
    public var url: String {
        switch self {
        case let .article(id): return "\(Self.scheme)article/\(id)"
        case let .tab(number): return "\(Self.scheme)tab/\(number)"
        }
    }
}
