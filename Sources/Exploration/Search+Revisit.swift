import CoordinatorKit
import Simulation

extension Search {
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
        if explorer.revisit == .navigate {
            if let move = lastMove, move.from == target {
                let record = undoRecord[move.input, default: UndoRecord()]
                if record.worthTrying, let undo = Self.undo(move.input, from: result.states[target].snapshot,
                                                            to: move.reached.snapshot) {
                    tried = true
                    if walk(undo, to: target) {
                        result.revisits.undone += 1
                        undoRecord[move.input, default: UndoRecord()].succeeded += 1
                        return simulation
                    }
                }
                undoRecord[move.input, default: UndoRecord()].failed += 1
                hardToUndo.insert(move.input)
            }
            if shows.map({ exits[$0].isEmpty }) ?? true, let probe = Self.probe(simulation.snapshot) {
                // Stuck on a state with no explored way out: one step towards a root usually reaches one.
                tried = true
                _ = walk([probe], to: target)
                if shows == target {
                    result.revisits.walked += 1
                    return simulation
                }
            }
            if let from = shows, let route = route(from: from, to: target) {
                tried = true
                if walk(route, to: target, overRecorded: true) {
                    result.revisits.walked += 1
                    return simulation
                }
            }
        }
        if tried { result.revisits.mismatched += 1 }
        replay(to: target)
        return simulation
    }

    /// Launches the app afresh and replays the recorded path to `target`, checking that the
    /// launch is the recorded launch state and that the path arrives. Where either does not, the
    /// search records it (the app keeps state between launches, or the path depends on state the
    /// key misses) and goes on from where it is, as if it had arrived.
    func replay(to target: Int) {
        result.revisits.replayed += 1
        simulation = Self.makeSimulation(explorer.app)
        if result.launchDifference == nil {
            let launched = observedKey()
            if launched != keys[0] {
                result.launchDifference = SnapshotDiff(from: keys[0].snapshot, to: launched.snapshot).changes.map(\.description)
            }
        }
        let path = result.path(to: target)
        for input in path {
            for event in input.events { simulation.perform(event) }
            result.appSteps += input.events.count
        }
        trace = path
        lastMove = nil
        shows = target
        let reached = observedKey()
        if reached != keys[target] {
            conflictsSeen += 1
            if conflicts.count < Self.conflictsAnalysed {
                conflicts.append(.replayArrivedElsewhere(path, expected: keys[target].snapshot, reached: reached.snapshot))
            }
        }
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
            result.appSteps += input.events.count
            for (offset, event) in input.events.enumerated() where simulation.perform(event).rejection != nil && offset == 0 {
                // A refused first event changed nothing: before any other input, it is still where it was.
                if step > 0 { shows = index[observedKey()] }
                if overRecorded, let start { noteConflict(at: start, inputs: inputs, recorded: target, history: Array(trace[..<historyEnd])) }
                return false
            }
        }
        // Compared with the target as it is: a key's hash is worked out only where the walk went elsewhere.
        let reached = Self.saturated(simulation.structuralSnapshot)
        if reached == keys[target].snapshot {
            shows = target
            return true
        }
        shows = index[StateKey(reached)]
        if overRecorded, let start { noteConflict(at: start, inputs: inputs, recorded: target, history: Array(trace[..<historyEnd])) }
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
        case .back, .cancelledSwipeBack, .open:
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
        let longest = min(Self.longestWalk, result.states[to].depth + 2)
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
                (forward, meeting) = Self.grow(forward, along: exitTargets, mark: mark, marks: &visited,
                                               cameBy: &cameFrom, otherSide: visitedBackward)
                seen += forward.count
            } else {
                (backward, meeting) = Self.grow(backward, along: entries, mark: mark, marks: &visitedBackward,
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
        let input = exits[from].first { $0.to == to }!.input
        // Only a fill is shortened: the others don't need the state (a copy of a snapshot is dozens of retains).
        guard case .fill = input else { return input }
        return Self.shortened(input, at: result.states[from].snapshot)
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
}
