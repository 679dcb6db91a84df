import CoordinatorKit
import CoordsimTesting
import Simulation
import TestSupport
import Testing

/// A child flow whose coordinator holds its parent strongly: the classic retain cycle.
private final class LeakyChildCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var parentCoordinator: LeakyParentCoordinator?   // strong on purpose: this is the bug
    func start() {}
}

private final class LeakyParentCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: NavigationController
    init(navigationController: NavigationController) { self.navigationController = navigationController }
    func start() {}
}

@Suite struct LifetimeTests {
    /// The parent holds the child in `childCoordinators`; the child holds the parent strongly.
    /// When the root lets the parent go, the pair keeps itself alive: a real ARC leak.
    @Test func strongParentReferenceLeaksTheReleasedChildAndItIsReported() {
        // The root coordinator owns a parent flow; the parent owns a child, which points back strongly.
        final class Root: Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        let root = Root()
        var navigation: NavigationController!
        let device = Device { application in
            navigation = NavigationController(application, rootViewController: PlainScreen.instantiate())
            application.window.rootViewController = navigation
            application.rootCoordinator = root
        }
        let adding = device.run {
            let parent = LeakyParentCoordinator(navigationController: navigation)
            let child = LeakyChildCoordinator()
            child.parentCoordinator = parent
            parent.childCoordinators.append(child)
            root.childCoordinators.append(parent)
        }
        #expect(adding.snapshot.leaked.isEmpty)

        // The parent flow ends: the root lets it go. parent -> child -> parent is a cycle, so both live on.
        let removing = device.run { root.childCoordinators.removeAll() }
        #expect(removing.journal == [
            "-child LeakyParentCoordinator#3 of Root#2",
            "LEAK LeakyParentCoordinator#3",
            "LEAK LeakyChildCoordinator#4",
        ])
        #expect(removing.snapshot.leaked.map(\.type) == ["LeakyParentCoordinator", "LeakyChildCoordinator"])

        // A leak is reported once, not after every event.
        #expect(device.run {}.journal.isEmpty)
    }

    @Test func weakParentReferenceDoesNotLeak() {
        final class Parent: Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        final class Child: Coordinator {
            var childCoordinators: [Coordinator] = []
            weak var parentCoordinator: Parent?
            func start() {}
        }
        let parent = Parent()
        let device = Device { application in
            application.rootCoordinator = parent
            let child = Child()
            child.parentCoordinator = parent
            parent.startChild(child)
        }
        #expect(device.launch.map(\.description) == [
            "start Parent#0",
            "+child Child#1 of Parent#0",
            "start Child#1",
            "STALE Child#1 of Parent#0: owns no screen",   // the device's own check: this child shows nothing
        ])
        let removing = device.run { parent.childCoordinators.removeAll() }
        #expect(removing.journal == [
            "-child Child#1 of Parent#0",
            "deinit Child#1",
        ])
        #expect(removing.snapshot.leaked.isEmpty)
    }

    @Test func childDidFinishRemovesByIdentity() {
        final class Node: Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        let parent = Node()
        let first = Node()
        let second = Node()
        parent.startChild(first)
        parent.startChild(second)
        parent.childDidFinish(second)
        #expect(parent.childCoordinators.count == 1)
        #expect(parent.childCoordinators.first === first)
        parent.childDidFinish(nil)
        #expect(parent.childCoordinators.count == 1)
    }
}
