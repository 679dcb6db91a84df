import CoordsimTesting
import Testing

/// `Coordinator.removeFinishedChildren(in:)` after pops of several levels at once (the back
/// button's menu, `popToRootViewController`, a tab reselect): every child whose screens all left
/// is released, not only the owner of the popped top screen.
@Suite struct FinishedChildrenTests {
    /// A screen whose one button runs what its coordinator gave it.
    final class FlowScreen: Screen, OwnedScreen {
        weak var owner: AnyObject?
        var next: (() -> Void)?
        override var elements: [Element] { next == nil ? [] : [.button("next", "Next")] }
        override func handle(_ action: ElementAction) {
            if action == .activate(element: "next") { next?() }
        }
    }

    /// One flow: pushes one screen, whose "Next" asks the stack's coordinator for the next flow.
    final class FlowCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: NavigationController
        let name: String
        var onNext: (() -> Void)?
        init(_ name: String, navigationController: NavigationController) {
            self.name = name
            self.navigationController = navigationController
        }

        func start() {
            let screen = FlowScreen()
            screen.title = name
            screen.owner = self
            screen.next = onNext
            navigationController.pushViewController(screen, animated: true)
        }
    }

    /// The stack's coordinator and delegate, which leaves the cleanup to the helper. Its root
    /// screen's "Next" starts the first flow; the first flow's "Next" starts the second, also a
    /// child of the stack (the flows are nested in the stack, siblings in the tree).
    final class StackCoordinator: NavigationCoordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: NavigationController
        init(_ navigationController: NavigationController) { self.navigationController = navigationController }

        func start() {
            navigationController.delegate = self
            let home = FlowScreen()
            home.title = "Home"
            home.owner = self
            home.next = { [unowned self] in startFlow("First") }
            navigationController.setViewControllers([home], animated: false)
        }

        func startFlow(_ name: String) {
            let flow = FlowCoordinator(name, navigationController: navigationController)
            if name == "First" { flow.onNext = { [unowned self] in startFlow("Second") } }
            startChild(flow)
        }
    }

    private func device() -> Device {
        Device { application in
            let stack = StackCoordinator(NavigationController(application))
            application.rootCoordinator = stack
            stack.start()
            application.window.rootViewController = stack.navigationController
        }
    }

    @Test func theBackMenuToTheRootReleasesEveryFlowItPopped() {
        let device = device()
        device.tap("Next")
        device.tap("Next")
        #expect(device.snapshot.activeStack?.screens.map(\.title) == ["Home", "First", "Second"])
        let menu = device.longPressBack(toLevel: 1)
        #expect(menu.coordinatorChanges == [
            "-child FlowCoordinator#4 of StackCoordinator#2",
            "-child FlowCoordinator#6 of StackCoordinator#2",
            "deinit FlowCoordinator#4",
            "deinit FlowCoordinator#6",
            "deinit FlowScreen#3",
            "deinit FlowScreen#5",
        ])
        #expect(device.snapshot.coordinators?.children.isEmpty == true)
        #expect(device.snapshot.staleChildren.isEmpty)
    }

    /// The app's own pop to the root ends both flows too, bottom first.
    @Test func aPopToTheRootFromCodeReleasesEveryFlowItPopped() {
        let device = device()
        device.tap("Next")
        device.tap("Next")
        let stack = device.simulation.application.window.rootViewController as! NavigationController
        let pop = device.run { stack.popToRootViewController(animated: true) }
        #expect(pop.coordinatorChanges.filter { $0.hasPrefix("-child") } == [
            "-child FlowCoordinator#4 of StackCoordinator#2",
            "-child FlowCoordinator#6 of StackCoordinator#2",
        ])
        #expect(device.snapshot.staleChildren.isEmpty)
    }

    /// Back from the second flow to the first ends only the second: the first still has its screen.
    @Test func aSinglePopKeepsTheFlowBelow() {
        let device = device()
        device.tap("Next")
        device.tap("Next")
        #expect(device.tapBack().coordinatorChanges.prefix(1) == ["-child FlowCoordinator#6 of StackCoordinator#2"])
        #expect(device.snapshot.coordinators?.children.count == 1)
    }
}
