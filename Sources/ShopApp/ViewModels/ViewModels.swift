#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp

// MVVM-C (seed 002): each coordinator makes its screen's view model and injects it.
// View models hold state and rules, and present their texts: resolved from the labels once,
// when the model is made, because screens lay out their elements after every event.

public final class LoginViewModel {
    let title: String
    let message: String
    let loginTitle: String

    public init(labels: Labels) {
        title = labels(.loginTitle)
        message = labels(.loginMessage)
        loginTitle = labels(.loginButton)
    }
}

public final class HomeViewModel {
    public let products = Product.allCases
    public var selectedProduct: Product = .computer
    let title: String
    let productLabel: String
    let productNames: [String]
    let buyTitle: String
    let createAccountTitle: String
    let nextTitle: String
    let logoutTitle: String

    public init(labels: Labels) {
        title = labels(.homeTitle)
        productLabel = labels(.homeProduct)
        productNames = products.map(labels.product)
        buyTitle = labels(.homeBuy)
        createAccountTitle = labels(.homeCreateAccount)
        nextTitle = labels(.homeNext)
        logoutTitle = labels(.homeLogout)
    }
}

public final class StoreViewModel {
    public let products = Product.allCases
    public var selectedIndex = 0
    let title: String
    let message: String
    let productNames: [String]

    public init(labels: Labels) {
        title = labels(.storeTitle)
        message = labels(.storeMessage)
        productNames = products.map(labels.product)
    }
}

/// Shared by every screen that shows it (`AppContext` makes one per product): it must stay immutable.
public final class BuyViewModel {
    public let product: Product
    let title: String
    let selectedProductText: String
    let purchaseTitle: String

    public init(product: Product, labels: Labels) {
        self.product = product
        title = labels(.buyTitle)
        selectedProductText = labels(.buySelectedProduct, ["product": labels.product(product)])
        purchaseTitle = labels(.buyPurchase)
    }
}

/// Shared by every screen that shows it (`AppContext` makes one per product): it must stay immutable.
public final class ReceiptViewModel {
    public let product: Product
    let title: String
    let message: String
    let doneTitle: String

    public init(product: Product, labels: Labels) {
        self.product = product
        title = labels(.receiptTitle)
        message = labels(.receiptMessage, ["product": labels.product(product)])
        doneTitle = labels(.done)
    }
}

public final class CreateAccountViewModel {
    public enum ValidationError: String, Hashable, Sendable { case nameEmpty, emailEmpty, emailInvalid }

    public var name = ""
    public var email = ""
    /// Settable inside ShopApp so a restored form shows the errors it was saved with.
    public internal(set) var errors: [ValidationError] = []
    let title: String
    let nameLabel: String
    let emailLabel: String
    let submitTitle: String
    private let nameEmptyMessage: String
    private let emailEmptyMessage: String
    private let emailInvalidMessage: String

    public init(labels: Labels) {
        title = labels(.createAccountTitle)
        nameLabel = labels(.fieldName)
        emailLabel = labels(.fieldEmail)
        submitTitle = labels(.createAccountSubmit)
        nameEmptyMessage = labels(.errorNameEmpty)
        emailEmptyMessage = labels(.errorEmailEmpty)
        emailInvalidMessage = labels(.errorEmailInvalid)
    }

    /// An empty form with the texts of `other`, already resolved.
    init(textsOf other: CreateAccountViewModel) {
        title = other.title
        nameLabel = other.nameLabel
        emailLabel = other.emailLabel
        submitTitle = other.submitTitle
        nameEmptyMessage = other.nameEmptyMessage
        emailEmptyMessage = other.emailEmptyMessage
        emailInvalidMessage = other.emailInvalidMessage
    }

    /// Checks the form; on success returns the User, else keeps the errors to show.
    public func submit() -> User? {
        let trimmedName = name.trimmingWhitespace()
        let trimmedEmail = email.trimmingWhitespace()
        errors = []
        if trimmedName.isEmpty { errors.append(.nameEmpty) }
        if trimmedEmail.isEmpty {
            errors.append(.emailEmpty)
        } else if !Self.isValidEmail(trimmedEmail) {
            errors.append(.emailInvalid)
        }
        return errors.isEmpty ? User(name: trimmedName, email: trimmedEmail) : nil
    }

    public func reset() {
        name = ""
        email = ""
        errors = []
    }

    /// One `@`, a non-empty local part, and a domain with a dot that neither starts nor ends it.
    public static func isValidEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex,
              domain.index(after: dot) != domain.endIndex, !domain.hasPrefix(".") else { return false }
        return true
    }

    func message(for error: ValidationError) -> String {
        switch error {
        case .nameEmpty: return nameEmptyMessage
        case .emailEmpty: return emailEmptyMessage
        case .emailInvalid: return emailInvalidMessage
        }
    }
}

public final class AccountCreatedViewModel {
    public let user: User
    let title: String
    let message: String
    let doneTitle: String

    public init(user: User, labels: Labels) {
        self.user = user
        title = labels(.accountCreatedTitle)
        message = labels(.accountCreatedMessage, ["name": user.name, "email": user.email])
        doneTitle = labels(.done)
    }
}

/// Shared by every screen that shows it (`AppContext` makes one): it must stay immutable.
public final class NextViewModel {
    let title: String
    let message: String

    public init(labels: Labels) {
        title = labels(.nextTitle)
        message = labels(.nextMessage)
    }
}

extension String {
    /// The text without leading and trailing whitespace, as a form reads what was typed.
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
