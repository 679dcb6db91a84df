/// What one launch of an app gets: the application to build into, and what the config's
/// variant chose.
public struct Launch {
    /// The simulated application: its window, journal and lifetime tracker.
    public let application: Application
    /// The variant's name, e.g. `B`.
    public let variant: String
    /// Role name to the chosen type's name, e.g. `ordering` to `CheckoutCoordinator`. Every role
    /// of the app is here: the config was checked against ``AppConfiguration/roles``.
    public let coordinators: [String: String]
    /// The labels of the chosen language, English filling any gaps.
    public let labels: Labels
    /// Every launch parameter of the app, with its value for this launch.
    public let parameters: [String: LaunchValue]

    /// What a launch gets; the runtime makes one per launch, a test may make its own.
    public init(application: Application, variant: String, coordinators: [String: String], labels: Labels,
                parameters: [String: LaunchValue]) {
        self.application = application
        self.variant = variant
        self.coordinators = coordinators
        self.labels = labels
        self.parameters = parameters
    }

    /// The type name the variant chose for `role`; empty when the app has no such role.
    public func choice(for role: String) -> String {
        coordinators[role] ?? ""
    }

    /// The value of the `Bool` launch parameter `name`; false when the app declares no such `Bool` parameter.
    public func parameter(_ name: String) -> Bool {
        parameters[name]?.boolValue ?? false
    }

    /// The value of the `Int` launch parameter `name`; 0 when the app declares no such `Int` parameter.
    public func int(_ name: String) -> Int {
        parameters[name]?.intValue ?? 0
    }

    /// The value of the `String` launch parameter `name`; empty when the app declares no such `String` parameter.
    public func string(_ name: String) -> String {
        parameters[name]?.stringValue ?? ""
    }
}
