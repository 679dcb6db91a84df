import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// Search over the input alphabet from the launch state, by default to the fixed point: every
/// state reachable from launch.
///
/// States are deduplicated by their ``Snapshot/structural`` form. The result is numbered in
/// breadth-first order, each state with a shortest path, and the first violation found comes with
/// a shortest path. Without a depth bound the search tours the app (see ``run(progress:)``); with
/// one it is breadth-first, and how it gets back to a state it has seen, to try that state's next
/// input, is ``Revisit``.
public struct Explorer: Sendable {
    /// How the search gets a Simulation back to a state it has reached before.
    public enum Revisit: Hashable, Sendable {
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

    public var app: AppVariant
    /// The longest input path explored; nil explores to the fixed point.
    public var depth: Int?
    /// The search stops, incomplete, when it has found this many states.
    public var maxStates: Int
    public var invariants: Set<Invariant>
    /// Stops at the first violation (a shortest one); otherwise keeps the first per invariant.
    public var stopAtFirstViolation: Bool
    public var revisit: Revisit
    /// Deep links opened from every state, besides what the screen offers: a link arrives
    /// whatever is on screen, and its code path (often an `animated: false` pop) is a flow of its own.
    public var deepLinks: [String] = []
    /// Whether a search without a depth bound tours; false searches breadth-first throughout (for
    /// tests that compare the two).
    var tours = true

    /// Explores `app`, checking `invariants`: by default the generic ones and the app's own.
    public init(app: AppVariant, depth: Int? = nil, maxStates: Int = Explorer.defaultMaxStates,
                invariants: Set<Invariant>? = nil, stopAtFirstViolation: Bool = true, revisit: Revisit = .navigate) {
        self.app = app
        self.depth = depth
        self.maxStates = maxStates
        self.invariants = invariants ?? Set(Invariant.all(of: app.app.configuration))
        self.stopAtFirstViolation = stopAtFirstViolation
        self.revisit = revisit
    }

    /// Runs the search. `progress` is called on this thread from time to time, for a progress bar.
    ///
    /// Without a depth bound, the search tours the app (see ``Search/tour(progress:)``) and numbers
    /// what it found as breadth-first search would; when it finds a violation, a breadth-first
    /// search bounded at that violation's depth finds the shortest path. With a bound, or with
    /// ``Revisit/replay``, the search is breadth-first throughout.
    public func run(progress: ((ExplorationProgress) -> Void)? = nil) -> ExplorationResult {
        guard depth == nil, revisit == .navigate, tours else { return Search(self).run(progress: progress) }
        let tour = Search(self)
        let toured = tour.tour(progress: progress)
        guard !toured.violations.isEmpty else { return toured }
        var bounded = self
        bounded.depth = tour.violationBound
        var shortest = Search(bounded).run(progress: progress)
        shortest.revisits.add(toured.revisits)
        shortest.duration += toured.duration
        if stopAtFirstViolation, !shortest.violations.isEmpty {
            shortest.depth = nil
            return shortest
        }
        // The tour's figures, with the bounded search's violations in its order (shortest paths).
        // It misses one only if it stopped first (at the state limit): then the tour's path,
        // confirmed by a replay but perhaps not the shortest, stands.
        var merged = toured
        merged.violations = shortest.violations + toured.violations.filter { found in
            !shortest.violations.contains { $0.invariant == found.invariant }
        }
        merged.revisits = shortest.revisits
        merged.duration = shortest.duration
        return merged
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
    public var transitions: Int
    /// The depth of the state being expanded.
    public var depth: Int
    public var elapsed: Duration
}
