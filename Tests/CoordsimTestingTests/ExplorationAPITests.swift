import CoordsimTesting
import ShopApp
import TestSupport
import Testing

/// `AppUnderTest.explore` as an app's own tests call it: checks by name and level, findings, soundness.
@Suite struct ExplorationAPITests {
    @Test func aCheckSetToWarnIsReportedAndDoesNotFail() throws {
        let app = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath)
        let result = try app.explore("tutorials-bug", depth: 3, checks: ["childOwnsScreen": .warn])
        #expect(result.errors.isEmpty, "\(result.report)")
        let warning = try #require(result.warnings.first, "\(result.report)")
        #expect(warning.invariant.name == "childOwnsScreen")
        #expect(result.isSound, "\(result.report)")
    }

    @Test func aCheckTurnedOffIsNotChecked() throws {
        let result = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath).explore("tutorials-bug", depth: 3, checks: ["childOwnsScreen": .off])
        #expect(!result.invariants.contains { $0.name == "childOwnsScreen" })
        #expect(result.violations.isEmpty, "\(result.report)")
    }

    @Test func anUnknownCheckIsRefusedWithTheList() throws {
        let error = try #require(throws: UnknownCheck.self) {
            try AppUnderTest<ShopApp>().explore(depth: 1, checks: ["noLeak": .off])
        }
        #expect(error.description.contains("noLeaks") && error.description.contains("nothingUnderLogin"))
    }

    // MARK: an invariant of the app's own, replayed as a journey

    /// An app whose own invariant says no stack is deeper than two screens, and whose More
    /// button pushes without end: the third screen breaks it.
    final class LevelsApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "levels", invariants: [
            AppInvariant("shallow", summary: "no stack is deeper than two screens") { snapshot in
                let depth = snapshot.activeStack?.depth ?? 0
                return depth > 2 ? "a stack \(depth) screens deep" : nil
            },
        ])
        let launch: Launch
        init(launch: Launch) { self.launch = launch }

        func start() {
            let levels = LevelsCoordinator()
            launch.start(levels, showing: levels.navigationController)
        }
    }

    final class LevelsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()
        func start() { more() }
        func more() { navigationController.pushViewController(LevelScreen(coordinator: self), animated: false) }
    }

    final class LevelScreen: CoordinatedScreen<LevelsCoordinator> {
        override var controls: [Control] { [.button("more", "More") { self.coordinator?.more() }] }
    }

    /// A finding of the app's own invariant is a journey its tests can run: it ends in
    /// `{"invariant": "shallow"}`, and fails where `explore` found the state.
    @Test func anAppsOwnInvariantIsAJourneyThatFails() throws {
        let app = AppUnderTest<LevelsApp>()
        let result = try app.explore(depth: 4)
        let finding = try #require(result.errors.first, "\(result.report)")
        #expect(finding.invariant.name == "shallow" && finding.path == [.tap("More"), .tap("More")])
        let journey = result.journey(of: finding)
        #expect(journey.steps.last == .expect(Expectation(invariant: "shallow")))
        let run = try app.run(journey)
        #expect(run.failure?.description.contains("expected: shallow holds\n  actual:   broken: a stack 3 screens deep") == true,
                "\(String(describing: run.failure))")
        // One push fewer holds.
        let shorter = Journey(name: "two deep", steps: [.tap("More"), .expect(Expectation(invariant: "shallow"))])
        #expect(try app.run(shorter).passed)
    }

    /// `--depth` exits 0 when nothing broke within it, and `passed` says the same; the state
    /// limit exits 4, and `passed` is false.
    @Test func passedIsWhatTheExitStatusSays() throws {
        let app = AppUnderTest<LevelsApp>()
        let bounded = try app.explore(depth: 1)
        #expect(!bounded.isComplete && bounded.errors.isEmpty && bounded.passed, "\(bounded.report)")
        let limited = try app.explore(maxStates: 5, checks: ["shallow": .warn])
        #expect(limited.errors.isEmpty && !limited.passed, "\(limited.report)")
    }

    /// A failed `#expect(result.passed)` prints the result: its headline and findings, a few
    /// lines, not every state it recorded (a review's seven-tab app printed a 13 MB line).
    @Test func aResultPrintsAsItsHeadlineAndFindings() throws {
        let app = AppUnderTest<LevelsApp>()
        let result = try app.explore(depth: 4)
        let composed = try app.exploreComposed(maxStates: 20)
        for (printed, headline) in [(String(describingForTest: result), "explore: \(result.headline)"),
                                    (String(describingForTest: composed), String(composed.report.prefix { $0 != "\n" }))] {
            let lines = printed.split(separator: "\n").map(String.init)
            #expect(lines.first == headline, "\(printed)")
            #expect(lines.dropFirst().first?.hasPrefix("  error shallow: ") == true, "\(printed)")
            #expect(lines.count == 2, "\(printed)")
        }
    }

    // MARK: the composed search from an app's own tests

    /// `exploreComposed` is `explore --compose`: the shop's variant B, composed, is every state
    /// the product search finds (66,421; see docs/explore.md) and passes.
    @Test func theComposedSearchPassesWhatExitZeroPasses() throws {
        let app = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath)
        let composed = try app.exploreComposed("B")
        #expect(composed.fallback == nil && composed.states == 66_421, "\(composed.report)")
        #expect(composed.passed && composed.errors.isEmpty, "\(composed.report)")
    }

    /// A search stopped at the state limit has not shown the app correct, though nothing broke
    /// at error level; an error's journey launches as the search did and fails.
    @Test func aComposedSearchCutShortOrBrokenDoesNotPass() throws {
        let app = AppUnderTest<LevelsApp>()
        // At warn, the screens pushed without end are explored to the limit.
        let endless = try app.exploreComposed(maxStates: 20, checks: ["shallow": .warn])
        #expect(endless.stoppedAtStateLimit && endless.errors.isEmpty && !endless.passed, "\(endless.report)")
        // Its report says so; in a tab bar, it blames the limit given, not states that never end.
        #expect(endless.report.hasPrefix("explore --compose: variant default, the product search ran instead and stopped at "
                                         + "the state limit, not complete: "), "\(endless.report)")
        let shop = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath).exploreComposed("B", maxStates: 50)
        #expect(shop.stoppedAtStateLimit && shop.report.contains("  why          tab 1 reached 50 states of their own, the "
                                                                  + "state limit (--max-states)\n"), "\(shop.report)")

        let composed = try app.exploreComposed(maxStates: 20)
        #expect(!composed.passed, "\(composed.report)")
        let finding = try #require(composed.errors.first, "\(composed.report)")
        #expect(finding.invariant.name == "shallow")
        #expect(try !app.run(composed.journey(of: finding)).passed)

        let error = try #require(throws: UnknownCheck.self) { try app.exploreComposed(checks: ["shalow": .off]) }
        #expect(error.valid.contains("shallow"))
    }
}
