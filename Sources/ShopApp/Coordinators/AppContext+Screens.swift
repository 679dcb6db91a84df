import CoordsimApp

/// Makes each screen with its view model injected (MVVM-C, seed 002), for whichever
/// coordinator runs the flow: several coordinators show the same screens, and the wiring of a
/// screen to its model belongs in one place.
extension AppContext {
    func makeBuyScreen(_ product: Product, coordinator: Purchasing) -> BuyScreen {
        let screen = BuyScreen.instantiate()
        screen.viewModel = buyModel(product)
        screen.coordinator = coordinator
        return screen
    }

    func makeReceiptScreen(_ product: Product, coordinator: Purchasing) -> ReceiptScreen {
        let screen = ReceiptScreen.instantiate()
        screen.viewModel = receiptModel(product)
        screen.coordinator = coordinator
        return screen
    }

    func makeCreateAccountScreen(coordinator: AccountSubmitting) -> CreateAccountScreen {
        let screen = CreateAccountScreen.instantiate()
        screen.viewModel = newCreateAccountModel()
        screen.coordinator = coordinator
        return screen
    }

    func makeAccountCreatedScreen(_ user: User, coordinator: AccountSubmitting) -> AccountCreatedScreen {
        let screen = AccountCreatedScreen.instantiate()
        screen.viewModel = AccountCreatedViewModel(user: user, labels: labels)
        screen.coordinator = coordinator
        return screen
    }

    func makeNextScreen(delegate: NextFinishing) -> NextScreen {
        let screen = NextScreen.instantiate()
        screen.viewModel = sharedNextModel()
        screen.delegate = delegate
        return screen
    }
}
