import CoordsimApp

extension TabCoordinator {
    /// The Main tab's coordinator.
    public var mainCoordinator: MainCoordinator? {
        childCoordinators.lazy.compactMap { $0 as? MainCoordinator }.first
    }

    /// Opens a route: ends any sheet's flow, then, once the sheet is gone, selects the tab and asks
    /// its coordinator for the rest.
    func open(_ route: Route) {
        guard let main = mainCoordinator else { return follow(route) }
        main.endModalFlows { [weak self] in self?.follow(route) }
    }

    private func follow(_ route: Route) {
        switch route {
        case let .tab(number):
            tabBarController.select(number - 1)
        case let .main(product):
            guard let main = showMain() else { return }
            if let product { main.selectProduct(product) }
        case let .buy(product):
            guard let main = showMain() else { return }
            if let product { main.selectProduct(product) }
            main.buySubscription(product ?? main.selectedProduct)
        case .account:
            showMain()?.createAccount()
        case .next:
            showMain()?.showNext()
        }
    }

    /// Selects the Main tab, then pops it to Home. Selecting first matters: a screen that
    /// reports its own pop from `viewDidDisappear` (Next) only gets the call when it is on screen.
    @discardableResult
    private func showMain() -> MainCoordinator? {
        guard let main = mainCoordinator,
              let index = tabBarController.viewControllers.firstIndex(where: { $0 === main.navigationController })
        else { return nil }
        tabBarController.select(index)
        main.navigationController.popToRootViewController(animated: context.coordinators.deepLinks.popsAnimated)
        return main
    }
}
