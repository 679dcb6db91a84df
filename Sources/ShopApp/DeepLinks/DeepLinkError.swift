/// A link the app cannot open, phrased for the person who typed it.
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    public var url: String
    public var reason: String

    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }

    public var description: String {
        "cannot open \"\(url)\": \(reason); known routes: \(Route.known.joined(separator: ", "))"
    }
}
