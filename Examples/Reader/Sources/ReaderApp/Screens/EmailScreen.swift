import CoordsimApp

/// Sign-in step one: the email, checked before the flow moves on.
public final class EmailScreen: Screen, Storyboarded {
    public weak var coordinator: SignInStepping?
    public var labels = Labels(texts: [:]) {
        didSet { title = labels(.emailTitle) }
    }
    public var email = ""
    /// Set by a refused Next; stays while the user edits, as a form's error label does.
    public private(set) var showsError = false

    public override var elements: [Element] {
        var elements: [Element] = [.textField("email", labels(.emailField), value: email, placeholder: "name@example.com")]
        if showsError { elements.append(.text("error", labels(.emailInvalid), .error)) }
        elements.append(.button("next", labels(.emailNext), shortcut: "n"))
        return elements
    }

    public override var parameters: [String: String] {
        showsError ? ["email": email, "error": "invalid"] : ["email": email]
    }

    public override func handle(_ action: ElementAction) {
        switch action {
        case let .setText("email", text):
            email = text
        case .activate("next"):
            let trimmed = email.trimmingSpaces()
            showsError = !Credentials.isValidEmail(trimmed)
            if !showsError { coordinator?.submitEmail(trimmed) }
        default:
            break
        }
    }
}
