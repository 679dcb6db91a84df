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

/// An article flow that reads on: the Article screen offers the next article of the catalog, and
/// reports when it leaves its stack (seed 004's `viewDidDisappear`). The `series` variant's.
public protocol SeriesReading: ArticleReading {
    /// The article the Article screen of `article` offers next, if any.
    func nextArticle(after article: Article) -> Article?
    /// Reads the next article, in a flow of its own.
    func readNext(after article: Article)
    /// The flow's Article screen was popped (`isMovingFromParent` in `viewDidDisappear`).
    func articleScreenDidLeave()
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
