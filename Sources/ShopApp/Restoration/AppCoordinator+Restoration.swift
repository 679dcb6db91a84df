import CoordsimApp

extension AppCoordinator {
    /// Rebuilds a saved navigation state in a freshly launched app.
    ///
    /// The coordinators do the work, through the same entry points that screens and deep links
    /// use (`buySubscription`, `purchase`, `createAccount`, …), so every screen gets its view
    /// model and its coordinator, and child coordinators are started as the variant starts them.
    /// Restoring replays navigation, not business: the purchase or account a restored stack
    /// passes through is not journaled again as an outcome.
    ///
    /// Throws when the state does not fit this app (another variant's screens, a screen no
    /// coordinator offers, parameters that do not come back); the caller should then start fresh.
    public func restore(_ state: NavigationState) throws(RestoreError) {
        // Not by draining the journal and recording it again: that would lose where the
        // coordinator tree changed, and put every `start` after the pushes it made.
        let application = context.application
        application.recordsOutcomes = false
        defer { application.recordsOutcomes = true }
        switch state.root {
        case .navigation:
            guard state.stacks.map({ $0.screens.map(\.screen) }) == [["Login"]], state.modal == nil else {
                throw RestoreError("the shop's only navigation root is Login, alone")
            }
            if let tabs = tabCoordinator { didLoggedOut(tabs) }
        case .tabBar:
            if !isLoggedIn {
                guard let login = childCoordinators.lazy.compactMap({ $0 as? LoginCoordinator }).first else {
                    throw RestoreError("the app shows neither Login nor the tab bar")
                }
                login.login()
                // As a device returns to the run loop between a user's steps: nothing still animates
                // when the next screen comes, so no transition is cut short ("Unbalanced calls").
                application.finishTransitions()
            }
            guard let tabs = tabCoordinator else { throw RestoreError("the tab bar did not come up") }
            try tabs.restore(state)
        }
    }
}

extension TabCoordinator {
    func restore(_ state: NavigationState) throws(RestoreError) {
        // The shop's tabs are all navigation controllers.
        let controllers = (tabBarController.viewControllers ?? []).compactMap { $0 as? NavigationController }
        guard state.stacks.count == controllers.count else {
            throw RestoreError("the state has \(state.stacks.count) tabs; this app has \(controllers.count)")
        }
        guard controllers.allSatisfy({ $0.viewControllers.count == 1 }), context.application.window.modal == nil else {
            throw RestoreError("a state can only be restored into a freshly launched app")
        }
        for (index, stack) in state.stacks.enumerated() {
            // Each tab is rebuilt while it is selected, so its screens get UIKit's appearance calls.
            tabBarController.select(index)
            context.application.finishTransitions()
            try Rebuilder.rebuild(stack, in: controllers[index])
        }
        let selected = state.selectedTab ?? 0
        guard controllers.indices.contains(selected) else {
            // Worded as the file counts (from 0), so the number matches the one the person finds in it.
            throw RestoreError("\"selectedTab\": \(selected) does not exist; it counts from 0, and this tab bar has "
                + "\(controllers.count) tabs (0-\(controllers.count - 1))")
        }
        tabBarController.select(selected)
        context.application.finishTransitions()
        if let modal = state.modal {
            guard let presenter = controllers[selected].topViewController else {
                throw RestoreError("no screen to present the sheet from")
            }
            try Rebuilder.rebuildModal(modal, from: presenter, in: context.application)
        }
    }
}

/// Rebuilds stacks screen by screen by asking the coordinator of the screen on top to show the next.
enum Rebuilder {
    static func rebuild(_ saved: StackState, in navigation: NavigationController) throws(RestoreError) {
        guard let first = saved.screens.first else { throw RestoreError("a saved stack is empty") }
        guard let root = navigation.viewControllers.first, root.identifier == first.screen else {
            throw RestoreError("the tab's root is \(navigation.viewControllers.first?.identifier ?? "nothing"), "
                + "the state says \(first.screen)")
        }
        try apply(first, to: root)
        for next in saved.screens.dropFirst() {
            guard let top = navigation.topViewController else { throw RestoreError("the stack emptied") }
            try show(next, from: top)
            guard let shown = navigation.topViewController, shown !== top, shown.identifier == next.screen else {
                throw RestoreError("asked \(top.identifier)'s coordinator for \(next.screen); "
                    + "it showed \(navigation.topViewController?.identifier ?? "nothing") on that stack")
            }
            try apply(next, to: shown)
        }
    }

    static func rebuildModal(_ saved: StackState, from presenter: Screen, in application: Application) throws(RestoreError) {
        guard let first = saved.screens.first else { throw RestoreError("the saved sheet is empty") }
        try show(first, from: presenter)
        guard let sheet = application.window.modal else {
            throw RestoreError("asked \(presenter.identifier)'s coordinator for \(first.screen) in a sheet; "
                + "this variant shows it without one")
        }
        if let navigation = sheet as? NavigationController {
            try rebuild(saved, in: navigation)
        } else if let screen = sheet as? Screen, saved.screens.count == 1, screen.identifier == first.screen {
            try apply(first, to: screen)
        } else {
            throw RestoreError("the sheet does not match the saved one")
        }
    }

    /// Asks the owner of `top` to show `saved` next, through the capability a screen would use.
    static func show(_ saved: ScreenState, from top: Screen) throws(RestoreError) {
        let owner = (top as? OwnedScreen)?.owner
        let parameters = saved.parameters
        func refuse() -> RestoreError {
            RestoreError("\(top.identifier)'s coordinator cannot show \(saved.screen) with \(describe(parameters))")
        }
        switch saved.screen {
        case "Buy":
            guard let buying = owner as? Buying, let product = parameters["product"].flatMap(Product.init) else { throw refuse() }
            buying.buySubscription(product)
        case "Receipt":
            guard let purchasing = owner as? Purchasing, let product = parameters["product"].flatMap(Product.init) else {
                throw refuse()
            }
            purchasing.purchase(product)
        case "CreateAccount":
            guard let creating = owner as? AccountCreating else { throw refuse() }
            creating.createAccount()
        case "AccountCreated":
            guard let submitting = owner as? AccountSubmitting, let name = parameters["name"],
                  let email = parameters["email"] else { throw refuse() }
            submitting.didCreateAccount(User(name: name, email: email))
        case "Next":
            guard let showing = owner as? NextShowing else { throw refuse() }
            showing.showNext()
        default:
            throw RestoreError("no coordinator shows a screen called \"\(saved.screen)\"")
        }
        // Each screen's transition ends before the next one starts, as between a user's taps.
        top.application?.finishTransitions()
    }

    /// Sets what the user had set on a screen, then checks every parameter came back.
    static func apply(_ saved: ScreenState, to screen: Screen) throws(RestoreError) {
        let parameters = saved.parameters
        switch screen {
        case let home as HomeScreen:
            if let product = parameters["product"].flatMap(Product.init) { home.viewModel?.selectedProduct = product }
        case let store as StoreScreen:
            if let model = store.viewModel, let product = parameters["selected"].flatMap(Product.init),
               let index = model.products.firstIndex(of: product) {
                model.selectedIndex = index
            }
        case let form as CreateAccountScreen:
            if let model = form.viewModel {
                model.name = parameters["name"] ?? ""
                model.email = parameters["email"] ?? ""
                model.errors = (parameters["errors"] ?? "").split(separator: ",")
                    .compactMap { CreateAccountViewModel.ValidationError(rawValue: String($0)) }
            }
        default:
            break
        }
        guard screen.parameters == parameters else {
            throw RestoreError("\(screen.identifier) was saved with \(describe(parameters)) and came back with "
                + describe(screen.parameters))
        }
    }

    private static func describe(_ parameters: [String: String]) -> String {
        parameters.isEmpty ? "no parameters"
            : parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
