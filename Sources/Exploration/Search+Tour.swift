import CoordinatorKit
import Simulation

/// The tour: how a search without a depth bound moves through the app.
///
/// Breadth-first order tries every input of a state before the next state, so after each input
/// that moves away it has to get back (undo, walk or replay): about two steps per transition. The
/// tour instead tries the next untried input of the state the app already shows, and when that
/// state has none left, walks the explored transitions to the nearest state that has. Nearly
/// every step is then an input being tried.
///
/// The graph it finds is the same; only the order differs. At the end the states are numbered,
/// and given their parent and depth, as breadth-first search over that graph numbers them, so the
/// result is the one ``Search/run(progress:)`` gives. Shortest violation paths need breadth-first
/// order: on a violation, ``Explorer`` searches breadth-first again, bounded by the depth at which
/// the tour found it.
extension Search {
    /// The longest walk to the nearest state with inputs left before the tour jumps instead.
    static let longestTourWalk = 16

    func tour(progress: ((ExplorationProgress) -> Void)?) -> ExplorationResult {
        let clock = ContinuousClock()
        let started = clock.now
        let launch = simulation.snapshot
        add(StateKey(launch.structural), parent: nil, input: nil, depth: 0)
        shows = 0
        stop = report(checks.state(launch)) { [] }
        var oldest = 0
        var current = 0
        tour: while !stop {
            if untried(current) == nil {
                while oldest < result.states.count, untried(oldest) == nil { oldest += 1 }
                if oldest == result.states.count { break }
                current = move(from: current, oldest: oldest)
                continue
            }
            if let progress, result.transitions.count & 1023 == 0 {
                progress(ExplorationProgress(states: result.states.count, frontier: result.states.count - finished,
                                             transitions: result.transitions.count, depth: result.states[current].depth,
                                             elapsed: clock.now - started))
            }
            let position = tried[current]
            tried[current] += 1
            let input = alphabets[current]![position]
            let attempt = send(input, from: current)
            let violations = result.violations.count
            stop = report(checks.transition(from: result.states[current].snapshot, input, to: attempt.after.snapshot,
                                            rejection: attempt.rejection),
                          path: { self.result.path(to: current) + [input] })
            if result.violations.count > violations { violationPlaces.append((current, 1)) }
            if stop { break tour }
            if attempt.rejection != nil {
                result.rejected += 1
                continue
            }
            let target: Int
            if let known = attempt.known {
                target = known
                // Keep parent paths short, for the replays a jump may need.
                let depth = result.states[current].depth + 1
                if depth < result.states[target].depth {
                    result.states[target].parent = current
                    result.states[target].input = input
                    result.states[target].depth = depth
                }
            } else {
                guard result.states.count < explorer.maxStates else {
                    result.limit = .maxStates(explorer.maxStates)
                    break tour
                }
                target = add(attempt.after, parent: current, input: input, depth: result.states[current].depth + 1)
                stop = report(checks.state(attempt.shown), path: { self.result.path(to: target) })
                if result.violations.count > violations { violationPlaces.append((target, 0)) }
            }
            result.transitions.append(Transition(from: current, input: input, to: target, effects: attempt.effects))
            if target != current, !exitTargets[current].contains(target) {
                exits[current].append(Exit(input: input, to: target))
                exitTargets[current].append(target)
                entries[target].append(current)
            }
            shows = target
            current = target
        }
        if stop, result.limit == nil { result.limit = .violation }
        result.frontier = result.states.count - finished
        result.duration = clock.now - started
        // A violation's places (``violationDepth()``) are by the tour's numbers; its result is searched again anyway.
        if result.limit != .violation { Self.numberBreadthFirst(&result) }
        return result
    }

    /// The position of the next input to try from `state`, or nil when all have been tried.
    /// Works out the state's alphabet the first time, and frees it after the last input.
    private func untried(_ state: Int) -> Int? {
        if alphabets[state] == nil {
            if tried[state] > 0 { return nil }
            alphabets[state] = Input.alphabet(of: result.states[state].snapshot,
                                              sampleText: configuration.sampleText(for:))
                + explorer.deepLinks.map(Input.open)
        }
        guard tried[state] < alphabets[state]!.count else {
            alphabets[state] = nil
            tried[state] = max(tried[state], 1)
            closed[state] = true
            finished += 1
            return nil
        }
        return tried[state]
    }

    /// Whether `state` may have inputs left to try: not yet expanded, or some left. Cheaper than
    /// ``untried(_:)``, which works out the alphabet (that may turn out empty); the search for the
    /// nearest such state asks it of tens of states a move.
    private func isOpen(_ state: Int) -> Bool {
        !closed[state]
    }

    /// Moves the simulation from `state`, which has no inputs left, to the nearest state that has:
    /// over explored transitions when one is near, else to `oldest`, the first found that has.
    /// Returns the state the simulation then shows.
    private func move(from state: Int, oldest: Int) -> Int {
        if let (target, route) = nearestUntried(from: state) {
            if walk(route, to: target) {
                result.revisits.walked += 1
                return target
            }
            result.revisits.mismatched += 1
            _ = reach(target)
            return target
        }
        _ = reach(oldest)
        return oldest
    }

    /// The nearest state with inputs left, breadth-first over explored transitions from `from`,
    /// and the route there; nil when none is within ``longestTourWalk`` or ``routeBudget`` states.
    private func nearestUntried(from: Int) -> (Int, [Input])? {
        searchMark += 1
        let mark = searchMark
        visited[from] = mark
        queue.removeAll(keepingCapacity: true)
        queue.append(from)
        var head = 0
        for _ in 0..<Self.longestTourWalk {
            let levelEnd = queue.count
            while head < levelEnd {
                let state = queue[head]
                head += 1
                for next in exitTargets[state] where visited[next] != mark {
                    visited[next] = mark
                    cameFrom[next] = state
                    if isOpen(next) {
                        var route: [Input] = []
                        var step = next
                        while step != from {
                            route.append(input(from: cameFrom[step], to: step))
                            step = cameFrom[step]
                        }
                        return (next, route.reversed())
                    }
                    queue.append(next)
                }
            }
            if queue.count == levelEnd || queue.count > Self.routeBudget { return nil }
        }
        return nil
    }

    /// The fewest inputs from launch, over the transitions found, to the deepest violation found: the
    /// depth a breadth-first search needs to find each violated invariant's shortest path.
    func violationDepth() -> Int {
        var depth = [Int](repeating: Int.max, count: result.states.count)
        var outgoing = [[Int]](repeating: [], count: result.states.count)
        for transition in result.transitions { outgoing[transition.from].append(transition.to) }
        depth[0] = 0
        var queue = [0]
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for next in outgoing[state] where depth[next] == Int.max {
                depth[next] = depth[state] + 1
                queue.append(next)
            }
        }
        return violationPlaces.map { depth[$0.state] == Int.max ? result.states[$0.state].depth + $0.inputs
                                                               : depth[$0.state] + $0.inputs }.max() ?? 0
    }

    /// Numbers the states of `result` in breadth-first order from launch, each with a shortest path
    /// (parent, input, depth) over the transitions found, and puts its transitions in the order
    /// breadth-first search finds them: by state, then by the order of the state's alphabet. For a
    /// complete exploration that is the breadth-first search's own result; for one stopped at the
    /// state limit, the shortest paths are among the transitions found. In place: the transitions
    /// are the largest part of a result.
    static func numberBreadthFirst(_ result: inout ExplorationResult) {
        let count = result.states.count
        // Each state's transitions, in the order tried (the alphabet's): `outgoing[first[s]..<first[s + 1]]`.
        var first = [Int](repeating: 0, count: count + 1)
        for transition in result.transitions { first[transition.from + 1] += 1 }
        for state in 0..<count { first[state + 1] += first[state] }
        var outgoing = [Int](repeating: 0, count: result.transitions.count)
        var filled = first
        for (index, transition) in result.transitions.enumerated() {
            outgoing[filled[transition.from]] = index
            filled[transition.from] += 1
        }
        var number = [Int](repeating: -1, count: count)
        var order = [0]
        order.reserveCapacity(count)
        number[0] = 0
        var states = [ExploredState(snapshot: result.states[0].snapshot, parent: nil, input: nil, depth: 0)]
        states.reserveCapacity(count)
        var position = [Int](repeating: 0, count: result.transitions.count)
        var placed = 0
        for head in 0..<count {
            guard head < order.count else { break }
            for index in outgoing[first[order[head]]..<first[order[head] + 1]] {
                let transition = result.transitions[index]
                if number[transition.to] < 0 {
                    number[transition.to] = order.count
                    order.append(transition.to)
                    states.append(ExploredState(snapshot: result.states[transition.to].snapshot, parent: head,
                                                input: transition.input, depth: states[head].depth + 1))
                }
                position[index] = placed
                placed += 1
            }
        }
        result.states = states
        for index in result.transitions.indices {
            result.transitions[index].from = number[result.transitions[index].from]
            result.transitions[index].to = number[result.transitions[index].to]
        }
        // Each transition to its place, following the permutation's cycles.
        for index in position.indices {
            while position[index] != index {
                let destination = position[index]
                result.transitions.swapAt(index, destination)
                position.swapAt(index, destination)
            }
        }
        result.deepest = states.last?.depth ?? 0
    }
}
