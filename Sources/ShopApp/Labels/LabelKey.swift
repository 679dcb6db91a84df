import CoordsimApp

/// Every text the app shows. The config gives each one in `en` and may give it in `ko`.
public enum LabelKey: String, CaseIterable, Codable, Sendable {
    case tabMain = "tab.main"
    case tabBuy = "tab.buy"
    case tabCreateAccount = "tab.createAccount"
    case loginTitle = "login.title"
    case loginMessage = "login.message"
    case loginButton = "login.button"
    case homeTitle = "home.title"
    case homeProduct = "home.product"
    case productComputer = "product.computer"
    case productBicycle = "product.bicycle"
    case homeBuy = "home.buy"
    case homeCreateAccount = "home.createAccount"
    case homeNext = "home.next"
    case homeLogout = "home.logout"
    case storeTitle = "store.title"
    case storeMessage = "store.message"
    case buyTitle = "buy.title"
    case buySelectedProduct = "buy.selectedProduct"
    case buyPurchase = "buy.purchase"
    case receiptTitle = "receipt.title"
    case receiptMessage = "receipt.message"
    case done = "common.done"
    case createAccountTitle = "createAccount.title"
    case fieldName = "createAccount.name"
    case fieldEmail = "createAccount.email"
    case createAccountSubmit = "createAccount.submit"
    case errorNameEmpty = "createAccount.error.nameEmpty"
    case errorEmailEmpty = "createAccount.error.emailEmpty"
    case errorEmailInvalid = "createAccount.error.emailInvalid"
    case accountCreatedTitle = "accountCreated.title"
    case accountCreatedMessage = "accountCreated.message"
    case nextTitle = "next.title"
    case nextMessage = "next.message"
}

extension LabelKey {
    /// The `{placeholders}` the app fills in this label's text; a config's text may use no others.
    public var placeholders: [String] {
        switch self {
        case .buySelectedProduct, .receiptMessage: return ["product"]
        case .accountCreatedMessage: return ["name", "email"]
        default: return []
        }
    }
}

extension Labels {
    /// The text of a shop label, with its placeholders filled.
    public func callAsFunction(_ key: LabelKey, _ arguments: [String: String] = [:]) -> String {
        self(key.rawValue, arguments)
    }

    public func product(_ product: Product) -> String { self(product.labelKey) }
}
