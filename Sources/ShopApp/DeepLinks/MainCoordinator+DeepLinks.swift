import CoordsimApp

/// A child flow that runs in a sheet and can be ended by code, as its Done button would.
protocol ModalFlow: AnyObject {
    /// Dismisses the sheet; `completion` runs once it is gone.
    func endFlow(completion: @escaping () -> Void)
}

extension ModalBuyCoordinator: ModalFlow {
    func endFlow(completion: @escaping () -> Void) { finishPurchase(completion: completion) }
}

extension MainCoordinator {
    var home: HomeScreen? { navigationController.viewControllers.first as? HomeScreen }

    /// The product Home's segmented control shows.
    var selectedProduct: Product { home?.viewModel?.selectedProduct ?? .computer }

    /// Sets Home's product, as tapping the segmented control does.
    func selectProduct(_ product: Product) {
        home?.viewModel?.selectedProduct = product
    }

    /// Ends the flow that shows a sheet, the way its own Done does, so no child is left behind, and
    /// calls `then` once the sheet is gone: UIKit drops a presentation made while a dismissal
    /// animates, so what comes next must wait for the dismissal's completion.
    func endModalFlows(then: @escaping () -> Void) {
        guard let flow = childCoordinators.lazy.compactMap({ $0 as? ModalFlow }).first else {
            then()
            return
        }
        flow.endFlow(completion: then)
    }
}
