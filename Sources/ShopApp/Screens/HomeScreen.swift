import CoordsimApp

/// The Main tab's root (seed 000's ViewController, seed 004's MainViewController).
///
/// It knows nothing of the screens it leads to: it only calls its coordinator's
/// capabilities, held weakly (seed 000 §8).
public final class HomeScreen: Screen, Storyboarded {
    // The simulator reads this after every event; release builds skip its runtime exclusivity
    // check (DECISIONS.md, "No unsafe flags"). An app of your own needs none of this.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public weak var coordinator: HomeCoordinating?
    public var viewModel: HomeViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [
            .text("productLabel", model.productLabel),
            .segmented("product", model.productNames,
                       selected: model.products.firstIndex(of: model.selectedProduct) ?? 0),
            .button("buy", model.buyTitle, shortcut: "b"),
            .button("createAccount", model.createAccountTitle, shortcut: "c"),
            .button("next", model.nextTitle, shortcut: "n"),
            .button("logout", model.logoutTitle, shortcut: "o"),
        ]
    }

    public override var parameters: [String: String] {
        viewModel.map { ["product": $0.selectedProduct.rawValue] } ?? [:]
    }

    public override func handle(_ action: ElementAction) {
        guard let model = viewModel else { return }
        switch action {
        case let .select("product", index) where model.products.indices.contains(index):
            model.selectedProduct = model.products[index]
        case .activate("buy"):
            coordinator?.buySubscription(model.selectedProduct)
        case .activate("createAccount"):
            coordinator?.createAccount()
        case .activate("next"):
            coordinator?.showNext()
        case .activate("logout"):
            coordinator?.logout()
        default:
            break
        }
    }
}
