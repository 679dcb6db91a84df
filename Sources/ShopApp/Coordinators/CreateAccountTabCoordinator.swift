import CoordsimApp

/// The Create account tab's coordinator: the form at the root, the welcome screen on success.
public final class CreateAccountTabCoordinator: Coordinator, AccountSubmitting {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        let screen = context.makeCreateAccountScreen(coordinator: self)
        screen.tabBarItem = TabBarItem(title: context.labels(.tabCreateAccount), image: nil, tag: 2)
        navigationController.pushViewController(screen, animated: true)
    }

    public func didCreateAccount(_ user: User) {
        context.application.recordOutcome("accountCreated", user.email)
        let screen = context.makeAccountCreatedScreen(user, coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    /// Back to an empty form, ready for the next account.
    public func finishAccountCreation() {
        navigationController.popToRootViewController(animated: true)
        (navigationController.topViewController as? CreateAccountScreen)?.viewModel?.reset()
    }
}
