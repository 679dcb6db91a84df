import CoordsimApp

/// Seed 000's BuyViewController: shows the product passed from Home (§4) and a purchase step.
public final class BuyScreen: Screen, Storyboarded {
    public weak var coordinator: Purchasing?
    public var viewModel: BuyViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [
            .text("selectedProduct", model.selectedProductText, .heading),
            .button("purchase", model.purchaseTitle, shortcut: "p"),
        ]
    }

    public override var parameters: [String: String] {
        viewModel.map { ["product": $0.product.rawValue] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        if case .activate("purchase") = action, let product = viewModel?.product {
            coordinator?.purchase(product)
        }
    }
}
