import CoordinatorKit

/// Builds the app a config describes into an ``Application``: the entry point, like a scene delegate.
public struct ShopApp: Sendable {
    public let config: AppConfig
    public let variant: VariantConfig
    public let language: Language
    public let coordinators: CoordinatorSet

    /// Fails with a message listing the valid names when `variant` is unknown.
    public init(config: AppConfig, variant name: String? = nil, language: Language = .en,
                registry: CoordinatorRegistry = .standard) throws {
        let name = name ?? config.defaultVariant
        guard let variant = config.variant(named: name) else {
            throw UnknownVariant(name: name, valid: config.variantNames)
        }
        switch registry.resolve(variant.coordinators) {
        case let .success(set): coordinators = set
        case let .failure(unknown):
            throw UnknownVariant(name: name, valid: config.variantNames,
                                 detail: "role \(unknown.role.rawValue) names unknown coordinator \"\(unknown.name)\"")
        }
        self.config = config
        self.variant = variant
        self.language = language
    }

    /// Installs and starts the AppCoordinator, as `scene(_:willConnectTo:)` does.
    @discardableResult
    public func launch(in application: Application) -> AppCoordinator {
        let context = AppContext(application: application, labels: config.labels(for: language),
                                 coordinators: coordinators)
        let coordinator = AppCoordinator(context: context, isLoggedIn: config.startLoggedIn)
        application.rootCoordinator = coordinator
        coordinator.start()
        return coordinator
    }
}

public struct UnknownVariant: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var valid: [String]
    public var detail: String?

    public var description: String {
        if let detail { return "variant \"\(name)\": \(detail)" }
        return "unknown variant \"\(name)\"; valid variants: \(valid.joined(separator: ", "))"
    }
}
