import CoordinatorKit
import CoordsimApp
import Simulation

/// Moves a search's one live Simulation between recorded states: sends inputs, undoes the input
/// just tried, walks explored transitions, or replays a state's path from a fresh launch (see
/// ``Explorer/Revisit``), and says which recorded state it shows. What it finds on the way that
/// the key does not explain (a walk or replay that arrives elsewhere) it hands to its search
/// through ``arrivedElsewhere`` and ``replayedElsewhere``.
final class Navigator {
    let app: AppVariant
    let revisit: Explorer.Revisit
    let table: StateTable
    var simulation: Simulation
    /// The state `simulation` is known to show: checked equal to the recorded one, or replayed.
    var shows: Int?
    /// The state and input that last moved `simulation` to another state, and that state, for undoing it.
    var lastMove: (from: Int, input: Input, reached: StateKey)?
    /// Whether sends remember ``lastMove``: the tour moves on from where an input leads, and never undoes it.
    var undoesMoves = true
    /// Inputs after which the search once could not undo its way back: tried last.
    private(set) var hardToUndo = Set<Input>()
    /// How undoing each input has gone.
    private var undoRecord: [Input: UndoRecord] = [:]
    /// The inputs sent to ``simulation`` since it was launched, for replaying its history when a
    /// state turns out to hold more than its key (see ``HiddenState``).
    var trace: [Input] = []
    /// Set after a control that changed nothing the key shows: the next ``reach(_:)`` replays
    /// from launch instead of walking the live app, which may hold what the key does not.
    var replaysNext = false
    /// How the navigator got back to states, the app steps it sent, and how a relaunch differed
    /// from the first launch: moved into the result when the search ends.
    var revisits = ExplorationResult.Revisits()
    var appSteps = 0
    var launchDifference: [String]?
    /// The input after which a relaunch first started elsewhere (see ``relaunchIfDue()``).
    var launchDifferedAfter: Input?
    /// Where a relaunch was checked: each input on each screen, once.
    private var relaunchPoints = Set<RelaunchPoint>()
    /// Set by ``send(_:from:)`` after an input that may have written state a launch reads.
    private(set) var relaunchDue: Input?
    /// Inputs tried that made the app do what coordsim does not model: from which recorded state,
    /// and what (``JournalEvent/unmodelledBehaviour``, without ids); the shallowest few of each, to
    /// pick the shortest path among.
    var unmodelled: [(from: Int, input: Input, message: String)] = []
    /// Scratch space of ``route(from:to:)``: the search that marked each state, and how it came.
    private var visited: [Int] = []
    private var visitedBackward: [Int] = []
    private var cameFrom: [Int] = []
    private var goesTo: [Int] = []
    private var searchMark = 0
    /// A recorded state's path from launch, and its depth (the search's parents, which the tour shortens).
    let path: (Int) -> [Input]
    let depth: (Int) -> Int
    /// Called when inputs over recorded transitions from `start`, sent after `history`, did not
    /// reach the recorded `target`: the state held more than its key.
    var arrivedElsewhere: (_ start: Int, _ inputs: [Input], _ target: Int, _ history: [Input],
                           _ reached: Snapshot) -> Void = { _, _, _, _, _ in }
    /// Called when a replay of `path` from launch reached `reached` instead of the recorded `expected`.
    var replayedElsewhere: (_ path: [Input], _ expected: Snapshot, _ reached: Snapshot) -> Void = { _, _, _ in }

    /// How many tries of each unmodelled step are kept to pick the shortest path among.
    static let unmodelledKept = 16

    /// Keeps a try of an unmodelled step: the first few of each, then in place of the deepest kept
    /// (by the search's depth so far) when shallower. The tour meets a step first wherever it
    /// happens to be, often deep in other tabs; the shortest path is among the shallowest.
    private func keepUnmodelled(from state: Int, _ input: Input, _ message: String) {
        let kept = unmodelled.indices.filter { unmodelled[$0].message == message }
        guard kept.count >= Self.unmodelledKept else {
            unmodelled.append((state, input, message))
            return
        }
        let deepest = kept.max { depth(unmodelled[$0].from) < depth(unmodelled[$1].from) }!
        if depth(state) < depth(unmodelled[deepest].from) { unmodelled[deepest] = (state, input, message) }
    }

    init(app: AppVariant, revisit: Explorer.Revisit, table: StateTable, path: @escaping (Int) -> [Input],
         depth: @escaping (Int) -> Int) {
        self.app = app
        self.revisit = revisit
        self.table = table
        self.path = path
        self.depth = depth
        simulation = Self.makeSimulation(app)
    }

    /// A simulation of the explored app. The search changes it through events alone, so it may
    /// reuse the elements a snapshot built for the next input.
    static func makeSimulation(_ app: AppVariant) -> Simulation {
        let simulation = Simulation(app)
        simulation.reusesElementsAtRest = true
        return simulation
    }

    /// The longest walk over explored transitions tried before replaying from launch instead.
    static let longestWalk = 8
    /// How many states a route search looks at before giving up on walking.
    static let routeBudget = 4096

    /// The simulation, showing state `target`: as it is, or moved there as ``Explorer/revisit`` says.
    func reach(_ target: Int) -> Simulation {
        if replaysNext {
            replaysNext = false
            replay(to: target)
            return simulation
        }
        if shows == target { return simulation }
        var tried = false
        if revisit == .navigate {
            if let move = lastMove, move.from == target {
                let record = undoRecord[move.input, default: UndoRecord()]
                if record.worthTrying, let undo = Self.undo(move.input, from: table.keys[target].snapshot,
                                                            to: move.reached.snapshot) {
                    tried = true
                    if walk(undo, to: target) {
                        revisits.undone += 1
                        undoRecord[move.input, default: UndoRecord()].succeeded += 1
                        return simulation
                    }
                }
                undoRecord[move.input, default: UndoRecord()].failed += 1
                hardToUndo.insert(move.input)
            }
            if shows.map({ table.exitCount($0) == 0 }) ?? true, let probe = Self.probe(simulation.snapshot) {
                // Stuck on a state with no explored way out: one step towards a root usually reaches one.
                tried = true
                _ = walk([probe], to: target)
                if shows == target {
                    revisits.walked += 1
                    return simulation
                }
            }
            if let from = shows, let route = route(from: from, to: target) {
                tried = true
                if walk(route, to: target, overRecorded: true) {
                    revisits.walked += 1
                    return simulation
                }
            }
        }
        if tried { revisits.mismatched += 1 }
        replay(to: target)
        return simulation
    }

    /// Launches the app afresh and replays the recorded path to `target`, checking that the
    /// launch is the recorded launch state and that the path arrives. Where either does not, the
    /// search records it (the app keeps state between launches, or the path depends on state the
    /// key misses) and goes on from where it is, as if it had arrived.
    func replay(to target: Int) {
        revisits.replayed += 1
        simulation = Self.makeSimulation(app)
        if launchDifference == nil { _ = checkLaunch(observedSnapshot(), after: nil) }
        let path = self.path(target)
        for input in path {
            for event in input.events { simulation.perform(event) }
            appSteps += input.events.count
        }
        trace = path
        lastMove = nil
        shows = target
        let reached = observedSnapshot()
        if reached != table.keys[target].snapshot { replayedElsewhere(path, table.keys[target].snapshot, reached) }
    }

    /// A screen (by identifier) and an input sent on it.
    private struct RelaunchPoint: Hashable {
        var screen: String?
        var input: Input
    }

    /// Launches the app afresh where ``send(_:from:)`` sent an input whose app code ran (a log-out,
    /// a flow's end, a deep link) for the first time on its screen, and checks
    /// that the launch is the recorded launch state: a global written there (`isLoggedIn`) would
    /// make a later launch start elsewhere. Checked where state is written, not by chance: the
    /// replays and the relaunch after the search may all happen while the global holds its first
    /// value. The new launch becomes the live simulation, as a replay's does, since launching may
    /// itself reset what the old one held. Returns whether it relaunched.
    @discardableResult
    func relaunchIfDue() -> Bool {
        guard let input = relaunchDue else { return false }
        relaunchDue = nil
        guard launchDifference == nil else { return false }
        revisits.relaunched += 1
        simulation = Self.makeSimulation(app)
        let launched = observedSnapshot()
        trace = []
        lastMove = nil
        replaysNext = false
        shows = checkLaunch(launched, after: input) ? 0 : table.number(of: StateKey(launched))
        return true
    }

    /// Whether `launched`, a new launch as the search keys it, is the recorded launch state;
    /// where it is not, records what differs and the input it came after (nil: none, as for a
    /// replay's launch). Compared as snapshots: equal snapshots have equal keys, so no hash is needed.
    func checkLaunch(_ launched: Snapshot, after input: Input?) -> Bool {
        guard launched != table.keys[0].snapshot else { return true }
        launchDifference = SnapshotDiff(from: table.keys[0].snapshot, to: launched).changes.map(\.description)
        launchDifferedAfter = input
        return false
    }

    /// Sends `inputs` and checks that the simulation then shows state `target` (its structural
    /// snapshot equals the recorded one). Either way ``shows`` says where the simulation is.
    /// `overRecorded` says the inputs follow recorded transitions, so that arriving elsewhere
    /// means the state held more than its key: a conflict (see ``HiddenState``).
    func walk(_ inputs: [Input], to target: Int, overRecorded: Bool = false) -> Bool {
        lastMove = nil
        let start = shows
        // Where the history before the walk ends: copied only for a conflict.
        let historyEnd = trace.count
        for (step, input) in inputs.enumerated() {
            trace.append(input)
            appSteps += input.events.count
            for (offset, event) in input.events.enumerated() where simulation.perform(event).rejection != nil && offset == 0 {
                // A refused first event changed nothing: before any other input, it is still where it was.
                if step > 0 { shows = table.number(of: observedKey()) }
                if overRecorded, let start {
                    arrivedElsewhere(start, inputs, target, Array(trace[..<historyEnd]), StateKey.snapshot(of: simulation))
                }
                return false
            }
        }
        // Compared with the target as it is: a key's hash is worked out only where the walk went elsewhere.
        let reached = StateKey.snapshot(of: simulation)
        if reached == table.keys[target].snapshot {
            shows = target
            return true
        }
        shows = table.number(of: StateKey(reached))
        if overRecorded, let start { arrivedElsewhere(start, inputs, target, Array(trace[..<historyEnd]), reached) }
        return false
    }

    /// A step from `state` towards a root, where the states are mostly explored: back where it is
    /// offered, else reselecting the selected tab.
    static func probe(_ state: Snapshot) -> Input? {
        let affordances = state.affordances
        if affordances.contains(.back) { return .back }
        if let selected = state.selectedTab, affordances.contains(.tab(selected + 1)) { return .tab(selected + 1) }
        return nil
    }

    /// The inputs that most likely take `reached`, the state after `input`, back to `state`: back after a tap
    /// (a push or a sheet), the tab that was selected after a switch, the option that was selected,
    /// the text a field had. Nil where there is none to guess (back itself, reselecting a tab).
    static func undo(_ input: Input, from state: Snapshot, to reached: Snapshot) -> [Input]? {
        switch input {
        case let .tab(number):
            guard let selected = state.selectedTab, selected != number - 1 else { return nil }
            return [.tab(selected + 1)]
        case let .fill(field, _, _):
            for case let .field(label, _, old) in state.affordances where label == field {
                return [shortened(.fill(field: field, value: old, clearing: 0), at: reached)]
            }
            return nil
        case let .tap(label):
            let affordances = state.affordances
            for case let .option(tapped, element, _, _) in affordances where tapped == label {
                for case let .option(other, sameElement, _, true) in affordances where sameElement == element {
                    return other == label ? nil : [.tap(other)]
                }
            }
            // Back undoes a push or a sheet; where nothing offers it (a new root), it would be refused.
            guard reached.affordances.contains(.back) else { return nil }
            // A list row is selected as it is tapped: select the old row again (which pushes too), and back.
            for case let .row(tapped, element, index) in affordances where tapped == label {
                for case let (id, .list(items, selected)) in (state.active?.elements ?? []).map({ ($0.id, $0.kind) })
                where id == element && selected != index && items.indices.contains(selected) {
                    return [.back, .tap(items[selected]), .back]
                }
            }
            return [.back]
        case .back, .cancelledSwipeBack, .backMenu, .open:
            // A deep link can go anywhere: there is nothing to guess.
            return nil
        }
    }

    /// How often undoing one input got back to its state.
    struct UndoRecord {
        var succeeded = 0
        var failed = 0

        /// An undo that failed far more often than it worked is not worth its step.
        var worthTrying: Bool { failed <= 4 * succeeded + 4 }
    }

    /// The shortest walk over explored transitions from `from` to `to`, if one is short enough to
    /// beat a replay from launch. It searches from both ends (explored transitions are kept both
    /// ways), so a route of a few inputs is found by looking at a few hundred states.
    func route(from: Int, to: Int) -> [Input]? {
        let longest = min(Self.longestWalk, depth(to) + 2)
        if visited.count < table.count {
            let added = repeatElement(0, count: table.count - visited.count)
            visited += added
            visitedBackward += added
            cameFrom += added
            goesTo += added
        }
        searchMark += 1
        let mark = searchMark
        visited[from] = mark
        visitedBackward[to] = mark
        var forward = [from], backward = [to]
        var seen = 2
        for _ in 0..<longest {
            // Grow the smaller side by one level; stop where the two sides meet.
            let meeting: Int?
            if forward.count <= backward.count {
                (forward, meeting) = Self.grow(forward, along: table.exitTargets, mark: mark, marks: &visited,
                                               cameBy: &cameFrom, otherSide: visitedBackward)
                seen += forward.count
            } else {
                (backward, meeting) = Self.grow(backward, along: table.entries, mark: mark, marks: &visitedBackward,
                                                cameBy: &goesTo, otherSide: visited)
                seen += backward.count
            }
            if let meeting { return path(from: from, meeting: meeting, to: to) }
            if forward.isEmpty || backward.isEmpty || seen > Self.routeBudget { return nil }
        }
        return nil
    }

    /// One level of one side of ``route(from:to:)``: the states one edge beyond `level` not yet
    /// marked, each marked and linked to the state it came by, and the first that the other side
    /// has marked, where the two meet.
    private static func grow(_ level: [Int], along edges: [[Int]], mark: Int, marks: inout [Int],
                             cameBy: inout [Int], otherSide: [Int]) -> (next: [Int], meeting: Int?) {
        var next: [Int] = []
        for state in level {
            for neighbour in edges[state] where marks[neighbour] != mark {
                marks[neighbour] = mark
                cameBy[neighbour] = state
                if otherSide[neighbour] == mark { return (next, neighbour) }
                next.append(neighbour)
            }
        }
        return (next, nil)
    }

    /// The inputs along the route ``route(from:to:)`` found, through the state where its two searches met.
    private func path(from: Int, meeting: Int, to: Int) -> [Input] {
        var inputs: [Input] = []
        var state = meeting
        while state != from {
            let previous = cameFrom[state]
            inputs.append(input(from: previous, to: state))
            state = previous
        }
        inputs.reverse()
        state = meeting
        while state != to {
            let next = goesTo[state]
            inputs.append(input(from: state, to: next))
            state = next
        }
        return inputs
    }

    func input(from: Int, to: Int) -> Input {
        let input = table.input(from: from, to: to)
        // Only a fill is shortened: the others don't need the state (a copy of a snapshot is dozens of retains).
        guard case .fill = input else { return input }
        return Self.shortened(input, at: table.keys[from].snapshot)
    }

    /// `input` as sent from `state`, with a fill deleting only back to the text the field and the
    /// new value share: each deleted character is a step, and the field ends with the same text.
    /// Only walks use it (they are checked); a replay sends the inputs as recorded.
    static func shortened(_ input: Input, at state: Snapshot) -> Input {
        guard case let .fill(field, value, _) = input else { return input }
        for case let .field(label, _, current) in state.affordances where label == field {
            let shared = zip(current, value).prefix { $0 == $1 }.count
            return .fill(field: field, value: String(value.dropFirst(shared)), clearing: current.count - shared)
        }
        return input
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

    /// Sends `input` to the simulation, which shows state `current`.
    func send(_ input: Input, from current: Int) -> Attempt {
        let running = simulation
        let keys = table.keys
        trace.append(input)
        var rejection: String?
        var effects: [String] = []
        var refusalJournaled = false
        for (offset, event) in input.events.enumerated() {
            appSteps += 1
            let outcome = running.perform(event)
            if offset == 0, let refused = outcome.rejection {
                rejection = refused
                refusalJournaled = !outcome.events.isEmpty
                break
            }
            effects += outcome.events.compactMap(Explorer.effect)
            for message in outcome.events.lazy.compactMap(\.unmodelledBehaviour).map(Search.withoutIDs) {
                // Taken as refused: past it the app is not what a device shows (a child coordinator
                // added for a modal that never came), so nothing there is explored or judged.
                if rejection == nil {
                    rejection = message
                    refusalJournaled = true
                }
                keepUnmodelled(from: current, input, message)
            }
        }
        if let rejection, !refusalJournaled {
            // Refused, and nothing ran (no app code was asked, as a sheet's delegate is when a
            // swipe-down is refused): the app still shows this state, with no snapshot to build.
            shows = current
            return Attempt(rejection: rejection, effects: [], after: keys[current], known: current)
        }
        var after = StateKey.of(running)
        let known = after == keys[current] ? current : table.number(of: after)
        // The recorded key, whose parts are shared with other states: the checks compare them in constant time.
        if let known { after = keys[known] }
        // App code ran: a replaying search replays before the next input, even where the key did
        // not change (the app may hold what the key does not).
        shows = revisit == .replay ? nil : known
        // Breadth-first search sends the next input of the same state to the live app: after a
        // control that changed nothing the key shows, the app may hold what the key does not
        // (a booking), so it gets back to the state the way a path from launch would.
        if undoesMoves, known == current, Search.mayWriteModel(input, effects: effects, from: keys[current].snapshot,
                                                               to: keys[current].snapshot, selfLoop: true) {
            shows = nil
            replaysNext = true
        }
        // Any input whose app code ran may write what a launch reads (a log-out that only swaps
        // the stack's screens, a lazily filled tab): each, on each screen, is checked once.
        if launchDifference == nil,
           relaunchPoints.insert(RelaunchPoint(screen: keys[current].snapshot.active?.identifier, input: input)).inserted {
            relaunchDue = input
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

    /// Sends `inputs` to the simulation, keeping the trace, and returns the state reached as keyed
    /// (``StateKey/snapshot(of:)``, without its hash: callers compare it with a recorded state, and
    /// work out a key only where it went elsewhere).
    func perform(_ inputs: [Input]) -> Snapshot {
        for input in inputs {
            trace.append(input)
            appSteps += input.events.count
            Self.send(input, to: simulation)
        }
        return observedSnapshot()
    }

    /// The state the simulation shows, as the search keys it.
    func observedKey() -> StateKey {
        StateKey.of(simulation)
    }

    /// The snapshot ``observedKey()`` keys, without working out its hash.
    func observedSnapshot() -> Snapshot {
        StateKey.snapshot(of: simulation)
    }

    /// The number of the recorded state whose snapshot `reached` is: `expected` when it is that
    /// one (compared without a hash), else looked up by key.
    func number(of reached: Snapshot, expecting expected: Int) -> Int? {
        reached == table.keys[expected].snapshot ? expected : table.number(of: StateKey(reached))
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
