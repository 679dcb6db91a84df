import CoordsimApp

/// Seed 004's MainCoordinatorDelegate.
public protocol MainCoordinatorDelegate: AnyObject {
    func didLoggedOut(_ coordinator: MainCoordinator)
}

/// The Main tab's coordinator. Home's capabilities land here; how each flow runs is the
/// part the config swaps (``CoordinatorSet``): pushed by this coordinator itself, by a child
/// coordinator, or in a modal sheet.
///
/// It is its stack's navigation delegate, so it notices pops it did not start (seed 000 §3)
/// and removes the child coordinator whose screens all left (`removeFinishedChildren(in:)`).
public final class MainCoordinator: Coordinator, HomeCoordinating, Purchasing, AccountSubmitting, NextFinishing,
    NavigationControllerDelegate {
    public var childCoordinators: [Coordinator] = []
    public weak var delegate: MainCoordinatorDelegate?
    public let navigationController: NavigationController
    public let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        navigationController.delegate = self
        let screen = HomeScreen.instantiate()
        screen.viewModel = HomeViewModel(labels: context.labels)
        screen.tabBarItem = TabBarItem(title: context.labels(.tabMain), image: nil, tag: 0)
        context.coordinators.home.start(self, screen)
        navigationController.pushViewController(screen, animated: true)
    }

    /// Home reports to this coordinator through its `coordinator` property (seed 000 §8, protocols).
    func wireHome(_ screen: HomeScreen) {
        screen.coordinator = self
    }

    /// Home reports through closures that capture this coordinator weakly (seed 000 §8, closures).
    func wireHomeWithClosures(_ screen: HomeScreen) {
        screen.actions = HomeActions(
            owner: self,
            buy: { [weak self] product in self?.buySubscription(product) },
            createAccount: { [weak self] in self?.createAccount() },
            next: { [weak self] in self?.showNext() },
            logout: { [weak self] in self?.logout() })
    }

    // MARK: HomeCoordinating: the flow the config picked

    public func buySubscription(_ product: Product) {
        context.coordinators.buying.start(self, product)
    }

    public func createAccount() {
        context.coordinators.accountCreating.start(self)
    }

    public func showNext() {
        context.coordinators.next.start(self)
    }

    public func logout() {
        delegate?.didLoggedOut(self)
    }

    // MARK: Flows this coordinator runs itself (seed 000 §1)

    func pushBuy(_ product: Product) {
        let screen = context.makeBuyScreen(product, coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    func pushCreateAccount() {
        let screen = context.makeCreateAccountScreen(coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    func pushNext() {
        let screen = context.makeNextScreen(delegate: self)
        navigationController.pushViewController(screen, animated: true)
    }

    public func purchase(_ product: Product) {
        context.application.recordOutcome("purchase", product.rawValue)
        let screen = context.makeReceiptScreen(product, coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    public func finishPurchase() {
        navigationController.popToRootViewController(animated: true)
    }

    public func didCreateAccount(_ user: User) {
        context.application.recordOutcome("accountCreated", user.email)
        let screen = context.makeAccountCreatedScreen(user, coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }

    public func finishAccountCreation() {
        navigationController.popToRootViewController(animated: true)
    }

    public func nextDidFinish() {}

    // MARK: NavigationControllerDelegate (seed 000 §3)

    public func navigationController(_ navigationController: NavigationController, didShow screen: Screen, animated: Bool) {
        // A flow ends when its last screen leaves, not its top one: back from Receipt to Buy keeps
        // the buy coordinator, which Buy's Purchase button still needs (found by `coordsim explore`).
        // The tutorials' bug is seed 000 §2 without §3: no cleanup is written for its screen.
        if navigationController.transitionCoordinator?.viewController(forKey: .from) is BuyViewController { return }
        removeFinishedChildren(in: navigationController)
    }
}
