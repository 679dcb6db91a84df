import CoordsimApp

// Screens depend only on these small capability protocols (seed 000 §8), never on a concrete
// coordinator, so the config can swap which coordinators fill them.

/// Starts buying a product (Home, the Products list).
public protocol Buying: AnyObject {
    func buySubscription(_ product: Product)
}

/// Starts the Create account flow from Home.
public protocol AccountCreating: AnyObject {
    func createAccount()
}

/// Pushes seed 004's NextView.
public protocol NextShowing: AnyObject {
    func showNext()
}

/// Seed 004's MainViewControllerDelegate.logout.
public protocol LoggingOut: AnyObject {
    func logout()
}

/// Seed 001's LoginViewControllerDelegate.
public protocol LoggingIn: AnyObject {
    func login()
}

/// The Buy screen's purchase step and the receipt's Done.
public protocol Purchasing: AnyObject {
    func purchase(_ product: Product)
    func finishPurchase()
}

/// The Create account form's result and the welcome screen's Done.
public protocol AccountSubmitting: AnyObject {
    func didCreateAccount(_ user: User)
    func finishAccountCreation()
}

/// Seed 004's NextViewControllerDelegate: NextView reports its pop from viewDidDisappear.
public protocol NextFinishing: AnyObject {
    func nextDidFinish()
}

/// Everything Home can ask for.
public typealias HomeCoordinating = Buying & AccountCreating & NextShowing & LoggingOut
