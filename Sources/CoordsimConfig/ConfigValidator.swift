import CoordsimApp

/// The name checks that need more than the JSON shape: that names refer to things that exist.
/// Errors point at the offending value in the file when the parsed document is at hand.
struct ConfigValidator {
    let file: String
    let app: AppConfiguration
    let document: JSONNode?

    /// An error at `path`; `atKey` points at the key itself, for keys that should not be there.
    func error(_ path: JSONPath, atKey: Bool = false, _ message: String) -> ConfigError {
        ConfigError(file: file, path: path.description,
                    location: document?.position(of: path, atKey: atKey).description, message: message)
    }

    func validate(_ config: AppConfig) throws(ConfigError) {
        let root = JSONPath.root
        guard !config.variants.isEmpty else {
            throw error(root.appending("variants"), "defines no variants; add at least one")
        }
        var seen = Set<String>()
        for (index, variant) in config.variants.enumerated() {
            let path = root.appending("variants").appending(index)
            guard !variant.name.isEmpty else {
                throw error(path.appending("name"), "is empty; give the variant a name")
            }
            guard seen.insert(variant.name).inserted else {
                throw error(path.appending("name"), "variant \"\(variant.name)\" is defined twice")
            }
            try validateCoordinators(variant.coordinators, at: path.appending("coordinators"))
            try validateLaunch(variant.launch ?? [:], at: path.appending("launch"))
        }
        guard config.variant(named: config.defaultVariant) != nil else {
            throw error(root.appending("defaultVariant"), unknownName("variant", config.defaultVariant, valid: config.variantNames))
        }
        try validateLaunch(config.launch ?? [:], at: root.appending("launch"))
        try validateLabels(config.labels ?? [:], at: root.appending("labels"))
        for (index, experiment) in (config.experiments ?? []).enumerated() {
            try validate(experiment, at: root.appending("experiments").appending(index), in: config)
        }
        if let users = config.syntheticUsers { try validate(users, at: root.appending("syntheticUsers")) }
    }

    /// `unknown coordinator "X" (did you mean "Y"?); valid buying coordinators: A, B`
    func unknownName(_ what: String, _ name: String, valid: [String]) -> String {
        Suggestion.unknownName(what, name, valid: valid)
    }

    /// ``unknownName(_:_:valid:)``, or when the app declares no such names at all, that it has
    /// none, followed by `none` (what to do instead).
    func unknownName(_ what: String, _ name: String, valid: [String], none: String) -> String {
        valid.isEmpty ? "unknown \(what) \"\(name)\"; \(none)" : unknownName(what, name, valid: valid)
    }

    private func validateCoordinators(_ coordinators: [String: String], at path: JSONPath) throws(ConfigError) {
        let roles = app.roles.map(\.name)
        for role in sortedByPosition(coordinators.keys, at: path) where app.role(named: role) == nil {
            throw error(path.appending(role), atKey: true,
                        unknownName("role", role, valid: roles, none: "\(app.name) has no roles, so leave coordinators empty"))
        }
        for role in app.roles {
            let valid = role.choiceNames
            guard let name = coordinators[role.name] ?? role.defaultChoice else {
                throw error(path.appending(role.name),
                            "is missing; set \"\(role.name)\" to one of: \(valid.joined(separator: ", "))")
            }
            guard valid.contains(name) else {
                throw error(path.appending(role.name), unknownName("\(role.name) coordinator", name, valid: valid))
            }
        }
    }

    /// Each name is one of the app's launch parameters, and each value of its type and range.
    private func validateLaunch(_ launch: [String: LaunchValue], at path: JSONPath) throws(ConfigError) {
        let declared = app.launchParameters
        for name in sortedByPosition(launch.keys, at: path) {
            guard let parameter = app.launchParameter(named: name), let value = launch[name] else {
                throw error(path.appending(name), atKey: true,
                            unknownName("launch parameter", name, valid: declared.map(\.name),
                                        none: "\(app.name) has no launch parameters"))
            }
            do {
                _ = try parameter.check(value, among: declared)
            } catch {
                let found = document?.node(at: path.appending(name))?.kindDescription ?? value.literal
                if case .outOfRange = error.problem {
                    throw self.error(path.appending(name), "\(error)")
                }
                throw self.error(path.appending(name), "wrong type: expected \(parameter.kind.expectation), found \(found)")
            }
        }
    }

    private func validateLabels(_ labels: [String: [String: String]], at path: JSONPath) throws(ConfigError) {
        let languages = app.languages.map(\.rawValue)
        for language in sortedByPosition(labels.keys, at: path) {
            guard languages.contains(language) else {
                throw error(path.appending(language), atKey: true, unknownName("language", language, valid: languages))
            }
            let table = labels[language] ?? [:]
            for key in sortedByPosition(table.keys, at: path.appending(language)) {
                guard app.labelKeys.contains(key) else {
                    throw error(path.appending(language).appending(key), atKey: true,
                                unknownName("label key", key, valid: app.labelKeys, none: "\(app.name) has no labels"))
                }
                try validateText(table[key] ?? "", key: key, language: language, labels: labels,
                                 at: path.appending(language).appending(key))
            }
        }
        guard !app.labelKeys.isEmpty else { return }
        guard let english = labels[Language.en.rawValue] else {
            throw error(path.appending(Language.en.rawValue), "is missing; English labels are required")
        }
        let missing = app.labelKeys.filter { english[$0] == nil }
        if !missing.isEmpty {
            throw error(path.appending(Language.en.rawValue), "missing label keys: \(missing.joined(separator: ", "))")
        }
    }

    /// A label's text: not empty, and only the placeholders the app fills (or, when the app does
    /// not say, those of the English text).
    private func validateText(_ text: String, key: String, language: String, labels: [String: [String: String]],
                              at path: JSONPath) throws(ConfigError) {
        // Blank is all spaces and tabs, as trimmingSpacesAndTabs() sees it; asked without making the
        // trimmed copy, whose generic append has the runtime scan every conformance record on first use.
        guard text.unicodeScalars.contains(where: { !$0.isSpaceOrTab }) else {
            throw error(path, language == Language.en.rawValue
                ? "is empty; give \"\(key)\" a text"
                : "is empty; give \"\(key)\" a text, or leave the key out to show the English one")
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
            var message = "unknown placeholder \"{\(name)}\""
            if let suggestion = Suggestion.closest(to: name, in: allowed) { message += " (did you mean \"{\(suggestion)}\"?)" }
            let list = allowed.map { "{\($0)}" }.joined(separator: ", ")
            switch (allowed.isEmpty, english) {
            case (true, false): message += "; \"\(key)\" takes no placeholders"
            case (false, false): message += "; \"\(key)\" takes \(list)"
            case (true, true): message += "; the English text of \"\(key)\" has no placeholders"
            case (false, true): message += "; \"\(key)\" takes those of its English text: \(list)"
            }
            throw error(path, message)
        }
    }

    private func validate(_ users: SyntheticUsersConfig, at path: JSONPath) throws(ConfigError) {
        if let model = users.model, !SyntheticUsersConfig.models.contains(model) {
            throw error(path.appending("model"), unknownName("user model", model, valid: SyntheticUsersConfig.models))
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
            throw error(path.appending(users.epsilon != nil ? "epsilon" : "patience"), atKey: true,
                        "applies to goal-directed users only; remove it or set \"model\": \"goal-directed\"")
        }
    }

    private func validate(_ experiment: ExperimentConfig, at path: JSONPath, in config: AppConfig) throws(ConfigError) {
        guard !experiment.key.isEmpty else {
            throw error(path.appending("key"), "is empty; name the experiment")
        }
        guard !experiment.variants.isEmpty else {
            throw error(path.appending("variants"), "is empty; name at least one variant")
        }
        var listed = Set<String>()
        for (index, name) in experiment.variants.enumerated() {
            guard config.variant(named: name) != nil else {
                throw error(path.appending("variants").appending(index), unknownName("variant", name, valid: config.variantNames))
            }
            guard listed.insert(name).inserted else {
                throw error(path.appending("variants").appending(index),
                            "variant \"\(name)\" is listed twice; list each variant once")
            }
        }
        // A forced variant outside `variants` has no bucket: assignment and `compare` would have no data for it.
        if let forced = experiment.forcedVariant, !experiment.variants.contains(forced) {
            let message = config.variant(named: forced) == nil
                ? unknownName("variant", forced, valid: experiment.variants)
                : "variant \"\(forced)\" is not one of this experiment's variants"
                    + "; valid forced variants: \(experiment.variants.joined(separator: ", "))"
            throw error(path.appending("forcedVariant"), message)
        }
        if let weights = experiment.weights {
            guard weights.count == experiment.variants.count else {
                throw error(path.appending("weights"),
                    "has \(weights.count) weights for \(experiment.variants.count) variants; give one per variant")
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
