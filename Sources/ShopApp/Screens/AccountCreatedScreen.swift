import CoordsimApp

/// Receives the `User` made by the form (seed 002's `bViewController.user = User(...)`).
public final class AccountCreatedScreen: Screen, Storyboarded {
    public weak var coordinator: AccountSubmitting?
    public var viewModel: AccountCreatedViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [
            .text("message", model.message, .success),
            .button("done", model.doneTitle, shortcut: "d"),
        ]
    }

    public override var parameters: [String: String] {
        viewModel.map { ["name": $0.user.name, "email": $0.user.email] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        if case .activate("done") = action { coordinator?.finishAccountCreation() }
    }
}
