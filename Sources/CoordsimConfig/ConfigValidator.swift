import CoordsimApp

/// The name checks that need more than the JSON shape: that names refer to things that exist.
/// Errors point at the offending value in the file when the parsed document is at hand.
struct ConfigValidator {
    let file: String
    let app: AppConfiguration
    let document: JSONNode?

    /// An error at `path`; `atKey` points at the key itself, for keys that should not be there.
    func error(_ path: JSONPath, atKey: Bool = false, _ problem: FileError.Problem, _ what: String,
               fix: String? = nil) -> FileError {
        FileError(file: file, position: document?.position(of: path, atKey: atKey), path: path, problem: problem,
                  what: what, fix: fix)
    }

    /// A value that cannot be used (``FileError/Problem/invalidValue``) at `path`.
    func error(_ path: JSONPath, atKey: Bool = false, _ what: String, fix: String? = nil) -> FileError {
        error(path, atKey: atKey, .invalidValue, what, fix: fix)
    }

    func validate(_ config: AppConfig) throws(FileError) {
        let root = JSONPath.root
        guard !config.variants.isEmpty else {
            throw error(root.appending("variants"), "defines no variants", fix: "add at least one")
        }
        var seen = Set<String>()
        for (index, variant) in config.variants.enumerated() {
            let path = root.appending("variants").appending(index)
            guard !variant.name.isEmpty else {
                throw error(path.appending("name"), "is empty", fix: "give the variant a name")
            }
            guard seen.insert(variant.name).inserted else {
                throw error(path.appending("name"), "variant \"\(variant.name)\" is defined twice")
            }
            try validateCoordinators(variant.coordinators, at: path.appending("coordinators"))
            try validateLaunch(variant.launch ?? [:], at: path.appending("launch"))
        }
        guard config.variant(named: config.defaultVariant) != nil else {
            throw unknownName(root.appending("defaultVariant"), "variant", config.defaultVariant, valid: config.variantNames)
        }
        try validateLaunch(config.launch ?? [:], at: root.appending("launch"))
        try validateLabels(config.labels ?? [:], at: root.appending("labels"))
        for (index, experiment) in (config.experiments ?? []).enumerated() {
            try validate(experiment, at: root.appending("experiments").appending(index), in: config)
        }
        if let users = config.syntheticUsers { try validate(users, at: root.appending("syntheticUsers")) }
    }

    /// `unknown coordinator "X" (did you mean "Y"?); valid buying coordinators: A, B` at `path`,
    /// or when the app declares no such names at all, that it has none, followed by `none` (what to do instead).
    func unknownName(_ path: JSONPath, atKey: Bool = false, _ kind: String, _ name: String, valid: [String],
                     none: String? = nil) -> FileError {
        var error = FileError.unknownName(kind, name, valid: valid, file: file,
                                          position: document?.position(of: path, atKey: atKey), path: path)
        if let none, valid.isEmpty { error.fix = none }
        return error
    }

    private func validateCoordinators(_ coordinators: [String: String], at path: JSONPath) throws(FileError) {
        let roles = app.roles.map(\.name)
        for role in sortedByPosition(coordinators.keys, at: path) where app.role(named: role) == nil {
            throw unknownName(path.appending(role), atKey: true, "role", role, valid: roles,
                              none: "\(app.name) has no roles, so leave coordinators empty")
        }
        for role in app.roles {
            let valid = role.choiceNames
            guard let name = coordinators[role.name] ?? role.defaultChoice else {
                throw error(path.appending(role.name), .missingKey(role.name), "is missing",
                            fix: "set \"\(role.name)\" to one of: \(valid.joined(separator: ", "))")
            }
            guard valid.contains(name) else {
                throw unknownName(path.appending(role.name), "\(role.name) coordinator", name, valid: valid)
            }
        }
    }

    /// Each name is one of the app's launch parameters, and each value of its type and range.
    private func validateLaunch(_ launch: [String: LaunchValue], at path: JSONPath) throws(FileError) {
        let declared = app.launchParameters
        for name in sortedByPosition(launch.keys, at: path) {
            guard let parameter = app.launchParameter(named: name), let value = launch[name] else {
                throw unknownName(path.appending(name), atKey: true, "launch parameter", name, valid: declared.map(\.name),
                                  none: "\(app.name) has no launch parameters")
            }
            do {
                _ = try parameter.check(value, among: declared)
            } catch {
                let found = document?.node(at: path.appending(name))?.kindDescription ?? value.literal
                switch error.problem {
                case .outOfRange, .notAChoice: throw self.error(path.appending(name), "\(error)")
                case .unknown, .wrongType, .unreadable: break
                }
                throw self.error(path.appending(name), .wrongType, "wrong type: expected \(parameter.kind.expectation), found \(found)")
            }
        }
    }

    private func validateLabels(_ labels: [String: [String: String]], at path: JSONPath) throws(FileError) {
        let languages = app.languages.map(\.rawValue)
        for language in sortedByPosition(labels.keys, at: path) {
            guard languages.contains(language) else {
                throw unknownName(path.appending(language), atKey: true, "language", language, valid: languages)
            }
            let table = labels[language] ?? [:]
            for key in sortedByPosition(table.keys, at: path.appending(language)) {
                guard app.labelKeys.contains(key) else {
                    throw unknownName(path.appending(language).appending(key), atKey: true, "label key", key,
                                  valid: app.labelKeys, none: "\(app.name) has no labels")
                }
                try validateText(table[key] ?? "", key: key, language: language, labels: labels,
                                 at: path.appending(language).appending(key))
            }
        }
        guard !app.labelKeys.isEmpty else { return }
        guard let english = labels[Language.en.rawValue] else {
            throw error(path.appending(Language.en.rawValue), .missingKey(Language.en.rawValue), "is missing",
                        fix: "English labels are required")
        }
        let missing = app.labelKeys.filter { english[$0] == nil }
        if !missing.isEmpty {
            throw error(path.appending(Language.en.rawValue), .missingKey(missing[0]),
                        "missing label keys: \(missing.joined(separator: ", "))")
        }
    }

    /// A label's text: not empty, and only the placeholders the app fills (or, when the app does
    /// not say, those of the English text).
    private func validateText(_ text: String, key: String, language: String, labels: [String: [String: String]],
                              at path: JSONPath) throws(FileError) {
        // Blank is all spaces and tabs, as trimmingSpacesAndTabs() sees it; asked without making the
        // trimmed copy, whose generic append has the runtime scan every conformance record on first use.
        guard text.unicodeScalars.contains(where: { !$0.isSpaceOrTab }) else {
            throw error(path, "is empty", fix: language == Language.en.rawValue
                ? "give \"\(key)\" a text"
                : "give \"\(key)\" a text, or leave the key out to show the English one")
        }
        let allowed: [String]
        let english: Bool
        if let declared = app.labelPlaceholders {
            allowed = declared[key] ?? []
            english = false
        } else if language != Language.en.rawValue, let text = labels[Language.en.rawValue]?[key] {
            allowed = Labels.placeholders(in: text)
            english = true
        } else {
            return
        }
        for name in Labels.placeholders(in: text) where !allowed.contains(name) {
            var what = "unknown placeholder \"{\(name)}\""
            if let suggestion = Suggestion.closest(to: name, in: allowed) { what += " (did you mean \"{\(suggestion)}\"?)" }
            let list = allowed.map { "{\($0)}" }.joined(separator: ", ")
            let fix = switch (allowed.isEmpty, english) {
            case (true, false): "\"\(key)\" takes no placeholders"
            case (false, false): "\"\(key)\" takes \(list)"
            case (true, true): "the English text of \"\(key)\" has no placeholders"
            case (false, true): "\"\(key)\" takes those of its English text: \(list)"
            }
            throw error(path, .unknownName(kind: "placeholder", name: name), what, fix: fix)
        }
    }

    private func validate(_ users: SyntheticUsersConfig, at path: JSONPath) throws(FileError) {
        if let model = users.model, !SyntheticUsersConfig.models.contains(model) {
            throw unknownName(path.appending("model"), "user model", model, valid: SyntheticUsersConfig.models)
        }
        if let epsilon = users.epsilon, !(0...1).contains(epsilon) {
            throw error(path.appending("epsilon"), "must be between 0 and 1 (the share of random inputs)")
        }
        if let patience = users.patience, !(patience > 0) {
            throw error(path.appending("patience"), "must be above 0 (the inputs a user makes on average before giving up)")
        }
        if let budget = users.budget, !(1...10_000).contains(budget) {
            throw error(path.appending("budget"), "must be from 1 to 10,000 (inputs a user makes)")
        }
        if users.model == "uniform", users.epsilon != nil || users.patience != nil {
            throw error(path.appending(users.epsilon != nil ? "epsilon" : "patience"), atKey: true, .invalidValue,
                        "applies to goal-directed users only", fix: "remove it or set \"model\": \"goal-directed\"")
        }
    }

    private func validate(_ experiment: ExperimentConfig, at path: JSONPath, in config: AppConfig) throws(FileError) {
        guard !experiment.key.isEmpty else {
            throw error(path.appending("key"), "is empty", fix: "name the experiment")
        }
        guard !experiment.variants.isEmpty else {
            throw error(path.appending("variants"), "is empty", fix: "name at least one variant")
        }
        var listed = Set<String>()
        for (index, name) in experiment.variants.enumerated() {
            guard config.variant(named: name) != nil else {
                throw unknownName(path.appending("variants").appending(index), "variant", name, valid: config.variantNames)
            }
            guard listed.insert(name).inserted else {
                throw error(path.appending("variants").appending(index), "variant \"\(name)\" is listed twice",
                            fix: "list each variant once")
            }
        }
        // A forced variant outside `variants` has no bucket: assignment and `compare` would have no data for it.
        if let forced = experiment.forcedVariant, !experiment.variants.contains(forced) {
            guard config.variant(named: forced) != nil else {
                throw unknownName(path.appending("forcedVariant"), "variant", forced, valid: experiment.variants)
            }
            throw error(path.appending("forcedVariant"), "variant \"\(forced)\" is not one of this experiment's variants",
                        fix: "valid forced variants: \(experiment.variants.joined(separator: ", "))")
        }
        if let weights = experiment.weights {
            guard weights.count == experiment.variants.count else {
                throw error(path.appending("weights"),
                    "has \(weights.count) weights for \(experiment.variants.count) variants", fix: "give one per variant")
            }
            guard weights.allSatisfy({ $0 >= 0 && $0.isFinite }), abs(weights.reduce(0, +) - 1) < 0.001 else {
                throw error(path.appending("weights"), "must be non-negative and sum to 1")
            }
        }
        if let coverage = experiment.coverage, !(0...1).contains(coverage) {
            throw error(path.appending("coverage"), "must be between 0 and 1")
        }
        if let version = experiment.hashVersion, ![1, 2].contains(version) {
            throw error(path.appending("hashVersion"), "must be 1 or 2")
        }
    }

    /// Dictionary keys in the order they appear in the file, so the first error reported is the first in the file.
    private func sortedByPosition(_ keys: Dictionary<String, some Any>.Keys, at path: JSONPath) -> [String] {
        guard case let .object(members)? = document?.node(at: path)?.value else { return keys.sorted() }
        var positions: [String: SourcePosition] = [:]
        for member in members { positions[member.key] = member.keyPosition }
        let unknown = SourcePosition(line: .max, column: .max)
        return keys.sorted { (positions[$0] ?? unknown, $0) < (positions[$1] ?? unknown, $1) }
    }
}
