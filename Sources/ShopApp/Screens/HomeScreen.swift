import CoordsimApp

/// The Main tab's root (seed 000's ViewController, seed 004's MainViewController).
///
/// It knows nothing of the screens it leads to: it only calls its coordinator's
/// capabilities, held weakly (seed 000 §8).
public final class HomeScreen: Screen, Storyboarded {
    public weak var coordinator: HomeCoordinating?
    /// Seed 000 §8's closures, set instead of ``coordinator`` by the `Closures` wiring: Home then
    /// knows nothing of who navigates.
    public var actions: HomeActions?
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
            if let actions { actions.buy(model.selectedProduct) } else { coordinator?.buySubscription(model.selectedProduct) }
        case .activate("createAccount"):
            if let actions { actions.createAccount() } else { coordinator?.createAccount() }
        case .activate("next"):
            if let actions { actions.next() } else { coordinator?.showNext() }
        case .activate("logout"):
            if let actions { actions.logout() } else { coordinator?.logout() }
        default:
            break
        }
    }
}

/// Home's buttons as closures (seed 000 §8): the coordinator sets them with `[weak self]`.
public struct HomeActions {
    public var buy: (Product) -> Void
    public var createAccount: () -> Void
    public var next: () -> Void
    public var logout: () -> Void
    /// The object the closures capture, kept weakly so the simulator can name Home's owner;
    /// Home itself never calls it.
    public weak var owner: AnyObject?

    public init(owner: AnyObject, buy: @escaping (Product) -> Void, createAccount: @escaping () -> Void,
                next: @escaping () -> Void, logout: @escaping () -> Void) {
        self.owner = owner
        self.buy = buy
        self.createAccount = createAccount
        self.next = next
        self.logout = logout
    }
}
