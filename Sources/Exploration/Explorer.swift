import CoordinatorKit
import Journeys
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp
import Simulation

/// Breadth-first search over the input alphabet from the launch state.
///
/// States are deduplicated by their ``Snapshot/structural`` form. A state is rebuilt by replaying
/// its path from a fresh Simulation (the Simulation is deterministic), so each transition costs
/// the length of its path in events. Because the search is breadth-first, the first violation
/// found comes with a shortest path.
public struct Explorer: Sendable {
    /// The default depth: every screen, and every transition between screens of the seed app,
    /// is reached by depth 6 (the longest: log in, open the form, fill both fields, sign up, Done),
    /// and depth 6 takes about half a second per variant in a release build. Each level deeper has
    /// about 2.5x the states (B: 402, 1148, 2845, 6113 at depths 5-8) and takes about 3x the time:
    /// deeper states combine the tabs' stacks and the forms' contents.
    public static let defaultDepth = 6

    public var app: AppVariant
    /// The longest input path explored.
    public var depth: Int
    public var invariants: Set<Invariant>
    /// Stops at the first violation (a shortest one); otherwise keeps the first per invariant.
    public var stopAtFirstViolation: Bool
    /// Deep links opened from every state, besides what the screen offers: a link arrives
    /// whatever is on screen, and its code path (often an `animated: false` pop) is a flow of its own.
    public var deepLinks: [String] = []

    /// Explores `app`, checking `invariants`: by default the generic ones and the app's own.
    public init(app: AppVariant, depth: Int = Explorer.defaultDepth, invariants: Set<Invariant>? = nil,
                stopAtFirstViolation: Bool = true) {
        self.app = app
        self.depth = depth
        self.invariants = invariants ?? Set(Invariant.all(of: app.app.configuration))
        self.stopAtFirstViolation = stopAtFirstViolation
    }

    public func run() -> ExplorationResult {
        let clock = ContinuousClock()
        let started = clock.now
        let configuration = app.app.configuration
        let checks = Checks(enabled: invariants, app: configuration)
        var result = ExplorationResult(variant: app.name, depth: depth)
        result.allInvariants = Invariant.all(of: configuration).count
        result.invariants = invariants
        var index: [Snapshot: Int] = [:]

        func fresh() -> Simulation { Simulation(app) }
        func replay(_ path: [Input]) -> Simulation {
            let simulation = fresh()
            for input in path { for event in input.events { simulation.send(event) } }
            return simulation
        }
        func report(_ problems: [(Invariant, String, Expectation?)], path: () -> [Input]) -> Bool {
            for (invariant, message, expectation) in problems
            where !result.violations.contains(where: { $0.invariant == invariant }) {
                result.violations.append(Violation(invariant: invariant, message: message, path: path(),
                                                   expectation: expectation))
                if stopAtFirstViolation { return true }
            }
            return false
        }

        let launch = fresh()
        let start = launch.snapshot.structural
        index[start] = 0
        result.states.append(ExploredState(snapshot: start, parent: nil, input: nil, depth: 0))
        var stop = report(checks.state(launch.snapshot)) { [] }
        var head = 0
        search: while !stop && head < result.states.count {
            let current = head
            head += 1
            let state = result.states[current]
            guard state.depth < depth else { continue }
            let path = result.path(to: current)
            var simulation: Simulation?
            for input in Input.alphabet(of: state.snapshot, sampleText: configuration.sampleText(for:))
                + deepLinks.map(Input.open) {
                // Reuse the Simulation while it still shows this state: after a refused input or a self-loop.
                let running = simulation ?? replay(path)
                simulation = nil
                var rejection: String?
                var effects: [String] = []
                for (offset, event) in input.events.enumerated() {
                    let step = running.send(event)
                    if offset == 0, let refused = step.rejection {
                        rejection = refused
                        break
                    }
                    effects += step.events.compactMap(Self.effect)
                }
                let after = running.snapshot.structural
                if stop || report(checks.transition(from: state.snapshot, input, to: after, rejection: rejection),
                                  path: { path + [input] }) {
                    stop = true
                    break search
                }
                if rejection != nil {
                    result.rejected += 1
                    simulation = running
                    continue
                }
                let target: Int
                if let known = index[after] {
                    target = known
                } else {
                    target = result.states.count
                    index[after] = target
                    result.states.append(ExploredState(snapshot: after, parent: current, input: input,
                                                       depth: state.depth + 1))
                    if report(checks.state(running.snapshot), path: { path + [input] }) {
                        stop = true
                    }
                }
                result.transitions.append(Transition(from: current, input: input, to: target, effects: effects))
                if target == current { simulation = running }
                if stop { break search }
            }
        }
        result.frontier = result.states.count { $0.depth >= depth }
        result.duration = clock.now - started
        return result
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
