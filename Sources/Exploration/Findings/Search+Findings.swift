import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// How a search records what the checks find: each violated invariant once, with every place it
/// was broken, so that the shortest path can be picked once the states are numbered, and each
/// path confirmed by a replay from launch before it is reported.
extension Search {
    /// How many places each invariant keeps: enough to find the shortest among them in any app
    /// whose space fits in memory, and bounded for a fault that every state repeats.
    static let placesKept = 100_000

    /// Records the state problems of state `state`. Returns true when the search should stop.
    func report(_ problems: [(Invariant, String, Expectation?)], at state: Int, path: () -> [Input]) -> Bool {
        guard !problems.isEmpty else { return false }
        for (invariant, _, _) in problems where statePlaces[invariant.name, default: []].count < Self.placesKept {
            statePlaces[invariant.name, default: []].append(Int32(state))
        }
        // Its successors would repeat the fault (a leak or a stale child stays, and makes the
        // space endless): a state that breaks an error-level invariant is not expanded.
        if problems.contains(where: { levels[$0.0.name] == .error }) {
            blocked.insert(state)
            result.unexpanded += 1
        }
        return record(problems, path: path)
    }

    /// Records the problems of the transition from `state` by `input`. Returns true when the search should stop.
    func report(_ problems: [(Invariant, String, Expectation?)], from state: Int, _ input: Input,
                path: () -> [Input]) -> Bool {
        guard !problems.isEmpty else { return false }
        for (invariant, _, _) in problems where transitionPlaces[invariant.name, default: []].count < Self.placesKept {
            transitionPlaces[invariant.name, default: []].append((Int32(state), input))
        }
        return record(problems, path: path)
    }

    private func record(_ problems: [(Invariant, String, Expectation?)], path: () -> [Input]) -> Bool {
        var stops = false
        for (invariant, message, expectation) in problems {
            if let known = violationIndex[invariant.name] {
                result.violations[known].occurrences += 1
                continue
            }
            let level = levels[invariant.name] ?? .error
            violationIndex[invariant.name] = result.violations.count
            // Read before the append: the path reads `result`, which the append is changing.
            let found = Violation(invariant: invariant, message: message, path: path(), expectation: expectation,
                                  level: level)
            result.violations.append(found)
            if explorer.stopAtFirstViolation, level == .error { stops = true }
        }
        return stops
    }

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
            for state in statePlaces[name] ?? [] {
                let numbered = number[Int(state)]
                let found = result.states[numbered]
                places.append(([found.depth, found.parent ?? -1, 0, 1], { self.result.path(to: numbered) }))
            }
            for (state, input) in transitionPlaces[name] ?? [] {
                let numbered = number[Int(state)]
                places.append(([result.states[numbered].depth + 1, numbered, 0, 0], { self.result.path(to: numbered) + [input] }))
            }
            guard let shortest = places.map(\.order[0]).min() else {
                return confirmedOrHidden(violation, candidates: [violation.path])
            }
            // Inputs' places in their alphabets, only where lengths tie.
            for index in places.indices where places[index].order[0] == shortest {
                if places[index].order[3] == 1 {
                    let state = statePlaces[name]![index]
                    let found = result.states[number[Int(state)]]
                    places[index].order[2] = found.parent.map { position(of: found.input, from: $0) } ?? -1
                } else {
                    let (state, input) = transitionPlaces[name]![index - (statePlaces[name]?.count ?? 0)]
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
    /// the message and ids that replay gives; nil, and a ``HiddenState`` recorded, when none does.
    func confirmedOrHidden(_ violation: Violation, candidates: [[Input]]) -> Violation? {
        for path in candidates {
            var candidate = violation
            candidate.path = path
            if let message = replayedMessage(of: candidate) {
                candidate.message = message
                return candidate
            }
        }
        let shown = candidates.first ?? violation.path
        conflictsSeen += 1
        conflicts.append(HiddenState(
            summary: "\(violation.invariant.name) was broken only after navigating between states: a replay of "
                + "its shortest path from launch does not break it",
            state: nil, inputs: [], first: shown, second: nil, cause: nil,
            differences: ["seen while navigating: \(violation.message)"],
            firstExpectation: violation.expectation, secondExpectation: nil))
        return nil
    }

    /// The message of `violation`'s invariant as a replay of its path from launch shows it; nil
    /// when the replay does not break the invariant.
    func replayedMessage(of violation: Violation) -> String? {
        let replay = Simulation(explorer.app)
        var before = replay.snapshot.structural
        var rejection: String?
        for (step, input) in violation.path.enumerated() {
            if step == violation.path.count - 1 { before = replay.snapshot.structural }
            rejection = Self.send(input, to: replay)
        }
        var problems = checks.state(replay.snapshot)
        if let last = violation.path.last {
            problems += checks.transition(from: before, last, to: replay.snapshot.structural, rejection: rejection)
        }
        let same = problems.filter { $0.0 == violation.invariant }
        return (same.first { Self.withoutIDs($0.1) == Self.withoutIDs(violation.message) } ?? same.first)?.1
    }

    /// Puts what the key checks found into the result.
    func finishFindings() {
        result.hiddenStates = conflicts
        result.conflictsSeen = conflictsSeen
        result.coverage = CheckCoverage(result, app: configuration)
    }

    /// `snapshot` with leaked objects saturated: each leaked type counts once, so an app that leaks
    /// on every round trip has a finite space (the report still names every leaked type).
    static func saturated(_ snapshot: Snapshot) -> Snapshot {
        guard !snapshot.leaked.isEmpty else { return snapshot }
        var copy = snapshot
        var kept: [ObjectRef] = []
        for ref in snapshot.leaked where kept.last != ref { kept.append(ref) }
        var live = snapshot.live
        for ref in snapshot.leaked {
            if let place = live.firstIndex(of: ref) { live.remove(at: place) }
        }
        live = ObjectRef.structuralList(live + kept)
        copy.leaked = kept
        copy.live = live
        return copy
    }

    /// The state the simulation shows, as the search keys it.
    func observedKey() -> StateKey {
        Self.key(of: simulation)
    }

    /// The state `simulation` shows, as a search keys it: structural, leaks saturated.
    static func key(of simulation: Simulation) -> StateKey {
        StateKey(saturated(simulation.structuralSnapshot))
    }

    /// Sends `input`'s events to `simulation`, none after a refused first event (nothing ran):
    /// how replays and checks send an input. Returns that refusal.
    @discardableResult
    static func send(_ input: Input, to simulation: Simulation) -> String? {
        for (offset, event) in input.events.enumerated() {
            let outcome = simulation.perform(event)
            if offset == 0, let refused = outcome.rejection { return refused }
        }
        return nil
    }
}
