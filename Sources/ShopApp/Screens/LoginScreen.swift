import CoordsimApp

/// Seed 001's LoginViewController: one Log in button that tells its delegate.
public final class LoginScreen: Screen, Storyboarded {
    public weak var delegate: LoggingIn?
    public var viewModel: LoginViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [
            .text("message", model.message),
            .button("login", model.loginTitle, shortcut: "l"),
        ]
    }

    public override func handle(_ action: ElementAction) {
        if case .activate("login") = action { delegate?.login() }
    }
}
