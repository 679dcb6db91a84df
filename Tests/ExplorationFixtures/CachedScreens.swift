import CoordsimApp
import CoordsimUIKit

/// One stack whose coordinator makes its detail screen once and pushes it again each time (in a
/// `lazy var`, or with `byName` in a dictionary), a common UIKit reuse: the screen is out of the window after back, but the coordinator, in the
/// tree, keeps it. That is no leak.
///
/// `cycle` is the bug beside it: the detail screen keeps a closure that captures the screen
/// itself, and the coordinator holds it only weakly (to know whether one exists), so after back
/// nothing in the app reaches it while it stays alive: a leak, which a weak property must not hide.
public enum CachedScreens {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class ListCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let cycle: Bool
        let byName: Bool
        /// The reuse: made on first use, pushed again after.
        lazy var detail = Detail(kind: "kept")
        /// The same reuse through a cache of several screens.
        var details: [String: Detail] = [:]
        /// The bug's: a fresh screen each time, remembered weakly.
        weak var lastDetail: Detail?

        init(cycle: Bool, byName: Bool) {
            self.cycle = cycle
            self.byName = byName
        }

        func start() {
            let list = List()
            list.onOpen = { [weak self] name in self?.open(name) }
            navigationController.pushViewController(list, animated: false)
        }

        func open(_ name: String) {
            if name == "kept" {
                let screen = byName ? details[name] ?? Detail(kind: name) : detail
                if byName { details[name] = screen }
                navigationController.pushViewController(screen, animated: true)
                return
            }
            let screen = Detail(kind: "fresh")
            if cycle { screen.onClose = { screen.title = "closed" } }
            lastDetail = screen
            navigationController.pushViewController(screen, animated: true)
        }
    }

    final class List: UIViewController {
        var onOpen: ((String) -> Void)?
        override var elements: [Element] {
            [.button("kept", "Open kept"), .button("fresh", "Open fresh")]
        }

        override func handle(_ action: ElementAction) {
            if case let .activate(id) = action { onOpen?(id) }
        }
    }

    final class Detail: UIViewController {
        let kind: String
        var onClose: (() -> Void)?
        override var parameters: [String: String] { ["kind": kind] }

        init(kind: String) {
            self.kind = kind
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static let configuration = AppConfiguration(
            name: "cached-screens",
            launchParameters: [LaunchParameter("cycle", default: false, summary: "a fresh detail keeps itself alive"),
                               LaunchParameter("byName", default: false, summary: "keep the screen in a dictionary")])
        var window: UIWindow?
        var coordinator: ListCoordinator?
        let launch: Launch

        public init(launch: Launch) { self.launch = launch }

        public func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            let coordinator = ListCoordinator(cycle: launch.parameter("cycle"), byName: launch.parameter("byName"))
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.rootViewController = coordinator.navigationController
            window.makeKeyAndVisible()
        }
    }

    public static func app(cycle: Bool = false, byName: Bool = false) throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: ["cycle": .bool(cycle), "byName": .bool(byName)])
    }
}
