import Foundation

/// Reads and checks a config before anything runs.
public enum ConfigLoader {
    /// Loads `path`, or throws a ``ConfigError`` naming the file.
    public static func load(path: String, registry: CoordinatorRegistry = .standard) throws -> AppConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ConfigError(file: path, message: exists
                ? "cannot read the file; check its permissions"
                : "no such file; pass an existing config with --config PATH (the default is Configs/default.json)")
        }
        return try parse(data, file: path, registry: registry)
    }

    /// Parses and validates config bytes; `file` only labels errors.
    public static func parse(_ data: Data, file: String, registry: CoordinatorRegistry = .standard) throws -> AppConfig {
        let config: AppConfig
        do {
            config = try JSONDecoder().decode(AppConfig.self, from: data)
        } catch let error as DecodingError {
            throw ConfigError(file: file, path: Self.path(of: error), message: Self.message(of: error))
        } catch {
            throw ConfigError(file: file, message: "not valid JSON: \(error.localizedDescription)")
        }
        try validate(config, file: file, registry: registry)
        return config
    }

    /// Checks names: the default variant, each variant's coordinators, and label keys.
    public static func validate(_ config: AppConfig, file: String, registry: CoordinatorRegistry) throws {
        guard !config.variants.isEmpty else {
            throw ConfigError(file: file, path: "$.variants", message: "defines no variants; add at least one")
        }
        var seen = Set<String>()
        for (index, variant) in config.variants.enumerated() {
            guard seen.insert(variant.name).inserted else {
                throw ConfigError(file: file, path: "$.variants[\(index)].name",
                                  message: "variant \"\(variant.name)\" is defined twice")
            }
            for role in variant.coordinators.keys.sorted() where CoordinatorRegistry.Role(rawValue: role) == nil {
                throw ConfigError(file: file, path: "$.variants[\(index)].coordinators.\(role)",
                    message: "unknown role \"\(role)\"; valid roles: \(CoordinatorRegistry.Role.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if case let .failure(unknown) = registry.resolve(variant.coordinators) {
                let what = unknown.name.isEmpty ? "is missing" : "names unknown coordinator \"\(unknown.name)\""
                throw ConfigError(file: file, path: "$.variants[\(index)].coordinators.\(unknown.role.rawValue)",
                    message: "\(what); valid \(unknown.role.rawValue) coordinators: \(unknown.valid.joined(separator: ", "))")
            }
        }
        guard config.variant(named: config.defaultVariant) != nil else {
            throw ConfigError(file: file, path: "$.defaultVariant",
                message: "unknown variant \"\(config.defaultVariant)\"; valid variants: \(config.variantNames.joined(separator: ", "))")
        }
        guard let english = config.labels[Language.en.rawValue] else {
            throw ConfigError(file: file, path: "$.labels.en", message: "is missing; English labels are required")
        }
        for (language, table) in config.labels.sorted(by: { $0.key < $1.key }) {
            guard Language(rawValue: language) != nil else {
                throw ConfigError(file: file, path: "$.labels.\(language)",
                    message: "unknown language; valid languages: \(Language.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            for key in table.keys.sorted() where LabelKey(rawValue: key) == nil {
                throw ConfigError(file: file, path: "$.labels.\(language).\(key)", message: "unknown label key")
            }
        }
        let missing = LabelKey.allCases.filter { english[$0.rawValue] == nil }
        if !missing.isEmpty {
            throw ConfigError(file: file, path: "$.labels.en",
                message: "missing label keys: \(missing.map(\.rawValue).joined(separator: ", "))")
        }
    }

    static func path(of error: DecodingError) -> String {
        let codingPath: [CodingKey]
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            codingPath = context.codingPath
        case let .keyNotFound(key, context):
            codingPath = context.codingPath + [key]
        @unknown default:
            codingPath = []
        }
        return "$" + codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }

    static func message(of error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, _): return "wrong type; expected \(type)"
        case .valueNotFound(let type, _): return "is null; expected \(type)"
        case .keyNotFound: return "is missing"
        case let .dataCorrupted(context): return "not valid JSON: \(context.debugDescription)"
        @unknown default: return "cannot be read"
        }
    }
}
