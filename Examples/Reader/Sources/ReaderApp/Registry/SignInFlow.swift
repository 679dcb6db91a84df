import CoordsimApp

/// One way to run sign-in, chosen by name in a config variant's `signIn` role. The one place
/// that knows the concrete sign-in coordinator types.
public struct SignInFlow: Sendable {
    /// The name the config uses, which is also the coordinator type's name.
    public let name: String
    public let summary: String
    private let run: @Sendable (ProfileCoordinator) -> Void

    public init(name: String, summary: String, start: @escaping @Sendable (ProfileCoordinator) -> Void) {
        self.name = name
        self.summary = summary
        self.run = start
    }

    /// Makes the flow's coordinator a child of `profile` and starts it.
    func start(_ profile: ProfileCoordinator) { run(profile) }
}

extension SignInFlow {
    /// The `signIn` role's choices, in the order `validate` lists them.
    public static let all: [SignInFlow] = [
        SignInFlow(name: "SheetSignInCoordinator",
                   summary: "a child coordinator presents a sheet with its own stack; a swipe-down ends it") { profile in
            let child = SheetSignInCoordinator(presenter: profile.navigationController, context: profile.context)
            child.delegate = profile
            profile.startChild(child)
        },
        SignInFlow(name: "PushedSignInCoordinator",
                   summary: "a child coordinator pushes both steps on Profile's stack; removed in didShow") { profile in
            profile.startChild(PushedSignInCoordinator(navigationController: profile.navigationController,
                                                       context: profile.context))
        },
    ]

    /// The role as the app API declares it, for config checking and `validate`.
    public static let role = Role("signIn", capability: "SigningIn",
                                  choices: all.map { Role.Choice($0.name, summary: $0.summary) })

    /// The flow a config names; the config was checked against ``role``, so nil is a programming error.
    public static func named(_ name: String) -> SignInFlow? {
        all.first { $0.name == name }
    }
}
