/// A config problem, phrased for the person who edits the file.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in.
    public var file: String
    /// Where in the JSON, as `$.variants[1].coordinators.buying`, when known.
    public var path: String?
    /// `line:column` in the file, when known.
    public var location: String?
    public var message: String

    public init(file: String, path: String? = nil, location: String? = nil, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        var head = file
        if let location { head += ":\(location)" }
        if let path { head += ": \(path)" }
        return "\(head): \(message)"
    }
}
