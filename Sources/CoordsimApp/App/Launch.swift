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
    public let parameters: [String: Bool]

    public init(application: Application, variant: String, coordinators: [String: String], labels: Labels,
                parameters: [String: Bool]) {
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

    /// The value of the launch parameter `name`; false when the app declares no such parameter.
    public func parameter(_ name: String) -> Bool {
        parameters[name] ?? false
    }
}
