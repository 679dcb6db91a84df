import CoordsimApp

/// The reader, as a ``SimulatedApp``: the entry point, like a scene delegate.
///
/// Unlike the shop it has no login gate: the tab bar (Feed, Search, Profile) is the root from
/// launch. Its role `signIn` swaps how Profile's sign-in runs: in a sheet, or pushed; `reading`
/// swaps how an article is read (the `series` variant, a teaching case).
public final class ReaderApp: SimulatedApp {
    public static let configuration = AppConfiguration(
        name: "reader",
        abstract: "A reader: Feed, Search and Profile tabs; articles in a child flow; sign in as a sheet or pushed.",
        roles: [SignInFlow.role, ReadingFlow.role],
        launchParameters: [
            LaunchParameter(LaunchParameters.startSignedIn, default: false,
                            summary: "start with \(LaunchParameters.signedInEmail) signed in"),
        ],
        labelKeys: LabelKey.allCases.map(\.rawValue),
        languages: [.en, .ko],
        outcomes: ["signedIn", "articleRead"],
        sampleText: [
            "email": SampleText(valid: "ada@example.com", invalid: "ada@"),
            "password": SampleText(valid: "correct horse", invalid: "short"),
            "query": SampleText(valid: "sheet", invalid: "zzz"),
        ],
        deepLinkRoutes: ReaderRoute.known,
        invariants: ReaderInvariants.all,
        defaultConfigPath: "Configs/reader.json",
        journeysDirectory: "Configs/journeys")

    /// The launch parameters' names.
    public enum LaunchParameters {
        public static let startSignedIn = "startSignedIn"
        /// Who `startSignedIn` signs in.
        public static let signedInEmail = "reader@example.com"
    }

    public let launch: Launch
    public let context: AppContext
    /// The root coordinator, once started.
    public private(set) var tabBarCoordinator: TabBarCoordinator?

    public init(launch: Launch) {
        self.launch = launch
        let name = launch.choice(for: SignInFlow.role.name)
        guard let flow = SignInFlow.named(name) else {
            preconditionFailure("variant \(launch.variant) names unknown signIn coordinator \"\(name)\"; "
                + "launch through AppVariant, which checks it against ReaderApp.configuration")
        }
        let reading = launch.choice(for: ReadingFlow.role.name)
        guard let readingFlow = ReadingFlow.named(reading) else {
            preconditionFailure("variant \(launch.variant) names unknown reading coordinator \"\(reading)\"; "
                + "launch through AppVariant, which checks it against ReaderApp.configuration")
        }
        let signedIn = launch.parameter(LaunchParameters.startSignedIn)
        context = AppContext(application: launch.application, labels: launch.labels, catalog: .standard,
                             session: Session(email: signedIn ? LaunchParameters.signedInEmail : nil),
                             signInFlow: flow, readingFlow: readingFlow)
    }

    /// Installs and starts the tab bar coordinator, as `scene(_:willConnectTo:)` does.
    public func start() {
        let coordinator = TabBarCoordinator(context: context)
        launch.application.rootCoordinator = coordinator
        tabBarCoordinator = coordinator
        coordinator.start()
        launch.application.window.rootViewController = coordinator.tabBarController
    }

    public func open(_ url: String) throws {
        let route = try ReaderRoute(url: url, catalog: context.catalog)
        guard let tabBarCoordinator else { throw DeepLinkRefused(url: url, reason: "the reader is not running") }
        tabBarCoordinator.open(route)
    }

    public static func checkDeepLink(_ url: String) throws {
        _ = try ReaderRoute(url: url)
    }
}
