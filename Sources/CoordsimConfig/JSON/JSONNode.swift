#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where something starts in a text file: 1-based line and column, columns counted in
/// Unicode scalars so a Korean label counts as one column per character, as editors count.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// The position at `line` and `column`, both from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as editors and compilers write it.
    public var description: String { "\(line):\(column)" }

    /// Earlier in the file.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A parsed JSON value that remembers where it starts, so errors found after parsing
/// (a wrong type, an unknown key, an unknown name) can still point at `line:column`.
package struct JSONNode: Hashable, Sendable {
    package indirect enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        /// The number's literal text, exactly as written (`1.0`, `2`, `1e3`).
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in file order; duplicate keys are kept so a checker can report them.
        case object([Member])
    }

    package struct Member: Hashable, Sendable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONNode

        package init(key: String, keyPosition: SourcePosition, value: JSONNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    package var value: Value
    package var position: SourcePosition

    package init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// What kind of value this is, as an error message names it: `a string`, `an object`.
    package var kindDescription: String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return "a boolean (\(flag))"
        case let .number(text): return "a number (\(text))"
        case let .string(text): return "a string (\"\(text.count > 30 ? text.prefix(27) + "..." : text)\")"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value at `path`, if every step exists. For a repeated key the last one wins, as in decoders.
    package func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            guard let child = node.child(component) else { return nil }
            node = child
        }
        return node
    }

    /// Where `path` is in the file: its key when `atKey` (for "unknown key" errors) or its
    /// value, else the nearest ancestor that exists (for "missing key" errors).
    package func position(of path: JSONPath, atKey: Bool = false) -> SourcePosition {
        var node = self
        for (index, component) in path.components.enumerated() {
            let isLast = index == path.components.count - 1
            if isLast, atKey, case let .key(key) = component, case let .object(members) = node.value,
               let member = members.last(where: { $0.key == key }) {
                return member.keyPosition
            }
            guard let child = node.child(component) else { return node.position }
            node = child
        }
        return node.position
    }

    private func child(_ component: JSONPath.Component) -> JSONNode? {
        switch (component, value) {
        case let (.key(key), .object(members)): return members.last { $0.key == key }?.value
        case let (.index(index), .array(elements)): return elements.indices.contains(index) ? elements[index] : nil
        default: return nil
        }
    }
}

/// A JSONPath to one value, such as `$.variants[1].coordinators.buying` or `$.labels.en["tab.main"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step down: an object's key or an array's index.
    public enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)
    }

    /// The steps from the document's root, outermost first.
    public var components: [Component]

    /// The path through `components`; the root when empty.
    public init(_ components: [Component] = []) { self.components = components }
    /// The path through the listed components.
    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// `$`, the whole document.
    public static let root = JSONPath()

    /// This path, then the member `key`.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    /// This path, then the element at `index`.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `$.variants[1].coordinators.buying`; a key that is not an identifier is quoted: `$.labels.en["tab.main"]`.
    public var description: String {
        "$" + components.map { component in
            switch component {
            case let .index(index): return "[\(index)]"
            case let .key(key) where Self.isIdentifier(key): return ".\(key)"
            case let .key(key):
                let escaped = key.replacingScalars { $0 == "\\" || $0 == "\"" ? "\\\($0)" : nil }
                return "[\"\(escaped)\"]"
            }
        }.joined()
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic)
            || ("0"..."9").contains($0) }
    }
}
