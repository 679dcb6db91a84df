import CoordsimApp

/// Sign in with both steps pushed on Profile's own stack.
///
/// It holds no reference to its parent: Profile, as the stack's delegate, removes it once its
/// screens are gone, after the back button, a swipe, reselecting the tab, or the pop that
/// follows signing in.
public final class PushedSignInCoordinator: SignInCoordinator {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext
    /// Profile, to pop back to once signed in.
    private weak var origin: Screen?

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        origin = navigationController.topViewController
        navigationController.pushViewController(context.makeEmailScreen(coordinator: self), animated: true)
    }

    public func submitEmail(_ email: String) {
        navigationController.pushViewController(context.makePasswordScreen(email: email, coordinator: self), animated: true)
    }

    public func submitPassword(_ password: String, for email: String) {
        context.completeSignIn(email: email)
        if let origin { navigationController.popToViewController(origin, animated: true) }
    }
}
