import CoordinatorKit
import Simulation

extension Search {
    /// The longest walk over explored transitions tried before replaying from launch instead.
    static let longestWalk = 8
    /// How many states a route search looks at before giving up on walking.
    static let routeBudget = 512

    /// The simulation, showing state `target`: as it is, or moved there as ``Explorer/revisit`` says.
    func reach(_ target: Int) -> Simulation {
        if shows == target { return simulation }
        var tried = false
        if explorer.revisit == .navigate {
            if let move = lastMove, move.from == target,
               let undo = Self.undo(move.input, from: result.states[target].snapshot) {
                tried = true
                if walk([undo]) == target {
                    result.revisits.undone += 1
                    return simulation
                }
            }
            if let from = shows, let route = route(from: from, to: target) {
                tried = true
                if walk(route) == target {
                    result.revisits.walked += 1
                    return simulation
                }
            }
        }
        if tried { result.revisits.mismatched += 1 }
        result.revisits.replayed += 1
        simulation = Simulation(explorer.app)
        for input in result.path(to: target) {
            for event in input.events { simulation.perform(event) }
        }
        shows = target
        lastMove = nil
        return simulation
    }

    /// Sends `inputs`; returns the recorded state the simulation then shows, if it shows one.
    private func walk(_ inputs: [Input]) -> Int? {
        lastMove = nil
        shows = nil
        for input in inputs {
            for (offset, event) in input.events.enumerated() {
                if simulation.perform(event).rejection != nil, offset == 0 { return nil }
            }
        }
        shows = index[simulation.snapshot.structural]
        return shows
    }

    /// The input that most likely takes the state after `input` back to `state`: back after a tap
    /// (a push or a sheet), the tab that was selected after a switch, the option that was selected,
    /// the text a field had. Nil where there is none to guess (back itself, reselecting a tab).
    static func undo(_ input: Input, from state: Snapshot) -> Input? {
        switch input {
        case let .tab(number):
            guard let selected = state.selectedTab, selected != number - 1 else { return nil }
            return .tab(selected + 1)
        case let .fill(field, value, _):
            for case let .field(label, _, old) in state.affordances where label == field {
                return .fill(field: field, value: old, clearing: value.count)
            }
            return nil
        case let .tap(label):
            let affordances = state.affordances
            for case let .option(tapped, element, _, _) in affordances where tapped == label {
                for case let .option(other, sameElement, _, true) in affordances where sameElement == element {
                    return other == label ? nil : .tap(other)
                }
            }
            return .back
        case .back, .cancelledSwipeBack:
            return nil
        }
    }

    /// The shortest walk over explored transitions from `from` to `to`, if one is short enough to
    /// beat a replay from launch.
    func route(from: Int, to: Int) -> [Input]? {
        let longest = min(Self.longestWalk, result.states[to].depth + 2)
        searchMark += 1
        let mark = searchMark
        var level = [from]
        visited[from] = mark
        var seen = 1
        for _ in 0..<longest {
            var next: [Int] = []
            for state in level {
                for exit in exits[state] where visited[exit.to] != mark {
                    visited[exit.to] = mark
                    cameFrom[exit.to] = state
                    if exit.to == to { return path(from: from, to: to) }
                    next.append(exit.to)
                    seen += 1
                    if seen > Self.routeBudget { return nil }
                }
            }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }

    /// The inputs along the route ``route(from:to:)`` marked.
    private func path(from: Int, to: Int) -> [Input] {
        var inputs: [Input] = []
        var state = to
        while state != from {
            let previous = cameFrom[state]
            inputs.append(exits[previous].first { $0.to == state }!.input)
            state = previous
        }
        return inputs.reversed()
    }
}
