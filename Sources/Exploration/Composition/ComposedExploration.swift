import CoordinatorKit
import CoordsimApp
import Journeys

/// What a compositional exploration found (``Explorer/composed(progress:)``): the exact number
/// of states of the whole app, made of each group of tabs' own states, what composing assumed and
/// how each assumption was checked, where tabs interfere, and the invariants broken.
public struct ComposedExploration: Sendable {
    /// A group of tabs explored together: one tab when it does not interfere with the others.
    public struct Group: Hashable, Sendable {
        /// The group's tabs, 1-based as the tab bar numbers them.
        public var tabs: [Int]
        /// Its states with the other tabs as at the entry (modal states included).
        public var localStates: Int
        /// Its states with each of its tabs selected, by tab number: what it shows in the foreground.
        public var selectedStates: [Int: Int]
        /// The distinct ways it looks with another group selected (its entry state counted if it
        /// may never have been selected).
        public var backgroundStates: Int
        /// Accepted local inputs (steps within the group, and steps out of the tab bar), refused ones.
        public var localTransitions: Int
        /// Local inputs refused where they were tried.
        public var refused: Int
    }

    /// Two groups of tabs that do not compose: what one input did that composing did not predict.
    public struct Interference: Hashable, Sendable, CustomStringConvertible {
        /// The assumption of composing that an input broke; the raw value is how reports word it.
        public enum Kind: String, Hashable, Sendable {
            /// A step on one tab changed another tab's stack (local respect).
            case changesAnotherTab = "changed another tab"
            /// A step on one tab selected another tab (a cross-tab flow).
            case selectsAnotherTab = "selected another tab"
            /// A step did something else with another tab in another state (step consistency).
            case dependsOnAnotherTab = "acted differently with another tab in another state"
            /// Two tabs change the same coordinator's children.
            case sharesCoordinator = "changes the same coordinator's children as another tab"
            /// Switching between the tabs did more than select (switch neutrality).
            case switchChangesState = "a tab switch changed more than the selection"
        }

        /// Which assumption the input broke.
        public var kind: Kind
        /// The tabs of the two groups, 1-based.
        public var tabs: [Int]
        /// The tab the input was sent on, 1-based.
        public var tab: Int
        /// The input; nil for a tab switch modelled as leaving and entering.
        public var input: Input?
        /// The inputs from launch to the state the input was sent from.
        public var path: [Input]
        /// What differed from what composing predicted: stack, screen, parameter, from → to.
        public var differences: [String]
        /// Whether the app declares the input as a move into the other tab
        /// (``AppConfiguration/crossTabMoves``): the two groups are explored together all the
        /// same, and the report says so as a declared move, not as a finding.
        public var isDeclared = false

        public var description: String {
            let tabs = self.tabs.map(String.init).joined(separator: " and ")
            var lines = ["tabs \(tabs): \(input.map { "`\($0)` on tab \(tab)" } ?? "tab \(tab)") \(kind.rawValue)"
                // Said on a passing app too: what composing could not assume, handled, not a failure.
                + (isDeclared ? ", a move the app declares: explored together"
                    : ": explored together, so the count stays exact (not a finding: the checks judge the app)")]
            lines.append("    after: " + Input.text(path))
            lines += differences.map { "    " + $0 }
            return lines.joined(separator: "\n")
        }
    }

    /// The variant explored.
    public var variant: String
    /// The launch parameters the app was explored with: its findings' journeys launch with them.
    public var launch: [String: LaunchValue] = [:]
    /// Why the product search ran instead, when it did; the figures are then the product search's.
    public var fallback: String?
    /// Whether that product search stopped at ``Explorer/maxStates`` before it had seen every
    /// state: every count is then a lower bound, and nothing passed is shown correct.
    public var stoppedAtStateLimit = false
    /// States outside the tab bar (login, onboarding), explored directly.
    public var phaseStates = 0
    /// Distinct states in which the tab bar was entered.
    public var entries = 0
    /// The groups of tabs, each explored on its own (one tab each where none interfere).
    public var groups: [Group] = []
    /// The tab-bar states, composed: exact, nil when it overflowed 64 bits.
    public var composedStates: Int?
    /// Every state: phase + composed; nil on overflow.
    public var states: Int?
    /// Every accepted input from every state, composed as the product search counts them; nil on overflow.
    public var transitions: Int?
    /// Refused inputs, composed likewise.
    public var rejected: Int?
    /// Events sent to the app (inputs tried, replays) and launches.
    public var appSteps = 0
    /// Launches of the app, each replaying a path from launch.
    public var launches = 0
    /// Where tabs interfere, each with its witness; those tabs were then explored together.
    public var interferences: [Interference] = []
    /// What composing assumed and how each assumption was checked, a line each.
    public var checked: [String] = []
    /// Switches away from a local state and back (switch neutrality), and contexts (another
    /// group's state) every local transition was re-run in (step consistency).
    public var switchChecks = 0
    /// Contexts (another group's state) local transitions were re-run in, for step consistency.
    public var contexts = 0
    /// Combinations of tab states the app's invariants were checked on, out of all.
    public var combinationsChecked = 0
    /// All combinations of tab states; nil when it overflowed 64 bits.
    public var combinations: Int?
    /// The invariants that were checked.
    public var invariants: Set<Invariant> = []
    /// Each violated invariant once, with its shortest path from launch, confirmed by a replay.
    public var violations: [Violation] = []
    /// States that are really more than one (see ``HiddenState``), found in the groups' own
    /// searches or by the product search that ran instead: the first few, analysed.
    public var hiddenStates: [HiddenState] = []
    /// Every history conflict seen (``hiddenStates`` holds the first few, analysed).
    public var conflictsSeen = 0
    /// Walks or replays that arrived elsewhere than recorded with no history that explains it.
    public var unexplained = 0
    /// States the key merges on purpose (leaked and stale children past its bound) seen acting
    /// apart, in the groups' searches or the product search that ran instead: not hidden state.
    public var saturationMerges = SaturationMerges()
    /// Recorded local inputs sent again where model state is written, to check the key.
    public var probes = 0
    /// What each check had to judge, what ownership skipped, the declared screens never reached:
    /// worked out over each group's own states and transitions (every one of them a composed
    /// state, with the other groups as at the entry) and the states outside the tab bar, or the
    /// product search's when it ran instead. Nil for an interrupted run.
    public var coverage: CheckCoverage?
    /// Local transitions that did something else when re-run in another group's context, where a
    /// replay of the same path from launch did what was recorded: what earlier inputs of the
    /// live re-run wrote changed them, and the key misses it. Not taken for an interference.
    public var unreproducible = 0
    /// False when a finding did not replay, a local transition did not reproduce, or either search
    /// found state its key misses (see ``ExplorationResult/isSound``): the counts are then a lower bound.
    public var isSound = true
    /// What differed between the first launch and a later one in this process, when one did
    /// (``ExplorationResult/launchDifference``): the app keeps static or global state between
    /// launches, so replays from launch are not what they should be. The search stops there
    /// (``stoppedAtLaunch``), as the product search does.
    public var launchDifference: [String]?
    /// The input after which the launch first differed, where it is known: the only input sent
    /// between the last launch that started where the first did and the one that did not, or the
    /// product search's, where it ran. Else ``launchDifferedAmong`` lists the inputs it may be.
    public var launchDifferedAfter: Input?
    /// The inputs sent between the last launch that started where the first did and the one that
    /// did not, when more than one: one of them wrote what the later launch read.
    public var launchDifferedAmong: [Input] = []
    /// True when the search stopped where a later launch did not start where the first did: nothing
    /// is composed, and the counts are what was found before. The product search does not run
    /// instead: in this process every later launch starts from what the app kept, so it would
    /// search another app than the one a fresh process launches.
    public var stoppedAtLaunch = false
    /// Steps the app took that coordsim does not model (``ExplorationResult/unmodelled``), from
    /// the product search, which runs instead when the groups' searches meet one.
    public var unmodelled: [UnmodelledStep] = []
    /// True when the explorer's cancellation (``Explorer/cancellation``: Ctrl-C on the command line)
    /// stopped the search before it ended: nothing was composed (``states``, ``composedStates``,
    /// ``transitions`` and ``rejected`` are nil unless the product search ran instead), ``groups``
    /// holds each group's states found so far, and every count is a lower bound.
    public var isInterrupted = false
    /// True when the explorer's cancellation stopped the app's invariants on the composed states
    /// (the last part of a composed run): every count is exact, and ``combinationsChecked`` says
    /// how many composed states the app's invariants were checked on.
    public var appChecksInterrupted = false
    /// The tabs (1-based) of the group whose own search the cancellation (or a launch that
    /// differed, ``stoppedAtLaunch``) cut short; nil when it came between groups, or the run did not end early.
    public var interruptedGroup: [Int]?
    /// States the searches themselves found: outside the tab bar and each group's local states (or
    /// the product search's, when it ran instead). The composed count (``states``) is far larger.
    public var searchedStates = 0
    /// The wall-clock time the exploration took.
    public var duration: Duration = .zero

    init(variant: String) {
        self.variant = variant
    }

    /// `violation`'s path as a journey that `script` or `AppUnderTest.run` replays, launched as the
    /// search launched the app (``launch``); it fails at its last step.
    public func journey(of violation: Violation) -> Journey {
        violation.journey(variant: variant, launch: launch)
    }

    /// The violations that fail a run (`CheckLevel.error`).
    public var errors: [Violation] { violations.filter { $0.level == .error } }

    /// What `explore --compose` exiting 0 means, as ``ExplorationResult/passed`` does for the
    /// product search: the search ended on its own (not interrupted, not stopped at the state
    /// limit or at a launch that differed), the key was sound, nothing the app did went unmodelled,
    /// and no error-level violation.
    ///
    /// ```swift
    /// let composed = try app.exploreComposed()
    /// #expect(composed.passed, "\(composed.report)")
    /// ```
    public var passed: Bool {
        !isInterrupted && !appChecksInterrupted && !stoppedAtStateLimit && !stoppedAtLaunch && launchDifference == nil
            && isSound && unmodelled.isEmpty && errors.isEmpty
    }

    /// The text of the report: the figures, what was checked, interferences and violations.
    public var report: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        func number(_ value: Int?) -> String { value.map(String.init) ?? "more than 2^63 (overflow)" }
        // Ended early, nothing composed: by the user, or where a later launch started elsewhere.
        let partial = isInterrupted || stoppedAtLaunch
        let ending = stoppedAtLaunch ? "stopped where a later launch did not start where the first did (see LAUNCH)"
            : "interrupted by the user"
        var lines = [partial
            ? "explore --compose: variant \(variant), " + (fallback == nil ? "" : "the product search ran instead: ")
                + "\(ending) after \(searchedStates) states, not complete"
                + (fallback != nil ? "" : interruptedGroup != nil || groups.isEmpty
                    ? " (nothing composed: that needs every group's search complete)"
                    : " (nothing composed: the checks of what composing assumes did not finish)")
                + "; every count is a lower bound"
            : "explore --compose: variant \(variant), "
                + (fallback == nil ? "complete, composed: "
                    : stoppedAtStateLimit ? "the product search ran instead and stopped at the state limit, not complete: "
                    : "the product search ran instead: ")
                + "\(number(states)) states, \(number(transitions)) transitions"
                + ExplorationResult.lowerBoundClause(isSound: isSound, unmodelled: unmodelled)]
        if let fallback { lines.append("  why          \(fallback)") }
        if partial, fallback == nil {
            lines.append("  states       \(searchedStates) found so far = \(phaseStates) outside the tab bar + each group's "
                + "local states below")
        } else if fallback != nil {
            lines.append("  states       \(number(states)) = \(phaseStates) outside the tab bar + \(number(composedStates)) "
                + "in it, each found by the product search")
        } else {
            lines.append("  states       \(number(states)) = \(phaseStates) outside the tab bar + \(number(composedStates)) "
                + "composed from \(entries) entr\(entries == 1 ? "y" : "ies") into the tab bar")
        }
        if !partial, fallback == nil, violations.contains(where: { $0.level == .error }) {
            // The product search's count stops at such states; say why the two differ.
            lines.append("  past errors  counted: each tab is explored whole, beyond the states that break an error-level "
                + "invariant (the product search does not expand those)")
        }
        for group in groups {
            let selected = group.selectedStates.sorted { $0.key < $1.key }
                .map { "\($0.value) with tab \($0.key) selected" }.joined(separator: ", ")
            let counts = partial && fallback == nil
                // A group cut short has no background states worked out.
                ? (group.tabs == interruptedGroup ? " so far, its search " + (stoppedAtLaunch ? "stopped" : "interrupted")
                    : ", its search complete")
                    + " (\(selected))"
                : " (\(selected); \(group.backgroundStates) in the background)"
            lines.append("  tab\(group.tabs.count == 1 ? " " : "s ")\(group.tabs.map(String.init).joined(separator: "+"))"
                + "\(String(repeating: " ", count: max(1, 9 - group.tabs.count * 2)))\(group.localStates) local state\(group.localStates == 1 ? "" : "s")"
                + counts + ", \(group.localTransitions) local transition\(group.localTransitions == 1 ? "" : "s")")
        }
        lines.append("  app steps    \(appSteps) events in \(launches) launches")
        for line in checked { lines.append("  checked      " + line) }
        if let combinations {
            lines.append("  app checks   on \(combinationsChecked) of \(combinations) composed states"
                + (appChecksInterrupted ? " (interrupted by the user: the rest not checked)"
                    : combinationsChecked < combinations ? " (the rest not checked)" : ""))
        }
        for interference in interferences {
            lines.append((interference.isDeclared ? "  declared     " : "  INTERFERENCE ") + interference.description)
        }
        lines.append("  time         \(String(cFormat: "%.3f", seconds)) s")
        lines.append("  key checks   \(probes) probes where model state is written; "
            + (conflictsSeen == 0 && unexplained == 0 && unreproducible == 0 ? "every walk and replay arrived"
               : "\(conflictsSeen) with two outcomes (see \(HiddenState.sectionSeen(hiddenStates, launchDiffers: launchDifference != nil)))"
                + (unexplained == 0 ? "" : ", \(unexplained) arrived elsewhere with no history that explains it")
                + (unreproducible == 0 ? "" : ", \(unreproducible) context re-runs differed only after other inputs (not an interference)")))
        if violations.isEmpty {
            lines.append("  invariants   \(invariants.count) checked: held" + (partial ? " at every state found so far" : "")
                + CheckCoverage.vacuousClause(coverage))
        } else {
            for violation in violations {
                let path = violation.pathText
                lines.append((violation.level == .error ? "  ERROR        " : "  WARNING      ")
                    + "\(violation.invariant.name): \(violation.message)")
                lines.append("               path: \(path)")
            }
        }
        lines += coverage?.lines ?? []
        if let launchDifference {
            lines.append(ExplorationResult.launchLine(launchDifference, after: launchDifferedAfter, among: launchDifferedAmong))
        }
        lines += UnmodelledStep.reportLines(unmodelled)
        lines += saturationMerges.reportLines
        lines += HiddenState.reportLines(hiddenStates, conflictsSeen: conflictsSeen, unexplained: unexplained,
                                         launchDiffers: launchDifference != nil)
        return lines.joined(separator: "\n")
    }
}

extension ComposedExploration: CustomStringConvertible {
    /// The report's first line, then a line for each finding and hidden state: what a failed
    /// expectation prints of a result (`#expect(composed.passed)`). ``report`` has everything.
    public var description: String {
        Violation.summaryLines(headline: String(report.prefix { $0 != "\n" }), violations: violations,
                               hiddenStates: hiddenStates)
    }
}
