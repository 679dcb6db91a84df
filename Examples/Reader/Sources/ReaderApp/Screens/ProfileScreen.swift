import CoordsimApp

/// The Profile tab's root: who is signed in, and the button that starts or ends a session.
///
/// It reads the shared ``Session`` each time it lays out, so it is up to date when a sign-in
/// flow ends, whichever way that flow was shown. Its buttons carry their actions (``Control``).
public final class ProfileScreen: CoordinatedScreen<any ProfileCoordinating>, Storyboarded {
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.profileTitle) }
    }
    public var session: Session?

    public override var controls: [Control] {
        if let email = session?.email {
            return [
                .text("status", labels(.profileSignedIn, ["email": email]), .success),
                .button("signOut", labels(.profileSignOut), shortcut: "o") { self.coordinator?.signOut() },
            ]
        }
        return [
            .text("status", labels(.profileSignedOut)),
            .button("signIn", labels(.profileSignIn), shortcut: "s") { self.coordinator?.signIn() },
        ]
    }

    public override var parameters: [String: String] {
        session?.email.map { ["signedInAs": $0] } ?? [:]
    }
}
