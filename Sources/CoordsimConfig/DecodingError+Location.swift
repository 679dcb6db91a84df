extension DecodingError {
    /// Where in the JSON the error happened, e.g. `$.steps[3].key`.
    package var jsonPath: JSONPath {
        let codingPath: [CodingKey]
        switch self {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            codingPath = context.codingPath
        case let .keyNotFound(key, context):
            codingPath = context.codingPath + [key]
        @unknown default:
            codingPath = []
        }
        return JSONPath(codingPath.map { key in key.intValue.map(JSONPath.Component.index) ?? .key(key.stringValue) })
    }

    /// Which problem it is: a key left out, or a value its type's decoding refuses.
    package var problem: FileError.Problem {
        switch self {
        case let .keyNotFound(key, _): return .missingKey(key.stringValue)
        case .dataCorrupted: return .invalidValue
        default: return .wrongType
        }
    }

    /// What went wrong, phrased for the person who edits the file.
    package var summary: String {
        switch self {
        case let .typeMismatch(type, _): return "wrong type; expected \(Self.name(of: type))"
        case let .valueNotFound(type, _): return "is null; expected \(Self.name(of: type))"
        case .keyNotFound: return "is missing"
        case let .dataCorrupted(context):
            if let underlying = context.underlyingError { return "not valid JSON: \(underlying)" }
            return context.debugDescription
        @unknown default: return "cannot be read"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        case is Double.Type: return "a number"
        default: return "\(type)"
        }
    }
}
