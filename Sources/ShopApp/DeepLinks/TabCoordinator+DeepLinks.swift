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
            showMain { main in
                if let product { main.selectProduct(product) }
            }
        case let .buy(product):
            showMain { main in
                if let product { main.selectProduct(product) }
                main.buySubscription(product ?? main.selectedProduct)
            }
        case .account:
            showMain { $0.createAccount() }
        case .next:
            showMain { $0.showNext() }
        }
    }

    /// Selects the Main tab, pops it to Home, and calls `then` once Home shows. Selecting first
    /// matters: a screen that reports its own pop from `viewDidDisappear` (Next) only gets the
    /// call when it is on screen. An animated pop is still running when this returns; starting
    /// the next push then would make UIKit warn of unbalanced appearance calls, so `then` waits
    /// for the pop's transition coordinator to finish.
    private func showMain(then: @escaping (MainCoordinator) -> Void) {
        guard let main = mainCoordinator,
              let index = tabBarController.viewControllers?.firstIndex(where: { $0 === main.navigationController })
        else { return }
        tabBarController.select(index)
        let navigation = main.navigationController
        navigation.popToRootViewController(animated: context.coordinators.deepLinks.popsAnimated)
        if let transition = navigation.transitionCoordinator {
            transition.animate(alongsideTransition: nil) { [weak main] _ in
                if let main { then(main) }
            }
        } else {
            then(main)
        }
    }
}
