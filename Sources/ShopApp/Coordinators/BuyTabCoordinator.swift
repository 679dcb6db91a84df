import CoordsimApp

/// The Buy tab's coordinator: a product list whose choice it pushes onto its own stack.
public final class BuyTabCoordinator: Coordinator, Buying, Purchasing {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        let screen = StoreScreen.instantiate()
        screen.viewModel = StoreViewModel(labels: context.labels)
        screen.tabBarItem = TabBarItem(title: context.labels(.tabBuy), image: nil, tag: 1)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    public func buySubscription(_ product: Product) {
        let screen = context.makeBuyScreen(product, coordinator: self)
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
}
