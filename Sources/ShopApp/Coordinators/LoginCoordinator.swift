import CoordsimApp

/// Seed 001's LoginCoordinatorDelegate: how Login reports up the chain.
public protocol LoginCoordinatorDelegate: AnyObject {
    func didLoggedIn(_ coordinator: LoginCoordinator)
}

/// Seed 001's LoginCoordinator: sets Login as the stack and forwards the tap upward.
public final class LoginCoordinator: Coordinator, LoggingIn {
    public var childCoordinators: [Coordinator] = []
    public weak var delegate: LoginCoordinatorDelegate?
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        let screen = LoginScreen.instantiate()
        screen.viewModel = LoginViewModel(labels: context.labels)
        screen.delegate = self
        navigationController.setViewControllers([screen], animated: false)
    }

    public func login() {
        delegate?.didLoggedIn(self)
    }
}
