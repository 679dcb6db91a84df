import Foundation

// MVVM-C (seed 002): each coordinator makes its screen's view model and injects it.
// View models hold state and rules; screens only turn them into elements.

public final class LoginViewModel {
    let labels: Labels
    public init(labels: Labels) { self.labels = labels }
}

public final class HomeViewModel {
    let labels: Labels
    public let products = Product.allCases
    public var selectedProduct: Product = .computer

    public init(labels: Labels) { self.labels = labels }
}

public final class StoreViewModel {
    let labels: Labels
    public let products = Product.allCases
    public var selectedIndex = 0

    public init(labels: Labels) { self.labels = labels }
}

public final class BuyViewModel {
    let labels: Labels
    public let product: Product

    /// Made once: labels don't change while a screen lives, and filling placeholders is not free.
    let selectedProductText: String

    public init(product: Product, labels: Labels) {
        self.product = product
        self.labels = labels
        selectedProductText = labels(.buySelectedProduct, ["product": labels.product(product)])
    }
}

public final class ReceiptViewModel {
    let labels: Labels
    public let product: Product
    let message: String

    public init(product: Product, labels: Labels) {
        self.product = product
        self.labels = labels
        message = labels(.receiptMessage, ["product": labels.product(product)])
    }
}

public final class CreateAccountViewModel {
    public enum ValidationError: String, Hashable, Sendable { case nameEmpty, emailInvalid }

    let labels: Labels
    public var name = ""
    public var email = ""
    /// Settable inside ShopApp so a restored form shows the errors it was saved with.
    public internal(set) var errors: [ValidationError] = []

    public init(labels: Labels) { self.labels = labels }

    /// Checks the form; on success returns the User, else keeps the errors to show.
    public func submit() -> User? {
        let trimmedName = name.trimmingCharacters(in: .whitespaces)
        let trimmedEmail = email.trimmingCharacters(in: .whitespaces)
        errors = []
        if trimmedName.isEmpty { errors.append(.nameEmpty) }
        if !Self.isValidEmail(trimmedEmail) { errors.append(.emailInvalid) }
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
        case .nameEmpty: return labels(.errorNameEmpty)
        case .emailInvalid: return labels(.errorEmailInvalid)
        }
    }
}

public final class AccountCreatedViewModel {
    let labels: Labels
    public let user: User
    let message: String

    public init(user: User, labels: Labels) {
        self.user = user
        self.labels = labels
        message = labels(.accountCreatedMessage, ["name": user.name, "email": user.email])
    }
}

public final class NextViewModel {
    let labels: Labels
    public init(labels: Labels) { self.labels = labels }
}
