import CoordsimApp

/// Shown after a purchase; Done ends the buy flow.
public final class ReceiptScreen: Screen, Storyboarded {
    public weak var coordinator: Purchasing?
    public var viewModel: ReceiptViewModel? {
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
        viewModel.map { ["product": $0.product.rawValue] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        if case .activate("done") = action { coordinator?.finishPurchase() }
    }
}
