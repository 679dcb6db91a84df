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
/// Each state's inputs are tried last to first: the cancelled swipe-back (which stays put) and
/// back come first, and the state's last input is then one of its controls, which most often
/// leads to a state with inputs left. Fewer closed states are reached, so fewer walks are needed
/// (variant B: 119,000 walks instead of 163,000).
///
/// The graph it finds is the same; only the order differs. At the end the states are numbered,
/// and given their parent and depth, as breadth-first search over that graph numbers them, so the
/// result of a complete exploration is the one ``Search/run(progress:)`` gives (where it stops
/// early, at `maxStates`, which states it had found depends on that order). Shortest violation
/// paths need breadth-first order: on a violation, ``Explorer`` searches breadth-first again,
/// bounded by the depth at which the tour found it.
extension Search {
    /// The longest walk to the nearest state with inputs left before the tour jumps instead.
    static let longestTourWalk = 16
    /// How many states the search for the nearest state with inputs left looks at (a level is
    /// finished first) before the tour goes by an ancestor, its trail or a replay instead: where no
    /// open state is within two levels, a wider search costs more than the longer way it saves
    /// (synthetic 3,15,1,1: 15.3 s at 512 against 18.3 s at ``Navigator/routeBudget``'s 4096).
    static let tourBudget = 512

    func tour(progress: ((ExplorationProgress) -> Void)?) -> ExplorationResult {
        let clock = ContinuousClock()
        let started = clock.now
        navigator.undoesMoves = false
        startAtLaunch()
        if !log.violations.isEmpty { violationPlaces.append((0, isTransition: false)) }
        var oldest = 0
        var current = 0
        var inputsTried = 0
        // The state the last transition left, which may still have inputs left.
        var left: Int?
        tour: while !stop {
            // Just after a progress report: the input it followed is recorded whole.
            if inputsTried & 1023 == 0, inputsTried > 0, interrupted() { break tour }
            // Every replay from launch would go elsewhere from here: what follows could not be trusted.
            if navigator.launchDifference != nil {
                result.limit = .launchNotRepeatable
                break tour
            }
            guard let position = untried(current) else {
                while oldest < result.states.count, untried(oldest) == nil { oldest += 1 }
                if oldest == result.states.count { break }
                // A probe may have left the simulation elsewhere: move from where it is.
                if let shown = navigator.shows {
                    current = move(from: shown, oldest: oldest, left: left)
                } else {
                    _ = navigator.reach(oldest)
                    current = oldest
                }
                continue
            }
            // A refused input whose app code changed the state leaves the simulation elsewhere.
            if navigator.shows != current { _ = navigator.reach(current) }
            // A long history is cut by a replay, so that a conflict's history stays cheap to replay.
            if navigator.trace.count > Self.traceLimit { navigator.replay(to: current) }
            let input = order.take(current, at: position)
            inputsTried += 1
            if let progress, inputsTried & 1023 == 0 {
                progress(ExplorationProgress(states: result.states.count, frontier: result.states.count - order.closedCount,
                                             transitions: result.transitions.count, depth: result.states[current].depth,
                                             elapsed: clock.now - started, tabs: result.widestTabBar))
            }
            let attempt = navigator.send(input, from: current)
            let violations = log.violations.count
            stop = log.report(checks.transition(from: result.states[current].snapshot, input, to: attempt.after.snapshot,
                                            rejection: attempt.rejection),
                          from: current, input, path: { self.result.path(to: current) + [input] })
            if log.violations.count > violations { violationPlaces.append((current, isTransition: true)) }
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
                stop = judgeNewState(attempt, at: target)
                if log.violations.count > violations { violationPlaces.append((target, isTransition: false)) }
            }
            result.transitions.append(Transition(from: current, input: input, to: target, effects: attempt.effects))
            table.connect(current, by: input, to: target)
            navigator.shows = target
            let from = current
            left = from
            extendTrail(from: from, to: target)
            current = target
            noteSuspect(input, effects: attempt.effects, from: from, to: target)
            if attempt.known != nil { probeKey(after: input, effects: attempt.effects, from: from, reached: target) }
            if navigator.relaunchIfDue() { trail.removeAll(keepingCapacity: true) }
        }
        if stop, result.limit == nil { result.limit = .violation }
        result.frontier = result.states.count - order.closedCount
        // Before numbering: the suspects and places are by the tour's numbers.
        if !stop, result.limit != .launchNotRepeatable { auditSuspects() }
        settleNavigation()
        result.duration = clock.now - started
        violationBound = violationDepth()
        let number = Self.numberBreadthFirst(&result)
        settleUnmodelled(number: number)
        settleViolations()
        if explorer.stopAtFirstViolation {
            result.violations = result.violations.compactMap { confirmedOrHidden($0, candidates: [$0.path]) }
        } else {
            pickShortestPaths(number: number)
        }
        checkRelaunch()
        finishFindings()
        return result
    }

    /// The position in its alphabet of the next input to try from `state` (see ``TourOrder``).
    private func untried(_ state: Int) -> Int? {
        order.untried(state, blocked: log.blocked.contains(state)) {
            Input.alphabet(of: result.states[state].snapshot, sampleText: configuration.sampleText(for:))
                + explorer.deepLinks.map(Input.open)
        }
    }

    /// Moves the simulation from `state`, which has no inputs left, to the nearest state that has:
    /// over explored transitions when one is near; else to `left`, the state the last transition
    /// left, or `oldest`, the first found that has some, by whichever of a walk through an
    /// ancestor (``routeThroughAncestor(from:to:)``), a walk along the ``trail``
    /// (``routeAlongTrail(from:to:)``) or a replay from launch sends fewer inputs.
    /// Returns the state the simulation then shows.
    private func move(from state: Int, oldest: Int, left: Int?) -> Int {
        if let (target, route, states) = nearestUntried(from: state) {
            if navigator.walk(route, to: target, overRecorded: true) {
                navigator.revisits.walked += 1
                extendTrail(from: state, along: states)
                return target
            }
            // `reach` counts the mismatch if it has to replay.
            _ = navigator.reach(target)
            return target
        }
        // No open state within a walk's reach. The state the tour just left is often still open
        // (a deep state with more of its back menu to try), and so is the oldest: each can be
        // reached from a state the search above looked at, then along its path from launch or
        // the tour's trail, which beats a replay from launch where that state is deep.
        var best: (target: Int, route: [Int], cost: Int)?
        for candidate in [left, oldest] {
            guard let candidate, order.isOpen(candidate), candidate != state else { continue }
            let replayCost = result.states[candidate].depth + Self.launchCost
            if best.map({ replayCost < $0.cost }) ?? true { best = (candidate, [], replayCost) }
            for route in [routeThroughAncestor(from: state, to: candidate), routeAlongTrail(from: state, to: candidate)] {
                if let route, route.count < best!.cost { best = (candidate, route, route.count) }
            }
        }
        guard let best, !best.route.isEmpty else {
            let target = best?.target ?? oldest
            navigator.replay(to: target)
            return target
        }
        if navigator.walk(inputs(from: state, along: best.route), to: best.target, overRecorded: true) {
            navigator.revisits.walked += 1
            extendTrail(from: state, along: best.route)
        } else {
            _ = navigator.reach(best.target)
        }
        return best.target
    }

    /// What a replay from launch costs beyond its path, in inputs: a new app and its launch.
    static let launchCost = 2

    /// The states from `state` (after it) to `target` through the ancestor of `target` (a state
    /// on its path from launch, or itself) that the last ``TourOrder/nearestOpen(from:along:longest:budget:)``
    /// from `state` reached and that makes the route shortest; nil when it reached none.
    private func routeThroughAncestor(from state: Int, to target: Int) -> [Int]? {
        var best: (ancestor: Int, near: [Int], below: Int)?
        var ancestor: Int? = target
        var below = 0
        while let current = ancestor {
            if best.map({ below >= $0.near.count + $0.below }) ?? false { break }
            if let near = order.lastSearchRoute(from: state, to: current),
               best.map({ near.count + below < $0.near.count + $0.below }) ?? true {
                best = (current, near, below)
            }
            ancestor = result.states[current].parent
            below += 1
        }
        guard let best else { return nil }
        var down: [Int] = []
        var step = target
        while step != best.ancestor {
            down.append(step)
            step = result.states[step].parent!
        }
        return best.near + down.reversed()
    }

    /// The states from `state` (after it) to `target` over the tour's ``trail``: from the state of
    /// the trail before `target`'s last place in it that the last
    /// ``TourOrder/nearestOpen(from:along:longest:budget:)`` from `state` reached, then along the
    /// trail. After a back-menu pop, the walk that last came back up the stack is the way back,
    /// one step longer.
    private func routeAlongTrail(from state: Int, to target: Int) -> [Int]? {
        guard let end = trail.lastIndex(of: target) else { return nil }
        var best: (start: Int, near: [Int])?
        var start = end
        while start >= 0 {
            if best.map({ end - start >= $0.near.count + end - $0.start }) ?? false { break }
            if let near = order.lastSearchRoute(from: state, to: trail[start]),
               best.map({ near.count + end - start < $0.near.count + end - $0.start }) ?? true {
                best = (start, near)
            }
            start -= 1
        }
        guard let best else { return nil }
        return best.near + trail[(best.start + 1)...end]
    }

    /// The inputs over recorded transitions from `state` through `states`.
    private func inputs(from state: Int, along states: [Int]) -> [Input] {
        var inputs: [Input] = []
        var previous = state
        for next in states {
            inputs.append(navigator.input(from: previous, to: next))
            previous = next
        }
        return inputs
    }

    /// How many states ``trail`` keeps: more than a replay from launch is worth walking.
    static let trailKept = 512

    /// Adds a move over recorded transitions from `from` through `states` to ``trail``, which
    /// starts again at `from` where it does not end there.
    func extendTrail(from: Int, along states: [Int]) {
        if trail.last != from {
            trail.removeAll(keepingCapacity: true)
            trail.append(from)
        }
        for state in states where state != trail.last { trail.append(state) }
        if trail.count > Self.trailKept { trail.removeFirst(trail.count - Self.trailKept / 2) }
    }

    func extendTrail(from: Int, to: Int) {
        extendTrail(from: from, along: [to])
    }

    /// The nearest state with inputs left, breadth-first over explored transitions from `from`,
    /// and the route there; nil when none is within ``longestTourWalk`` or ``tourBudget`` states.
    private func nearestUntried(from: Int) -> (Int, [Input], [Int])? {
        guard let (found, states) = order.nearestOpen(from: from, along: table.exitTargets, longest: Self.longestTourWalk,
                                                      budget: Self.tourBudget) else { return nil }
        return (found, inputs(from: from, along: states), states)
    }

    /// The fewest inputs from launch, over the transitions found, to the deepest violation found: the
    /// depth a breadth-first search needs to find each violated invariant's shortest path. Reads
    /// ``violationPlaces``, which are by the tour's numbers: before ``numberBreadthFirst(_:)``.
    private func violationDepth() -> Int {
        // Without a violation there is nothing to bound, and no need for a second copy of the graph.
        guard !violationPlaces.isEmpty else { return 0 }
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
        // Every state was added with a transition into it, so each has a depth.
        return violationPlaces.map { depth[$0.state] + ($0.isTransition ? 1 : 0) }.max() ?? 0
    }

    /// Numbers the states of `result` in breadth-first order from launch, each with a shortest path
    /// (parent, input, depth) over the transitions found, and puts its transitions in the order
    /// breadth-first search finds them: by state, then by the order of the state's alphabet (the
    /// tour tried each state's inputs in the reverse order, and `result` has them as tried). For a
    /// complete exploration that is the breadth-first search's own result; for one stopped at the
    /// state limit, the shortest paths are among the transitions found. In place: the transitions
    /// are the largest part of a result.
    /// Returns each state's new number, by its old one.
    @discardableResult
    static func numberBreadthFirst(_ result: inout ExplorationResult) -> [Int] {
        let count = result.states.count
        // Each state's transitions, in the alphabet's order: `outgoing[first[s]..<first[s + 1]]`.
        var first = [Int](repeating: 0, count: count + 1)
        for transition in result.transitions { first[transition.from + 1] += 1 }
        for state in 0..<count { first[state + 1] += first[state] }
        var outgoing = [Int](repeating: 0, count: result.transitions.count)
        // Filled from the end: they were tried last to first.
        var filled = Array(first.dropFirst())
        for (index, transition) in result.transitions.enumerated() {
            filled[transition.from] -= 1
            outgoing[filled[transition.from]] = index
        }
        var number = [Int](repeating: -1, count: count)
        var order = [0]
        order.reserveCapacity(count)
        number[0] = 0
        // Each state's parent, input and depth by its new number. The states themselves are
        // moved into place afterwards, in place: a second array of them was the search's peak
        // memory (a few hundred bytes a state).
        var parents = [Int](repeating: -1, count: count)
        var inputs = [Input?](repeating: nil, count: count)
        var depths = [Int](repeating: 0, count: count)
        var position = [Int](repeating: 0, count: result.transitions.count)
        var placed = 0
        for head in 0..<count {
            guard head < order.count else { break }
            for index in outgoing[first[order[head]]..<first[order[head] + 1]] {
                let transition = result.transitions[index]
                if number[transition.to] < 0 {
                    let added = order.count
                    number[transition.to] = added
                    order.append(transition.to)
                    parents[added] = head
                    inputs[added] = transition.input
                    depths[added] = depths[head] + 1
                }
                position[index] = placed
                placed += 1
            }
        }
        // Every state was added with a transition into it: all are numbered, and `number` is a permutation.
        precondition(order.count == count && placed == result.transitions.count, "a state no transition reaches")
        // Each state to its new number, following the permutation's cycles.
        var destination = number
        for index in destination.indices {
            while destination[index] != index {
                let other = destination[index]
                result.states.swapAt(index, other)
                destination.swapAt(index, other)
            }
        }
        for state in result.states.indices {
            result.states[state].parent = state == 0 ? nil : parents[state]
            result.states[state].input = inputs[state]
            result.states[state].depth = depths[state]
        }
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
        result.deepest = result.states.last?.depth ?? 0
        return number
    }
}
