import CoordinatorKit
import CoordsimApp
import Journeys

/// What the checks found during one search: each violated invariant once, with every place it
/// was broken (so that the shortest path can be picked once the states are numbered), and the
/// states not to expand. The search moves ``violations`` into its result when it ends.
struct ViolationLog {
    /// How many places each invariant keeps: enough to find the shortest among them in any app
    /// whose space fits in memory, and bounded for a fault that every state repeats.
    static let placesKept = 100_000

    /// Each check's level, by name, looked up once.
    let levels: [String: CheckLevel]
    /// Whether the search stops at the first error-level violation.
    let stopsAtFirst: Bool
    /// Each violated invariant once, in the order found, with its first path.
    private(set) var violations: [Violation] = []
    /// Where each violated invariant is in ``violations``, by name.
    private var violationIndex: [String: Int] = [:]
    /// Every state (by the search's numbers) that broke each state invariant, by name, up to
    /// ``placesKept`` each.
    private(set) var statePlaces: [String: [Int32]] = [:]
    /// Every input that broke each transition invariant, by name, from its state, up to ``placesKept`` each.
    private(set) var transitionPlaces: [String: [(from: Int32, input: Input)]] = [:]
    /// States that broke an error-level state invariant: not expanded.
    private(set) var blocked = Set<Int>()

    init(levels: [String: CheckLevel], stopsAtFirst: Bool) {
        self.levels = levels
        self.stopsAtFirst = stopsAtFirst
    }

    /// Records the state problems of state `state`. Returns true when the search should stop.
    mutating func report(_ problems: [(Invariant, String, Expectation?)], at state: Int, path: () -> [Input]) -> Bool {
        guard !problems.isEmpty else { return false }
        for (invariant, _, _) in problems where statePlaces[invariant.name, default: []].count < Self.placesKept {
            statePlaces[invariant.name, default: []].append(Int32(state))
        }
        // Its successors would repeat the fault (a leak or a stale child stays, and makes the
        // space endless): a state that breaks an error-level invariant is not expanded.
        if problems.contains(where: { levels[$0.0.name] == .error }) { blocked.insert(state) }
        return record(problems, path: path)
    }

    /// Records the problems of the transition from `state` by `input`. Returns true when the search should stop.
    mutating func report(_ problems: [(Invariant, String, Expectation?)], from state: Int, _ input: Input,
                         path: () -> [Input]) -> Bool {
        guard !problems.isEmpty else { return false }
        for (invariant, _, _) in problems where transitionPlaces[invariant.name, default: []].count < Self.placesKept {
            transitionPlaces[invariant.name, default: []].append((Int32(state), input))
        }
        return record(problems, path: path)
    }

    private mutating func record(_ problems: [(Invariant, String, Expectation?)], path: () -> [Input]) -> Bool {
        var stops = false
        for (invariant, message, expectation) in problems {
            if let known = violationIndex[invariant.name] {
                violations[known].occurrences += 1
                continue
            }
            let level = levels[invariant.name] ?? .error
            violationIndex[invariant.name] = violations.count
            violations.append(Violation(invariant: invariant, message: message, path: path(), expectation: expectation,
                                        level: level))
            if stopsAtFirst, level == .error { stops = true }
        }
        return stops
    }
}
