import CoordsimTesting
import Testing

/// The explorer's back-menu input: an app with no tab bar (so no reselect pops to the root) whose
/// stack delegate ends only the popped top screen's flow. Every pop of one screen is fine; only
/// the back menu pops several, and `explore` finds the flows it leaves behind.
@Suite struct BackMenuExplorationTests {
    final class LevelScreen: Screen, OwnedScreen {
        /// The level's flow, or the stack's coordinator for the root.
        weak var owner: AnyObject?
        weak var stack: StackCoordinator?
        var canGoDeeper = false
        override var elements: [Element] { canGoDeeper ? [.button("deeper", "Deeper")] : [.text("end", "The end")] }
        override func handle(_ action: ElementAction) {
            if action == .activate(element: "deeper") { stack?.pushLevel() }
        }
    }

    final class LevelCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let screen = LevelScreen()
        func start() {}
    }

    /// The stack's delegate: each level is a child flow; `didShow` ends the popped top's flow only.
    final class StackCoordinator: Coordinator, NavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()

        func start() {
            navigationController.delegate = self
            let home = LevelScreen()
            home.owner = self
            home.stack = self
            home.canGoDeeper = true
            navigationController.setViewControllers([home], animated: false)
        }

        func pushLevel() {
            let level = LevelCoordinator()
            level.screen.owner = level
            level.screen.stack = self
            level.screen.canGoDeeper = childCoordinators.count < 2
            startChild(level)
            navigationController.pushViewController(level.screen, animated: true)
        }

        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen,
                                  animated: Bool) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) as? LevelScreen,
                  !navigationController.viewControllers.contains(where: { $0 === from }) else { return }
            childDidFinish(from.owner as? Coordinator)
        }
    }

    final class LevelsApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "levels")
        let launch: Launch
        init(launch: Launch) { self.launch = launch }

        func start() {
            let stack = StackCoordinator()
            launch.start(stack, showing: stack.navigationController)
        }
    }

    @Test func singlePopsEndEachFlow() throws {
        let device = try AppUnderTest<LevelsApp>().device()
        device.tap("Deeper")
        device.tap("Deeper")
        device.tapBack()
        device.swipeBack()
        #expect(device.snapshot.coordinators?.children.isEmpty == true)
        #expect(device.snapshot.staleChildren.isEmpty)
    }

    /// The journey step replays the menu, and reads back as it was written.
    @Test func aJourneysBackMenuStepPopsToItsLevel() throws {
        let journey = try Journey(json: #"""
            {"name": "menu", "steps": [{"tap": "Deeper"}, {"tap": "Deeper"}, {"backMenu": 1}, {"expect": {"depth": 1}}]}
            """#)
        #expect(journey.steps[2] == .backMenu(1))
        let run = try AppUnderTest<LevelsApp>().run(journey)
        #expect(run.failure == nil, "\(String(describing: run.failure))")
        #expect(run.finalSnapshot.activeStack?.screens.count == 1)
        #expect(run.finalSnapshot.staleChildren.count == 1)
        #expect(run.journal.contains { $0.description.hasPrefix("STALE") })
    }

    @Test func exploreFindsTheFlowTheBackMenuLeaves() throws {
        let result = try AppUnderTest<LevelsApp>().explore()
        let finding = try #require(result.errors.first { $0.invariant.name == "childOwnsScreen" }, "\(result.report)")
        #expect(finding.path.map(\.description) == ["tap Deeper", "tap Deeper", "back menu to level 1"])
    }
}
