#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and checks a config before anything runs. Every problem is a ``ConfigError``
/// naming the file and, where it can, the JSON path and `line:column`.
///
/// The checks run in order, each on input the one before has cleared:
/// 1. syntax, with the strict ``JSONParser``;
/// 2. shape: types, unknown and missing keys, against ``ConfigShape/appConfig``, which
///    is read from ``AppConfig``'s own `Decodable` conformance;
/// 3. names: variants, roles, coordinators, languages, label keys and experiments.
public enum ConfigLoader {
    /// Loads `path`, or throws a ``ConfigError`` naming the file (and nothing else).
    public static func load(path: String, registry: CoordinatorRegistry = .standard) throws -> AppConfig {
        #if canImport(FoundationEssentials)
        var isDirectory = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        #else
        var objCIsDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &objCIsDirectory)
        let isDirectory = objCIsDirectory.boolValue
        #endif
        guard exists else {
            throw ConfigError(file: path,
                message: "no such file; pass an existing config with --config PATH (the default is Configs/default.json)")
        }
        guard !isDirectory else {
            throw ConfigError(file: path, message: "is a directory; pass a JSON file with --config PATH")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(file: path, message: "cannot read the file; check its permissions")
        }
        return try parse(data, file: path, registry: registry)
    }

    /// Parses and validates config bytes; `file` only labels errors.
    public static func parse(_ data: Data, file: String, registry: CoordinatorRegistry = .standard) throws -> AppConfig {
        let document: JSONNode
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw ConfigError(file: file, location: error.position.description, message: "JSON syntax error: \(error.message)")
        }
        if let problem = ConfigShape.appConfig.firstProblem(in: document) {
            throw ConfigError(file: file, path: problem.path.description, location: problem.position.description,
                              message: problem.message)
        }
        let config: AppConfig
        do {
            config = try JSONDecoder().decode(AppConfig.self, from: withoutByteOrderMark(data))
        } catch {
            // The shape check above should have caught anything the decoder rejects; if it
            // did not, still say where.
            let path = (error as? DecodingError).map(Self.path(of:)) ?? .root
            throw ConfigError(file: file, path: path.description, location: document.position(of: path).description,
                              message: "cannot be read: \(Self.message(of: error))")
        }
        try ConfigValidator(file: file, registry: registry, document: document).validate(config)
        return config
    }

    /// Checks names: the default variant, each variant's coordinators, label keys and experiments.
    /// Without the file's parsed `document`, errors have a path but no `line:column`.
    public static func validate(_ config: AppConfig, file: String, registry: CoordinatorRegistry,
                                document: JSONNode? = nil) throws(ConfigError) {
        try ConfigValidator(file: file, registry: registry, document: document).validate(config)
    }

    private static func withoutByteOrderMark(_ data: Data) -> Data {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    }

    static func path(of error: DecodingError) -> JSONPath {
        let codingPath: [CodingKey]
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            codingPath = context.codingPath
        case let .keyNotFound(key, context):
            codingPath = context.codingPath + [key]
        @unknown default:
            codingPath = []
        }
        return JSONPath(codingPath.map { key in key.intValue.map(JSONPath.Component.index) ?? .key(key.stringValue) })
    }

    static func message(of error: Error) -> String {
        switch error as? DecodingError {
        case let .typeMismatch(type, _)?: return "wrong type; expected \(type)"
        case let .valueNotFound(type, _)?: return "is null; expected \(type)"
        case .keyNotFound?: return "is missing"
        case let .dataCorrupted(context)?: return context.debugDescription
        default: return "\(error)"
        }
    }
}

extension ConfigShape {
    /// The shape of ``AppConfig``, read once from its `Decodable` conformance.
    public static let appConfig = ConfigShape.of(AppConfig.self)
}
