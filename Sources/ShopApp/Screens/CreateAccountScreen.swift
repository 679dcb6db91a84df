import CoordsimApp

/// Seed 000's CreateAccountViewController, with seed 002's name and email fields and validation.
public final class CreateAccountScreen: Screen, Storyboarded {
    public weak var coordinator: AccountSubmitting?
    public var viewModel: CreateAccountViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [
            .textField("name", model.nameLabel, value: model.name),
            .textField("email", model.emailLabel, value: model.email, placeholder: "name@example.com"),
        ] + model.errors.enumerated().map { index, error in
            .text("error\(index)", model.message(for: error), .error)
        } + [
            .button("submit", model.submitTitle, shortcut: "s"),
        ]
    }

    public override var parameters: [String: String] {
        guard let model = viewModel else { return [:] }
        var parameters = ["name": model.name, "email": model.email]
        // The errors of the last submit stay on screen while the user edits, so they are state too.
        if !model.errors.isEmpty { parameters["errors"] = model.errors.map(\.rawValue).joined(separator: ",") }
        return parameters
    }

    public override func handle(_ action: ElementAction) {
        guard let model = viewModel else { return }
        switch action {
        case let .setText("name", text): model.name = text
        case let .setText("email", text): model.email = text
        case .activate("submit"):
            if let user = model.submit() {
                coordinator?.didCreateAccount(user)
            } else if let first = model.errors.first {
                // As a UIKit form would: the first invalid field becomes first responder.
                requestFocus(first == .nameEmpty ? "name" : "email")
            }
        default: break
        }
    }
}
