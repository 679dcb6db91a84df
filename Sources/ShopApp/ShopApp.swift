@_exported import CoordsimApp

/// The shop of the seed tutorials, as a ``SimulatedApp``: the entry point, like a scene delegate.
///
/// Its roles are the flows Home starts (`buying`, `accountCreating`, `next`), and its one launch
/// parameter, `startLoggedIn`, chooses between Login and the tab bar.
public final class ShopApp: SimulatedApp {
    public static let configuration = makeConfiguration(registry: .standard)

    /// The configuration of a shop whose roles come from `registry`: tests add deliberately broken
    /// coordinators this way.
    public static func makeConfiguration(registry: CoordinatorRegistry) -> AppConfiguration {
        AppConfiguration(
            name: "shop",
            abstract: "The shop of the seed tutorials: Login, then Main, Buy and Create account tabs.",
            roles: registry.roles,
            launchParameters: [
                LaunchParameter(LaunchParameters.startLoggedIn, default: false,
                                summary: "start at the tab bar instead of Login"),
            ],
            labelKeys: LabelKey.allCases.map(\.rawValue),
            labelPlaceholders: Dictionary(uniqueKeysWithValues: LabelKey.allCases.compactMap { key in
                key.placeholders.isEmpty ? nil : (key.rawValue, key.placeholders)
            }),
            languages: [.en, .ko],
            outcomes: ["purchase", "accountCreated"],
            sampleText: [
                "name": SampleText(valid: "Ada", invalid: " "),
                "email": SampleText(valid: "ada@example.com", invalid: "ada@"),
            ],
            deepLinkRoutes: Route.known,
            invariants: [ShopInvariants.nothingUnderLogin],
            defaultConfigPath: "Configs/default.json",
            journeysDirectory: "Configs/journeys",
            defaultConfigText: BuiltInConfig.json,
            screens: [LoginScreen.self, HomeScreen.self, BuyScreen.self, StoreScreen.self, CreateAccountScreen.self,
                      AccountCreatedScreen.self, NextScreen.self, ReceiptScreen.self].map(\.identifier),
            coordinators: ([AppCoordinator.self, LoginCoordinator.self, TabCoordinator.self, MainCoordinator.self,
                            BuyTabCoordinator.self, CreateAccountTabCoordinator.self, ChildBuyCoordinator.self,
                            ModalBuyCoordinator.self, TutorialBuyCoordinator.self, ChildCreateAccountCoordinator.self,
                            NextViewCoordinator.self] as [any Coordinator.Type]).map { String(describing: $0) },
            tabCount: 3, controlLabels: .configLabels)
    }

    /// The launch parameters' names.
    public enum LaunchParameters {
        public static let startLoggedIn = "startLoggedIn"
    }

    public let launch: Launch
    public let coordinators: CoordinatorSet

    /// A link opened while logged out waits for login.
    public var waitingDeepLink: String? { appCoordinator?.pendingLink }
    /// The root coordinator, once started.
    public private(set) var appCoordinator: AppCoordinator?

    public convenience init(launch: Launch) {
        self.init(launch: launch, registry: .standard)
    }

    /// A shop whose roles are filled from `registry`; the config was checked against the same
    /// registry's ``CoordinatorRegistry/roles``.
    public init(launch: Launch, registry: CoordinatorRegistry) {
        self.launch = launch
        coordinators = registry.set(for: launch)
    }

    /// Installs and starts the AppCoordinator, as `scene(_:willConnectTo:)` does.
    public func start() {
        let application = launch.application
        let context = AppContext(application: application, labels: launch.labels, coordinators: coordinators)
        let coordinator = AppCoordinator(context: context,
                                         isLoggedIn: launch.parameter(LaunchParameters.startLoggedIn))
        application.rootCoordinator = coordinator
        appCoordinator = coordinator
        coordinator.start()
    }

    public func open(_ url: String) throws {
        guard let appCoordinator else { throw DeepLinkError(url: url, reason: "the app is not running") }
        try appCoordinator.open(url)
    }

    public static func checkDeepLink(_ url: String) throws {
        _ = try Route(url: url)
    }

    public func restore(_ state: NavigationState) throws(RestoreError) {
        guard let appCoordinator else { throw RestoreError("the app is not running") }
        try appCoordinator.restore(state)
    }
}
