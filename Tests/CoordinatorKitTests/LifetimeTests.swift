import CoordinatorKit
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
        let application = Application()
        let navigation = NavigationController(application, rootViewController: PlainScreen.instantiate())
        application.window.rootViewController = navigation

        // The root coordinator owns a parent flow; the parent owns a child, which points back strongly.
        final class Root: Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        let root = Root()
        application.rootCoordinator = root
        do {
            let parent = LeakyParentCoordinator(navigationController: navigation)
            let child = LeakyChildCoordinator()
            child.parentCoordinator = parent
            parent.childCoordinators.append(child)
            root.childCoordinators.append(parent)
        }
        application.sweep()
        #expect(application.tracker.leaked.isEmpty)
        _ = application.journal.drain()

        // The parent flow ends: the root lets it go. parent -> child -> parent is a cycle, so both live on.
        root.childCoordinators.removeAll()
        application.sweep()
        #expect(application.journal.drain().map(\.description) == [
            "-child LeakyParentCoordinator#3 of Root#2",
            "LEAK LeakyParentCoordinator#3",
            "LEAK LeakyChildCoordinator#4",
        ])
        #expect(application.snapshot(viewport: Size(columns: 80, rows: 24)).leaked.map(\.type)
                == ["LeakyParentCoordinator", "LeakyChildCoordinator"])

        // A leak is reported once, not after every event.
        application.sweep()
        #expect(application.journal.drain().isEmpty)
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
        let application = Application()
        let parent = Parent()
        application.rootCoordinator = parent
        do {
            let child = Child()
            child.parentCoordinator = parent
            parent.startChild(child)
        }
        application.sweep()
        #expect(application.journal.drain().map(\.description) == [
            "start Parent#0",
            "+child Child#1 of Parent#0",
            "start Child#1",
        ])
        parent.childCoordinators.removeAll()
        application.sweep()
        #expect(application.journal.drain().map(\.description) == [
            "-child Child#1 of Parent#0",
            "deinit Child#1",
        ])
        #expect(application.tracker.leaked.isEmpty)
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

/// The sweep checks only screens taken out of a container since the last sweep (not the whole
/// window), so every way out must be noticed: a screen something else still holds must be reported
/// leaked on the step that takes it out, and a screen put back must stop being leaked.
@Suite struct DepartureLeakTests {
    /// Sweeps and returns the leak and deinit lines journaled since the last drain.
    private func sweptLifetimes(_ application: Application) -> [String] {
        application.sweep()
        return application.journal.drain().map(\.description).filter { $0.hasPrefix("LEAK") || $0.hasPrefix("deinit") }
    }

    private func stack(_ application: Application, _ count: Int) -> (NavigationController, [Screen]) {
        let screens = (0..<count).map { _ in PlainScreen.instantiate() as Screen }
        let navigation = NavigationController(application, rootViewController: screens[0])
        for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
        return (navigation, screens)
    }

    @Test func aHeldScreenPoppedIsALeakOnThatStep() {
        let application = Application()
        let (navigation, screens) = stack(application, 3)
        application.window.rootViewController = navigation
        #expect(sweptLifetimes(application).isEmpty)
        navigation.popViewController(animated: true)
        application.runFrames()
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#3"])
        navigation.popToRootViewController(animated: false)
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#2"])
        // Back in the window: no longer leaked.
        navigation.pushViewController(screens[2], animated: false)
        #expect(sweptLifetimes(application).isEmpty)
        #expect(application.tracker.leaked.map(\.description) == ["PlainScreen#2"])
        withExtendedLifetime(screens) {}
    }

    @Test func aHeldScreenSetOutOfItsStackIsALeakOnThatStep() {
        let application = Application()
        let (navigation, screens) = stack(application, 2)
        application.window.rootViewController = navigation
        #expect(sweptLifetimes(application).isEmpty)
        navigation.setViewControllers([screens[0]], animated: false)
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#2"])
        withExtendedLifetime(screens) {}
    }

    @Test func heldScreensOfReplacedTabsAreLeaksOnThatStep() {
        let application = Application()
        let tabs = TabBarController(application)
        let (first, firstScreens) = stack(application, 1)
        let (second, secondScreens) = stack(application, 2)
        tabs.viewControllers = [first, second]
        application.window.rootViewController = tabs
        #expect(sweptLifetimes(application).isEmpty)
        tabs.viewControllers = [first]
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#4", "LEAK PlainScreen#5"])
        withExtendedLifetime((second, firstScreens, secondScreens)) {}
    }

    @Test func heldScreensOfASwappedRootAreLeaksOnThatStep() {
        let application = Application()
        let (navigation, screens) = stack(application, 2)
        application.window.rootViewController = navigation
        #expect(sweptLifetimes(application).isEmpty)
        application.window.rootViewController = PlainScreen.instantiate()
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#1", "LEAK PlainScreen#2"])
        withExtendedLifetime((navigation, screens)) {}
    }

    @Test func aHeldDismissedModalIsALeakOnThatStepAndAFreedOneADeinit() {
        let application = Application()
        let (navigation, _) = stack(application, 1)
        application.window.rootViewController = navigation
        let held = PlainScreen.instantiate()
        navigation.present(held, animated: true)
        application.runFrames()
        #expect(sweptLifetimes(application).isEmpty)
        application.window.dismissModal(origin: .code, animated: true)
        application.runFrames()
        #expect(sweptLifetimes(application) == ["LEAK PlainScreen#2"])
        do {
            navigation.present(PlainScreen.instantiate(), animated: false)
            #expect(sweptLifetimes(application).isEmpty)
        }
        application.window.dismissModal(origin: .code, animated: false)
        #expect(sweptLifetimes(application) == ["deinit PlainScreen#3"])
        withExtendedLifetime(held) {}
    }
}
