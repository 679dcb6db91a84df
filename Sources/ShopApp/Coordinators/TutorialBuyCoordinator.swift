// Written as the tutorial writes it, against UIKit's names.
import CoordsimUIKit

/// Seed 000 §2's BuyCoordinator, for the tutorials' bug: MainCoordinator appends it and starts it,
/// and §3, the `didShow` cleanup, is not written for it. Its screen is §2's own
/// `BuyViewController`, for which MainCoordinator's `didShow` skips its cleanup, so no pop ever
/// removes this child: `coordsim run --variant tutorials-bug` shows it go stale.
public final class TutorialBuyCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public var navigationController: UINavigationController
    let context: AppContext

    public init(navigationController: UINavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        buySubscription(.computer)
    }

    public func buySubscription(_ product: Product) {
        let vc = BuyViewController.instantiate()
        vc.product = product
        vc.labels = context.labels
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func purchase(_ product: Product) {
        context.application.recordOutcome("purchase", product.rawValue)
        navigationController.popViewController(animated: true)
    }
}

/// Seed 000 §2's BuyViewController: the product and a Purchase button.
public final class BuyViewController: UIViewController, Storyboarded {
    weak var coordinator: TutorialBuyCoordinator?
    var product = Product.computer
    var labels: Labels?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = labels?(.buyTitle) ?? "Buy"
    }

    public override var elements: [Element] {
        guard let labels else { return [] }
        return [.text("product", labels(.buySelectedProduct, ["product": labels(product.labelKey)])),
                .button("purchase", labels(.buyPurchase), shortcut: "p")]
    }

    public override var parameters: [String: String] { ["product": product.rawValue] }

    public override func handle(_ action: ElementAction) {
        if action == .activate(element: "purchase") { coordinator?.purchase(product) }
    }
}

extension BuyViewController: OwnedScreen {
    public var owner: AnyObject? { coordinator }
}
