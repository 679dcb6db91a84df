/// A deterministic identity, printed `#0`, `#1`, … in the order objects were first seen.
///
/// Ids come from the ``Application``'s counter, never from memory addresses, so the
/// same events always give the same ids (and golden files don't churn).
public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number printed after `#`: the order the object was first seen in, from 0.
    public let rawValue: Int

    /// The id `#rawValue`. Apps get ids from the runtime; this is for tests and decoding.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Used only before an object has been attached to an ``Application``.
    package static let unassigned = ObjectID(-1)
    /// Stands, in a list of screen owners, for a screen whose owner cannot be known (one that
    /// reports through closures): while one is shown, no child can be said to own no screen.
    package static let unknownOwner = ObjectID(-2)

    public var description: String { "#\(rawValue)" }

    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ObjectID: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard text.first == "#", let value = Int(text.dropFirst()) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected an object id like \"#3\", got \"\(text)\""))
        }
        self.init(value)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// What kind of tracked object a reference points at.
public enum ObjectKind: String, Codable, Sendable, Hashable {
    /// A ``Screen``.
    case screen
    /// A ``Coordinator``: an object in the coordinator tree.
    case coordinator
}

/// A value naming a tracked object: its id, kind and concrete type.
public struct ObjectRef: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The object's identity within its application.
    public var id: ObjectID
    /// Whether it is a screen or a coordinator.
    public var kind: ObjectKind
    /// Its concrete type's name, without module, such as `CheckoutScreen`.
    public var type: String

    /// A reference from its parts.
    public init(id: ObjectID, kind: ObjectKind, type: String) {
        self.id = id
        self.kind = kind
        self.type = type
    }

    public var description: String { "\(type)\(id)" }
}
