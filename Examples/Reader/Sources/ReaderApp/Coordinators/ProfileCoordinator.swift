import CoordsimApp

/// The Profile tab's coordinator. Sign in runs in a child coordinator of the type the config's
/// `signIn` role names (``SignInFlow``): a sheet over the tab bar, or steps pushed on this stack.
///
/// Both ways end in ``signInDidFinish(_:)`` or in this stack's `didShow` (``NavigationCoordinator``'s),
/// and the child is removed.
public final class ProfileCoordinator: NavigationCoordinator, ProfileCoordinating, SignInCoordinatorDelegate {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        navigationController.delegate = self
        let screen = ProfileScreen.instantiate()
        screen.labels = context.labels
        screen.session = context.session
        screen.tabBarItem = TabBarItem(title: context.labels(.tabProfile), image: nil, tag: 2)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    // MARK: ProfileCoordinating

    public func signIn() {
        guard !context.session.isSignedIn, !childCoordinators.contains(where: { $0 is SignInCoordinator }) else { return }
        context.signInFlow.start(self)
    }

    public func signOut() {
        context.session.signOut()
    }

    /// Ends a sign-in shown in a sheet, as its swipe-down would: a deep link leaves Profile for
    /// another tab, which a sheet would cover.
    public func cancelSheetSignIn() {
        for case let flow as SheetSignInCoordinator in childCoordinators { flow.cancel() }
    }

    // MARK: SignInCoordinatorDelegate

    public func signInDidFinish(_ coordinator: SignInCoordinator) {
        childDidFinish(coordinator)
    }
}
