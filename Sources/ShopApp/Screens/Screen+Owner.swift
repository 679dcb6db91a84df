import CoordinatorKit

/// A screen that names the object it reports to: its `coordinator` or `delegate`.
///
/// This is the one hook the explorer's ownership invariant needs ("every child coordinator
/// owns a screen still shown"), and restoration uses it to ask the coordinator of the screen
/// on top to push the next one. It adds no reference: `owner` reads the existing weak property.
public protocol OwnedScreen: Screen {
    var owner: AnyObject? { get }
}

extension LoginScreen: OwnedScreen { public var owner: AnyObject? { delegate } }
extension HomeScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension StoreScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension BuyScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension ReceiptScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension CreateAccountScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension AccountCreatedScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension NextScreen: OwnedScreen { public var owner: AnyObject? { delegate } }
