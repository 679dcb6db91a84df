import CoordsimApp

/// The Profile tab's root: who is signed in, and the button that starts or ends a session.
///
/// It reads the shared ``Session`` each time it lays out, so it is up to date when a sign-in
/// flow ends, whichever way that flow was shown.
public final class ProfileScreen: Screen, Storyboarded {
    public weak var coordinator: ProfileCoordinating?
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.profileTitle) }
    }
    public var session: Session?

    public override var elements: [Element] {
        if let email = session?.email {
            return [
                .text("status", labels(.profileSignedIn, ["email": email]), .success),
                .button("signOut", labels(.profileSignOut), shortcut: "o"),
            ]
        }
        return [
            .text("status", labels(.profileSignedOut)),
            .button("signIn", labels(.profileSignIn), shortcut: "s"),
        ]
    }

    public override var parameters: [String: String] {
        session?.email.map { ["signedInAs": $0] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        switch action {
        case .activate("signIn"): coordinator?.signIn()
        case .activate("signOut"): coordinator?.signOut()
        default: break
        }
    }
}
