import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// Search over the input alphabet from the launch state, by default to the fixed point: every
/// state reachable from launch.
///
/// States are deduplicated by their `Snapshot.structural` form. The result is numbered in
/// breadth-first order, each state with a shortest path, and the first violation found comes with
/// a shortest path. Without a depth bound the search tours the app (see ``run(progress:)``); with
/// one it is breadth-first, and how it gets back to a state it has seen, to try that state's next
/// input, is `Revisit`.
public struct Explorer: Sendable {
    /// How the search gets a Simulation back to a state it has reached before.
    package enum Revisit: Hashable, Sendable {
        /// Replays the state's path from a fresh launch every time. The Simulation is
        /// deterministic, so this is exact, and it costs the path's length in events.
        case replay
        /// Walks transitions already explored (back to the parent, then down to a sibling), or
        /// undoes the input just tried (back, the previous tab, the previous text), then checks
        /// that the structural state reached equals the recorded one. When it doesn't, or no
        /// short route is known, it replays from launch as ``replay`` does.
        case navigate
    }

    /// The bound on states a search keeps by default, so an app whose state space is infinite (a
    /// counter, text that grows) stops with its partial figures instead of filling memory. Each
    /// state keeps its structural snapshot, a few kB: 250,000 states stay under 1 GB. The shop's
    /// largest variant has 39,061.
    public static let defaultMaxStates = 250_000

    /// The app variant explored; every replay from launch launches it again.
    public var app: AppVariant
    /// The longest input path explored; nil explores to the fixed point.
    public var depth: Int?
    /// The search stops, incomplete, when it has found this many states.
    public var maxStates: Int
    /// The invariants that are checked: by default every generic one and the app's own, less
    /// those whose level is `CheckLevel.off`.
    public var invariants: Set<Invariant>
    /// Each check's level by name, where it differs from its default (`CheckLevel.error` for
    /// the generic checks, `AppInvariant.level` for the app's own), as `--check NAME=LEVEL` sets it.
    public var checkLevels: [String: CheckLevel] = [:]
    /// Stops at the first error-level violation (with a shortest path), as `--stop-at-first` asks;
    /// by default the search goes on and reports every violated invariant once, each with its
    /// shortest path.
    public var stopAtFirstViolation: Bool
    /// How the search gets back to a state: by default it navigates (`coordsim explore --replay` replays).
    package var revisit: Revisit = .navigate
    /// Deep links opened from every state, besides what the screen offers: a link arrives
    /// whatever is on screen, and its code path (often an `animated: false` pop) is a flow of its own.
    public var deepLinks: [String] = []
    /// When set and cancelled, the search stops at its next progress point (every 1,024 inputs the
    /// tour tries, every 256 states a breadth-first search expands, every 1,024 inputs of a
    /// composed search's group) and returns what it found so far, marked interrupted: the
    /// findings so far, each with its shortest path among the states found, confirmed by a replay.
    /// Checked at the same points whatever the timing, so a cancellation requested from `progress`
    /// stops every run at the same place.
    public var cancellation: ExplorationCancellation?
    /// Whether a search without a depth bound tours; false searches breadth-first throughout (for
    /// tests that compare the two).
    var tours = true
    /// Whether the tour probes a recorded input again where model state is written (after a flow
    /// starts or ends, a deep link, a root change), to find state the key does not hold.
    var probesHiddenState = true

    /// Explores `app`, checking `invariants`: by default the generic ones and the app's own, at
    /// the levels `checks` gives by name (see `checkNames(of:)`).
    public init(app: AppVariant, depth: Int? = nil, maxStates: Int = Explorer.defaultMaxStates,
                invariants: Set<Invariant>? = nil, checks: [String: CheckLevel] = [:],
                stopAtFirstViolation: Bool = false) {
        self.app = app
        self.depth = depth
        self.maxStates = maxStates
        self.checkLevels = checks
        self.stopAtFirstViolation = stopAtFirstViolation
        self.invariants = []
        let all = invariants ?? Set(Invariant.all(of: app.app.configuration))
        self.invariants = all.filter { level(of: $0) != .off }
    }

    /// The same, getting back to states as `revisit` says (the CLI's `--replay`, and tests that compare the two).
    package init(app: AppVariant, depth: Int? = nil, maxStates: Int = Explorer.defaultMaxStates,
                 invariants: Set<Invariant>? = nil, checks: [String: CheckLevel] = [:],
                 stopAtFirstViolation: Bool = false, revisit: Revisit) {
        self.init(app: app, depth: depth, maxStates: maxStates, invariants: invariants, checks: checks,
                  stopAtFirstViolation: stopAtFirstViolation)
        self.revisit = revisit
    }

    /// The level `invariant` is checked at in this exploration.
    public func level(of invariant: Invariant) -> CheckLevel {
        if let level = checkLevels[invariant.name] { return level }
        return app.app.configuration.invariants.first { $0.name == invariant.name }?.level ?? .error
    }

    /// Every check of `configuration`'s app, generic and the app's own, with its rule and default level.
    package static func checks(of configuration: AppConfiguration) -> [(invariant: Invariant, level: CheckLevel)] {
        Invariant.generic.map { ($0, CheckLevel.error) }
            + configuration.invariants.map { (Invariant($0), $0.level) }
    }

    /// The names `--check` accepts for `configuration`'s app.
    package static func checkNames(of configuration: AppConfiguration) -> [String] {
        checks(of: configuration).map(\.invariant.name)
    }

    /// Runs the search. `progress` is called on this thread from time to time, for a progress bar.
    ///
    /// Without a depth bound, the search tours the app (see `Search.tour(progress:)`) and numbers
    /// what it found as breadth-first search would; each violated invariant then gets the shortest
    /// path among all the places it was broken, confirmed by a replay from launch. With a bound, or
    /// with `Revisit.replay`, the search is breadth-first throughout. With
    /// ``stopAtFirstViolation``, a breadth-first search bounded at the first violation's depth
    /// finds its shortest path.
    public func run(progress: ((ExplorationProgress) -> Void)? = nil) -> ExplorationResult {
        guard depth == nil, revisit == .navigate, tours else { return Search(self).run(progress: progress) }
        let tour = Search(self)
        let toured = tour.tour(progress: progress)
        guard stopAtFirstViolation, toured.limit != .interrupted,
              toured.violations.contains(where: { $0.level == .error }) else { return toured }
        var bounded = self
        bounded.depth = tour.violationBound
        var shortest = Search(bounded).run(progress: progress)
        shortest.revisits.add(toured.revisits)
        shortest.duration += toured.duration
        // As each search keeps them: once a summary, and none where a launch differed.
        if shortest.launchDifference == nil { toured.hiddenStates.forEach { HiddenState.add($0, to: &shortest.hiddenStates) } }
        if !shortest.violations.isEmpty {
            shortest.depth = nil
            return shortest
        }
        // The bounded search missed it only if it stopped first (at the state limit): then the
        // tour's path, confirmed by a replay but perhaps not the shortest, stands.
        return toured
    }

    /// A change to the coordinator tree, as a graph edge shows it: `+CheckoutCoordinator`.
    static func effect(_ event: JournalEvent) -> String? {
        switch event {
        case let .childAdded(_, child): return "+\(child.type)"
        case let .childRemoved(_, child): return "-\(child.type)"
        default: return nil
        }
    }
}

/// How far a search has got, for a progress bar.
public struct ExplorationProgress: Hashable, Sendable {
    /// States found so far.
    public var states: Int
    /// States found and not yet expanded.
    public var frontier: Int
    /// Accepted inputs found so far.
    public var transitions: Int
    /// The depth of the state being expanded.
    public var depth: Int
    /// The wall-clock time since the search started.
    public var elapsed: Duration
    /// In a composed search, the tabs (1-based) of the group being searched on its own; nil in the
    /// product search, and between groups.
    public var group: [Int]?
    /// The states ``group`` has found so far (``states`` counts them too).
    public var groupStates = 0
    /// In the product search, the most tabs a state found so far shows (0 without a tab bar):
    /// their states multiply, which a composed search avoids.
    public var tabs = 0
    /// In a composed search, the check that runs once the groups' searches are done, and how far
    /// it has got; nil while states are being searched.
    public var check: Check?

    /// A check of a composed search that runs once the groups' searches are done: what it goes
    /// through, how many of them it has done, and how many there are.
    public struct Check: Hashable, Sendable {
        /// What is checked: "switch neutrality", "step consistency" or "app checks".
        public var name: String
        /// What it goes through: "local states", "contexts" or "composed states".
        public var unit: String
        /// How many it has done.
        public var done: Int
        /// How many there are in all.
        public var total: Int
    }
}
