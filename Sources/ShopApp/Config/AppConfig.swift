/// The JSON config users edit (`Configs/default.json`): the variants, which concrete
/// coordinator fills each role in each, the start state, and the labels.
public struct AppConfig: Codable, Hashable, Sendable {
    public var defaultVariant: String
    public var startLoggedIn: Bool
    public var variants: [VariantConfig]
    /// Language code to label key to text. `en` must be complete; others fall back to it.
    public var labels: [String: [String: String]]

    public init(defaultVariant: String, startLoggedIn: Bool, variants: [VariantConfig],
                labels: [String: [String: String]]) {
        self.defaultVariant = defaultVariant
        self.startLoggedIn = startLoggedIn
        self.variants = variants
        self.labels = labels
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
