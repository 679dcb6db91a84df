import CoordinatorKit
import Simulation
import Testing

/// The iOS 14 back button menu: a user pop of several levels at once. A coordinator that cleans up
/// only the `from` screen's child in `didShow` leaves the children of the screens in between behind.
@Suite struct BackMenuTests {
    /// A screen that reports to the coordinator that pushed it (the root one to the router).
    final class LevelScreen: Screen, OwnedScreen {
        weak var coordinator: Coordinator?
        var owner: AnyObject? { coordinator }
    }

    /// A child flow that pushes one screen.
    final class LevelCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigation: NavigationController
        let title: String
        weak var screen: Screen?

        init(navigation: NavigationController, title: String) {
            self.navigation = navigation
            self.title = title
        }

        func start() {
            let screen = LevelScreen()
            screen.title = title
            screen.coordinator = self
            self.screen = screen
            navigation.pushViewController(screen, animated: false)
        }
    }

    /// A router-shaped root: it owns the navigation controller, starts a child per pushed level, and
    /// cleans up in `didShow`: only the `from` screen's owner (`naive`), or every child whose screen
    /// left the stack (as a coordinator must, to survive the back menu).
    final class Router: Coordinator, NavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigation: NavigationController
        let naive: Bool

        init(navigation: NavigationController, naive: Bool) {
            self.navigation = navigation
            self.naive = naive
        }

        func start() {
            navigation.delegate = self
            for title in ["A", "B", "C"] { startChild(LevelCoordinator(navigation: navigation, title: title)) }
        }

        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen,
                                  animated: Bool) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                  !navigationController.viewControllers.contains(where: { $0 === from }) else { return }
            if naive {
                childDidFinish((from as? LevelScreen)?.coordinator)
            } else {
                childCoordinators.removeAll { child in
                    guard let screen = (child as? LevelCoordinator)?.screen else { return true }
                    return !navigationController.viewControllers.contains { $0 === screen }
                }
            }
        }
    }

    private func launch(naive: Bool) -> Simulation {
        Simulation { application in
            let home = LevelScreen()
            let navigation = NavigationController(application, rootViewController: home)
            let router = Router(navigation: navigation, naive: naive)
            home.coordinator = router
            application.rootCoordinator = router
            router.start()
            application.window.rootViewController = navigation
        }
    }

    @Test func aChoiceInTheMenuPopsSeveralLevelsAsOneUserPop() {
        let simulation = launch(naive: false)
        let step = simulation.send(.backMenu(level: 2))
        #expect(step.reason == nil)
        #expect(simulation.snapshot.stacks[0].screens.map(\.title) == ["Level", "A"])
        let lines = step.events.navigationLines
        #expect(lines.first == "pop LevelScreen#\(step.events.poppedID) -> LevelScreen#2 (user) on #0")
        #expect(lines.filter { $0.hasPrefix("-child") }.count == 2)
        #expect(!lines.contains { $0.hasPrefix("STALE") })
        #expect(simulation.snapshot.leaked.isEmpty)
    }

    /// The teaching case: cleaning up only `from`'s child leaves B's coordinator in the tree with
    /// no screen, which coordsim reports as a stale child.
    @Test func cleaningUpOnlyTheFromScreensChildLeavesTheOthersStale() {
        let simulation = launch(naive: true)
        let lines = simulation.send(.backMenu(level: 1)).events.navigationLines
        #expect(lines.filter { $0.hasPrefix("-child") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("STALE") }.count == 2, "\(lines)")
    }

    @Test func theMenuNeedsABackButtonAndALevelBelowTheTop() {
        let simulation = launch(naive: false)
        #expect(simulation.send(.backMenu(level: 4)).reason == .noSuchBackMenuLevel(4, depth: 4))
        #expect(simulation.send(.backMenu(level: 0)).reason == .noSuchBackMenuLevel(0, depth: 4))
        simulation.send(.backMenu(level: 1))
        #expect(simulation.send(.backMenu(level: 1)).reason == .nothingToSwipeBackTo)
    }
}

private extension [JournalEvent] {
    /// Every event but lifecycle and delegate calls.
    var navigationLines: [String] { filter { !$0.isCallback }.map(\.description) }

    /// The raw id of the screen the first pop left.
    var poppedID: Int {
        for event in self { if case let .pop(_, from, _, _) = event { return from.id.rawValue } }
        return -1
    }
}
