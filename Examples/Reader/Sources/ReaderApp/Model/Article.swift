/// One article of the reader. Articles are the app's data, not its interface, so their texts
/// live here rather than in the config's labels.
public struct Article: Hashable, Sendable, Identifiable {
    /// The number a `reader://article/<id>` link names.
    public let id: Int
    public let title: String
    public let author: String
    public let body: String
    /// Words Search matches besides the title.
    public let topics: [String]
    public let comments: [String]

    public init(id: Int, title: String, author: String, body: String, topics: [String] = [], comments: [String] = []) {
        self.id = id
        self.title = title
        self.author = author
        self.body = body
        self.topics = topics
        self.comments = comments
    }

    /// Whether Search should list this article for `query`: a case-insensitive match in the
    /// title or a topic. An empty query matches nothing, so Search starts empty.
    public func matches(_ query: String) -> Bool {
        let needle = query.lowercased().trimmingSpaces()
        guard !needle.isEmpty else { return false }
        return ([title] + topics).contains { $0.lowercased().contains(needle) }
    }
}

extension String {
    /// The text without leading and trailing whitespace, as a form reads what was typed.
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
