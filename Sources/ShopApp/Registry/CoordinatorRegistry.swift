import CoordsimApp

/// The one place that knows the concrete coordinator types: it maps the names a config
/// uses to factories, role by role.
public struct CoordinatorRegistry: Sendable {
    public enum Role: String, CaseIterable, Sendable {
        case buying
        case accountCreating
        case next
        case home
        case deepLinks

        /// The capability protocol the role fills.
        public var capability: String {
            switch self {
            case .buying: return "Buying"
            case .accountCreating: return "AccountCreating"
            case .next: return "NextShowing"
            case .home: return "HomeCoordinating"
            case .deepLinks: return "DeepLinkOpening"
            }
        }

        /// Roles added after configs were written: a variant that leaves them out gets the first choice.
        var hasDefault: Bool { self == .home || self == .deepLinks }
    }

    public private(set) var buying: [Flow<Product>]
    public private(set) var accountCreating: [Flow<Void>]
    public private(set) var next: [Flow<Void>]
    /// How Home is wired to MainCoordinator; the first is the default, so configs may leave it out.
    public private(set) var home: [Flow<HomeScreen>]
    /// How deep links pop; the first is the default.
    public private(set) var deepLinks: [DeepLinkPops]

    public init(buying: [Flow<Product>], accountCreating: [Flow<Void>], next: [Flow<Void>],
                home: [Flow<HomeScreen>], deepLinks: [DeepLinkPops]) {
        self.buying = buying
        self.accountCreating = accountCreating
        self.next = next
        self.home = home
        self.deepLinks = deepLinks
    }

    /// The valid names for a role, in registration order.
    public func names(for role: Role) -> [String] {
        switch role {
        case .buying: return buying.map(\.name)
        case .accountCreating: return accountCreating.map(\.name)
        case .next: return next.map(\.name)
        case .home: return home.map(\.name)
        case .deepLinks: return deepLinks.map(\.name)
        }
    }

    /// A copy with one more buy flow; tests use it to add deliberately broken coordinators.
    public func adding(buying flow: Flow<Product>) -> CoordinatorRegistry {
        var copy = self
        copy.buying.append(flow)
        return copy
    }

    /// The roles as the app API declares them, for config checking and `validate`.
    public var roles: [CoordsimApp.Role] {
        func declare<Choice: RoleChoice>(_ role: Role, _ choices: [Choice]) -> CoordsimApp.Role {
            CoordsimApp.Role(role.rawValue, capability: role.capability,
                             choices: choices.map { CoordsimApp.Role.Choice($0.name, summary: $0.summary) },
                             defaultChoice: role.hasDefault ? choices.first?.name : nil)
        }
        return [declare(.buying, buying), declare(.accountCreating, accountCreating), declare(.next, next),
                declare(.home, home), declare(.deepLinks, deepLinks)]
    }

    /// The set a launch's variant chose. The config was checked against ``roles``, so every
    /// name is known; an unknown one is a programming error.
    func set(for launch: Launch) -> CoordinatorSet {
        switch resolve(launch.coordinators) {
        case let .success(set):
            return set
        case let .failure(unknown):
            preconditionFailure("variant \(launch.variant) names unknown \(unknown.role.rawValue) coordinator "
                + "\"\(unknown.name)\"; launch through AppVariant, which checks it against ShopApp.configuration")
        }
    }

    /// The set a variant names, or the first role whose name is unknown.
    public func resolve(_ names: [String: String]) -> Result<CoordinatorSet, UnknownName> {
        func pick<Choice: RoleChoice>(_ role: Role, _ choices: [Choice]) -> Result<Choice, UnknownName> {
            if names[role.rawValue] == nil, role.hasDefault, let first = choices.first { return .success(first) }
            let name = names[role.rawValue] ?? ""
            guard let choice = choices.first(where: { $0.name == name }) else {
                return .failure(UnknownName(role: role, name: name, valid: choices.map(\.name)))
            }
            return .success(choice)
        }
        return pick(.buying, buying).flatMap { buying in
            pick(.accountCreating, accountCreating).flatMap { accountCreating in
                pick(.next, next).flatMap { next in
                    pick(.home, home).flatMap { home in
                        pick(.deepLinks, deepLinks).map { deepLinks in
                            CoordinatorSet(buying: buying, accountCreating: accountCreating, next: next, home: home,
                                           deepLinks: deepLinks)
                        }
                    }
                }
            }
        }
    }

    public struct UnknownName: Error, Hashable, Sendable {
        public var role: Role
        public var name: String
        public var valid: [String]
    }
}

extension CoordinatorRegistry {
    /// Every concrete coordinator coordsim ships.
    public static let standard = CoordinatorRegistry(
        buying: [
            Flow(name: "MainCoordinator",
                 summary: "MainCoordinator pushes Buy onto its own stack (seed 000 §1)") { host, product in
                host.pushBuy(product)
            },
            Flow(name: "ChildBuyCoordinator",
                 summary: "a child coordinator pushes Buy; the parent removes it in didShow (seed 000 §2-3)") { host, product in
                let child = ChildBuyCoordinator(navigationController: host.navigationController, context: host.context)
                host.startChild(child)
                child.buySubscription(product)
            },
            Flow(name: "ModalBuyCoordinator",
                 summary: "a child coordinator presents Buy in a sheet with its own stack") { host, product in
                let child = ModalBuyCoordinator(presenter: host.navigationController, context: host.context)
                child.parentCoordinator = host
                host.startChild(child)
                child.buySubscription(product)
            },
            Flow(name: "TutorialBuyCoordinator",
                 summary: "the tutorials' bug: seed 000 §2 without §3; the child is appended and started, "
                    + "and nothing ever removes it") { host, product in
                let child = TutorialBuyCoordinator(navigationController: host.navigationController, context: host.context)
                host.childCoordinators.append(child)
                child.buySubscription(product)
            },
        ],
        accountCreating: [
            Flow(name: "MainCoordinator",
                 summary: "MainCoordinator pushes Create account itself (seed 000 §1)") { host, _ in
                host.pushCreateAccount()
            },
            Flow(name: "ChildCreateAccountCoordinator",
                 summary: "a child coordinator runs the form; the parent removes it in didShow") { host, _ in
                host.startChild(ChildCreateAccountCoordinator(navigationController: host.navigationController,
                                                              context: host.context))
            },
        ],
        next: [
            Flow(name: "MainCoordinator",
                 summary: "MainCoordinator pushes Next itself") { host, _ in
                host.pushNext()
            },
            Flow(name: "NextViewCoordinator",
                 summary: "a child coordinator; Next reports its pop from viewDidDisappear (seed 004)") { host, _ in
                let child = NextViewCoordinator(navigationController: host.navigationController, context: host.context)
                child.parentCoordinator = host
                host.startChild(child)
            },
        ],
        home: [
            Flow(name: "MainCoordinator",
                 summary: "Home holds MainCoordinator weakly as its coordinator (seed 000 §8, protocols)") { host, screen in
                host.wireHome(screen)
            },
            Flow(name: "Closures",
                 summary: "Home's buttons call closures MainCoordinator set with [weak self] (seed 000 §8, closures)") { host, screen in
                host.wireHomeWithClosures(screen)
            },
        ],
        deepLinks: [
            DeepLinkPops(name: "AnimatedPops",
                         summary: "a deep link pops the Main tab to Home with animation", popsAnimated: true),
            DeepLinkPops(name: "UnanimatedPops",
                         summary: "a deep link pops with animated: false, as deep links often do: didShow then "
                            + "has no transitionCoordinator, and §3's cleanup leaves the open flow's child behind",
                         popsAnimated: false),
        ]
    )
}
