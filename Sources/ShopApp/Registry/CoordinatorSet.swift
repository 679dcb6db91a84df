/// One way to run a flow that Home starts, chosen by name in the config.
public struct Flow<Input>: Sendable {
    /// The name the config uses, which is also the concrete type's name.
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

/// The concrete coordinators one variant injects, one per role.
public struct CoordinatorSet: Sendable {
    public var buying: Flow<Product>
    public var accountCreating: Flow<Void>
    public var next: Flow<Void>

    public init(buying: Flow<Product>, accountCreating: Flow<Void>, next: Flow<Void>) {
        self.buying = buying
        self.accountCreating = accountCreating
        self.next = next
    }

    /// Role name to the chosen type's name, as the config writes it.
    public var names: [String: String] {
        ["buying": buying.name, "accountCreating": accountCreating.name, "next": next.name]
    }
}
