/// One variant of an app, checked and ready to launch: the app, its config, the variant, the
/// language and the launch parameters. The runtime's tools all start simulations from one.
public struct AppVariant: Sendable {
    /// The app's type.
    public let app: any SimulatedApp.Type
    public let config: AppConfig
    public let variant: VariantConfig
    public let language: Language
    /// Every launch parameter the app declares, with the value this variant launches with.
    public private(set) var parameters: [String: Bool]

    /// Picks `variant` (the config's default when nil). Fails with ``UnknownVariant`` for a
    /// name the config does not define, and ``UnknownLaunchParameter`` for an override the app
    /// does not declare.
    public init(_ app: any SimulatedApp.Type, config: AppConfig, variant name: String? = nil,
                language: Language = .en, parameters overrides: [String: Bool] = [:]) throws {
        let name = name ?? config.defaultVariant
        guard var variant = config.variant(named: name) else {
            throw UnknownVariant(name: name, valid: config.variantNames)
        }
        let configuration = app.configuration
        for role in configuration.roles {
            if variant.coordinators[role.name] == nil, let choice = role.defaultChoice {
                variant.coordinators[role.name] = choice
            }
            let chosen = variant.coordinators[role.name] ?? ""
            guard role.choiceNames.contains(chosen) else {
                throw UnknownVariant(name: name, valid: config.variantNames,
                                     detail: "role \(role.name) names unknown coordinator \"\(chosen)\"")
            }
        }
        self.app = app
        self.config = config
        self.variant = variant
        self.language = language
        var parameters: [String: Bool] = [:]
        for parameter in configuration.launchParameters {
            parameters[parameter.name] = config.launch?[parameter.name] ?? parameter.defaultValue
        }
        self.parameters = parameters
        try self.parameters = with(parameters: overrides).parameters
    }

    /// The variant's name.
    public var name: String { variant.name }

    /// The same variant launched with some parameters overridden, as a journey's `launch` does.
    public func with(parameters overrides: [String: Bool]) throws(UnknownLaunchParameter) -> AppVariant {
        var copy = self
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) {
            guard copy.parameters[name] != nil else {
                throw UnknownLaunchParameter(name: name, valid: app.configuration.launchParameters.map(\.name))
            }
            copy.parameters[name] = value
        }
        return copy
    }

    /// Makes the app for a launch into `application`, without starting it.
    public func makeApp(in application: Application) -> any SimulatedApp {
        app.init(launch: Launch(application: application, variant: variant.name, coordinators: variant.coordinators,
                                labels: config.labels(for: language), parameters: parameters))
    }
}

/// A variant the config does not define, or one that names a coordinator the app lacks.
public struct UnknownVariant: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var valid: [String]
    public var detail: String?

    public init(name: String, valid: [String], detail: String? = nil) {
        self.name = name
        self.valid = valid
        self.detail = detail
    }

    public var description: String {
        if let detail { return "variant \"\(name)\": \(detail)" }
        return "unknown variant \"\(name)\"; valid variants: \(valid.joined(separator: ", "))"
    }
}

/// A launch parameter the app does not declare.
public struct UnknownLaunchParameter: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var valid: [String]

    public init(name: String, valid: [String]) {
        self.name = name
        self.valid = valid
    }

    public var description: String {
        valid.isEmpty ? "unknown launch parameter \"\(name)\"; this app has no launch parameters"
                      : Suggestion.unknownName("launch parameter", name, valid: valid)
    }
}
