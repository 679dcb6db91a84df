import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// How a search reports what the checks found (see ``ViolationLog``): each violation with the
/// shortest path among the places it was broken, confirmed by a replay from launch.
extension Search {
    /// After a tour, numbered breadth-first by `number` (the tour's numbers to the new ones): each
    /// violation gets the shortest path among every place it was broken that a replay from launch
    /// confirms. A violation no replay confirms is not reported as one: it becomes a
    /// ``HiddenState`` (the search saw it only by navigating, so the state held more than its key).
    func pickShortestPaths(number: [Int]) {
        var alphabets: [Int: [Input]] = [:]
        func position(of input: Input?, from state: Int) -> Int {
            guard let input else { return -1 }
            if alphabets[state] == nil {
                alphabets[state] = Input.alphabet(of: result.states[state].snapshot, sampleText: configuration.sampleText(for:))
                    + explorer.deepLinks.map(Input.open)
            }
            return alphabets[state]!.firstIndex(of: input) ?? Int.max
        }
        result.violations = result.violations.compactMap { violation in
            let name = violation.invariant.name
            // Each place with the order breadth-first search meets it in: by depth, then by the
            // state it is found from and that state's input, the transition's check before the
            // new state's.
            var places: [(order: [Int], path: () -> [Input])] = []
            for state in log.statePlaces[name] ?? [] {
                let numbered = number[Int(state)]
                let found = result.states[numbered]
                places.append(([found.depth, found.parent ?? -1, 0, 1], { self.result.path(to: numbered) }))
            }
            for (state, input) in log.transitionPlaces[name] ?? [] {
                let numbered = number[Int(state)]
                places.append(([result.states[numbered].depth + 1, numbered, 0, 0], { self.result.path(to: numbered) + [input] }))
            }
            guard let shortest = places.map(\.order[0]).min() else {
                return confirmedOrHidden(violation, candidates: [violation.path])
            }
            // Inputs' places in their alphabets, only where lengths tie.
            for index in places.indices where places[index].order[0] == shortest {
                if places[index].order[3] == 1 {
                    let state = log.statePlaces[name]![index]
                    let found = result.states[number[Int(state)]]
                    places[index].order[2] = found.parent.map { position(of: found.input, from: $0) } ?? -1
                } else {
                    let (state, input) = log.transitionPlaces[name]![index - (log.statePlaces[name]?.count ?? 0)]
                    places[index].order[2] = position(of: input, from: number[Int(state)])
                }
            }
            let ordered = places.sorted { $0.order.lexicographicallyPrecedes($1.order) }
                .prefix(Self.confirmationsTried).map { $0.path() }
            return confirmedOrHidden(violation, candidates: ordered)
        }
    }

    /// How many of a violation's shortest places are replayed before it is called unconfirmed.
    static let confirmationsTried = 6

    /// `violation` at the first of `candidates` (paths from launch) whose replay shows it, with
    /// the message, ids and expectation that replay gives; nil, and a ``HiddenState`` recorded,
    /// when none does.
    func confirmedOrHidden(_ violation: Violation, candidates: [[Input]]) -> Violation? {
        for path in candidates {
            var candidate = violation
            candidate.path = path
            if let replayed = replayedProblem(of: candidate) {
                candidate.message = replayed.message
                candidate.expectation = replayed.expectation
                return candidate
            }
        }
        // The path where it was seen, with the message seen there: the shortest candidate may be
        // another place of the same check, whose message would be another.
        let shown = violation.path
        conflicts.keep(HiddenState(
            summary: "\(violation.invariant.name) was broken only after navigating between states: a replay from "
                + "launch of the path where it was seen, or of its shortest places, does not break it",
            state: nil, inputs: [], first: shown, second: nil, cause: nil,
            differences: ["seen while navigating: \(violation.message)"],
            firstExpectation: violation.expectation, secondExpectation: nil))
        return nil
    }

    /// The message of `violation`'s invariant as a replay of its path from launch shows it, and
    /// the journey expectation of that state (the violation's own may have come from another
    /// state that broke the invariant, such as another tab's stale child); nil when the replay
    /// does not break the invariant.
    func replayedProblem(of violation: Violation) -> (message: String, expectation: Expectation?)? {
        let replay = Simulation(explorer.app)
        var before = replay.snapshot.structural
        var rejection: String?
        for (step, input) in violation.path.enumerated() {
            if step == violation.path.count - 1 { before = replay.snapshot.structural }
            rejection = Navigator.send(input, to: replay)
        }
        let problems = checks.atEnd(of: violation.path.last.map { (before, $0) }, reached: replay.snapshot,
                                    keyed: StateKey.snapshot(of: replay), rejection: rejection)
        let same = problems.filter { $0.0 == violation.invariant }
        return (same.first { Self.withoutIDs($0.1) == Self.withoutIDs(violation.message) } ?? same.first)
            .map { (message: $0.1, expectation: $0.2) }
    }

    /// Moves the violations found into the result, before their paths are confirmed.
    func settleViolations() {
        result.violations = log.violations
        result.unexpanded = log.blocked.count
    }

    /// Puts what the key checks found into the result.
    func finishFindings() {
        // Each hidden state is shown by replays from launch, which no longer start where the first
        // launch did: what they showed is the launch's difference (LAUNCH), not the key's. The
        // conflicts stay counted.
        result.hiddenStates = result.launchDifference == nil ? conflicts.found : []
        result.conflictsSeen = conflicts.seen
        result.coverage = CheckCoverage(result, app: configuration)
    }
}
