import CoordinatorKit
import ShopApp
import TestSupport

// Deliberately broken buy flows. They live in the tests only, never in the shipped registry.

/// Buying in a sheet, with two mistakes that go together in real code: it holds its parent
/// STRONGLY, and it reports its end only from Done (no presentation delegate, so a swipe-down
/// is never reported). After back at the sheet's root it stays in MainCoordinator's
/// `childCoordinators` owning no screen; and because child and parent hold each other, both
/// leak, with the Home screen, once the Main tab's coordinator leaves the tree at logout.
///
/// (A strong parent alone does not leak on back: the parent drops the only reference to the
/// child. The cycle bites when the parent is let go while still holding the child.)
final class StrongParentBuyCoordinator: Coordinator, Purchasing {
    var childCoordinators: [Coordinator] = []
    var parentCoordinator: MainCoordinator?  // BUG: strong
    private let presenter: NavigationController
    private let context: AppContext
    private weak var sheet: NavigationController?

    init(presenter: NavigationController, context: AppContext) {
        self.presenter = presenter
        self.context = context
    }

    func start() {}

    func buySubscription(_ product: Product) {
        let screen = BuyScreen.instantiate()
        screen.viewModel = BuyViewModel(product: product, labels: context.labels)
        screen.coordinator = self
        let sheet = NavigationController(context.application, rootViewController: screen)
        self.sheet = sheet  // BUG: no sheet.presentationController?.delegate, so a swipe-down goes unreported
        presenter.present(sheet, animated: true)
    }

    func purchase(_ product: Product) {
        let screen = ReceiptScreen.instantiate()
        screen.viewModel = ReceiptViewModel(product: product, labels: context.labels)
        screen.coordinator = self
        sheet?.pushViewController(screen, animated: true)
    }

    func finishPurchase() {
        sheet?.dismiss(animated: true)
        parentCoordinator?.childDidFinish(self)
    }

    static let flow = Flow<Product>(name: "StrongParentBuyCoordinator", summary: "broken: strong parent") { host, product in
        let child = StrongParentBuyCoordinator(presenter: host.navigationController, context: host.context)
        child.parentCoordinator = host
        host.startChild(child)
        child.buySubscription(product)
    }
}

/// A buy flow that forgets `startChild`: nothing keeps its coordinator, so the Buy screen it
/// pushes holds a released (nil) weak coordinator and its Purchase button does nothing.
final class UnretainedBuyCoordinator: Coordinator, Purchasing {
    var childCoordinators: [Coordinator] = []
    private let navigationController: NavigationController
    private let context: AppContext

    init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    func start() {}

    func buySubscription(_ product: Product) {
        let screen = BuyScreen.instantiate()
        screen.viewModel = BuyViewModel(product: product, labels: context.labels)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    func purchase(_ product: Product) {}
    func finishPurchase() {}

    static let flow = Flow<Product>(name: "UnretainedBuyCoordinator", summary: "broken: never retained") { host, product in
        UnretainedBuyCoordinator(navigationController: host.navigationController, context: host.context)
            .buySubscription(product)  // BUG: no host.startChild
    }
}

/// The shop with the broken buy flows above as extra `buying` choices.
final class BrokenShop: ShopWithRegistry {
    override class var registry: CoordinatorRegistry {
        CoordinatorRegistry.standard.adding(buying: StrongParentBuyCoordinator.flow)
            .adding(buying: UnretainedBuyCoordinator.flow)
    }
}

enum BrokenApps {
    /// The default config plus a variant "Broken" whose buying role is `flow`.
    static func app(buying flow: Flow<Product>) -> AppVariant {
        var config = Fixtures.defaultConfig
        config.variants.append(VariantConfig(name: "Broken", summary: "a deliberately broken buy flow", coordinators: [
            "buying": flow.name, "accountCreating": "ChildCreateAccountCoordinator", "next": "NextViewCoordinator",
        ]))
        do {
            return try AppVariant(BrokenShop.self, config: config, variant: "Broken")
        } catch {
            fatalError("the broken variant does not build: \(error)")
        }
    }
}
