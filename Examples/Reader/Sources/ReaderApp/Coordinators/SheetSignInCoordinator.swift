import CoordsimApp

/// Sign in as a modal sheet with its own navigation stack: Email at the sheet's root, Password
/// pushed inside the sheet.
///
/// The sheet has no back button at its root, so the flow ends by signing in or by the user
/// swiping the sheet down. A swipe-down is reported through `presentationControllerDidDismiss`,
/// and either way the delegate (Profile) removes this child.
public final class SheetSignInCoordinator: SignInCoordinator, AdaptivePresentationControllerDelegate {
    public var childCoordinators: [Coordinator] = []
    /// Weak: the parent owns this child, never the other way round.
    public weak var delegate: SignInCoordinatorDelegate?
    private let presenter: NavigationController
    let context: AppContext
    /// Weak: the window holds the sheet while it is presented, and releases it on dismissal.
    private weak var sheet: NavigationController?

    public init(presenter: NavigationController, context: AppContext) {
        self.presenter = presenter
        self.context = context
    }

    public func start() {
        let sheet = NavigationController(context.application,
                                         rootViewController: context.makeEmailScreen(coordinator: self))
        sheet.presentationController?.delegate = self
        self.sheet = sheet
        presenter.present(sheet, animated: true)
    }

    public func submitEmail(_ email: String) {
        sheet?.pushViewController(context.makePasswordScreen(email: email, coordinator: self), animated: true)
    }

    public func submitPassword(_ password: String, for email: String) {
        context.completeSignIn(email: email)
        sheet?.dismiss(animated: true)
        delegate?.signInDidFinish(self)
    }

    /// Dismisses the sheet from code, without signing in.
    public func cancel() {
        sheet?.dismiss(animated: true)
        delegate?.signInDidFinish(self)
    }

    // MARK: AdaptivePresentationControllerDelegate

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        delegate?.signInDidFinish(self)
    }
}
