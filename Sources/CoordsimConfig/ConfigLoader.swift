#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp

/// Reads and checks a config before anything runs. Every problem is a ``FileError``
/// naming the file and, where it can, the JSON path and `line:column`.
///
/// The checks run in order, each on input the one before has cleared:
/// 1. syntax, with the strict `JSONParser`;
/// 2. shape: types, unknown and missing keys, against `ConfigShape.appConfig`, which
///    is what `AppConfig`'s own `Decodable` conformance reads (a test holds them together);
/// 3. names, against the app's `AppConfiguration`: variants, roles, coordinators, launch
///    parameters, languages, label keys and experiments.
public enum ConfigLoader {
    /// Loads `path`, or throws a ``FileError`` naming the file (and nothing else).
    public static func load(path: String, app: AppConfiguration) throws(FileError) -> AppConfig {
        #if canImport(FoundationEssentials)
        var isDirectory = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        #else
        var objCIsDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &objCIsDirectory)
        let isDirectory = objCIsDirectory.boolValue
        #endif
        guard exists else {
            throw FileError(file: path, problem: .notFound, what: "no such file",
                fix: "pass an existing config with --config PATH"
                    + (app.defaultConfigPath.map { " (the default is \($0), relative to the working directory)" } ?? ""))
        }
        guard !isDirectory else {
            throw FileError(file: path, problem: .notAFile, what: "is a directory", fix: "pass a JSON file with --config PATH")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(file: path, problem: .unreadable, what: "cannot read the file", fix: "check its permissions")
        }
        return try parse(data, file: path, app: app)
    }

    /// Parses and validates config bytes; `file` only labels errors.
    public static func parse(_ data: Data, file: String, app: AppConfiguration) throws(FileError) -> AppConfig {
        let document = try JSONFile.parse(data, file: file)
        if let moved = movedLaunchParameter(in: document, app: app) {
            throw FileError(file: file, position: moved.keyPosition, path: JSONPath.root.appending(moved.key),
                            problem: .movedKey(moved.key), what: "\"\(moved.key)\" is a launch parameter now",
                            fix: "move it into \"launch\": \"launch\": {\"\(moved.key)\": \(moved.value.value == .bool(true))}")
        }
        try JSONFile.check(document, against: ConfigShape.appConfig, file: file)
        let config: AppConfig
        do {
            // Read from the checked document; JSONDecoder reads the rare numbers written otherwise.
            config = try AppConfig(checkedDocument: document)
                ?? JSONDecoder().decode(AppConfig.self, from: withoutByteOrderMark(data))
        } catch {
            // The shape check above should have caught anything the decoder rejects; if it
            // did not, still say where.
            let path = (error as? DecodingError)?.jsonPath ?? .root
            throw FileError(file: file, position: document.position(of: path), path: path, problem: .wrongType,
                            what: "cannot be read: \((error as? DecodingError)?.summary ?? "\(error)")")
        }
        try ConfigValidator(file: file, app: app, document: document).validate(config)
        return config.fillingDefaultChoices(of: app)
    }

    /// Checks names: the default variant, each variant's coordinators, label keys and experiments.
    /// Without the file's parsed `document`, errors have a path but no `line:column`.
    package static func validate(_ config: AppConfig, file: String, app: AppConfiguration,
                                document: JSONNode? = nil) throws(FileError) {
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
