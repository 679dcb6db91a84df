import CoordinatorKit

extension CompositionalSearch {
    /// Counts the composed states and transitions exactly, and checks the app's invariants on the
    /// composed states (up to ``combinationCap``).
    func compose(_ groups: [[Int]], entry: Snapshot) {
        let graphs = groups.map { explored[$0]! }
        let background = graphs.map(\.backgroundParts.count)
        var overflow = false
        func add(_ total: inout Int, _ value: Int) {
            let (sum, over) = total.addingReportingOverflow(value)
            overflow = overflow || over
            total = sum
        }
        func multiply(_ values: [Int]) -> Int {
            values.reduce(1) { product, value in
                let (result, over) = product.multipliedReportingOverflow(by: value)
                overflow = overflow || over
                return result
            }
        }
        var states = 0
        var transitions = phaseTransitions
        var rejected = phaseRejected
        for (position, graph) in graphs.enumerated() {
            let others = multiply(background.enumerated().filter { $0.offset != position }.map(\.element))
            let outside = entry.stacks.count - graph.tabs.count
            add(&states, multiply([graph.count, others]))
            for state in graph.keys.indices {
                add(&transitions, multiply([graph.accepted(state) + (graph.modal[state] ? 0 : outside), others]))
                add(&rejected, multiply([graph.refused(state), others]))
            }
            result.groups.append(graph.summary())
        }
        var total = phaseKeys.count
        add(&total, states)
        result.composedStates = overflow ? nil : states
        result.states = overflow ? nil : total
        result.transitions = overflow ? nil : transitions
        result.rejected = overflow ? nil : rejected
        checkInjective(graphs)
        checkCombinations(graphs, entry: entry, total: overflow ? nil : states)
    }

    /// Says whether different combinations of background states are different composed states
    /// (``DistinctCombinations``), and so whether the count is exact.
    private func checkInjective(_ graphs: [LocalGraph]) {
        let groups = graphs.map { graph in (tabs: graph.tabs, parts: graph.backgroundParts.map { graph.parts[$0] }) }
        func names(_ tabs: [[Int]]) -> String {
            tabs.map { $0.map { "\($0 + 1)" }.joined(separator: "+") }.joined(separator: ", ")
        }
        switch DistinctCombinations.verdict(groups) {
        case .byShape:
            result.checked.append("each group's background states differ in their stacks or coordinator tree, "
                + "so different combinations are different states")
        case let .byDisjointChanges(tabs):
            result.checked.append("each group's background states differ in their stacks or coordinator tree, or in objects "
                + "or model state no other group's states differ in (tab\(tabs.joined().count == 1 ? "" : "s") \(names(tabs))), "
                + "so different combinations are different states")
        case let .mayCoincide(tabs, changes):
            result.checked.append("WARNING: tabs \(names(tabs)) have background states that differ only in "
                + "\(changes.joined(separator: ", ")), which each of them changes; two combinations could be one state, "
                + "so the count may be high")
        }
    }

    /// The app's invariants on composed states, built as values, without the app.
    ///
    /// The combinations go in the order of a mixed-radix counter over the other groups'
    /// background parts, the first group's digit fastest. Each run of that digit shares one
    /// snapshot of everything else, and only the first group's part is put into it: its stacks,
    /// its grafts (on a part of the tree no other group changes) and its object-list changes.
    private func checkCombinations(_ graphs: [LocalGraph], entry: Snapshot, total: Int?) {
        let invariants = checks.appInvariants
        result.combinations = total
        guard !invariants.isEmpty else {
            result.combinations = nil
            return
        }
        var checked = 0
        let cap = Self.combinationCap
        search: for (position, graph) in graphs.enumerated() {
            let others = graphs.indices.filter { $0 != position }
            for state in graph.keys.indices {
                let foreground = graph.keys[state].snapshot
                let own = (tabs: graph.tabs, part: graph.parts[graph.partOf[state]])
                // Each other group's background part, as a mixed-radix counter.
                var digits = [Int](repeating: 0, count: others.count)
                while true {
                    // Everything but the fastest digit's group, which is put in below.
                    var parts: [(tabs: [Int], part: CompositionPart)] = [own]
                    for (digit, other) in others.enumerated() where digit > 0 {
                        parts.append((graphs[other].tabs, graphs[other].parts[graphs[other].backgroundParts[digits[digit]]]))
                    }
                    let shared = Snapshot.composed(entry: entry, parts: parts, foreground: foreground)
                    let fastest = others.first.map { graphs[$0] }
                    for fast in 0..<(fastest?.backgroundParts.count ?? 1) {
                        if checked >= cap { break search }
                        if checked & 4095 == 0,
                           noteCheck("app checks", "composed states", done: checked, total: min(total ?? cap, cap)) {
                            result.appChecksInterrupted = true
                            break search
                        }
                        checked += 1
                        var snapshot = shared
                        if let fastest {
                            digits[0] = fast
                            let part = fastest.parts[fastest.backgroundParts[fast]]
                            snapshot = shared.flatMap { $0.putting(part, of: fastest.tabs) }
                                ?? Snapshot.composed(entry: entry, parts: [own, (fastest.tabs, part)] + parts.dropFirst(),
                                                     foreground: foreground)
                            assert(snapshot == Snapshot.composed(entry: entry, parts: [own, (fastest.tabs, part)] + parts.dropFirst(),
                                                                 foreground: foreground),
                                   "a part put into a shared snapshot differs from the whole composition")
                        }
                        guard let snapshot else { continue }
                        for invariant in invariants {
                            guard let message = invariant.check(snapshot) else { continue }
                            let invariant = Invariant(invariant)
                            // A path is worked out only where one could still be kept.
                            guard admits(invariant.name, pathLength: entryPath.count) else { continue }
                            let (path, own) = combinationPath(graphs, foreground: position, state: state,
                                                              backgrounds: Dictionary(uniqueKeysWithValues: others.enumerated().map {
                                                                  ($0.element, graphs[$0.element].backgroundParts[digits[$0.offset]])
                                                              }), entry: entry)
                            report([(invariant, message, nil)], path: path, own: own)
                        }
                    }
                    // The next combination of the slower digits.
                    var digit = 1
                    while digit < others.count {
                        digits[digit] += 1
                        if digits[digit] < graphs[others[digit]].backgroundParts.count { break }
                        digits[digit] = 0
                        digit += 1
                    }
                    if digit >= others.count { break }
                }
            }
        }
        result.combinationsChecked = checked
    }

    /// The violation as a replay of its path from launch shows it, at its check's level; nil when
    /// the replay does not break it (then that path is not reported as failing, the report says
    /// so, and the invariant's next shortest path is tried).
    func confirmed(_ violation: Violation) -> Violation? {
        guard let replayed = Search(explorer).replayedProblem(of: violation) else {
            result.isSound = false
            result.checked.append("\(violation.invariant.name) was seen at \(violation.pathText) but a "
                + "replay from launch does not break it: that path is not reported (explore without --compose to look "
                + "for hidden state)")
            return nil
        }
        var confirmed = violation
        confirmed.message = replayed.message
        confirmed.expectation = replayed.expectation
        confirmed.level = explorer.level(of: violation.invariant)
        return confirmed
    }
}
