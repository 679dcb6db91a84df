import CoordinatorKit
import CoordsimApp
import Journeys

/// A state the explorer reached: its structural snapshot and how it was first (shortest) reached.
public struct ExploredState: Hashable, Sendable {
    /// Its structural snapshot, as first reached.
    public var snapshot: Snapshot
    /// The index in ``ExplorationResult/states`` of the state it was first reached from; nil for launch.
    public var parent: Int?
    /// The input that first reached it from ``parent``; nil for launch.
    public var input: Input?
    /// Inputs on its shortest path from launch; 0 at launch.
    public var depth: Int
}

/// One accepted input from one state to another (possibly the same).
public struct Transition: Hashable, Sendable {
    /// The index in ``ExplorationResult/states`` of the state the input was sent in.
    public var from: Int
    /// The input sent.
    public var input: Input
    /// The index in ``ExplorationResult/states`` of the state it led to.
    public var to: Int
    /// Coordinators added and removed, as `+Type` / `-Type`, in journal order.
    public var effects: [String]
}

/// What an exploration found.
public struct ExplorationResult: Sendable {
    /// Why a search ended before the fixed point.
    public enum Limit: Hashable, Sendable {
        /// States at this depth were not expanded.
        case depth(Int)
        /// The search found this many states and stopped (``Explorer/maxStates``).
        case maxStates(Int)
        /// The search stopped at the first violation.
        case violation
        /// The search was cancelled (``Explorer/cancellation``: Ctrl-C on the command line) and
        /// stopped at its next progress point: every count is a lower bound.
        case interrupted
        /// A later launch did not start where the first did (``ExplorationResult/launchDifference``):
        /// every replay from launch after it would go elsewhere, so the search stopped there.
        case launchNotRepeatable
    }

    /// How the search got back to states it had seen (see `Explorer.Revisit`).
    public struct Revisits: Hashable, Sendable {
        /// By walking explored transitions, the state reached checked equal to the recorded one.
        public var walked = 0
        /// By undoing the input just tried, checked the same way.
        public var undone = 0
        /// By replaying the state's path from launch.
        public var replayed = 0
        /// Replays after an undo, a walk or a step towards a root was tried and did not arrive
        /// (the state reached did not check equal to the recorded one).
        public var mismatched = 0
        /// Launches that checked the app starts where it first did, after an input that may have
        /// written state a launch reads; the search went on from each.
        public var relaunched = 0

        package init() {}

        /// Adds the counts of another search (the tour and the breadth-first search after it).
        package mutating func add(_ other: Revisits) {
            walked += other.walked
            undone += other.undone
            replayed += other.replayed
            mismatched += other.mismatched
            relaunched += other.relaunched
        }
    }

    /// The variant explored.
    public var variant: String
    /// The launch parameters the app was explored with (the config's, the variant's and those
    /// given to the explorer): its findings' journeys launch with them, or they would not replay.
    public var launch: [String: LaunchValue] = [:]
    /// The depth bound; nil when the search ran to the fixed point.
    public var depth: Int?
    /// Set when the search ended before the fixed point, and why; nil when it is complete.
    public var limit: Limit?
    /// The longest shortest path to any state found.
    public var deepest = 0
    /// How the search got back to states it had seen, counted by way.
    public var revisits = Revisits()
    /// Every state found, in breadth-first order from launch; ``Transition`` and ``ExploredState/parent`` index it.
    public var states: [ExploredState] = []
    /// Every accepted input, from the state it was sent in to the state it led to.
    public var transitions: [Transition] = []
    /// Inputs refused where they were tried (back at a root, a tab under a sheet, …).
    public var rejected = 0
    /// The invariants that were checked.
    public var invariants: Set<Invariant> = Set(Invariant.generic)
    /// How many invariants the app has in all, generic ones included.
    public var allInvariants = Invariant.generic.count
    /// States found and not expanded: at the depth limit, or left when the search stopped.
    public var frontier = 0
    /// States not expanded because they broke an error-level state invariant: what follows them
    /// repeats the fault (and a leak or a stale child that stays would make the space endless).
    public var unexpanded = 0
    /// Each violated invariant once, with its shortest path from launch, confirmed by a replay.
    public var violations: [Violation] = []
    /// States that are really more than one (see ``HiddenState``): when there is any, the counts
    /// are a lower bound. The first few found, analysed; ``conflictsSeen`` counts them all.
    public var hiddenStates: [HiddenState] = []
    /// How many times the search saw the same state act two ways, analysed or not.
    public var conflictsSeen = 0
    /// Walks over recorded transitions and replays from launch that arrived elsewhere than
    /// recorded, where replaying both histories from launch did not show two outcomes: the app
    /// depends on something besides its inputs (time, randomness, state kept between launches).
    public var unexplained = 0
    /// States the key merges on purpose (leaked and stale children past its bound) seen acting
    /// apart: counted, not hidden state.
    public var saturationMerges = SaturationMerges()
    /// Events the search sent to the app: inputs tried, walks, replays from launch and probes.
    public var appSteps = 0
    /// The most tabs a state found shows (0 without a tab bar): their states multiply in this search.
    package var widestTabBar = 0
    /// Recorded inputs sent again where model state is written, to check the key (see ``HiddenState``).
    public var probes = 0
    /// Set when a later launch in this process did not start where the first did (the app keeps
    /// static or global state between launches): what differed. On iOS each launch is a new process.
    public var launchDifference: [String]?
    /// The input after which that later launch was made, when the search relaunched to check.
    public var launchDifferedAfter: Input?
    /// Steps the app took that coordsim does not model (a modal over a modal), each once with the
    /// shortest path found to it. Past them the search saw less than a device shows: when any,
    /// the counts are a lower bound and `explore` exits 3 if nothing broke.
    public var unmodelled: [UnmodelledStep] = []
    /// What each check had to judge, what ownership skipped, the declared screens never reached.
    public var coverage: CheckCoverage?
    /// The wall-clock time the search took.
    public var duration: Duration = .zero

    package init(variant: String, depth: Int?) {
        self.variant = variant
        self.depth = depth
    }

    /// `violation`'s path as a journey that `script` or `AppUnderTest.run` replays, launched as this
    /// search launched the app; it fails at its last step.
    ///
    /// ```swift
    /// let result = try app.explore()
    /// if let finding = result.errors.first {
    ///     #expect(try !app.run(result.journey(of: finding)).passed)
    /// }
    /// ```
    public func journey(of violation: Violation) -> Journey {
        violation.journey(variant: variant, launch: launch)
    }

    /// True when every reachable state was found and expanded (within the depth, if bounded, when
    /// nothing was left at it).
    public var isComplete: Bool { limit == nil }

    /// True when the search's state key held everything the app keeps: no ``HiddenState`` and
    /// launches that all start alike. When false, the counts are a lower bound.
    public var isSound: Bool {
        conflictsSeen == 0 && hiddenStates.isEmpty && launchDifference == nil && unexplained == 0
    }

    /// What `explore` exiting 0 means, in one property for an app's own tests: every reachable
    /// state found (``isComplete``) or, in a search bounded by a depth, every state within it
    /// (as `--depth` exits 0), the key sound (``isSound``), nothing the app did that coordsim
    /// does not model (``unmodelled``, such as a modal over a modal), and no error-level
    /// violation. `errors.isEmpty` alone also passes a search stopped at the state limit.
    ///
    /// ```swift
    /// let result = try app.explore()
    /// #expect(result.passed, "\(result.report)")
    /// ```
    public var passed: Bool {
        let searched: Bool
        switch limit {
        case nil, .depth?: searched = true
        case .maxStates?, .violation?, .interrupted?, .launchNotRepeatable?: searched = false
        }
        return searched && isSound && unmodelled.isEmpty && errors.isEmpty
    }

    /// The violations that fail a run (`CheckLevel.error`).
    public var errors: [Violation] { violations.filter { $0.level == .error } }

    /// The violations reported as warnings.
    public var warnings: [Violation] { violations.filter { $0.level == .warn } }

    /// The headline's clause when a complete search's counts are a lower bound (the key missed
    /// state the app keeps, or the app did what coordsim does not model); empty when they are not.
    static func lowerBoundClause(isSound: Bool, unmodelled: [UnmodelledStep]) -> String {
        !isSound ? ", but the state key missed state the app keeps (see below): the counts are a lower bound"
            : unmodelled.isEmpty ? ""
            : ", but the app did what coordsim does not model (see NOT MODELLED): the counts are a lower bound"
    }

    /// The first line of the report: whether the exploration was complete, and its figures.
    public var headline: String {
        let figures = "\(states.count) states, \(transitions.count) transitions"
        let unsound = Self.lowerBoundClause(isSound: isSound, unmodelled: unmodelled)
        switch limit {
        case nil where unexpanded > 0:
            return "complete: \(figures), except beyond \(unexpanded) states that break an error-level invariant "
                + "(set the check to warn to explore past them)\(unsound)"
        case nil:
            return "complete: \(figures)\(unsound)"
        case let .depth(depth)?:
            return "depth \(depth), not complete: \(figures), \(frontier) states at the depth limit not expanded\(unsound)"
        case let .maxStates(count)?:
            return "stopped at \(count) states (the state limit), not complete: \(figures) so far, "
                + "\(frontier) not expanded; the app's states may never end (raise the limit with --max-states)\(unsound)"
        case .violation?:
            return "stopped at the first violation, not complete: \(figures) so far\(unsound)"
        case .launchNotRepeatable?:
            return "stopped where a later launch did not start where the first did (see LAUNCH), not complete: "
                + "\(figures) so far; every count is a lower bound"
        case .interrupted?:
            return "interrupted by the user after \(states.count) states, not complete: \(figures) so far, "
                + "\(frontier) not expanded; every count is a lower bound\(isSound ? "" : " (and the state key missed state the app keeps)")"
        }
    }

    /// The inputs from launch to state `index`, shortest first found.
    public func path(to index: Int) -> [Input] {
        Self.path(to: index, in: states)
    }

    /// ``path(to:)`` over `states`, for a search whose states are not yet in a result.
    static func path(to index: Int, in states: [ExploredState]) -> [Input] {
        var inputs: [Input] = []
        var current = index
        while let parent = states[current].parent, let input = states[current].input {
            inputs.append(input)
            current = parent
        }
        return inputs.reversed()
    }

    /// The identifiers of every screen in any stack or sheet of any state, in the order first reached.
    public var screensReached: [String] {
        var seen: [String] = []
        for state in states {
            for screen in state.snapshot.allScreens where !seen.contains(screen.identifier) {
                seen.append(screen.identifier)
            }
        }
        return seen
    }

    /// `count / seconds`, rounded, for the report.
    private func rate(_ count: Int, _ seconds: Double) -> String {
        seconds > 0 ? String(Int((Double(count) / seconds).rounded())) : "-"
    }

    /// The text `coordsim explore` prints.
    public var report: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let screens = screensReached
        var lines = [
            "explore: variant \(variant), \(headline)",
            "  states       \(states.count) (\(frontier) not expanded"
                + (unexpanded > 0 ? ", \(unexpanded) not expanded because they break an invariant" : "")
                + "; the deepest at \(deepest) inputs)",
            "  transitions  \(transitions.count) (\(rejected) inputs refused)",
            "  screens      \(screens.count): \(screens.joined(separator: ", "))",
            "  revisits     \(revisits.walked) by explored transitions, \(revisits.undone) by undoing, "
                + "\(revisits.replayed) replayed from launch (\(revisits.mismatched) after a try that did not arrive), "
                + "\(revisits.relaunched) relaunched to check the launch",
            "  key checks   \(probes) probes where model state is written; "
                + (conflictsSeen == 0 && unexplained == 0 ? "every walk and replay arrived"
                   : "\(conflictsSeen) with two outcomes (see \(HiddenState.sectionSeen(hiddenStates, launchDiffers: launchDifference != nil)))"
                    + (unexplained == 0 ? "" : ", \(unexplained) arrived elsewhere with no history that explains it")),
            "  time         \(String(cFormat: "%.3f", seconds)) s (\(rate(states.count, seconds)) states/s, "
                + "\(rate(transitions.count, seconds)) transitions/s, \(rate(appSteps, seconds)) app steps/s; "
                + "\(appSteps) app steps)",
        ]
        let held = invariants.count - Set(violations.map(\.invariant.name)).count
        // Checks set to off are said apart: "4 of 5 of 6 held" read as a typo.
        let off = allInvariants - invariants.count
        let offClause = off == 0 ? "" : " (\(off) of \(allInvariants) off)"
        if violations.isEmpty {
            lines.append("  invariants   all \(invariants.count) held at every state and transition" + (isComplete ? "" : " found")
                + offClause + CheckCoverage.vacuousClause(coverage))
        } else {
            lines.append("  invariants   \(held) of \(invariants.count) held\(offClause); \(errors.count) broken (error), "
                + "\(warnings.count) (warning)")
            for violation in violations {
                let label = violation.level == .error ? "  ERROR        " : "  WARNING      "
                let times = violation.occurrences == 1 ? "" : " (in \(violation.occurrences) states or transitions)"
                let path = violation.pathText
                lines.append(label + "\(violation.invariant.name)\(times): \(violation.message)")
                lines.append("               path: \(path)")
            }
        }
        let coverageLines = coverage?.lines ?? []
        lines += coverageLines
        if limit == .interrupted, !coverageLines.isEmpty {
            // A later state might have judged a vacuous check, or shown an unreached screen.
            lines.append("               (the lines above are of the states found before the interruption)")
        }
        lines += idleButtonLines
        if let launchDifference { lines.append(Self.launchLine(launchDifference, after: launchDifferedAfter)) }
        lines += UnmodelledStep.reportLines(unmodelled)
        lines += saturationMerges.reportLines
        lines += HiddenState.reportLines(hiddenStates, conflictsSeen: conflictsSeen, unexplained: unexplained,
                                         launchDiffers: launchDifference != nil)
        return lines.joined(separator: "\n")
    }

    /// The report's LAUNCH line: what differed between two launches, and after which input.
    static func launchLine(_ difference: [String], after input: Input?, among inputs: [Input] = []) -> String {
        let after = input.map { " after \($0)" } ?? (inputs.isEmpty ? "" : " after one of \(Input.text(inputs))")
        return "  LAUNCH       a later launch in this process did not start where the first did: the app keeps "
            + "static or global state between launches (on iOS each launch is a new process). Reset it in the "
            + "app's init(launch:). Differs" + after + ": " + difference.joined(separator: "; ")
    }
}

extension ExplorationResult: CustomStringConvertible {
    /// The headline, then a line for each finding and hidden state: what a failed expectation
    /// prints of a result (`#expect(result.passed)`), where the whole value, every state
    /// recorded, runs to megabytes. ``report`` has everything.
    public var description: String {
        Violation.summaryLines(headline: "explore: \(headline)", violations: violations, hiddenStates: hiddenStates)
    }
}

extension Violation {
    /// `headline`, then one line for each of `violations` and `hiddenStates`: a result's short description.
    static func summaryLines(headline: String, violations: [Violation], hiddenStates: [HiddenState]) -> String {
        ([headline] + violations.map { "  \($0.level) \($0.invariant.name): \($0.message)" }
            + hiddenStates.map { "  hidden state: \($0.summary)" }).joined(separator: "\n")
    }
}
