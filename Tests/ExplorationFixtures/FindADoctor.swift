import CoordsimApp
import CoordsimUIKit

/// Three tabs: Home, Doctors, Visits. Home's "Find a doctor" only selects Doctors; a doctor's
/// "Book a visit" selects Visits and pushes the booking there, a move the app declares. Doctors
/// and Visits are then explored together as one group, and "Find a doctor" crosses into that
/// group while it may show Visits: it must land on Doctors, as the app does.
public enum FindADoctor {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class StackCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        weak var tabs: TabsCoordinator?

        func start() {}
    }

    final class Home: UIViewController {
        weak var coordinator: StackCoordinator?
        override var elements: [Element] { [.button("find", "Find a doctor")] }

        override func handle(_ action: ElementAction) {
            if case .activate("find") = action { coordinator?.tabs?.tabBarController.selectedIndex = 1 }
        }
    }

    final class Doctors: UIViewController {
        weak var coordinator: StackCoordinator?
        override var elements: [Element] { [.button("book", "Book a visit")] }

        override func handle(_ action: ElementAction) {
            if case .activate("book") = action { coordinator?.tabs?.book() }
        }
    }

    final class Visits: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class Booking: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        private var visits: StackCoordinator?

        func start() {
            let stacks = [StackCoordinator(), StackCoordinator(), StackCoordinator()]
            let roots: [(UIViewController, String)] = [(Home(), "Home"), (Doctors(), "Doctors"), (Visits(), "Visits")]
            for (stack, (root, title)) in zip(stacks, roots) {
                stack.tabs = self
                (root as? Home)?.coordinator = stack
                (root as? Doctors)?.coordinator = stack
                (root as? Visits)?.coordinator = stack
                childCoordinators.append(stack)
                stack.navigationController.pushViewController(root, animated: false)
                stack.navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            }
            visits = stacks[2]
            tabBarController.viewControllers = stacks.map(\.navigationController)
        }

        /// "Book a visit": the Visits tab, with the booking on top.
        func book() {
            tabBarController.selectedIndex = 2
            guard let visits, visits.navigationController.viewControllers.count == 1 else { return }
            let booking = Booking()
            booking.coordinator = visits
            visits.navigationController.pushViewController(booking, animated: false)
        }
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static let configuration = AppConfiguration(
            name: "find-a-doctor", crossTabMoves: [CrossTabMove(from: "Doctors", control: "book", to: "Visits")])
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        public init(launch: Launch) { self.launch = launch }

        public func start() {
            let coordinator = TabsCoordinator()
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    public static func app() throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: [:])
    }
}
