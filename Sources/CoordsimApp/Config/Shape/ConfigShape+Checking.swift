/// A place in a JSON file where it does not fit its shape.
public struct ShapeProblem: Hashable, Sendable {
    public var path: JSONPath
    public var position: SourcePosition
    public var message: String
}

extension ConfigShape {
    /// The first problem in file order: a wrong type, an unknown or duplicate key, or a
    /// missing required key; nil when `node` fits.
    public func firstProblem(in node: JSONNode, at path: JSONPath = .root) -> ShapeProblem? {
        func mismatch() -> ShapeProblem {
            ShapeProblem(path: path, position: node.position,
                         message: "wrong type: expected \(expectation), found \(node.kindDescription)")
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
                return ShapeProblem(path: path, position: node.position,
                                    message: "wrong type: expected a whole number, found \(node.kindDescription)")
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
                return ShapeProblem(path: path, position: node.position, message: "the number \(text) is out of range")
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
                    return ShapeProblem(path: memberPath, position: member.keyPosition,
                                        message: Self.unknownKeyMessage(member.key, valid: fields.map(\.name)))
                }
                if case .null = member.value.value, !field.isRequired { continue }
                if let problem = field.shape.firstProblem(in: member.value, at: memberPath) { return problem }
            }
            for field in fields where field.isRequired && !members.contains(where: { $0.key == field.name }) {
                return ShapeProblem(path: path.appending(field.name), position: node.position,
                                    message: "missing key \"\(field.name)\" (\(field.shape.expectation)) in this object")
            }
            return nil
        }
    }

    private static func duplicateKey(in members: [JSONNode.Member], at path: JSONPath) -> ShapeProblem? {
        var seen: [String: SourcePosition] = [:]
        for member in members {
            if let first = seen[member.key] {
                return ShapeProblem(path: path.appending(member.key), position: member.keyPosition,
                                    message: "duplicate key \"\(member.key)\" (first at \(first)); keep one")
            }
            seen[member.key] = member.keyPosition
        }
        return nil
    }

    static func unknownKeyMessage(_ key: String, valid: [String]) -> String {
        "unknown key \"\(key)\"" + Suggestion.didYouMean(key, in: valid) + "; valid keys here: \(valid.joined(separator: ", "))"
    }
}

/// "Did you mean": the valid name closest to a misspelt one, if it is close enough.
package enum Suggestion {
    /// ` (did you mean "name"?)` when one candidate is close to `word`; nothing otherwise.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// `unknown coordinator "X" (did you mean "Y"?); valid buying coordinators: A, B`
    package static func unknownName(_ what: String, _ name: String, valid: [String]) -> String {
        let plural = what.hasSuffix("y") && !what.hasSuffix("ey") ? what.dropLast() + "ies" : what + "s"
        return "unknown \(what) \"\(name)\"" + didYouMean(name, in: valid) + "; valid \(plural): \(valid.joined(separator: ", "))"
    }

    package static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }),
              best.1 <= max(1, min(word.count, best.0.count) / 5),
              scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }

    /// Edit distance over characters, counting a swap of two neighbours (`mian`, `main`) as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
