import CoordsimApp

/// A child flow that runs in a sheet and can be ended by code, as its Done button would.
protocol ModalFlow: AnyObject {
    func endFlow()
}

extension ModalBuyCoordinator: ModalFlow {
    func endFlow() { finishPurchase() }
}

extension MainCoordinator {
    var home: HomeScreen? { navigationController.viewControllers.first as? HomeScreen }

    /// The product Home's segmented control shows.
    var selectedProduct: Product { home?.viewModel?.selectedProduct ?? .computer }

    /// Sets Home's product, as tapping the segmented control does.
    func selectProduct(_ product: Product) {
        home?.viewModel?.selectedProduct = product
    }

    /// Ends the flows that show a sheet, the way their own Done does, so no child is left behind.
    func endModalFlows() {
        for case let flow as ModalFlow in childCoordinators { flow.endFlow() }
    }
}
