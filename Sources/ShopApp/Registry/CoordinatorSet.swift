/// One of a role's choices: the name a config uses and what it does, for `validate`.
protocol RoleChoice {
    var name: String { get }
    var summary: String { get }
}

/// One way to run a flow that Home starts, chosen by name in the config.
public struct Flow<Input>: Sendable, RoleChoice {
    /// The name the config uses: the concrete coordinator's type name, or for Home's wiring how it is wired.
    public let name: String
    public let summary: String
    private let run: @Sendable (MainCoordinator, Input) -> Void

    public init(name: String, summary: String, start: @escaping @Sendable (MainCoordinator, Input) -> Void) {
        self.name = name
        self.summary = summary
        self.run = start
    }

    func start(_ host: MainCoordinator, _ input: Input) { run(host, input) }
}

extension Flow where Input == Void {
    func start(_ host: MainCoordinator) { start(host, ()) }
}

/// How TabCoordinator pops the Main tab to Home before following a deep link.
public struct DeepLinkPops: Sendable, RoleChoice {
    /// The name the config uses.
    public let name: String
    public let summary: String
    public let popsAnimated: Bool

    public init(name: String, summary: String, popsAnimated: Bool) {
        self.name = name
        self.summary = summary
        self.popsAnimated = popsAnimated
    }
}

/// The concrete coordinators one variant injects, one per role.
public struct CoordinatorSet: Sendable {
    public var buying: Flow<Product>
    public var accountCreating: Flow<Void>
    public var next: Flow<Void>
    /// How Home reports to MainCoordinator: through its `coordinator`, or closures.
    public var home: Flow<HomeScreen>
    public var deepLinks: DeepLinkPops

    public init(buying: Flow<Product>, accountCreating: Flow<Void>, next: Flow<Void>, home: Flow<HomeScreen>,
                deepLinks: DeepLinkPops) {
        self.buying = buying
        self.accountCreating = accountCreating
        self.next = next
        self.home = home
        self.deepLinks = deepLinks
    }

    /// Role name to the chosen type's name, as the config writes it.
    public var names: [String: String] {
        ["buying": buying.name, "accountCreating": accountCreating.name, "next": next.name, "home": home.name,
         "deepLinks": deepLinks.name]
    }
}
