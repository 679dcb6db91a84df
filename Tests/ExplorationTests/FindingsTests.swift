import CoordinatorKit
import CoordsimApp
@testable import Exploration
import ExplorationFixtures
import Journeys
import Simulation
import Testing

/// Findings you can trust: every violated invariant once, each path confirmed by a replay from
/// launch, levels per check, and state the key misses reported instead of merged.
@Suite struct FindingsTests {
    @Test func everyViolatedInvariantIsReportedOnceWithItsShortestPath() throws {
        let result = Explorer(app: try ThreeTabs.app(checked: true)).run()
        #expect(result.isComplete, "\(result.report)")
        #expect(result.violations.map(\.invariant.name).sorted() == ["noPlum", "notThreeDeep"])
        let plum = try #require(result.violations.first { $0.invariant.name == "noPlum" })
        let deep = try #require(result.violations.first { $0.invariant.name == "notThreeDeep" })
        #expect(plum.path == [.tab(2), .tap("Plum")])
        #expect(deep.path == [.tap("Detail"), .tap("More"), .tap("More")])
        // A Plum item stays a Plum item under every other tab's states: it is counted in each.
        #expect(plum.occurrences > 1)
        #expect(result.errors.count == 2 && result.warnings.isEmpty && !result.passed)
        #expect(Explorer(app: try ThreeTabs.app()).run().passed)
    }

    @Test func stopAtFirstKeepsTodaysBehaviour() throws {
        let result = Explorer(app: try ThreeTabs.app(checked: true), stopAtFirstViolation: true).run()
        #expect(result.violations.count == 1)
        #expect(result.violations.first?.path.count == 2)
        #expect(!result.isComplete)
    }

    @Test func aWarningIsReportedAndDoesNotFail() throws {
        let result = Explorer(app: try ThreeTabs.app(checked: true), checks: ["noPlum": .warn, "notThreeDeep": .off]).run()
        #expect(result.violations.map(\.invariant.name) == ["noPlum"])
        #expect(result.errors.isEmpty && result.warnings.count == 1)
        #expect(result.invariants.contains { $0.name == "notThreeDeep" } == false)
        #expect(result.report.contains("WARNING      noPlum"), "\(result.report)")
    }

    @Test func everyPathReplaysFromLaunch() throws {
        let app = try ThreeTabs.app(checked: true)
        let result = Explorer(app: app).run()
        #expect(result.violations.count == 2)
        for violation in result.violations {
            let replay = Simulation(app)
            for input in violation.path { for event in input.events { replay.perform(event) } }
            let invariant = try #require(app.app.configuration.invariants.first { $0.name == violation.invariant.name })
            #expect(invariant.check(replay.snapshot) != nil, "\(violation)")
        }
    }

    /// Where a journey expectation can state the check, the journey of its shortest path fails.
    @Test func theJourneyOfAViolationFailsUnderTheRunner() throws {
        let shop = SeedExplorations.app("tutorials-bug")
        let result = Explorer(app: shop, stopAtFirstViolation: true).run()
        let violation = try #require(result.violations.first)
        #expect(violation.expectation != nil)
        let run = try JourneyRunner(shop).run(violation.journey(variant: shop.name, launch: shop.parameters))
        #expect(run.failure != nil, "\(violation)")
    }

    /// Every error of either search, whatever its check (an app's own invariant, a screen whose
    /// coordinator is gone, a counted orphan, a tab changed by another), is a journey that fails
    /// under the runner with the explorer's checks: where no other expectation states it, the
    /// journey ends in `{"invariant": name}`, judged as the explorer judges that state.
    @Test func everyErrorIsAJourneyThatFails() throws {
        let apps: [(String, AppVariant)] = [
            ("ThreeTabs", try ThreeTabs.app(checked: true)),
            ("ClosureTabs", try ClosureTabs.app(leakPost: true)),
            ("LazyTabs", try LazyTabs.app(buggy: true)),
        ]
        var errors: [(String, AppVariant, Violation)] = []
        for (name, app) in apps {
            let product = Explorer(app: app).run().errors
            let composed = Explorer(app: app).composed().violations.filter { $0.level == .error }
            #expect(!product.isEmpty && product.count == composed.count, "\(name)")
            errors += (product + composed).map { (name, app, $0) }
        }
        // A shop whose Buy coordinator nothing keeps: its first error, from the product search.
        let unretained = BrokenApps.app(buying: UnretainedBuyCoordinator.flow)
        errors += Explorer(app: unretained, stopAtFirstViolation: true).run().errors.map { ("unretained", unretained, $0) }
        var judged: Set<String> = []
        for (name, app, violation) in errors {
            let journey = violation.journey(variant: app.name, launch: app.parameters)
            let run = try JourneyRunner(app, judge: JourneyChecks(app)).run(journey)
            #expect(run.failure?.index == journey.steps.count - 1,
                    "\(name): \(violation) \(run.failure.map(\.description) ?? "passed")")
            if violation.expectation == nil { judged.insert(violation.invariant.name) }
        }
        // The checks no other expectation states: an app's own, a gone coordinator, a counted
        // orphan (`at least 1 of`, beside screens whose owner is unknown), a tab changed by another.
        #expect(judged == ["noPlum", "notThreeDeep", "screenHasCoordinator", "childOwnsScreen", "independentTabs"],
                "\(judged)")
        #expect(errors.contains { $0.2.invariant == .childOwnsScreen && $0.2.message.contains("at least 1 of") })
    }

    /// A search stopped by a bound or the state limit still says in its first line that its key
    /// missed state the app keeps: the limit is not the only reason its counts are a lower bound.
    @Test func aSearchStoppedAtALimitStillSaysItsKeyMissedState() {
        var result = ExplorationResult(variant: "mail", depth: nil)
        result.limit = .maxStates(250_000)
        #expect(!result.headline.contains("state key missed"))
        result.conflictsSeen = 3
        #expect(result.headline.hasPrefix("stopped at 250000 states (the state limit)"), "\(result.headline)")
        #expect(result.headline.hasSuffix("the state key missed state the app keeps (see below): the counts are a lower bound"),
                "\(result.headline)")
        result.limit = .depth(4)
        #expect(result.headline.contains("state key missed"), "\(result.headline)")
    }

    /// A result's journeys launch as its search launched the app: the same path from a default
    /// launch (here without the planted leak) passes, and would hide the finding.
    @Test func aResultsJourneysLaunchAsTheSearchDid() throws {
        let planted = try ClosureTabs.app(leakPost: true)
        // As `script` launches it: the journey's launch parameters over the defaults.
        let app = ClosureTabs.SceneDelegate.self
        let defaults = try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en,
                                      parameters: [:])
        let runner = JourneyRunner(defaults, judge: JourneyChecks(defaults))
        let result = Explorer(app: planted).run()
        let composed = Explorer(app: planted).composed()
        #expect(result.launch == ["leakPost": .bool(true)] && composed.launch == result.launch)
        let finding = try #require(result.errors.first, "\(result.report)")
        #expect(try runner.run(result.journey(of: finding)).failure != nil)
        let composedFinding = try #require(composed.violations.first, "\(composed.report)")
        #expect(try runner.run(composed.journey(of: composedFinding)).failure != nil)
        #expect(try runner.run(finding.journey(variant: planted.name, launch: [:])).failure == nil)
    }

    /// An `invariant` expectation holds where the check does, and fails with the check's message
    /// where it does not; without the explorer's checks, or naming no check, it fails and says why.
    @Test func anInvariantExpectationIsJudgedByTheExplorersChecks() throws {
        let app = try ThreeTabs.app(checked: true)
        let judge = JourneyChecks(app)
        func run(_ steps: [JourneyStep], judge: (any InvariantJudge)? = judge) throws -> JourneyRun {
            try JourneyRunner(app, judge: judge).run(Journey(name: "judged", steps: steps))
        }
        #expect(try run([.tab(2), .expect(Expectation(invariant: "noPlum"))]).failure == nil)
        let broken = try run([.tab(2), .tap("Plum"), .expect(Expectation(invariant: "noPlum"))]).failure
        guard case let .expectation(expected, actual)? = broken?.kind else {
            Issue.record("\(String(describing: broken))")
            return
        }
        #expect(expected == "noPlum holds" && actual.hasPrefix("broken: "), "\(actual)")
        let unjudged = try run([.expect(Expectation(invariant: "noPlum"))], judge: nil).failure
        #expect(unjudged?.description.contains("nothing here judges the explorer's checks") == true)
        let unknown = try run([.expect(Expectation(invariant: "noPlums"))]).failure
        #expect(unknown?.description.contains("no check is named noPlums; the checks: noLeaks,") == true, "\(String(describing: unknown))")
    }

    @Test func modelStateNoScreenShowsIsReportedAsHiddenState() throws {
        let app = try ModelStateApps.variant(ModelStateApps.Booking.self)
        for revisit in [Explorer.Revisit.navigate, .replay] {
            let result = Explorer(app: app, revisit: revisit).run()
            #expect(!result.isSound, "\(revisit): \(result.report)")
            let hidden = try #require(result.hiddenStates.first { $0.second != nil }, "\(revisit): \(result.report)")
            #expect(hidden.inputs == [.tap("Details")], "\(hidden)")
            #expect(hidden.cause == [.tap("Book")], "\(hidden)")
            // Book changes nothing the key shows, but it wrote the booking: not an idle button.
            #expect(result.idleButtons.isEmpty, "\(result.idleButtons.map(\.description))")
            #expect(hidden.differences.contains { $0.contains("booked") }, "\(hidden)")
            #expect(result.report.contains("HIDDEN STATE"))
            // Both histories replay to the outcomes the report gives: each journey passes, and
            // its expectation fails on the other's outcome.
            let journeys = hidden.journeys(variant: app.name, launch: [:])
            #expect(journeys.count == 2)
            for journey in journeys {
                let run = try JourneyRunner(app).run(journey)
                #expect(run.failure == nil, "\(journey)")
            }
            // The outcomes differ only in what Details shows: the expectations say it in text.
            let first = try #require(hidden.firstExpectation), second = try #require(hidden.secondExpectation)
            #expect(Set([first, second]) == [Expectation(text: "Booked"), Expectation(text: "Not booked")])
            for (journey, other) in zip(journeys, [second, first]) {
                var swapped = journey
                swapped.steps[swapped.steps.count - 1] = .expect(other)
                #expect(try JourneyRunner(app).run(swapped).failure != nil, "\(swapped)")
            }
        }
        // Without a tab bar there is nothing to compose: `--compose` runs the product search and
        // its key checks, rather than passing on the phase alone (which probes nothing).
        let composed = Explorer(app: app).composed()
        #expect(composed.fallback?.contains("never showed a tab bar") == true, "\(composed.report)")
        #expect(!composed.isSound && composed.hiddenStates.contains { $0.cause == [.tap("Book")] }, "\(composed.report)")
        #expect(composed.states == Explorer(app: app).run().states.count && composed.composedStates == 0, "\(composed.report)")
    }

    @Test func declaredModelStateIsKeyedAndTheSearchesAgree() throws {
        let app = try ModelStateApps.variant(ModelStateApps.DeclaredBooking.self)
        let toured = Explorer(app: app).run()
        let replayed = Explorer(app: app, revisit: .replay).run()
        let bounded = Explorer(app: app, depth: 10).run()
        #expect(toured.isSound && replayed.isSound && bounded.isSound, "\(toured.report)\n\(replayed.report)")
        // Appointments and Details, each booked or not.
        #expect(toured.states.count == 4)
        #expect(replayed.states.count == 4 && bounded.states.count == 4)
        #expect(toured.states.contains { $0.snapshot.appState["booked"] == "yes" })
    }

    @Test func aLaunchThatRemembersTheLastOneIsReported() throws {
        ModelStateApps.globalLoggedIn = false
        defer { ModelStateApps.globalLoggedIn = false }
        let result = Explorer(app: try ModelStateApps.variant(ModelStateApps.GlobalLogin.self)).run()
        let difference = try #require(result.launchDifference, "\(result.report)")
        let text = difference.joined(separator: "; ")
        #expect(text.contains("Login") && text.contains("Items"), "\(difference)")
        #expect(!result.isSound)
        #expect(result.report.contains("LAUNCH"))
        // Breadth-first search replays from launch for every input: what its replays show is the
        // launch's difference, not hidden state (a review's app got three identical HIDDEN STATE
        // entries, with advice to key model state, beside LAUNCH's to reset a global).
        for bounded in [Explorer(app: try ModelStateApps.variant(ModelStateApps.GlobalLogin.self), revisit: .replay),
                        Explorer(app: try ModelStateApps.variant(ModelStateApps.GlobalLogin.self), depth: 4)] {
            ModelStateApps.globalLoggedIn = false
            let replayed = bounded.run()
            #expect(replayed.launchDifference != nil && replayed.hiddenStates.isEmpty, "\(replayed.report)")
            #expect(!replayed.report.contains("explorationState"), "\(replayed.report)")
        }

        // The composed search stops there too, names the input (the only one sent between the
        // two launches), and takes no replay after it for a hidden state.
        ModelStateApps.globalLoggedIn = false
        let composed = Explorer(app: try ModelStateApps.variant(ModelStateApps.GlobalLogin.self)).composed()
        let composedDifference = try #require(composed.launchDifference, "\(composed.report)")
        #expect(composedDifference.joined(separator: "; ").contains("Items"), "\(composedDifference)")
        #expect(composed.launchDifferedAfter == .tap("Log in") && composed.stoppedAtLaunch, "\(composed.report)")
        #expect(!composed.isSound && composed.hiddenStates.isEmpty)
        #expect(composed.report.contains("Differs after tap Log in") && !composed.report.contains("HIDDEN STATE"),
                "\(composed.report)")

        // The check `compare` and `graph` make around their runs (in this test: one global, so not a test of its own).
        ModelStateApps.globalLoggedIn = false
        let app = try ModelStateApps.variant(ModelStateApps.GlobalLogin.self)
        let untouched = LaunchRepeatability([app])
        #expect(untouched.report() == nil)
        let launches = LaunchRepeatability([app])
        let session = Simulation(app)
        for event in Input.tap("Log in").events { session.perform(event) }
        let report = try #require(launches.report())
        #expect(report.hasPrefix("LAUNCH: a later launch in this process did not start where the first did"), "\(report)")
        #expect(report.contains("variant default") && report.contains("Items"), "\(report)")
    }

    /// The log-out writes the global a launch reads; logging in writes it back. Neither the
    /// replays nor the relaunch after the search need happen while signed out, so the search
    /// relaunches where the input is first sent on its screen.
    @Test func aLaunchChangedOnlyBetweenTwoInputsIsReportedByEverySearch() throws {
        ModelStateApps.globalSignedIn = true
        defer { ModelStateApps.globalSignedIn = true }
        let app = try ModelStateApps.variant(ModelStateApps.GlobalSession.self)
        for explorer in [Explorer(app: app), Explorer(app: app, depth: 4), Explorer(app: app, revisit: .replay)] {
            ModelStateApps.globalSignedIn = true
            let result = explorer.run()
            let difference = try #require(result.launchDifference, "\(result.report)")
            #expect(difference.joined(separator: "; ").contains("Login"), "\(difference)")
            #expect(result.launchDifferedAfter == .tap("Log out"), "\(result.report)")
            #expect(result.report.contains("Differs after tap Log out"), "\(result.report)")
            #expect(!result.isSound)
        }
        // Reset at launch, as docs/explore.md tells app authors: nothing to report, and the
        // relaunches the search made are counted.
        ModelStateApps.globalSignedIn = true
        let resetting = Explorer(app: try ModelStateApps.variant(ModelStateApps.GlobalSession.self,
                                                                 parameters: ["resetsSession": .bool(true)])).run()
        #expect(resetting.launchDifference == nil && resetting.isSound, "\(resetting.report)")
        #expect(resetting.revisits.relaunched > 0)
        #expect(resetting.states.count == 2)
    }

    /// A control that stays on its state is sent there once, so every recorded input of that
    /// state is sent again after it, not one in turn: History, recorded before Pin, then shows
    /// the revision Pin hid, in every search.
    @Test func everyExitIsProbedAfterAControlThatStayed() throws {
        let app = try ModelStateApps.variant(HiddenPin.App.self)
        let product = Explorer(app: app).run()
        let hidden = try #require(product.hiddenStates.first { $0.second != nil }, "\(product.report)")
        #expect(hidden.inputs == [.tap("History")] && hidden.cause?.last == .tap("Pin"), "\(hidden)\n\(product.report)")
        #expect(!product.isSound && product.idleButtons.isEmpty, "\(product.report)")
        for bounded in [Explorer(app: app, depth: 4).run(), Explorer(app: app, revisit: .replay).run()] {
            #expect(bounded.hiddenStates.contains { $0.inputs == [.tap("History")] }, "\(bounded.report)")
        }
        let composed = Explorer(app: app).composed()
        #expect(!composed.isSound && composed.hiddenStates.contains { $0.inputs == [.tap("History")] }, "\(composed.report)")
    }

    /// A log out that keeps what the tab bar wrote (a message, read by a tab filled on its first
    /// selection) is state no screen shows once logged in again. Every search finds it, the
    /// composed one too (its groups' tours stop at the exit; it goes back in from there), with
    /// the message in the difference; the app that clears it passes every search.
    /// With Log out in another tab, the composed search meets it in the contexts step consistency
    /// re-runs that tab's steps in; with Log out beside Send in a tab bar of one group, in the
    /// group's own exits.
    @Test(arguments: [false, true])
    func aLogOutThatKeepsAMessageIsHiddenStateInEverySearch(logOutOnSend: Bool) throws {
        let buggy = try LoggedOutMessage.app(keepsMessage: true, logOutOnSend: logOutOnSend)
        let composed = Explorer(app: buggy).composed()
        let searches = [("tour", Explorer(app: buggy).run()), ("replay", Explorer(app: buggy, revisit: .replay).run())]
        for (name, result) in searches {
            #expect(!result.isSound && !result.passed, "\(name): \(result.report)")
        }
        #expect(!composed.isSound && !composed.passed, "\(composed.report)")
        let hidden = try #require(composed.hiddenStates.first { $0.second != nil }, "\(composed.report)")
        #expect(hidden.inputs == [.tab(2)] && hidden.first.contains(.tap("Log out")), "\(hidden)")
        #expect(hidden.differences.contains { $0.contains("message no → yes") || $0.contains("message yes → no") },
                "\(hidden.differences)")

        let clean = try LoggedOutMessage.app()
        let cleanComposed = Explorer(app: clean).composed()
        #expect(cleanComposed.passed, "\(cleanComposed.report)")
        for revisit in [Explorer.Revisit.navigate, .replay] {
            let result = Explorer(app: clean, revisit: revisit).run()
            #expect(result.passed && result.states.count == cleanComposed.states, "\(revisit): \(result.report)")
        }
    }

    /// A field keeps its text while its tab is in the background, as in UIKit: the key holds it
    /// (``ScreenSnapshot/controls``), so neither search calls it hidden state, and they agree.
    @Test func aFieldKeepsItsTextInABackgroundTab() throws {
        let app = try ModelStateApps.variant(SearchFieldTabs.App.self)
        let product = Explorer(app: app).run()
        let replayed = Explorer(app: app, revisit: .replay).run()
        let composed = Explorer(app: app).composed()
        #expect(product.isSound && product.hiddenStates.isEmpty, "\(product.report)")
        #expect(replayed.isSound && replayed.states.count == product.states.count, "\(replayed.report)")
        #expect(composed.isSound && composed.fallback == nil && composed.states == product.states.count, "\(composed.report)")
        // Home with the query typed in the background is its own state.
        #expect(product.states.contains { $0.snapshot.selectedTab == 0 && $0.snapshot.stacks[1].screens[0].controls["query"] != "\"\"" },
                "\(product.report)")
    }

    /// A launch that differs each time makes the states endless (a new launch state per replay):
    /// every search stops where it sees the launch differ, says so, and is not sound.
    @Test func everySearchStopsWhereTheLaunchDiffers() throws {
        defer { ModelStateApps.launchCount = 0 }
        let app = try ModelStateApps.variant(ModelStateApps.LaunchCounter.self)
        for explorer in [Explorer(app: app), Explorer(app: app, depth: 6), Explorer(app: app, revisit: .replay)] {
            ModelStateApps.launchCount = 0
            let result = explorer.run()
            #expect(result.limit == .launchNotRepeatable, "\(result.report)")
            #expect(result.launchDifference?.joined().contains("Launch 1") == true, "\(result.report)")
            #expect(!result.isSound && result.report.contains("see LAUNCH"), "\(result.report)")
            #expect(result.states.count < 100, "\(result.report)")
        }
        ModelStateApps.launchCount = 0
        let composed = Explorer(app: app).composed()
        // It stops too, and does not hand over to a product search, whose launches in this process
        // would all start from what the app kept: another app than a fresh process launches.
        #expect(composed.stoppedAtLaunch && composed.fallback == nil, "\(composed.report)")
        #expect(composed.launchDifference?.joined().contains("Launch 1") == true && !composed.isSound, "\(composed.report)")
        // Each launch counts itself: the second differs with no input sent between the two.
        #expect(composed.launchDifferedAfter == nil && composed.launchDifferedAmong.isEmpty, "\(composed.report)")
        #expect(composed.report.contains("stopped where a later launch did not start where the first did (see LAUNCH)"),
                "\(composed.report)")
        #expect(composed.report.contains("LAUNCH       a later launch") && composed.searchedStates < 100, "\(composed.report)")
        ModelStateApps.launchCount = 0
        let drawn = Explorer(app: app).flowGraph().exploration
        #expect(drawn.stoppedAtLaunch && drawn.fallback == nil, "\(drawn.report)")
    }

    /// Conflicts counted where the replays from launch went elsewhere themselves leave nothing to
    /// show: the report says so, and sends the reader to LAUNCH when the launch differed.
    @Test func conflictsWithNoHistoryToShowAreExplained() {
        let unexplained = HiddenState.reportLines([], conflictsSeen: 12, unexplained: 0, launchDiffers: false)
        #expect(unexplained.count == 1 && unexplained[0].contains("12 walks or probes arrived elsewhere"), "\(unexplained)")
        #expect(unexplained[0].contains("time, randomness"))
        let launch = HiddenState.reportLines([], conflictsSeen: 12, unexplained: 0, launchDiffers: true)
        #expect(launch.count == 1 && launch[0].contains("see LAUNCH"), "\(launch)")
        #expect(HiddenState.sectionSeen([], launchDiffers: true) == "LAUNCH")
        #expect(HiddenState.reportLines([], conflictsSeen: 0, unexplained: 0, launchDiffers: true).isEmpty)
    }

    @Test func leakedObjectsAreSaturatedInTheKey() {
        let leak = ObjectRef(id: .structural, kind: .coordinator, type: "Child")
        var once = Snapshot()
        once.leaked = [leak]
        once.live = [leak]
        var twice = once
        twice.leaked = [leak, leak]
        twice.live = [leak, leak]
        #expect(StateKey.saturated(once) == StateKey.saturated(twice))
        #expect(StateKey.saturated(twice).leaked == [leak])
    }

    @Test func shortestHistoryKeepsWhatMakesTheDifference() {
        let inputs: [Input] = [.tab(2), .tap("a"), .back, .tap("b"), .tab(1), .tap("c")]
        let kept = Search.shortest(inputs) { $0.contains(.tap("b")) && $0.contains(.tap("c")) }
        #expect(kept == [.tap("b"), .tap("c")])
    }

    /// A switch toggled three times makes the difference as once does; none of the three can go
    /// alone (the parity would change), two of them together can.
    @Test func shortestHistoryDropsAToggleTwice() {
        let toggle = Input.tap("Notifications")
        let inputs: [Input] = [toggle, .tap("a"), toggle, .tap("b"), toggle]
        let kept = Search.shortest(inputs) {
            $0.contains(.tap("a")) && $0.contains(.tap("b")) && $0.count { $0 == toggle } % 2 == 1
        }
        #expect(kept == [.tap("a"), .tap("b"), toggle])
    }

    /// Two hidden states alike in their summary (the states differ only in another tab, or in the
    /// history that wrote the state) are one headline, for one thing to key: the second is
    /// counted, not printed again (a review's app printed `[Records] … then 'tab 3, tap
    /// Upcoming' differs` twice, once with a cause and once without).
    @Test func aHiddenStateThatSaysTheSameIsCountedOnce() {
        func hidden(_ screen: String, other: String, cause: [Input]?) -> HiddenState {
            var state = Snapshot(rootKind: .tabBar)
            state.appState = ["other": other]
            return HiddenState(summary: "[\(screen)] is more than one state: two histories reach it, then `tap Upcoming` differs",
                               state: state, inputs: [.tap("Upcoming")], first: [.tap("Book")], second: [],
                               cause: cause, differences: [], firstExpectation: nil, secondExpectation: nil)
        }
        var log = ConflictLog()
        log.keep(hidden("Records", other: "a", cause: nil))
        log.keep(hidden("Records", other: "b", cause: [.tap("Book")]))
        log.keep(hidden("Appointments", other: "a", cause: [.tap("Book")]))
        log.keep(hidden("Appointments", other: "c", cause: nil))
        #expect(log.seen == 4)
        #expect(log.found.map { $0.summary.hasPrefix("[Records]") } == [true, false])
        // One with a cause, which says what to key, replaces one without.
        #expect(log.found.map { $0.state?.appState["other"] } == ["b", "a"])
        #expect(log.found.map(\.cause) == [[.tap("Book")], [.tap("Book")]])
    }
}
