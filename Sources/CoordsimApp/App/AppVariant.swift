/// One variant of an app, checked and ready to launch: the app, its config, the variant, the
/// language and the launch parameters. The runtime's tools all start simulations from one.
public struct AppVariant: Sendable {
    /// The app's type.
    public let app: any SimulatedApp.Type
    /// The config the variant comes from, as given.
    public let config: AppConfig
    /// The variant picked from ``config``, each role it leaves out set to the role's default choice.
    public let variant: VariantConfig
    /// The language its labels are in.
    public let language: Language
    /// Every launch parameter the app declares, with the value this variant launches with.
    public private(set) var parameters: [String: LaunchValue]
    /// The values given when this variant was made (the command line's `--launch`, a test's
    /// `launch:`): they win over a journey's, so ``with(parameters:)`` leaves them.
    public private(set) var overrides: [String: LaunchValue]
    /// What a launch of this variant does when the app forgot its root coordinator: stop (the
    /// default, for an app's own tests), or what the command line asks for.
    package var forgottenRootPolicy: ForgottenRootPolicy = .stop

    /// Picks `variant` (the config's default when nil). Fails with ``UnknownVariant`` for a
    /// name the config does not define, and ``LaunchParameterError`` for a launch value the app
    /// does not declare or of the wrong type.
    ///
    /// Each launch parameter takes, from lowest to highest precedence: the app's default, the
    /// config's `launch`, the variant's `launch`, a journey's (``with(parameters:)``), `overrides`.
    public init(_ app: any SimulatedApp.Type, config: AppConfig, variant name: String? = nil,
                language: Language = .en, parameters overrides: [String: LaunchValue] = [:]) throws {
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
        self.overrides = [:]
        self.parameters = Dictionary(uniqueKeysWithValues: configuration.launchParameters.map { ($0.name, $0.defaultValue) })
        try setParameters(config.launch ?? [:])
        try setParameters(variant.launch ?? [:])
        try setParameters(overrides)
        self.overrides = overrides
    }

    /// The variant's name.
    public var name: String { variant.name }

    /// The same variant launched with a journey's `launch`: its values replace the config's and
    /// the variant's, not the ``overrides`` this variant was made with. Every value is checked,
    /// those the overrides replace too.
    public func with(parameters journey: [String: LaunchValue]) throws(LaunchParameterError) -> AppVariant {
        var copy = self
        try copy.setParameters(journey)
        try copy.setParameters(overrides)
        return copy
    }

    /// Sets `values` after checking each against the app's declaration, in name order so the
    /// first error is always the same one.
    private mutating func setParameters(_ values: [String: LaunchValue]) throws(LaunchParameterError) {
        let declared = app.configuration.launchParameters
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = declared.first(where: { $0.name == name }) else {
                throw LaunchParameterError(name: name, problem: .unknown, parameters: declared)
            }
            parameters[name] = try parameter.check(value, among: declared)
        }
    }

    /// Makes the app for a launch into `application`, without starting it.
    public func makeApp(in application: Application) -> any SimulatedApp {
        app.init(launch: Launch(application: application, variant: variant.name, coordinators: variant.coordinators,
                                labels: config.labels(for: language), parameters: parameters))
    }
}

/// What a launch does when the app's `start()` set no `rootCoordinator` and nothing else kept the
/// coordinator of a screen it shows: a programmer error, loud by default.
package enum ForgottenRootPolicy: Sendable {
    /// Stops the process with the message, as UIKit stops on an inconsistency.
    case stop
    /// Hands the message to a function that reports it and ends the process: the command line's
    /// headless commands, which print it as an error and exit 1.
    case exit(@Sendable (String) -> Never)
    /// Launches without the app's restoration (its coordinators are gone) and keeps the message
    /// on the simulation for the caller to report: the terminal UI, which restores the terminal first.
    case keep
}

/// A variant the config does not define, or one that names a coordinator the app lacks.
public struct UnknownVariant: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variant name asked for.
    public var name: String
    /// The variants the config defines, to list in the message.
    public var valid: [String]
    /// What is wrong with a variant the config does define (a coordinator the app lacks); nil for
    /// a name the config does not define.
    public var detail: String?

    /// The error for `name`; `detail` set for a defined variant that is wrong.
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
