// Screens know only these small protocols, never a concrete coordinator: which coordinator
// fills them (a tab's, the article flow's, one of the two sign-in flows) is the coordinators' business.

/// Opens an article: Feed's list and Search's results.
public protocol ArticleOpening: AnyObject {
    func openArticle(_ article: Article)
}

/// What the Article and Comments screens ask of the article flow.
public protocol ArticleReading: AnyObject {
    func showComments(for article: Article)
    /// The reader is done: record it and leave the flow.
    func finishReading(_ article: Article)
}

/// Profile's Sign in button. The config's `signIn` role decides how the flow runs.
public protocol SigningIn: AnyObject {
    func signIn()
}

/// Profile's Sign out button.
public protocol SigningOut: AnyObject {
    func signOut()
}

/// Everything Profile can ask for.
public typealias ProfileCoordinating = SigningIn & SigningOut

/// The two steps of signing in, each reported once its field is valid.
public protocol SignInStepping: AnyObject {
    func submitEmail(_ email: String)
    func submitPassword(_ password: String, for email: String)
}
