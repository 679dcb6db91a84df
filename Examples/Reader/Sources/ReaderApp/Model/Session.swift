/// Who is signed in. One per launch, shared by Profile and the sign-in flows through the
/// ``AppContext``: the flows change it, Profile shows it.
public final class Session {
    public private(set) var email: String?

    public init(email: String? = nil) {
        self.email = email
    }

    public var isSignedIn: Bool { email != nil }

    public func signIn(email: String) {
        self.email = email
    }

    public func signOut() {
        email = nil
    }
}
