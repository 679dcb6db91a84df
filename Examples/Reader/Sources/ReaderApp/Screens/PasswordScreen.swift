import CoordsimApp

/// Sign-in step two: the password for the email of step one, which it was made with.
public final class PasswordScreen: Screen, Storyboarded {
    public weak var coordinator: SignInStepping?
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.passwordTitle) }
    }
    public var email = ""
    /// Shown as typed: coordsim's text fields have no secure entry.
    public var password = ""
    public private(set) var showsError = false

    public override var elements: [Element] {
        var elements: [Element] = [
            .text("account", email),
            .textField("password", labels(.passwordField), value: password),
        ]
        if showsError {
            elements.append(.text("error", labels(.passwordTooShort,
                                                  ["count": "\(Credentials.minimumPasswordLength)"]), .error))
        }
        elements.append(.button("submit", labels(.passwordSubmit), shortcut: "s"))
        return elements
    }

    public override var parameters: [String: String] {
        var parameters = ["email": email, "passwordLength": "\(password.count)"]
        if showsError { parameters["error"] = "tooShort" }
        return parameters
    }

    public override func handle(_ action: ElementAction) {
        switch action {
        case let .setText("password", text):
            password = text
        case .activate("submit"):
            showsError = !Credentials.isValidPassword(password)
            if !showsError { coordinator?.submitPassword(password, for: email) }
        default:
            break
        }
    }
}
