import CoordinatorKit
import CoordsimApp
import ShopApp
import Simulation

/// The tutorials' bug, for tests: a buy flow in a sheet that reports its end only from Done.
/// A swipe-down (Esc at the sheet's root) is never reported, so the child stays in
/// MainCoordinator's `childCoordinators` owning no screen: a stale child. It does not leak.
public final class ForgetfulBuyCoordinator: Coordinator, Purchasing {
    public var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: MainCoordinator?
    private let presenter: NavigationController
    private let context: AppContext
    private weak var sheet: NavigationController?

    init(presenter: NavigationController, context: AppContext) {
        self.presenter = presenter
        self.context = context
    }

    public func start() {}

    public func buySubscription(_ product: Product) {
        let screen = BuyScreen.instantiate()
        screen.viewModel = BuyViewModel(product: product, labels: context.labels)
        screen.coordinator = self
        let sheet = NavigationController(context.application, rootViewController: screen)
        self.sheet = sheet  // BUG: no presentationController?.delegate, so a swipe-down goes unreported
        presenter.present(sheet, animated: true)
    }

    public func purchase(_ product: Product) {
        let screen = ReceiptScreen.instantiate()
        screen.viewModel = ReceiptViewModel(product: product, labels: context.labels)
        screen.coordinator = self
        sheet?.pushViewController(screen, animated: true)
    }

    public func finishPurchase() {
        sheet?.dismiss(animated: true)
        parentCoordinator?.childDidFinish(self)
    }
}

/// The shop with ``ForgetfulBuyCoordinator`` as variant `Forgetful`'s buying coordinator.
public final class ForgetfulBuyShop: ShopWithRegistry {
    public override class var registry: CoordinatorRegistry {
        CoordinatorRegistry.standard.adding(buying: Flow<Product>(name: "ForgetfulBuyCoordinator",
                                                                  summary: "the tutorials' bug: a swipe-down is never reported") { host, product in
            let child = ForgetfulBuyCoordinator(presenter: host.navigationController, context: host.context)
            child.parentCoordinator = host
            host.startChild(child)
            child.buySubscription(product)
        })
    }

    /// A simulation of the forgetful variant, logged in.
    public static func simulation(viewport: Size = Size(columns: 80, rows: 24)) -> Simulation {
        var config = Fixtures.defaultConfig
        config.variants.append(VariantConfig(name: "Forgetful", summary: "the tutorials' bug", coordinators: [
            "buying": "ForgetfulBuyCoordinator", "accountCreating": "ChildCreateAccountCoordinator", "next": "NextViewCoordinator",
        ]))
        do {
            let variant = try AppVariant(ForgetfulBuyShop.self, config: config, variant: "Forgetful",
                                         parameters: [ShopApp.LaunchParameters.startLoggedIn: true])
            return Simulation(variant, viewport: viewport)
        } catch {
            fatalError("the forgetful variant does not start: \(error)")
        }
    }
}
