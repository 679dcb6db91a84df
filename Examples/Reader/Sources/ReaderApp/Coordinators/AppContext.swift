import CoordsimApp

/// What every coordinator of one running reader shares: the application, the labels of the
/// chosen language, the articles, who is signed in, and the sign-in flow the config chose.
public final class AppContext {
    /// Unowned: the application outlives every coordinator of its launch.
    public unowned let application: Application
    public let labels: Labels
    public let catalog: Catalog
    public let session: Session
    public let signInFlow: SignInFlow
    /// How an opened article is read: the config's `reading` role.
    public let readingFlow: ReadingFlow

    public init(application: Application, labels: Labels, catalog: Catalog, session: Session, signInFlow: SignInFlow,
                readingFlow: ReadingFlow = .standard) {
        self.application = application
        self.labels = labels
        self.catalog = catalog
        self.session = session
        self.signInFlow = signInFlow
        self.readingFlow = readingFlow
    }

    /// Ends a sign-in the same way in both variants: the session changes and the outcome is recorded.
    func completeSignIn(email: String) {
        session.signIn(email: email)
        application.recordOutcome("signedIn", email)
    }
}
