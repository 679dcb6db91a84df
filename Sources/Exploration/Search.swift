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
    /// Each check's level, by name, looked up once.
    let levels: [String: CheckLevel]
    /// Where each violated invariant is in ``result``'s violations, by name.
    var violationIndex: [String: Int] = [:]
    /// Every state (by the search's numbers) that broke each state invariant, by name, up to
    /// ``placesKept`` each: the shortest path is picked among them once states are numbered.
    var statePlaces: [String: [Int32]] = [:]
    /// Every input that broke each transition invariant, by name, from its state, up to ``placesKept`` each.
    var transitionPlaces: [String: [(from: Int32, input: Input)]] = [:]
    /// The inputs sent to ``simulation`` since it was launched, for replaying its history when a
    /// state turns out to hold more than its key (see ``HiddenState``).
    var trace: [Input] = []
    /// What the key-determinism checks found, and how many more conflicts were seen after the first few.
    var conflicts: [HiddenState] = []
    var conflictsSeen = 0
    /// Conflicts replayed from launch so far (see ``conflictReplaysLimit``).
    var conflictReplays = 0
    /// Set after a control that changed nothing the key shows: the next ``reach(_:)`` replays
    /// from launch instead of walking the live app, which may hold what the key does not.
    var replaysNext = false
    /// States that broke an error-level state invariant: not expanded.
    var blocked = Set<Int>()
    /// Controls the tour sent that changed nothing the key shows, by state: audited after the
    /// tour (see ``auditSuspects()``).
    var suspects: [(state: Int, input: Input)] = []
    /// Which recorded exit of each state the next probe re-sends.
    var probeRotation: [Int32] = []

    init(_ explorer: Explorer) {
        self.explorer = explorer
        configuration = explorer.app.app.configuration
        checks = Checks(enabled: explorer.invariants, app: configuration)
        levels = Dictionary(explorer.invariants.map { ($0.name, explorer.level(of: $0)) }, uniquingKeysWith: { $1 })
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
        add(StateKey(Self.saturated(launch.structural)), parent: nil, input: nil, depth: 0)
        shows = 0
        trace = []
        stop = report(checks.state(launch), at: 0) { [] }
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
            if blocked.contains(current) {
                expanded += 1
                continue
            }
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
            var suspects: [(input: Input, target: Int)] = []
            for (position, input) in inputs.enumerated() {
                let attempt = attempts[position]!
                if report(checks.transition(from: state.snapshot, input, to: attempt.after.snapshot,
                                            rejection: attempt.rejection),
                          from: current, input,
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
                    if report(checks.state(attempt.shownNewState), at: target, path: { self.result.path(to: target) }) {
                        stop = true
                    }
                }
                result.transitions.append(Transition(from: current, input: input, to: target, effects: attempt.effects))
                if attempt.known != nil, Self.mayWriteModel(input, effects: attempt.effects, from: state.snapshot,
                                                            to: result.states[target].snapshot, selfLoop: target == current) {
                    suspects.append((input, target))
                }
                if target != current, !exitTargets[current].contains(target) {
                    exits[current].append(Exit(input: input, to: target))
                    exitTargets[current].append(target)
                    entries[target].append(current)
                }
                if stop { break search }
            }
            probeAfterExpanding(current, suspects: suspects)
            // The states just added are recorded now: say which one the simulation shows (a
            // replaying search never trusts what it shows: it replays for every input).
            if shows == nil, explorer.revisit == .navigate, let move = lastMove { shows = index[move.reached] }
            expanded += 1
        }
        if stop, result.limit == nil { result.limit = .violation }
        result.frontier = result.states.count - expanded
        if result.limit == nil, result.frontier > 0, let depth = explorer.depth { result.limit = .depth(depth) }
        result.deepest = result.states.last?.depth ?? 0
        result.violations = result.violations.compactMap { confirmedOrHidden($0, candidates: [$0.path]) }
        checkRelaunch()
        finishFindings()
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
        // A long history is cut by a replay, so that a conflict's history stays cheap to replay.
        if trace.count > Self.traceLimit { replay(to: current) }
        return send(input, from: current)
    }

    /// Sends `input` to the simulation, which shows state `current`.
    func send(_ input: Input, from current: Int) -> Attempt {
        let running = simulation
        trace.append(input)
        var rejection: String?
        var effects: [String] = []
        var refusalJournaled = false
        for (offset, event) in input.events.enumerated() {
            result.appSteps += 1
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
        var after = Self.key(of: running)
        let known = after == keys[current] ? current : index[after]
        // The recorded key, whose parts are shared with other states: the checks compare them in constant time.
        if let known { after = keys[known] }
        // App code ran: a replaying search replays before the next input, even where the key did
        // not change (the app may hold what the key does not).
        shows = explorer.revisit == .replay ? nil : known
        // Breadth-first search sends the next input of the same state to the live app: after a
        // control that changed nothing the key shows, the app may hold what the key does not
        // (a booking), so it gets back to the state the way a path from launch would.
        if undoesMoves, known == current, Self.mayWriteModel(input, effects: effects, from: keys[current].snapshot,
                                                             to: keys[current].snapshot, selfLoop: true) {
            shows = nil
            replaysNext = true
        }
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
        probeRotation.append(0)
        return added
    }

    /// `message` with every `#n` id left out.
    static func withoutIDs(_ message: String) -> String {
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
