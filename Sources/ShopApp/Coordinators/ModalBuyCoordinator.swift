import CoordsimApp

/// Buying in a modal sheet with its own navigation stack: the purchase happens over Home.
///
/// A sheet has no back button at its root, so the flow ends by Done or by the user
/// swiping the sheet down; the latter is reported through `presentationControllerDidDismiss`.
public final class ModalBuyCoordinator: Coordinator, Purchasing, AdaptivePresentationControllerDelegate {
    public var childCoordinators: [Coordinator] = []
    /// Weak: the parent owns this child, never the other way round.
    public weak var parentCoordinator: Coordinator?
    private let presenter: NavigationController
    let context: AppContext
    private weak var sheet: NavigationController?

    public init(presenter: NavigationController, context: AppContext) {
        self.presenter = presenter
        self.context = context
    }

    public func start() {}

    public func buySubscription(_ product: Product) {
        let screen = context.makeBuyScreen(product, coordinator: self)
        let sheet = NavigationController(context.application, rootViewController: screen)
        sheet.presentationController?.delegate = self
        self.sheet = sheet
        presenter.present(sheet, animated: true)
    }

    public func purchase(_ product: Product) {
        context.application.recordOutcome("purchase", product.rawValue)
        let screen = context.makeReceiptScreen(product, coordinator: self)
        sheet?.pushViewController(screen, animated: true)
    }

    public func finishPurchase() {
        finishPurchase(completion: {})
    }

    /// Dismisses the sheet and ends this flow; `completion` runs once the sheet is gone.
    func finishPurchase(completion: @escaping () -> Void) {
        if let sheet { sheet.dismiss(animated: true, completion: completion) } else { completion() }
        parentCoordinator?.childDidFinish(self)
    }

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        parentCoordinator?.childDidFinish(self)
    }
}
