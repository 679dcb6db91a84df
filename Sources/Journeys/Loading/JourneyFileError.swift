/// A journey file that cannot be used, phrased for the person who wrote it.
public struct JourneyFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named on the command line.
    public var path: String
    /// The index of the bad step in `steps`, when the problem is in one.
    public var stepIndex: Int?
    /// Where in the JSON, as `$.steps[3].key`, when known.
    public var jsonPath: String?
    /// `line:column` in the file, when known.
    public var location: String?
    public var message: String

    public init(path: String, stepIndex: Int? = nil, jsonPath: String? = nil, location: String? = nil, message: String) {
        self.path = path
        self.stepIndex = stepIndex
        self.jsonPath = jsonPath
        self.location = location
        self.message = message
    }

    /// `file:line:column: step 3 ($.steps[3].key): message`, as config errors are written.
    public var description: String {
        var head = path
        if let location { head += ":\(location)"}
        if let stepIndex { head += ": step \(stepIndex)" }
        if let jsonPath { head += " (\(jsonPath))" }
        return "\(head): \(message)"
    }
}
