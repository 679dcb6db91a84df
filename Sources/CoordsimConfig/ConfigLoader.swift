#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp

/// Reads and checks a config before anything runs. Every problem is a ``ConfigError``
/// naming the file and, where it can, the JSON path and `line:column`.
///
/// The checks run in order, each on input the one before has cleared:
/// 1. syntax, with the strict ``JSONParser``;
/// 2. shape: types, unknown and missing keys, against ``ConfigShape/appConfig``, which
///    is what ``AppConfig``'s own `Decodable` conformance reads (a test holds them together);
/// 3. names, against the app's ``AppConfiguration``: variants, roles, coordinators, launch
///    parameters, languages, label keys and experiments.
public enum ConfigLoader {
    /// Loads `path`, or throws a ``ConfigError`` naming the file (and nothing else).
    public static func load(path: String, app: AppConfiguration) throws -> AppConfig {
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
                message: "no such file; pass an existing config with --config PATH"
                    + (app.defaultConfigPath.map { " (the default is \($0), relative to the working directory)" } ?? ""))
        }
        guard !isDirectory else {
            throw ConfigError(file: path, message: "is a directory; pass a JSON file with --config PATH")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(file: path, message: "cannot read the file; check its permissions")
        }
        return try parse(data, file: path, app: app)
    }

    /// Parses and validates config bytes; `file` only labels errors.
    public static func parse(_ data: Data, file: String, app: AppConfiguration) throws -> AppConfig {
        let document: JSONNode
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw ConfigError(file: file, location: error.position.description, message: "JSON syntax error: \(error.message)")
        }
        if let moved = movedLaunchParameter(in: document, app: app) {
            throw ConfigError(file: file, path: JSONPath.root.appending(moved.key).description,
                              location: moved.keyPosition.description,
                              message: "\"\(moved.key)\" is a launch parameter now; move it into \"launch\": "
                                + "\"launch\": {\"\(moved.key)\": \(moved.value.value == .bool(true))}")
        }
        if let problem = ConfigShape.appConfig.firstProblem(in: document) {
            throw ConfigError(file: file, path: problem.path.description, location: problem.position.description,
                              message: problem.message)
        }
        let config: AppConfig
        do {
            // Read from the checked document; JSONDecoder reads the rare numbers written otherwise.
            config = try AppConfig(checkedDocument: document)
                ?? JSONDecoder().decode(AppConfig.self, from: withoutByteOrderMark(data))
        } catch {
            // The shape check above should have caught anything the decoder rejects; if it
            // did not, still say where.
            let path = (error as? DecodingError)?.jsonPath ?? .root
            throw ConfigError(file: file, path: path.description, location: document.position(of: path).description,
                              message: "cannot be read: \((error as? DecodingError)?.summary ?? "\(error)")")
        }
        try ConfigValidator(file: file, app: app, document: document).validate(config)
        return config.fillingDefaultChoices(of: app)
    }

    /// Checks names: the default variant, each variant's coordinators, label keys and experiments.
    /// Without the file's parsed `document`, errors have a path but no `line:column`.
    package static func validate(_ config: AppConfig, file: String, app: AppConfiguration,
                                document: JSONNode? = nil) throws(ConfigError) {
        try ConfigValidator(file: file, app: app, document: document).validate(config)
    }

    /// A top-level key that names one of the app's launch parameters: the form configs had
    /// before launch parameters were named (`"signedIn": false` beside `variants`).
    static func movedLaunchParameter(in document: JSONNode, app: AppConfiguration) -> JSONNode.Member? {
        guard case let .object(members) = document.value else { return nil }
        return members.first { app.launchParameter(named: $0.key) != nil }
    }

    private static func withoutByteOrderMark(_ data: Data) -> Data {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    }
}
