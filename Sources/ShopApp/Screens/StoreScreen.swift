import CoordsimApp

/// The Buy tab's root: a list of products; choosing one starts buying it.
public final class StoreScreen: Screen, Storyboarded {
    public weak var coordinator: Buying?
    public var viewModel: StoreViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [
            .text("message", model.message),
            .list("products", model.productNames, selected: model.selectedIndex),
        ]
    }

    /// The highlighted product, so a restored Store shows the same row.
    public override var parameters: [String: String] {
        viewModel.map { ["selected": $0.products[$0.selectedIndex].rawValue] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        guard let model = viewModel else { return }
        switch action {
        case let .select("products", index) where model.products.indices.contains(index):
            model.selectedIndex = index
        case .activate("products"):
            coordinator?.buySubscription(model.products[model.selectedIndex])
        default:
            break
        }
    }
}
