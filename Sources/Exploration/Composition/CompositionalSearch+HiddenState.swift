import CoordinatorKit
import Simulation

/// The key checks of the product search (see ``HiddenState``), made in each group's own tour:
/// composing multiplies the groups' states, so a group whose key misses state the app keeps
/// would make every count and path built on it wrong.
///
/// Each walk over recorded local transitions and each replay from launch is checked against the
/// state it should reach; where model state is written the tour sends one of the reached state's
/// recorded inputs again; after the tour, each control that changed nothing the key shows is
/// audited by a replay without it. A difference is replayed from launch both ways before it is
/// reported, as the product search does.
extension CompositionalSearch {
    /// Local inputs that, sent after `history`, did not do what was recorded from `state`.
    struct ConflictCandidate {
        var state: Int
        var inputs: [Input]
        var history: [Input]
        /// A history with or without a control the audit suspects, analysed in place of `history`
        /// when the replays of `history` and the recorded path agree.
        var otherwise: [Input]?

        init(state: Int, inputs: [Input], history: some Sequence<Input>, otherwise: [Input]? = nil) {
            self.state = state
            self.inputs = inputs
            self.history = Array(history)
            self.otherwise = otherwise
        }
    }

    /// Whether `reached`, where `recorded` was expected, differs from it only in how many children
    /// the key saturates (``SaturationMerges``); if so it is counted there.
    func isSaturationMerge(_ reached: StateKey, recorded: StateKey) -> Bool {
        result.saturationMerges.absorbs(reached.snapshot, recorded: recorded.snapshot)
    }

    /// A replay from launch of the recorded path to a state that reached another state: the
    /// path is not the state's, so a finding on it would not replay.
    func noteReplay(of path: [Input], reached simulation: Simulation, expected: StateKey) {
        // After a launch that differed every replay starts elsewhere: LAUNCH says why, not a hidden state.
        guard explorer.probesHiddenState, !launchDiffers else { return }
        let reached = StateKey.of(simulation)
        guard reached != expected, !isSaturationMerge(reached, recorded: expected) else { return }
        result.conflictsSeen += 1
        guard result.hiddenStates.count < ConflictLog.analysed,
              !result.hiddenStates.contains(where: { $0.second == nil && $0.first == path && $0.state == expected.snapshot })
        else { return }
        result.hiddenStates.append(.replayArrivedElsewhere(path, expected: expected.snapshot, reached: reached.snapshot))
    }

    /// For each control that changed nothing the key shows: replays the shortest path to its
    /// state without it and re-sends a few of the state's recorded inputs. The tour went on in
    /// the live app after the control, so what it recorded next may hold what the control wrote.
    /// At the first suspects of each place it follows every recorded walk of two inputs too,
    /// with the control and without, as the product search's audit does
    /// (``Search/walksTwoDeep(from:exits:limit:)``).
    func auditSuspects(_ suspects: [(state: Int, input: Input)], in graph: LocalGraph,
                       conflicts: inout [ConflictCandidate]) {
        var audited = Set<Int>()
        var places = Set<String>()
        for (state, input) in suspects.prefix(Search.suspectsAudited) {
            let path = entryPath + graph.path(to: state)
            // Once a state (the replay without a control is the same for each), but each control's
            // place below (``Search/auditSuspects()``).
            let replayed = audited.insert(state).inserted
            for exit in graph.outcomes[state].indices.filter({ replayed && graph.outcomes[state][$0].target != nil })
                .prefix(Search.exitsAudited) {
                result.probes += 1
                let probe = graph.alphabets[state][exit]
                let replayed = replay(path)
                let sent = send(probe, to: replayed)
                let reached = StateKey.of(replayed)
                let recorded = graph.keys[graph.outcomes[state][exit].target!]
                if sent.rejection != nil || reached != recorded, !isSaturationMerge(reached, recorded: recorded) {
                    conflicts.append(ConflictCandidate(state: state, inputs: [probe], history: path + [input]))
                }
            }
            guard places.count < Search.placesAuditedTwoDeep,
                  places.insert(Search.suspectPlace(input, at: graph.keys[state].snapshot)).inserted else { continue }
            // The recorded ways out to another state of the group.
            let exits = { (state: Int) in
                graph.outcomes[state].indices.compactMap { index in
                    graph.outcomes[state][index].target.flatMap { target in
                        target == state ? nil : (input: graph.alphabets[state][index], to: target)
                    }
                }
            }
            // Each twin's conflicts are also analysed with the other's history (see ``Search``'s audit).
            for walk in Search.walksTwoDeep(from: state, exits: exits, limit: Search.pairsAudited) {
                for (history, other) in [(path, path + [input]), (path + [input], path)] {
                    if let conflict = audit(walk, from: state, after: history, other: other, in: graph) {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    /// Replays `history` to `state` from launch and follows `walk` over recorded local
    /// transitions: the first input that reaches another state than recorded, as a conflict, to
    /// be analysed with `other` in place of `history` too.
    private func audit(_ walk: [(input: Input, to: Int)], from state: Int, after history: [Input], other: [Input],
                       in graph: LocalGraph) -> ConflictCandidate? {
        result.probes += 1
        let replayed = replay(history)
        var sent = history
        var from = state
        for step in walk {
            let outcome = send(step.input, to: replayed)
            let reached = StateKey.of(replayed)
            guard outcome.rejection == nil, reached == graph.keys[step.to] else {
                if isSaturationMerge(reached, recorded: graph.keys[step.to]) { return nil }
                return ConflictCandidate(state: from, inputs: [step.input], history: sent,
                                         otherwise: other + sent.dropFirst(history.count))
            }
            sent.append(step.input)
            from = step.to
        }
        return nil
    }

    /// How many of each group's exits from the tab bar ``auditExits(_:)`` re-enters from.
    static let exitsReentered = 512

    /// The first steps from the entry into the tab bar: each tab selected, and the entry's own
    /// recorded inputs, each with the group that recorded it and the state it reached; and the
    /// group whose states start at the entry.
    struct EntrySteps {
        var start: LocalGraph
        var steps: [(input: Input, graph: LocalGraph, reached: Int)] = []

        init?(_ graphs: [LocalGraph]) {
            guard let start = graphs.first(where: \.startsAtEntry) else { return nil }
            self.start = start
            for (index, outcome) in start.outcomes[0].enumerated() {
                if let target = outcome.target { steps.append((start.alphabets[0][index], start, target)) }
            }
            for graph in graphs where !graph.startsAtEntry {
                for tab in graph.tabs.sorted() {
                    if let state = graph.entryFor[tab] { steps.append((.tab(tab + 1), graph, state)) }
                }
            }
        }
    }

    /// Where a group's step left the tab bar (a log out), the app may keep what the tab bar wrote
    /// and show it only once the tab bar is back: a message the log out did not clear, read by a
    /// tab filled on its first selection. The groups' tours leave the app at an exit, where the
    /// product search's tour walks on and meets it. So from each exit (up to ``exitsReentered`` a
    /// group, with the other groups as at the entry; step consistency does the same in its
    /// contexts) the app is taken back in (``reenter(after:phase:steps:into:)``).
    func auditExits(_ graphs: [LocalGraph]) {
        guard explorer.probesHiddenState, !launchDiffers, let steps = EntrySteps(graphs) else { return }
        var conflicts: [(graph: LocalGraph, conflict: ConflictCandidate)] = []
        for graph in graphs where exitsAudited.insert(graph.tabs).inserted {
            var reentered = 0
            for state in graph.keys.indices {
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    guard case let .exit(phase) = outcome, reentered < Self.exitsReentered else { continue }
                    let history = entryPath + graph.path(to: state) + [graph.alphabets[state][index]]
                    if reenter(after: history, phase: phase, steps: steps, into: &conflicts) { reentered += 1 }
                }
            }
        }
        for (graph, conflict) in conflicts { analyse([conflict], in: graph) }
    }

    /// After `history`, which left the tab bar for phase state `phase`, takes the phase's
    /// recorded way back into the entry; there each first step from the entry, then one recorded
    /// step after it, must do what it did after launch. Each that does not is a conflict, to be
    /// analysed (replayed from launch both ways) before anything is reported. Returns false where
    /// no recorded way leads back into the entry.
    func reenter(after history: [Input], phase: Int, steps: EntrySteps,
                 into conflicts: inout [(graph: LocalGraph, conflict: ConflictCandidate)]) -> Bool {
        guard let entry, let back = phaseRouteIntoTabBar(from: phase) else { return false }
        let history = history + back
        for first in steps.steps {
            result.probes += 1
            let running = replay(history)
            // Back in elsewhere (another entry): nothing recorded to compare with.
            guard StateKey.of(running) == entry else { return false }
            let sent = send(first.input, to: running)
            let reached = StateKey.of(running)
            let recorded = first.graph.keys[first.reached]
            guard sent.rejection == nil, reached == recorded else {
                if !isSaturationMerge(reached, recorded: recorded) {
                    conflicts.append((steps.start, ConflictCandidate(state: 0, inputs: [first.input], history: history)))
                }
                continue
            }
            // One recorded step further, in the same app.
            let outcomes = first.graph.outcomes[first.reached]
            guard let next = outcomes.indices.first(where: { outcomes[$0].target.map { $0 != first.reached } ?? false })
            else { continue }
            let input = first.graph.alphabets[first.reached][next]
            let expected = first.graph.keys[outcomes[next].target!]
            let further = send(input, to: running)
            let after = StateKey.of(running)
            if further.rejection != nil || after != expected, !isSaturationMerge(after, recorded: expected) {
                conflicts.append((first.graph, ConflictCandidate(state: first.reached, inputs: [input],
                                                                 history: history + [first.input])))
            }
        }
        return true
    }

    /// The shortest way over the phase's recorded steps from phase state `start` into the tab
    /// bar (a log in), or nil where none is recorded within a few inputs.
    private func phaseRouteIntoTabBar(from start: Int) -> [Input]? {
        var paths: [Int: [Input]] = [start: []]
        var level = [start]
        for _ in 0..<8 {
            var next: [Int] = []
            for state in level where state < phaseEdges.count {
                for edge in phaseEdges[state] {
                    guard let target = edge.to else { return paths[state]! + [edge.input] }
                    if paths[target] == nil {
                        paths[target] = paths[state]! + [edge.input]
                        next.append(target)
                    }
                }
            }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }

    /// Replays each conflict both ways from launch (the first few; the rest are counted) and
    /// records those whose outcomes really differ as hidden state.
    func analyse(_ conflicts: [ConflictCandidate], in graph: LocalGraph) {
        var witnesses: [LocalGraph.Routes]?
        for conflict in conflicts {
            let second = entryPath + graph.path(to: conflict.state)
            guard var replayed = replayConflict(at: graph.keys[conflict.state], inputs: conflict.inputs,
                                                first: conflict.history, second: second) else {
                result.conflictsSeen += 1
                continue
            }
            if case .unexplained = replayed, let otherwise = conflict.otherwise,
               case let .hidden(hidden)? = replayConflict(at: graph.keys[conflict.state], inputs: conflict.inputs,
                                                          first: otherwise, second: second) {
                replayed = .hidden(hidden)
            }
            if case .unexplained = replayed {
                // The tour recorded the outcome after a write neither history holds (see
                // ``Search``'s suspect witness): each distinct control, then a route to the state.
                if witnesses == nil { witnesses = witnessRoutes(in: graph) }
                let target = graph.keys[conflict.state]
                // The recorded path is replayed once for every control tried.
                launches += 1
                let recorded = Search.replayOutcome(explorer.app, history: second, then: conflict.inputs, reaching: target)
                for routes in witnesses! {
                    guard let recorded, let first = routes.path(to: conflict.state),
                          let again = replayConflict(at: target, inputs: conflict.inputs, first: entryPath + first,
                                                     secondOutcome: (second, recorded)) else { continue }
                    if case .hidden = again {
                        replayed = again
                        break
                    }
                }
            }
            switch replayed {
            case let .hidden(hidden):
                result.conflictsSeen += 1
                HiddenState.add(hidden, to: &result.hiddenStates)
            case .recordedPathElsewhere, .historyElsewhere:
                result.conflictsSeen += 1
            case .unexplained:
                result.unexplained += 1
            }
        }
    }

    /// Routes from each distinct control among the group's suspects (at most
    /// ``Search/witnessControls``), sent where the tour sent it, to every state of the group.
    private func witnessRoutes(in graph: LocalGraph) -> [LocalGraph.Routes] {
        var controls = Set<Input>()
        var routes: [LocalGraph.Routes] = []
        for (state, control) in graph.suspects where controls.count < Search.witnessControls {
            guard controls.insert(control).inserted else { continue }
            routes.append(LocalGraph.Routes(graph, starts: [(graph.path(to: state) + [control], state)]))
        }
        return routes
    }

    /// Replays a conflict at `target` both ways from launch (``Search/analyseConflict``), within
    /// the run's limits; nil where a limit is reached or the same conflict is recorded already.
    func replayConflict(at target: StateKey, inputs: [Input], first: [Input], second: [Input]) -> Search.ConflictReplay? {
        guard admitsReplay(at: target, inputs: inputs) else { return nil }
        launches += 2
        conflictReplays += 1
        return Search.analyseConflict(explorer.app, at: target, inputs: inputs, first: first, second: second)
    }

    /// ``replayConflict(at:inputs:first:second:)`` with the second history's replay done.
    func replayConflict(at target: StateKey, inputs: [Input], first: [Input],
                        secondOutcome second: (history: [Input], outcome: Snapshot)) -> Search.ConflictReplay? {
        guard admitsReplay(at: target, inputs: inputs) else { return nil }
        launches += 1
        conflictReplays += 1
        return Search.analyseConflict(explorer.app, at: target, inputs: inputs, first: first, secondOutcome: second)
    }

    /// Whether a conflict at `target` is still replayed: within the run's limits, and not recorded already.
    private func admitsReplay(at target: StateKey, inputs: [Input]) -> Bool {
        result.hiddenStates.count(where: { $0.second != nil }) < ConflictLog.analysed
            && conflictReplays < ConflictLog.replaysLimit
            && !result.hiddenStates.contains(where: { $0.inputs == inputs && $0.state == target.snapshot })
    }
}
