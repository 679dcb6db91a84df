import CoordsimApp

/// A place in a JSON file where it does not fit its shape.
package struct ShapeProblem: Hashable, Sendable {
    package var path: JSONPath
    package var position: SourcePosition
    package var problem: FileError.Problem
    package var what: String
    package var fix: String?

    package init(path: JSONPath, position: SourcePosition, problem: FileError.Problem, what: String, fix: String? = nil) {
        self.path = path
        self.position = position
        self.problem = problem
        self.what = what
        self.fix = fix
    }

    /// `what; fix`, as ``FileError/message`` writes it.
    package var message: String { fix.map { "\(what); \($0)" } ?? what }
}

extension ConfigShape {
    /// The first problem in file order: a wrong type, an unknown or duplicate key, or a
    /// missing required key; nil when `node` fits.
    package func firstProblem(in node: JSONNode, at path: JSONPath = .root) -> ShapeProblem? {
        func mismatch() -> ShapeProblem {
            ShapeProblem(path: path, position: node.position, problem: .wrongType,
                         what: "wrong type: expected \(expectation), found \(node.kindDescription)")
        }
        switch self {
        case .any:
            return nil
        case .string:
            guard case .string = node.value else { return mismatch() }
            return nil
        case .bool:
            guard case .bool = node.value else { return mismatch() }
            return nil
        case .integer:
            guard case let .number(text) = node.value else { return mismatch() }
            // JSON Schema's "integer" is any number with a zero fractional part: 1.0 and 1e0 are 1.
            guard Int(text) != nil || Double(text).flatMap({ Int(exactly: $0) }) != nil else {
                return ShapeProblem(path: path, position: node.position, problem: .wrongType,
                                    what: "wrong type: expected a whole number, found \(node.kindDescription)")
            }
            return nil
        case .launchValue:
            switch node.value {
            case .bool, .string: return nil
            case let .number(text) where Int(text) != nil || Double(text).flatMap({ Int(exactly: $0) }) != nil: return nil
            default: return mismatch()
            }
        case .number:
            guard case let .number(text) = node.value else { return mismatch() }
            guard let value = Double(text), value.isFinite else {
                return ShapeProblem(path: path, position: node.position, problem: .wrongType, what: "the number \(text) is out of range")
            }
            return nil
        case let .array(element):
            guard case let .array(elements) = node.value else { return mismatch() }
            for (index, child) in elements.enumerated() {
                if let problem = element.firstProblem(in: child, at: path.appending(index)) { return problem }
            }
            return nil
        case let .map(valueShape):
            guard case let .object(members) = node.value else { return mismatch() }
            if let problem = Self.duplicateKey(in: members, at: path) { return problem }
            for member in members {
                if let problem = valueShape.firstProblem(in: member.value, at: path.appending(member.key)) {
                    return problem
                }
            }
            return nil
        case let .object(fields):
            guard case let .object(members) = node.value else { return mismatch() }
            if let problem = Self.duplicateKey(in: members, at: path) { return problem }
            for member in members {
                let memberPath = path.appending(member.key)
                guard let field = fields.first(where: { $0.name == member.key }) else {
                    return ShapeProblem(path: memberPath, position: member.keyPosition, problem: .unknownKey(member.key),
                                        what: "unknown key \"\(member.key)\"" + Suggestion.didYouMean(member.key, in: fields.map(\.name)),
                                        fix: "valid keys here: \(fields.map(\.name).joined(separator: ", "))")
                }
                if case .null = member.value.value, !field.isRequired { continue }
                if let problem = field.shape.firstProblem(in: member.value, at: memberPath) { return problem }
            }
            for field in fields where field.isRequired && !members.contains(where: { $0.key == field.name }) {
                return ShapeProblem(path: path.appending(field.name), position: node.position, problem: .missingKey(field.name),
                                    what: "missing key \"\(field.name)\" (\(field.shape.expectation)) in this object")
            }
            return nil
        }
    }

    private static func duplicateKey(in members: [JSONNode.Member], at path: JSONPath) -> ShapeProblem? {
        var seen: [String: SourcePosition] = [:]
        for member in members {
            if let first = seen[member.key] {
                return ShapeProblem(path: path.appending(member.key), position: member.keyPosition,
                                    problem: .duplicateKey(member.key), what: "duplicate key \"\(member.key)\" (first at \(first))",
                                    fix: "keep one")
            }
            seen[member.key] = member.keyPosition
        }
        return nil
    }
}
