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
        for (index, experiment) in (config.experiments ?? []).enumerated() {
            try validate(experiment, at: "$.experiments[\(index)]", in: config, file: file)
        }
        let missing = LabelKey.allCases.filter { english[$0.rawValue] == nil }
        if !missing.isEmpty {
            throw ConfigError(file: file, path: "$.labels.en",
                message: "missing label keys: \(missing.map(\.rawValue).joined(separator: ", "))")
        }
    }

    static func validate(_ experiment: ExperimentConfig, at path: String, in config: AppConfig, file: String) throws {
        let valid = "valid variants: \(config.variantNames.joined(separator: ", "))"
        guard !experiment.variants.isEmpty else {
            throw ConfigError(file: file, path: "\(path).variants", message: "is empty; name at least one variant")
        }
        for (index, name) in experiment.variants.enumerated() where config.variant(named: name) == nil {
            throw ConfigError(file: file, path: "\(path).variants[\(index)]", message: "unknown variant \"\(name)\"; \(valid)")
        }
        if let forced = experiment.forcedVariant, config.variant(named: forced) == nil {
            throw ConfigError(file: file, path: "\(path).forcedVariant", message: "unknown variant \"\(forced)\"; \(valid)")
        }
        if let weights = experiment.weights {
            guard weights.count == experiment.variants.count else {
                throw ConfigError(file: file, path: "\(path).weights",
                    message: "has \(weights.count) weights for \(experiment.variants.count) variants; give one per variant")
            }
            guard weights.allSatisfy({ $0 >= 0 && $0.isFinite }), abs(weights.reduce(0, +) - 1) < 0.001 else {
                throw ConfigError(file: file, path: "\(path).weights", message: "must be non-negative and sum to 1")
            }
        }
        if let coverage = experiment.coverage, !(0...1).contains(coverage) {
            throw ConfigError(file: file, path: "\(path).coverage", message: "must be between 0 and 1")
        }
        if let version = experiment.hashVersion, ![1, 2].contains(version) {
            throw ConfigError(file: file, path: "\(path).hashVersion", message: "must be 1 or 2")
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
