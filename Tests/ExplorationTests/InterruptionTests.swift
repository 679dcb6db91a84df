import CoordinatorKit
import CoordsimApp
import ExplorationFixtures
@testable import Exploration
import Simulation
import Testing

/// A search cancelled part way (Ctrl-C on the command line) returns what it found, marked
/// interrupted, with the findings found before it stopped. The cancellation is requested from the
/// progress closure, so where each search stops is the same on every run, however loaded the machine.
@Suite struct InterruptionTests {
    @Test func theTourStopsAndKeepsWhatItFound() throws {
        let (result, reports) = try Self.explore(Explorer(app: Endless.app()))
        #expect(reports > 0)
        #expect(result.limit == .interrupted)
        #expect(!result.isComplete)
        #expect(result.headline.hasPrefix("interrupted by the user after \(result.states.count) states"), "\(result.headline)")
        #expect(result.headline.contains("every count is a lower bound"), "\(result.headline)")
        #expect(result.report.contains("held at every state and transition found") || !result.violations.isEmpty)
        try Self.expectFinding(result.violations)
        // Deterministic: a second run stops at the same place.
        let (again, _) = try Self.explore(Explorer(app: Endless.app()))
        #expect(again.states.count == result.states.count && again.transitions.count == result.transitions.count)
    }

    @Test func theBreadthFirstSearchStopsAndKeepsWhatItFound() throws {
        // A depth bound searches breadth-first, reporting progress every 256 states it expands.
        let (result, _) = try Self.explore(Explorer(app: Endless.app(), depth: 12))
        #expect(result.limit == .interrupted)
        #expect(result.headline.hasPrefix("interrupted by the user after \(result.states.count) states"), "\(result.headline)")
        #expect(result.frontier > 0)
        try Self.expectFinding(result.violations)
    }

    @Test func theComposedSearchReportsEachGroupsProgressAndStops() throws {
        var explorer = Explorer(app: try Endless.app())
        let cancellation = ExplorationCancellation()
        explorer.cancellation = cancellation
        var groupsReported: [[Int]] = []
        let composed = explorer.composed { progress in
            guard let group = progress.group else { return }
            groupsReported.append(group)
            #expect(progress.groupStates <= progress.states)
            if progress.groupStates >= 200 { cancellation.cancel() }
        }
        #expect(groupsReported.first == [1], "the endless tab's own search reported its progress")
        #expect(composed.isInterrupted)
        #expect(composed.fallback == nil)
        #expect(composed.interruptedGroup == [1])
        #expect(composed.states == nil, "nothing is composed from a group cut short")
        #expect(composed.groups.first?.localStates ?? 0 >= 200)
        #expect(composed.searchedStates >= 200)
        #expect(composed.report.hasPrefix("explore --compose: variant default, interrupted by the user after "
            + "\(composed.searchedStates) states"), "\(composed.report)")
        #expect(composed.report.contains("its search interrupted"), "\(composed.report)")
        try Self.expectFinding(composed.violations)
    }

    @Test func theComposedSearchsLaterChecksReportProgressAndStop() throws {
        let app = try ThreeTabs.app(checked: true)
        let whole = Explorer(app: app).composed()
        var checks: [ExplorationProgress.Check] = []
        _ = Explorer(app: app).composed { progress in
            if let check = progress.check { checks.append(check) }
        }
        // Each check reports from its start, in the order they run, never past its total.
        #expect(checks.map(\.name).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            == ["switch neutrality", "step consistency", "app checks"])
        #expect(checks.allSatisfy { $0.done <= $0.total })
        #expect(checks.first { $0.name == "step consistency" }?.total == whole.contexts)
        #expect(checks.first { $0.name == "app checks" }?.total == whole.combinations)

        // Ctrl-C during the app's checks on composed states: the counts are whole, the checks not.
        var explorer = Explorer(app: app)
        let cancellation = ExplorationCancellation()
        explorer.cancellation = cancellation
        let stopped = explorer.composed { progress in
            if progress.check?.name == "app checks" { cancellation.cancel() }
        }
        #expect(stopped.appChecksInterrupted)
        #expect(!stopped.isInterrupted)
        #expect(stopped.states == whole.states && stopped.transitions == whole.transitions)
        #expect(stopped.combinationsChecked == 0)
        #expect(stopped.report.contains("app checks   on 0 of \(whole.combinations ?? -1) composed states "
            + "(interrupted by the user: the rest not checked)"), "\(stopped.report)")
    }

    @Test func anInterruptedComposedSearchDrawsWhatItFound() throws {
        var explorer = Explorer(app: try Endless.app(), invariants: [])
        let cancellation = ExplorationCancellation()
        explorer.cancellation = cancellation
        let (graph, exploration) = explorer.flowGraph { progress in
            if progress.groupStates >= 200 { cancellation.cancel() }
        }
        #expect(exploration.isInterrupted)
        // Drawn from the first tab's states found so far: the product search did not run instead.
        #expect(exploration.fallback == nil)
        #expect(graph.screens == ["Deep/Level"], "\(graph.screens)")
    }

    @Test func aCancellationNeverRequestedChangesNothing() throws {
        var explorer = Explorer(app: try Endless.app(), maxStates: 300)
        explorer.cancellation = ExplorationCancellation()
        let result = explorer.run()
        #expect(result.limit == .maxStates(300))
    }

    /// Runs `explorer`, cancelled from its progress closure once it has found 100 states; returns
    /// the result and how many times progress was reported.
    private static func explore(_ explorer: Explorer) throws -> (ExplorationResult, Int) {
        var explorer = explorer
        let cancellation = ExplorationCancellation()
        explorer.cancellation = cancellation
        var reports = 0
        let result = explorer.run { progress in
            reports += 1
            if progress.states >= 100 { cancellation.cancel() }
        }
        return (result, reports)
    }

    /// The finding found before the cancellation is kept, with a shortest path that replays.
    private static func expectFinding(_ violations: [Violation], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let three = try #require(violations.first { $0.invariant.name == "belowThree" }, sourceLocation: sourceLocation)
        #expect(three.path == [.tap("Add"), .tap("Add"), .tap("Add")], "\(three.path)", sourceLocation: sourceLocation)
        let replay = Simulation(try Endless.app())
        for input in three.path { for event in input.events { replay.perform(event) } }
        #expect(Endless.count(in: replay.snapshot) == 3, sourceLocation: sourceLocation)
    }
}

/// An app whose states never end: its first tab's screens each push two deeper ones (Left and
/// Right, each a screen of its own), without a bound; its own invariant warns of a screen three levels deep.
private final class Endless: SimulatedApp {
    static let configuration = AppConfiguration(name: "endless", invariants: [
        // A warning, so the states past it are explored too (an error's are not: they would repeat it).
        AppInvariant("belowThree", summary: "the counter stays below three", level: .warn) { snapshot in
            Endless.count(in: snapshot) == 3 ? "the counter is at three" : nil
        },
    ])
    let launch: Launch
    init(launch: Launch) { self.launch = launch }

    func start() {
        let app = TabsCoordinator()
        launch.start(app, showing: app.tabBarController)
    }

    static func app() throws -> AppVariant {
        try AppVariant(Endless.self, config: .derived(from: configuration), variant: nil, language: .en, parameters: [:])
    }

    /// The counter on the first tab's root.
    static func count(in snapshot: Snapshot) -> Int {
        snapshot.stacks.first?.screens.first?.parameters["count"].flatMap { Int($0) } ?? 0
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let deep = DeepCoordinator()
        lazy var tabBarController = TabBarController(tabs: [
            "Deep": deep.navigationController,
            "About": NavigationController(rootViewController: About(coordinator: self)),
        ])

        func start() { startChild(deep) }
    }

    final class DeepCoordinator: NavigationCoordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()

        func start() {
            navigationController.delegate = self
            navigationController.pushViewController(Level.make(coordinator: self, level: 0, path: ""), animated: false)
        }

        func push(level: Int, path: String) {
            navigationController.pushViewController(Level.make(coordinator: self, level: level, path: path), animated: true)
        }
    }

    final class Level: CoordinatedScreen<DeepCoordinator> {
        var level = 0
        /// The buttons tapped to get here: each is a screen of its own.
        var path = ""
        /// The root's counter, which never ends.
        var count = 0

        static func make(coordinator: DeepCoordinator, level: Int, path: String) -> Level {
            let screen = Level(coordinator: coordinator)
            screen.level = level
            screen.path = path
            return screen
        }

        override var parameters: [String: String] {
            level == 0 ? ["level": "0", "count": "\(count)"] : ["level": "\(level)", "path": path]
        }

        override var controls: [Control] {
            var controls: [Control] = []
            if level < 4 {
                controls.append(.button("left", "Left") { self.coordinator?.push(level: self.level + 1, path: self.path + "L") })
                controls.append(.button("right", "Right") { self.coordinator?.push(level: self.level + 1, path: self.path + "R") })
            }
            if level == 0 { controls.append(.button("add", "Add") { self.count += 1 }) }
            return controls
        }
    }

    final class About: CoordinatedScreen<TabsCoordinator> {
        override var controls: [Control] { [.text("about", "About")] }
    }
}
