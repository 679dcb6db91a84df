import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// Breadth-first search over the input alphabet from the launch state, by default to the fixed
/// point: every state reachable from launch.
///
/// States are deduplicated by their ``Snapshot/structural`` form. Because the search is
/// breadth-first, the first violation found comes with a shortest path. How the search gets back
/// to a state it has seen, to try that state's next input, is ``Revisit``.
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

    /// Runs the search. `progress` is called on this thread every 256 states expanded, for a progress bar.
    public func run(progress: ((ExplorationProgress) -> Void)? = nil) -> ExplorationResult {
        Search(self).run(progress: progress)
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
