import CoordsimApp

// Each screen names the object it reports to, read from its existing weak property.
extension LoginScreen: OwnedScreen { public var owner: AnyObject? { delegate } }
extension HomeScreen: OwnedScreen { public var owner: AnyObject? { coordinator ?? actions?.owner } }
extension StoreScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension BuyScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension ReceiptScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension CreateAccountScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension AccountCreatedScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension NextScreen: OwnedScreen { public var owner: AnyObject? { delegate } }
