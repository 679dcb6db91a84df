/// The JSON config users edit (the shop's is `Configs/default.json`): the variants, which
/// concrete coordinator fills each of the app's roles in each, the launch parameters, and the labels.
public struct AppConfig: Codable, Hashable, Sendable {
    /// The variant run when none is named (`--variant`); one of ``variants``.
    public var defaultVariant: String
    /// Launch parameter name to value, e.g. `signedIn`; the app's defaults fill the rest, and a
    /// variant's own `launch` overrides it.
    public var launch: [String: LaunchValue]?
    /// The variants, in the order tools list them.
    public var variants: [VariantConfig]
    /// Language code to label key to text. `en` must be complete; others fall back to it.
    public var labels: [String: [String: String]]?
    /// A/B experiments that assign users to variants; optional.
    public var experiments: [ExperimentConfig]?
    /// How `compare --users` models its synthetic users; optional, flags override it.
    public var syntheticUsers: SyntheticUsersConfig?

    /// A config as JSON would give it; nothing is checked against an app until a variant is picked.
    public init(defaultVariant: String, launch: [String: LaunchValue]? = nil, variants: [VariantConfig],
                labels: [String: [String: String]]? = nil, experiments: [ExperimentConfig]? = nil,
                syntheticUsers: SyntheticUsersConfig? = nil) {
        self.defaultVariant = defaultVariant
        self.launch = launch
        self.variants = variants
        self.labels = labels
        self.experiments = experiments
        self.syntheticUsers = syntheticUsers
    }

    /// The config an app runs with when it has no config file: one variant, `default`, that
    /// picks each role's first choice, and English labels that are the keys themselves.
    public static func derived(from app: AppConfiguration) -> AppConfig {
        var coordinators: [String: String] = [:]
        for role in app.roles { coordinators[role.name] = role.choices.first?.name ?? "" }
        let english = Dictionary(app.labelKeys.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
        return AppConfig(defaultVariant: "default",
                         variants: [VariantConfig(name: "default", summary: "each role's first choice",
                                                  coordinators: coordinators)],
                         labels: english.isEmpty ? nil : [Language.en.rawValue: english])
    }

    /// The variants' names, in config order.
    public var variantNames: [String] { variants.map(\.name) }

    /// The variant called `name`; nil when the config has none.
    public func variant(named name: String) -> VariantConfig? {
        variants.first { $0.name == name }
    }

    /// The labels of `language`, English filling any gaps.
    public func labels(for language: Language) -> Labels {
        Labels(texts: labels?[language.rawValue] ?? [:], fallback: labels?[Language.en.rawValue] ?? [:])
    }

    /// The languages the config gives labels in, English first.
    public var languages: [Language] {
        let codes = (labels ?? [:]).keys.filter { $0 != Language.en.rawValue }.sorted()
        return [.en] + codes.map(Language.init(rawValue:))
    }
}

extension AppConfig {
    /// The config with each role a variant leaves out set to the role's default choice, so that
    /// launches and tools always see every role.
    public func fillingDefaultChoices(of app: AppConfiguration) -> AppConfig {
        var config = self
        for index in config.variants.indices {
            for role in app.roles where config.variants[index].coordinators[role.name] == nil {
                if let choice = role.defaultChoice { config.variants[index].coordinators[role.name] = choice }
            }
        }
        return config
    }
}

/// One variant: a name, what it is, and a concrete type name per role.
public struct VariantConfig: Codable, Hashable, Sendable {
    /// The name tools and `--variant` use, e.g. `B`.
    public var name: String
    /// One line on how the variant differs, for `validate` and reports.
    public var summary: String
    /// Role (`ordering`) to concrete type name (`CheckoutCoordinator`).
    public var coordinators: [String: String]
    /// Launch parameters this variant launches with, over the config's `launch`; optional.
    public var launch: [String: LaunchValue]?

    /// A variant; `launch` nil leaves the config's launch parameters as they are.
    public init(name: String, summary: String, coordinators: [String: String], launch: [String: LaunchValue]? = nil) {
        self.name = name
        self.summary = summary
        self.coordinators = coordinators
        self.launch = launch
    }
}

/// An experiment that buckets users into variants, GrowthBook style.
public struct ExperimentConfig: Codable, Hashable, Sendable {
    /// The experiment key; also the hash seed unless `seed` is set.
    public var key: String
    /// The variant names users are split between.
    public var variants: [String]
    /// One weight per variant, summing to 1; equal when omitted.
    public var weights: [Double]?
    /// The share of users in the experiment at all, 0...1; 1 when omitted.
    public var coverage: Double?
    /// The bucketing hash version, 1 or 2; 1 when omitted.
    public var hashVersion: Int?
    /// The hash seed users are bucketed by; `key` when omitted.
    public var seed: String?
    /// Puts every user in this variant, e.g. while a rollout is paused.
    public var forcedVariant: String?

    /// An experiment; each optional field nil takes its default, as in JSON.
    public init(key: String, variants: [String], weights: [Double]? = nil, coverage: Double? = nil,
                hashVersion: Int? = nil, seed: String? = nil, forcedVariant: String? = nil) {
        self.key = key
        self.variants = variants
        self.weights = weights
        self.coverage = coverage
        self.hashVersion = hashVersion
        self.seed = seed
        self.forcedVariant = forcedVariant
    }
}

/// The synthetic users of `compare --users`, as a config sets them: the user model and its
/// parameters. Each field is optional; `--model`, `--epsilon`, `--patience` and `--budget` override it.
///
/// ```json
/// "syntheticUsers": { "model": "goal-directed", "epsilon": 0.1, "patience": 10, "budget": 40 }
/// ```
public struct SyntheticUsersConfig: Codable, Hashable, Sendable {
    /// `goal-directed` or `uniform` (``models``).
    public var model: String?
    /// Goal-directed users: the share of inputs chosen at random instead of along a shortest path, 0...1.
    public var epsilon: Double?
    /// Goal-directed users: the inputs they make on average before giving up, above 0.
    public var patience: Double?
    /// The most inputs a user makes, at least 1.
    public var budget: Int?

    /// The user models a config and `--model` may name.
    public static let models = ["goal-directed", "uniform"]

    /// Synthetic users settings; each nil takes the built-in default or the flag.
    public init(model: String? = nil, epsilon: Double? = nil, patience: Double? = nil, budget: Int? = nil) {
        self.model = model
        self.epsilon = epsilon
        self.patience = patience
        self.budget = budget
    }
}
