/// The JSON config users edit (`Configs/default.json`): the variants, which concrete
/// coordinator fills each role in each, the start state, and the labels.
public struct AppConfig: Codable, Hashable, Sendable {
    public var defaultVariant: String
    public var startLoggedIn: Bool
    public var variants: [VariantConfig]
    /// Language code to label key to text. `en` must be complete; others fall back to it.
    public var labels: [String: [String: String]]
    /// A/B experiments that assign users to variants; optional.
    public var experiments: [ExperimentConfig]?

    public init(defaultVariant: String, startLoggedIn: Bool, variants: [VariantConfig],
                labels: [String: [String: String]], experiments: [ExperimentConfig]? = nil) {
        self.defaultVariant = defaultVariant
        self.startLoggedIn = startLoggedIn
        self.variants = variants
        self.labels = labels
        self.experiments = experiments
    }

    public var variantNames: [String] { variants.map(\.name) }

    public func variant(named name: String) -> VariantConfig? {
        variants.first { $0.name == name }
    }

    /// The labels of `language`, English filling any gaps.
    public func labels(for language: Language) -> Labels {
        func table(_ code: String) -> [LabelKey: String] {
            var result: [LabelKey: String] = [:]
            for (key, text) in labels[code] ?? [:] {
                if let labelKey = LabelKey(rawValue: key) { result[labelKey] = text }
            }
            return result
        }
        return Labels(texts: table(language.rawValue), fallback: table(Language.en.rawValue))
    }
}

/// One variant: a name, what it is, and a concrete type name per role.
public struct VariantConfig: Codable, Hashable, Sendable {
    public var name: String
    public var summary: String
    /// Role (`buying`) to concrete type name (`ChildBuyCoordinator`).
    public var coordinators: [String: String]

    public init(name: String, summary: String, coordinators: [String: String]) {
        self.name = name
        self.summary = summary
        self.coordinators = coordinators
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
    public var seed: String?
    /// Puts every user in this variant, e.g. while a rollout is paused.
    public var forcedVariant: String?

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
