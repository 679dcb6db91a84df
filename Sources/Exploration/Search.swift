import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// One run of an ``Explorer``, breadth-first (``run(progress:)``) or a tour (``tour(progress:)``):
/// the states found, and the one Simulation the search moves from state to state (see ``Explorer/Revisit``).
final class Search {
    /// An explored transition that leaves its state, for walking from one state to another.
    struct Exit {
        var input: Input
        var to: Int
    }

    let explorer: Explorer
    let checks: Checks
    let configuration: AppConfiguration
    var result: ExplorationResult
    var index: [StateKey: Int] = [:]
    /// Each state's key, by index.
    var keys: [StateKey] = []
    /// Shares the parts recorded states have in common.
    var interner = Interner()
    /// The explored transitions out of each state that lead to another state, and into each state from another.
    var exits: [[Exit]] = []
    /// Where `exits` lead, by state: what the tour's searches read, without copying inputs.
    var exitTargets: [[Int]] = []
    /// Scratch space of the tour's search for the nearest state with inputs left.
    var nearestQueue: [Int] = []
    var entries: [[Int]] = []
    var simulation: Simulation
    /// The state `simulation` is known to show: checked equal to the recorded one, or replayed.
    var shows: Int?
    /// The state and input that last moved `simulation` to another state, and that state, for undoing it.
    var lastMove: (from: Int, input: Input, reached: StateKey)?
    /// Whether sends remember ``lastMove``: the tour moves on from where an input leads, and never undoes it.
    var undoesMoves = true
    /// Inputs after which the search once could not undo its way back: tried last.
    var hardToUndo = Set<Input>()
    /// How undoing each input has gone.
    var undoRecord: [Input: UndoRecord] = [:]
    var stop = false
    /// Scratch space of ``route(from:to:)``: the search that marked each state, and how it came.
    var visited: [Int] = []
    var visitedBackward: [Int] = []
    var cameFrom: [Int] = []
    var goesTo: [Int] = []
    var searchMark = 0
    /// The tour's record of each state's inputs: the alphabet while some are left to try (nil
    /// before it is worked out and after the last is tried), and how many have been tried.
    var alphabets: [[Input]?] = []
    var tried: [Int] = []
    /// Whether every input of each state has been tried; how many states that is.
    var closed: [Bool] = []
    var closedCount = 0
    /// Where the tour found each violation: at a state, or on a transition out of it.
    var violationPlaces: [(state: Int, isTransition: Bool)] = []
    /// The depth a breadth-first search needs to find the tour's violations with shortest paths.
    var violationBound = 0

    init(_ explorer: Explorer) {
        self.explorer = explorer
        configuration = explorer.app.app.configuration
        checks = Checks(enabled: explorer.invariants, app: configuration)
        result = ExplorationResult(variant: explorer.app.name, depth: explorer.depth)
        result.allInvariants = Invariant.all(of: configuration).count
        result.invariants = explorer.invariants
        simulation = Self.makeSimulation(explorer.app)
    }

    /// A simulation of the explored app. The search changes it through events alone, so it may
    /// reuse the elements a snapshot built for the next input.
    static func makeSimulation(_ app: AppVariant) -> Simulation {
        let simulation = Simulation(app)
        simulation.reusesElementsAtRest = true
        return simulation
    }

    /// Records the launch state as state 0, shown by the simulation, and checks it.
    func startAtLaunch() {
        let launch = simulation.snapshot
        add(StateKey(launch.structural), parent: nil, input: nil, depth: 0)
        shows = 0
        stop = report(checks.state(launch)) { [] }
    }

    func run(progress: ((ExplorationProgress) -> Void)?) -> ExplorationResult {
        let clock = ContinuousClock()
        let started = clock.now
        startAtLaunch()
        var head = 0
        var expanded = 0
        search: while !stop && head < result.states.count {
            let current = head
            head += 1
            let state = result.states[current]
            if let depth = explorer.depth, state.depth >= depth { continue }
            if let progress, current & 255 == 0 {
                progress(ExplorationProgress(states: result.states.count, frontier: result.states.count - head,
                                             transitions: result.transitions.count, depth: state.depth,
                                             elapsed: clock.now - started))
            }
            let inputs = Input.alphabet(of: state.snapshot, sampleText: configuration.sampleText(for:))
                + explorer.deepLinks.map(Input.open)
            // Tried easiest to undo first, so the input after which the search can't get back
            // cheaply comes last; recorded in the alphabet's order, so the result is the same.
            var attempts = [Attempt?](repeating: nil, count: inputs.count)
            for position in executionOrder(inputs) {
                attempts[position] = attempt(inputs[position], from: current)
            }
            for (position, input) in inputs.enumerated() {
                let attempt = attempts[position]!
                if report(checks.transition(from: state.snapshot, input, to: attempt.after.snapshot,
                                            rejection: attempt.rejection),
                          path: { self.result.path(to: current) + [input] }) {
                    stop = true
                    break search
                }
                if attempt.rejection != nil {
                    result.rejected += 1
                    continue
                }
                let target: Int
                if let known = attempt.known ?? index[attempt.after] {
                    target = known
                } else {
                    guard result.states.count < explorer.maxStates else {
                        result.limit = .maxStates(explorer.maxStates)
                        break search
                    }
                    target = add(attempt.after, parent: current, input: input, depth: state.depth + 1)
                    if report(checks.state(attempt.shownNewState), path: { self.result.path(to: target) }) {
                        stop = true
                    }
                }
                result.transitions.append(Transition(from: current, input: input, to: target, effects: attempt.effects))
                if target != current, !exitTargets[current].contains(target) {
                    exits[current].append(Exit(input: input, to: target))
                    exitTargets[current].append(target)
                    entries[target].append(current)
                }
                if stop { break search }
            }
            // The states just added are recorded now: say which one the simulation shows.
            if shows == nil, let move = lastMove { shows = index[move.reached] }
            expanded += 1
        }
        if stop, result.limit == nil { result.limit = .violation }
        result.frontier = result.states.count - expanded
        if result.limit == nil, result.frontier > 0, let depth = explorer.depth { result.limit = .depth(depth) }
        result.deepest = result.states.last?.depth ?? 0
        result.violations = result.violations.map(confirmed)
        result.duration = clock.now - started
        return result
    }

    /// What one input did from one state.
    struct Attempt {
        var rejection: String?
        var effects: [String] = []
        /// The state after as the simulation showed it, when it was not recorded when tried (its
        /// state checks need ids): built only then.
        var shown: Snapshot?
        /// The state after, structurally (for an input refused with nothing journaled, the
        /// recorded state it was tried from).
        var after: StateKey
        /// The state after, when it was already recorded.
        var known: Int?

        /// ``shown`` for a state not recorded when tried, which always comes with one.
        var shownNewState: Snapshot {
            guard let shown else {
                preconditionFailure("an input that reached a state not recorded came without its snapshot")
            }
            return shown
        }
    }

    /// Brings the simulation to state `current` and sends `input`.
    private func attempt(_ input: Input, from current: Int) -> Attempt {
        _ = reach(current)
        return send(input, from: current)
    }

    /// Sends `input` to the simulation, which shows state `current`.
    func send(_ input: Input, from current: Int) -> Attempt {
        let running = simulation
        var rejection: String?
        var effects: [String] = []
        var refusalJournaled = false
        for (offset, event) in input.events.enumerated() {
            let outcome = running.perform(event)
            if offset == 0, let refused = outcome.rejection {
                rejection = refused
                refusalJournaled = !outcome.events.isEmpty
                break
            }
            effects += outcome.events.compactMap(Explorer.effect)
        }
        if let rejection, !refusalJournaled {
            // Refused, and nothing ran (no app code was asked, as a sheet's delegate is when a
            // swipe-down is refused): the app still shows this state, with no snapshot to build.
            shows = current
            return Attempt(rejection: rejection, effects: [], after: keys[current], known: current)
        }
        var after = StateKey(running.structuralSnapshot)
        let known = after == keys[current] ? current : index[after]
        // The recorded key, whose parts are shared with other states: the checks compare them in constant time.
        if let known { after = keys[known] }
        shows = known
        if rejection != nil {
            // A refused input is recorded as refused where it was tried, and the check compares what
            // it showed; if app code it asked changed the state, the simulation shows that one.
            return Attempt(rejection: rejection, effects: effects, after: after, known: current)
        }
        // It may be a state not recorded yet; the undo needs it either way.
        if undoesMoves, known != current { lastMove = (current, input, after) }
        return Attempt(rejection: rejection, effects: effects, shown: known == nil ? running.snapshot : nil, after: after,
                       known: known)
    }

    /// The positions of `inputs` in the order to try them: those known to be hard to undo last.
    private func executionOrder(_ inputs: [Input]) -> [Int] {
        var easy: [Int] = []
        var hard: [Int] = []
        for (position, input) in inputs.enumerated() {
            if hardToUndo.contains(input) { hard.append(position) } else { easy.append(position) }
        }
        return easy + hard
    }

    @discardableResult
    func add(_ fresh: StateKey, parent: Int?, input: Input?, depth: Int) -> Int {
        let added = result.states.count
        let key = StateKey(interner.intern(fresh.snapshot), fingerprint: fresh.fingerprint)
        index[key] = added
        keys.append(key)
        result.states.append(ExploredState(snapshot: key.snapshot, parent: parent, input: input, depth: depth))
        exits.append([])
        exitTargets.append([])
        entries.append([])
        visited.append(0)
        visitedBackward.append(0)
        cameFrom.append(0)
        goesTo.append(0)
        alphabets.append(nil)
        tried.append(0)
        closed.append(false)
        return added
    }

    func report(_ problems: [(Invariant, String, Expectation?)], path: () -> [Input]) -> Bool {
        for (invariant, message, expectation) in problems
        where !result.violations.contains(where: { $0.invariant == invariant }) {
            result.violations.append(Violation(invariant: invariant, message: message, path: path(),
                                               expectation: expectation))
            if explorer.stopAtFirstViolation { return true }
        }
        return false
    }

    /// The violation as a replay of its path from launch shows it: its message names objects by
    /// the ids a fresh run gives them, as the journey written from it will.
    func confirmed(_ violation: Violation) -> Violation {
        let replay = Simulation(explorer.app)
        var before = replay.snapshot.structural
        var rejection: String?
        for (step, input) in violation.path.enumerated() {
            if step == violation.path.count - 1 { before = replay.snapshot.structural }
            for (offset, event) in input.events.enumerated() {
                let outcome = replay.perform(event)
                if offset == 0, let refused = outcome.rejection {
                    rejection = refused
                    break
                }
            }
        }
        var problems = checks.state(replay.snapshot)
        if let last = violation.path.last {
            problems += checks.transition(from: before, last, to: replay.snapshot.structural, rejection: rejection)
        }
        var confirmed = violation
        let sameInvariant = problems.filter { $0.0 == violation.invariant }
        if let match = sameInvariant.first(where: { Self.withoutIDs($0.1) == Self.withoutIDs(violation.message) })
            ?? sameInvariant.first {
            confirmed.message = match.1
        } else {
            confirmed.message += " (found by navigating between states; a replay of the path from launch does not show it)"
        }
        return confirmed
    }

    /// `message` with every `#n` id left out.
    private static func withoutIDs(_ message: String) -> String {
        var kept = ""
        var inID = false
        for character in message {
            if character == "#" { inID = true; continue }
            if inID, character.isNumber { continue }
            inID = false
            kept.append(character)
        }
        return kept
    }
}
