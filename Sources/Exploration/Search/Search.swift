import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// One run of an ``Explorer``, breadth-first (``run(progress:)``) or a tour (``tour(progress:)``):
/// the states found, and the one Simulation the search moves from state to state (see ``Explorer/Revisit``).
final class Search {
    let explorer: Explorer
    let checks: Checks
    let configuration: AppConfiguration
    var result: ExplorationResult
    /// The states found and the transitions between them.
    let table = StateTable()
    /// Moves the one live Simulation between states.
    let navigator: Navigator
    var stop = false
    /// The tour's order: each state's inputs left to try.
    var order = TourOrder()
    /// The states the tour's last moves went through, each over a recorded transition from the
    /// one before: a way back to a state it left (see ``Search/routeAlongTrail(from:to:)``).
    var trail: [Int] = []
    /// Where the tour found each violation: at a state, or on a transition out of it.
    var violationPlaces: [(state: Int, isTransition: Bool)] = []
    /// The depth a breadth-first search needs to find the tour's violations with shortest paths.
    var violationBound = 0
    /// What the checks found.
    var log: ViolationLog
    /// What the key-determinism checks found.
    var conflicts = ConflictLog()
    /// Controls the search sent that changed nothing the key shows, by state: audited once the
    /// states are found (see ``auditSuspects()``).
    var suspects: [(state: Int, input: Input)] = []
    /// Which recorded exit of each state the next probe re-sends.
    var probeRotation: [Int32] = []

    init(_ explorer: Explorer) {
        self.explorer = explorer
        configuration = explorer.app.app.configuration
        checks = Checks(enabled: explorer.invariants, app: configuration)
        log = ViolationLog(levels: Dictionary(explorer.invariants.map { ($0.name, explorer.level(of: $0)) },
                                              uniquingKeysWith: { $1 }),
                           stopsAtFirst: explorer.stopAtFirstViolation)
        result = ExplorationResult(variant: explorer.app.name, depth: explorer.depth)
        result.launch = explorer.app.parameters
        result.allInvariants = Invariant.all(of: configuration).count
        result.invariants = explorer.invariants
        var states: () -> [ExploredState] = { [] }
        navigator = Navigator(app: explorer.app, revisit: explorer.revisit, table: table,
                              path: { ExplorationResult.path(to: $0, in: states()) }, depth: { states()[$0].depth })
        states = { [unowned self] in result.states }
        navigator.arrivedElsewhere = { [unowned self] start, inputs, target, history, reached in
            noteConflict(at: start, inputs: inputs, recorded: target, history: history, reached: reached)
        }
        navigator.replayedElsewhere = { [unowned self] path, expected, reached in
            if result.saturationMerges.absorbs(reached, recorded: expected) { return }
            conflicts.keepIfRoom { .replayArrivedElsewhere(path, expected: expected, reached: reached) }
        }
    }

    /// Moves what the navigator counted into the result, before the checks that read it.
    func settleNavigation() {
        result.revisits.add(navigator.revisits)
        navigator.revisits = ExplorationResult.Revisits()
        result.appSteps += navigator.appSteps
        navigator.appSteps = 0
        if result.launchDifference == nil {
            result.launchDifference = navigator.launchDifference
            result.launchDifferedAfter = navigator.launchDifferedAfter
        }
    }

    /// Records the launch state as state 0, shown by the simulation, and checks it.
    func startAtLaunch() {
        let launch = navigator.simulation.snapshot
        // Keyed as every other state is (stale and undecided children saturated too), so that a
        // replay from launch arrives at the launch state it recorded.
        let key = StateKey.of(navigator.simulation)
        add(key, parent: nil, input: nil, depth: 0)
        navigator.shows = 0
        navigator.trace = []
        stop = log.report(checks.state(launch, keyed: key.snapshot), at: 0) { [] }
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
            if log.blocked.contains(current) {
                expanded += 1
                continue
            }
            if let progress, current & 255 == 0 {
                progress(ExplorationProgress(states: result.states.count, frontier: result.states.count - head,
                                             transitions: result.transitions.count, depth: state.depth,
                                             elapsed: clock.now - started, tabs: result.widestTabBar))
            }
            if current & 255 == 0, interrupted() { break search }
            if navigator.launchDifference != nil {
                result.limit = .launchNotRepeatable
                break search
            }
            let inputs = Input.alphabet(of: state.snapshot, sampleText: configuration.sampleText(for:))
                + explorer.deepLinks.map(Input.open)
            // Tried easiest to undo first, so the input after which the search can't get back
            // cheaply comes last; recorded in the alphabet's order, so the result is the same.
            var attempts = [Navigator.Attempt?](repeating: nil, count: inputs.count)
            for position in executionOrder(inputs) {
                attempts[position] = attempt(inputs[position], from: current)
                navigator.relaunchIfDue()
            }
            var suspects: [(input: Input, target: Int)] = []
            for (position, input) in inputs.enumerated() {
                let attempt = attempts[position]!
                if log.report(checks.transition(from: state.snapshot, input, to: attempt.after.snapshot,
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
                if let known = attempt.known ?? table.number(of: attempt.after) {
                    target = known
                } else {
                    guard result.states.count < explorer.maxStates else {
                        result.limit = .maxStates(explorer.maxStates)
                        break search
                    }
                    target = add(attempt.after, parent: current, input: input, depth: state.depth + 1)
                    if judgeNewState(attempt, at: target) { stop = true }
                }
                result.transitions.append(Transition(from: current, input: input, to: target, effects: attempt.effects))
                noteSuspect(input, effects: attempt.effects, from: current, to: target)
                if attempt.known != nil, Self.mayWriteModel(input, effects: attempt.effects, from: state.snapshot,
                                                            to: result.states[target].snapshot, selfLoop: target == current) {
                    suspects.append((input, target))
                }
                table.connect(current, by: input, to: target)
                if stop { break search }
            }
            probeAfterExpanding(current, suspects: suspects)
            // The states just added are recorded now: say which one the simulation shows (a
            // replaying search never trusts what it shows: it replays for every input).
            if navigator.shows == nil, explorer.revisit == .navigate, let move = navigator.lastMove {
                navigator.shows = table.number(of: move.reached)
            }
            expanded += 1
        }
        if stop, result.limit == nil { result.limit = .violation }
        // As after a tour: each control that stayed is followed two inputs deep, from launch.
        if !stop, result.limit != .launchNotRepeatable { auditSuspects() }
        result.frontier = result.states.count - expanded
        if result.limit == nil, result.frontier > 0, let depth = explorer.depth { result.limit = .depth(depth) }
        result.deepest = result.states.last?.depth ?? 0
        settleUnmodelled(number: nil)
        settleViolations()
        result.violations = result.violations.compactMap { confirmedOrHidden($0, candidates: [$0.path]) }
        settleNavigation()
        checkRelaunch()
        finishFindings()
        result.duration = clock.now - started
        return result
    }

    /// Checks the state just added as `target`, which `attempt` reached, and counts it if its key
    /// keeps fewer children than the app held. Returns true when the search should stop.
    func judgeNewState(_ attempt: Navigator.Attempt, at target: Int) -> Bool {
        result.saturationMerges.noteBound(keyed: attempt.after.snapshot, shown: attempt.shownNewState)
        return log.report(checks.state(attempt.shownNewState, keyed: attempt.after.snapshot), at: target,
                          path: { self.result.path(to: target) })
    }

    /// Keeps `input` from `state` among the ``suspects`` when it stayed there (`target`) and may
    /// have written model state: a control that changed nothing the key shows.
    func noteSuspect(_ input: Input, effects: [String], from state: Int, to target: Int) {
        let snapshot = result.states[state].snapshot
        guard target == state, Self.mayWriteModel(input, effects: effects, from: snapshot, to: snapshot, selfLoop: true)
        else { return }
        suspects.append((state, input))
    }

    /// Brings the simulation to state `current` and sends `input`.
    private func attempt(_ input: Input, from current: Int) -> Navigator.Attempt {
        _ = navigator.reach(current)
        // A long history is cut by a replay, so that a conflict's history stays cheap to replay.
        if navigator.trace.count > Self.traceLimit { navigator.replay(to: current) }
        return navigator.send(input, from: current)
    }

    /// The positions of `inputs` in the order to try them: those known to be hard to undo last.
    private func executionOrder(_ inputs: [Input]) -> [Int] {
        var easy: [Int] = []
        var hard: [Int] = []
        for (position, input) in inputs.enumerated() {
            if navigator.hardToUndo.contains(input) { hard.append(position) } else { easy.append(position) }
        }
        return easy + hard
    }

    @discardableResult
    func add(_ fresh: StateKey, parent: Int?, input: Input?, depth: Int) -> Int {
        let added = result.states.count
        let key = table.add(fresh)
        result.states.append(ExploredState(snapshot: key.snapshot, parent: parent, input: input, depth: depth))
        if key.snapshot.rootKind == .tabBar { result.widestTabBar = max(result.widestTabBar, key.snapshot.stacks.count) }
        order.add()
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
