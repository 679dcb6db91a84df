import CoordsimApp

/// The Create account flow as a child coordinator on the parent's stack; removed by the
/// parent's `didShow`, like ``ChildBuyCoordinator``.
public final class ChildCreateAccountCoordinator: Coordinator, AccountSubmitting {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext
    private weak var origin: Screen?

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        origin = navigationController.topViewController
        let screen = context.makeCreateAccountScreen(coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    public func didCreateAccount(_ user: User) {
        context.application.recordOutcome("accountCreated", user.email)
        let screen = context.makeAccountCreatedScreen(user, coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    public func finishAccountCreation() {
        if let origin { navigationController.popToViewController(origin, animated: true) }
    }
}
