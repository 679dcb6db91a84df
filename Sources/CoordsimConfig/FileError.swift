import CoordsimApp

/// A problem in a JSON file a person wrote (the config, a journey, a state file): the file, where
/// in it (`line:column` and the JSON path), what is wrong and how to fix it.
///
/// ``problem`` tells problems apart, for code that acts on them and for tests; the text is for
/// the person: `Configs/default.json:4:20: $.variants[0].coordinators.buying: unknown buying
/// coordinator "Checkot" (did you mean "CheckoutCoordinator"?); valid buying coordinators: …`.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Problem: Hashable, Sendable {
        /// Nothing is at the path.
        case notFound
        /// A directory or a device, not a file.
        case notAFile
        /// The file cannot be read (permissions), or is empty where content is required.
        case unreadable
        /// Not JSON: the strict parser stopped at ``FileError/position``.
        case syntax
        /// A value of the wrong JSON type, or a number out of range.
        case wrongType
        /// A key the format does not have here.
        case unknownKey(String)
        /// A required key left out.
        case missingKey(String)
        /// A key written twice in one object.
        case duplicateKey(String)
        /// A key from an older form of the format, such as a launch parameter beside `variants`.
        case movedKey(String)
        /// A name that does not exist: `kind` says what it names (`variant`, `buying coordinator`,
        /// `launch parameter`, `screen`, `tab`, …), `name` is what the file says.
        case unknownName(kind: String, name: String)
        /// A value the format allows but that cannot be used: empty, out of its range, listed twice.
        case invalidValue
        /// A file written for something else: another version of the format (a state file saved by
        /// another coordsim), or a variant the config no longer has.
        case incompatible
    }

    /// The file, as it was named (on the command line, or a label such as `journey "basket"`).
    public var file: String
    /// `line:column` in the file, when known.
    public var position: SourcePosition?
    /// Where in the JSON, as `$.variants[1].coordinators.buying`, when known.
    public var path: JSONPath?
    /// Which problem it is: what a caller (or a test) tells problems apart by.
    public var problem: Problem
    /// What is wrong, e.g. `unknown variant "Z"`.
    public var what: String
    /// How to fix it, e.g. `valid variants: A, B`, when there is something to say.
    public var fix: String?

    /// A problem in `file`, at `position` and `path` when known.
    public init(file: String, position: SourcePosition? = nil, path: JSONPath? = nil, problem: Problem,
                what: String, fix: String? = nil) {
        self.file = file
        self.position = position
        self.path = path
        self.problem = problem
        self.what = what
        self.fix = fix
    }

    /// What is wrong and how to fix it, as one sentence: `what; fix`.
    public var message: String { fix.map { "\(what); \($0)" } ?? what }

    /// `file:line:column: $.path: what; fix`. A journey's step is named as well, since steps
    /// are what its author counts: `file:line:column: step 3 ($.steps[3].key): what`.
    public var description: String {
        var head = file
        if let position { head += ":\(position)" }
        if let path {
            if let step = path.stepIndex { head += ": step \(step) (\(path))" } else { head += ": \(path)" }
        }
        return "\(head): \(message)"
    }

    /// An unknown name: `unknown coordinator "X" (did you mean "Y"?)`, fixed by the valid ones.
    package static func unknownName(_ kind: String, _ name: String, valid: [String], file: String,
                                     position: SourcePosition? = nil, path: JSONPath? = nil) -> FileError {
        let plural = kind.hasSuffix("y") && !kind.hasSuffix("ey") ? kind.dropLast() + "ies" : kind + "s"
        return FileError(file: file, position: position, path: path, problem: .unknownName(kind: kind, name: name),
                         what: "unknown \(kind) \"\(name)\"" + Suggestion.didYouMean(name, in: valid),
                         fix: "valid \(plural): \(valid.joined(separator: ", "))")
    }
}

extension JSONPath {
    /// The index after a leading `steps`, when the path is in a journey's step.
    var stepIndex: Int? {
        guard components.count >= 2, components[0] == .key("steps"), case let .index(index) = components[1] else { return nil }
        return index
    }
}
