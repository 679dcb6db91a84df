import CoordsimTesting
import CoordsimUIKit
import Testing

/// A factory that makes controllers from a storyboard, held weakly by the coordinator that pushes
/// them, as ApplicationCoordinator's `weak var view = factory.make(); router.push(view)`: on iOS
/// the storyboard's controller is autoreleased and lives until the end of the run-loop turn.
@Suite struct AutoreleaseTests {
    final class ListViewController: UIViewController {
        var onOpen: ((Bool) -> Void)?
        override var elements: [Element] { [.button("storyboard", "From storyboard"), .button("init", "From init")] }
        override func handle(_ action: ElementAction) {
            if case let .activate(id) = action { onOpen?(id == "storyboard") }
        }
    }

    final class ItemViewController: UIViewController {}

    struct ModuleFactory {
        func makeItemFromStoryboard() -> ItemViewController {
            UIStoryboard(name: "Autorelease", bundle: nil).instantiateViewController(withIdentifier: "ItemViewController")
                as! ItemViewController
        }

        func makeItemFromInit() -> ItemViewController { ItemViewController() }
    }

    /// Upstream's router: a nil module is ignored, silently.
    final class Router {
        let navigationController: UINavigationController
        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }

        func push(_ module: UIViewController?) {
            guard let module else { return }
            navigationController.pushViewController(module, animated: true)
        }
    }

    final class ItemCoordinator: NSObject {
        var childCoordinators: [AnyObject] = []
        let router: Router
        let factory = ModuleFactory()
        /// Whether the last module was made and freed before the push could take it.
        weak var lastMade: ItemViewController?

        init(router: Router) { self.router = router }

        func start() {
            let list = ListViewController()
            list.onOpen = { [weak self] fromStoryboard in self?.showItem(fromStoryboard: fromStoryboard) }
            router.navigationController.setViewControllers([list], animated: false)
        }

        func showItem(fromStoryboard: Bool) {
            weak var view = fromStoryboard ? factory.makeItemFromStoryboard() : factory.makeItemFromInit()
            view?.title = "Item"
            router.push(view)
        }
    }

    private func device() -> Device {
        UIStoryboard.register([ItemViewController.self], inStoryboardNamed: "Autorelease")
        return Device { application in
            let coordinator = ItemCoordinator(router: Router(UINavigationController()))
            application.rootCoordinator = coordinator
            coordinator.start()
            application.window.rootViewController = coordinator.router.navigationController
        }
    }

    @Test func aStoryboardMadeControllerHeldWeaklyLivesToBePushed() {
        let device = device()
        let open = device.tap("From storyboard")
        #expect(open.navigation == ["push ItemViewController#3 over ListViewController#1 on #0"])
        #expect(device.snapshot.activeStack?.screens.map(\.title) == ["ListViewController", "Item"])
    }

    /// A controller made with `init` is not autoreleased, on iOS either: the weak reference is nil
    /// before the push, and the router ignores it.
    @Test func anInitMadeControllerHeldWeaklyIsFreedBeforeThePush() {
        let device = device()
        let open = device.tap("From init")
        #expect(open.journal.isEmpty)
        #expect(device.snapshot.activeStack?.screens.count == 1)
    }

    /// Not pushed, the storyboard's controller goes when the turn ends.
    @Test func theTurnsEndReleasesAnUnusedOne() {
        weak var made: ItemViewController?
        let device = device()
        device.run {
            made = ModuleFactory().makeItemFromStoryboard()
            #expect(made != nil)
        }
        #expect(made == nil)
    }
}
