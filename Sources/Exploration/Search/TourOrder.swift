import CoordinatorKit

/// The tour's order (see ``Search/tour(progress:)``): each state's inputs still to try, tried last
/// to first, which states have none left, and the search for the nearest state that has some.
struct TourOrder {
    /// Each state's inputs while some are left to try (nil before they are worked out and after
    /// the last is tried), and how many have been tried.
    private var alphabets: [[Input]?] = []
    private var tried: [Int] = []
    /// Whether every input of each state has been tried; how many states that is.
    private var closed: [Bool] = []
    private(set) var closedCount = 0
    /// Scratch space of ``nearestOpen(from:along:longest:budget:)``.
    private var queue: [Int] = []
    private var visited: [Int] = []
    private var cameFrom: [Int] = []
    private var mark = 0

    /// Makes room for a state just recorded.
    mutating func add() {
        alphabets.append(nil)
        tried.append(0)
        closed.append(false)
        visited.append(0)
        cameFrom.append(0)
    }

    /// The position in its alphabet of the next input to try from `state` (last to first), or nil
    /// when all have been tried or the state is `blocked` (then it is closed). `alphabet` works
    /// out the state's inputs the first time.
    mutating func untried(_ state: Int, blocked: Bool, alphabet: () -> [Input]) -> Int? {
        if closed[state] { return nil }
        if blocked {
            close(state)
            return nil
        }
        if alphabets[state] == nil {
            alphabets[state] = alphabet()
            if alphabets[state]!.isEmpty {
                close(state)
                return nil
            }
        }
        return alphabets[state]!.count - 1 - tried[state]
    }

    /// The input at `position` of `state`'s alphabet, marked tried; the state is closed after its last.
    mutating func take(_ state: Int, at position: Int) -> Input {
        let input = alphabets[state]![position]
        tried[state] += 1
        if tried[state] == alphabets[state]!.count { close(state) }
        return input
    }

    /// Marks `state` as having had every input tried, and frees its alphabet.
    private mutating func close(_ state: Int) {
        alphabets[state] = nil
        closed[state] = true
        closedCount += 1
    }

    /// The nearest state with inputs left, breadth-first over `exitTargets` from `from`, and the
    /// states on the way there (from `from`'s successor to it); nil when none is within `longest`
    /// levels or `budget` states.
    ///
    /// It runs every time the tour closes a state (a tenth of a complete search's time on the
    /// shop's variant B), so it reads the arrays through unsafe buffers: indexing `exitTargets`
    /// retained and released each state's targets, and every index was bounds-checked. The order
    /// in which states are visited, and so the state found, is the same as a plain loop's.
    mutating func nearestOpen(from: Int, along exitTargets: [[Int]], longest: Int, budget: Int) -> (Int, [Int])? {
        mark += 1
        let mark = self.mark
        let count = closed.count
        queue.removeAll(keepingCapacity: true)
        if queue.capacity < count { queue.reserveCapacity(count) }
        let found: Int? = exitTargets.withUnsafeBufferPointer { edges in
            closed.withUnsafeBufferPointer { closed in
                visited.withUnsafeMutableBufferPointer { visited in
                    cameFrom.withUnsafeMutableBufferPointer { cameFrom in
                        Self.search(from: from, edges: edges, closed: closed, visited: visited, cameFrom: cameFrom,
                                    queue: &queue, mark: mark, longest: longest, budget: budget)
                    }
                }
            }
        }
        guard let found else { return nil }
        var states: [Int] = []
        var step = found
        while step != from {
            states.append(step)
            step = cameFrom[step]
        }
        return (found, states.reversed())
    }

    /// Whether `state` may have inputs left (it is not closed; its alphabet may not be worked out yet).
    func isOpen(_ state: Int) -> Bool { !closed[state] }

    /// The states from `from`'s successor to `state`, when the last ``nearestOpen(from:along:longest:budget:)``
    /// from `from` reached `state` (found or not, it marks every state it looked at).
    func lastSearchRoute(from: Int, to state: Int) -> [Int]? {
        guard visited[state] == mark else { return nil }
        var states: [Int] = []
        var step = state
        while step != from {
            states.append(step)
            step = cameFrom[step]
        }
        return states.reversed()
    }

    /// The breadth-first search of ``nearestOpen(from:along:longest:budget:)``, level by level.
    private static func search(from: Int, edges: UnsafeBufferPointer<[Int]>, closed: UnsafeBufferPointer<Bool>,
                               visited: UnsafeMutableBufferPointer<Int>, cameFrom: UnsafeMutableBufferPointer<Int>,
                               queue: inout [Int], mark: Int, longest: Int, budget: Int) -> Int? {
        visited[from] = mark
        queue.append(from)
        var head = 0
        for _ in 0..<longest {
            let levelEnd = queue.count
            while head < levelEnd {
                let state = queue[head]
                head += 1
                // Borrowed where it lies: no retain of the state's targets.
                let next: Int? = edges[state].withUnsafeBufferPointer { targets in
                    for next in targets where visited[next] != mark {
                        visited[next] = mark
                        cameFrom[next] = state
                        if !closed[next] { return next }
                        queue.append(next)
                    }
                    return nil
                }
                if let next { return next }
            }
            if queue.count == levelEnd || queue.count > budget { return nil }
        }
        return nil
    }
}
