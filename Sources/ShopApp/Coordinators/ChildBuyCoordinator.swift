import CoordsimApp

/// Seed 000 §2–§4: a child coordinator that pushes Buy onto the parent's stack.
///
/// It holds no reference to its parent. The parent removes it when it sees, in its
/// navigation delegate's `didShow`, that a screen of this flow was popped: by the user's
/// back button or swipe, or by this coordinator's own `finishPurchase`.
public final class ChildBuyCoordinator: Coordinator, Purchasing {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: NavigationController
    let context: AppContext
    /// The screen the flow started from, to return to when it ends.
    private weak var origin: Screen?

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        origin = navigationController.topViewController
    }

    /// Seed 000 §4: the product type is passed in, not read by Buy from elsewhere.
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
        if let origin { navigationController.popToViewController(origin, animated: true) }
    }
}
