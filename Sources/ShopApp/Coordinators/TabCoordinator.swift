import CoordsimApp

/// Reports logout up to the AppCoordinator (seed 004's MainCoordinatorDelegate).
public protocol TabCoordinatorDelegate: AnyObject {
    func didLoggedOut(_ coordinator: TabCoordinator)
}

/// Hosts the Main, Buy and Create account coordinators, one navigation stack each (seed 000 §5).
public final class TabCoordinator: Coordinator, MainCoordinatorDelegate {
    public var childCoordinators: [Coordinator] = []
    public weak var delegate: TabCoordinatorDelegate?
    public let tabBarController: TabBarController
    let context: AppContext

    public init(context: AppContext) {
        self.context = context
        self.tabBarController = TabBarController(context.application)
    }

    public func start() {
        let application = context.application
        let main = MainCoordinator(navigationController: NavigationController(application), context: context)
        main.delegate = self
        let buy = BuyTabCoordinator(navigationController: NavigationController(application), context: context)
        let createAccount = CreateAccountTabCoordinator(navigationController: NavigationController(application),
                                                        context: context)
        startChild(main)
        startChild(buy)
        startChild(createAccount)
        tabBarController.viewControllers = [
            main.navigationController,
            buy.navigationController,
            createAccount.navigationController,
        ]
    }

    public func didLoggedOut(_ coordinator: MainCoordinator) {
        delegate?.didLoggedOut(self)
    }
}
