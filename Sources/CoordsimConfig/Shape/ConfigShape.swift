/// The JSON shape a `Decodable` type accepts: which keys an object has and which of them
/// are required, what each value's type is, and where keys are free-form (a dictionary).
///
/// It is read from the type itself (``of(_:)``), by running its `init(from:)` against a
/// decoder that records what it asks for. The keys therefore come from the type's
/// `CodingKeys`, so a field added to ``AppConfig`` later is accepted without touching this.
package indirect enum ConfigShape: Hashable, Sendable {
    case string
    case bool
    case integer
    case number
    /// A launch parameter's value (``LaunchValue``): a boolean, a whole number or a string.
    /// Which of them a parameter takes is the app's to say, so the config's check is by name.
    case launchValue
    /// Every element has the shape.
    case array(ConfigShape)
    /// A dictionary: any keys, every value has the shape.
    case map(ConfigShape)
    /// A struct: exactly these keys.
    case object([Field])
    /// Whatever the type's own decoding accepts; not checked here.
    case any

    package struct Field: Hashable, Sendable {
        package var name: String
        package var shape: ConfigShape
        /// False for optionals (`decodeIfPresent`): the key may be left out or be `null`.
        package var isRequired: Bool

        package init(name: String, shape: ConfigShape, isRequired: Bool) {
            self.name = name
            self.shape = shape
            self.isRequired = isRequired
        }
    }

    /// The keys of an object shape, in the order the type decodes them.
    package var fieldNames: [String] {
        if case let .object(fields) = self { return fields.map(\.name) }
        return []
    }

    /// The shape one step down: a field's, an array element's or a map value's.
    public subscript(key: String) -> ConfigShape? {
        switch self {
        case let .object(fields): return fields.first { $0.name == key }?.shape
        case let .map(value): return value
        case let .array(element): return element
        default: return nil
        }
    }

    /// What a value of this shape is called in an error message.
    package var expectation: String {
        switch self {
        case .string: return "a string"
        case .bool: return "a boolean (true or false)"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .launchValue: return "true, false, a whole number or a string"
        case .array: return "an array"
        case .map, .object: return "an object"
        case .any: return "a value"
        }
    }

    /// The shape `type` decodes, read from its `init(from:)`.
    package static func of<T: Decodable>(_ type: T.Type) -> ConfigShape {
        let recorder = ShapeRecorder()
        _ = try? T(from: ShapeDecoder(recorder: recorder, codingPath: []))
        return recorder.shape
    }
}
