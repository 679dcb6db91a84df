import CoordinatorKit
import Journeys
import Simulation

extension CompositionalSearch {
    /// Explores each group and checks what composing them assumes; returns two tabs whose groups
    /// must be merged (an interference, recorded), or nil when the groups compose.
    func exploreAndCheck(_ groups: [[Int]], entry: Snapshot) -> (Int, Int)? {
        // What this round checks; an earlier round's checks were of other groups.
        result.checked = []
        var graphs: [LocalGraph] = []
        for tabs in groups {
            let graph: LocalGraph
            if let known = explored[tabs] {
                graph = known
            } else {
                switch explore(tabs, entry: entry) {
                case let .graph(made): graph = made
                case let .merge(other): return other
                case .failed: return nil
                }
                explored[tabs] = graph
            }
            graphs.append(graph)
        }
        expandPhaseFromExits(graphs)
        if fallback == nil, !interrupted { auditExits(graphs) }
        if fallback == nil { resolveEntries(graphs) }
        if fallback == nil { fallback = phaseOverlapsGroups(graphs) }
        if fallback != nil || interrupted { return nil }
        if let merge = resolveCrossings(graphs, entry: entry) { return merge }
        if fallback != nil { return nil }
        if let overlap = overlappingTrees(graphs, entry: entry) { return overlap }
        if let switchFailure = checkSwitches(graphs, entry: entry) { return switchFailure }
        if let context = checkContexts(graphs, entry: entry) { return context }
        return nil
    }

    enum Explored {
        case graph(LocalGraph)
        /// The group interferes with the group of this tab: merge them (recorded).
        case merge((Int, Int))
        /// Composing is not possible; `fallback` says why.
        case failed
    }

    /// The group's states, breadth-first from the entry, each local step checked for local respect.
    func explore(_ tabs: [Int], entry: Snapshot) -> Explored {
        let selected = entry.selectedTab ?? 0
        let graph = LocalGraph(tabs: tabs, startsAtEntry: tabs.contains(selected))
        let entryKey = self.entry!
        var found: [(problems: [(Invariant, String, Expectation?)], state: Int, input: Input?)] = []
        if graph.startsAtEntry {
            _ = graph.add(entryKey, parent: nil, input: nil, depth: 0)
            graph.entryFor[selected] = 0
        } else {
            // Each tab of the group as selecting it from the entry shows it.
            for tab in tabs {
                let simulation = replay(entryPath)
                let input = Input.tab(tab + 1)
                let sent = send(input, to: simulation)
                let after = StateKey.of(simulation)
                report(checks.transition(from: entry, input, to: after.snapshot, rejection: sent.rejection),
                       path: entryPath + [input])
                if let problem = respect(after.snapshot, tabs: tabs, entry: entry) {
                    return interference(problem, tabs: tabs, tab: selected, input: input, path: entryPath,
                                        entry: entry, after: after.snapshot)
                }
                graph.entryEffects[tab] = sent.effects
                if let known = graph.number(of: after) {
                    graph.entryFor[tab] = known
                    continue
                }
                graph.entryFor[tab] = graph.add(after, parent: nil, input: input, depth: 1)
                let shown = simulation.snapshot
                found.append((checks.state(shown, keyed: after.snapshot), graph.entryFor[tab]!, nil))
                result.saturationMerges.noteBound(keyed: after.snapshot, shown: shown)
                if checks.leavesOwnershipToOtherTabs(shown, tabs: tabs, atEntry: undecidedAtEntry) {
                    graph.ownershipLeftToOtherTabs.append(graph.entryFor[tab]!)
                }
            }
        }
        // A tour: the next untried input of the state the app shows; when it has none, a walk over
        // known transitions to the nearest state with one (checked on arrival), else a replay.
        // Paths are made shortest afterwards, and findings get them then.
        var at: (simulation: Simulation, state: Int)?
        var firstOpen = 0
        // The inputs the simulation in hand got since its launch, for the key checks.
        var trace: [Input] = []
        var conflicts: [ConflictCandidate] = []
        var suspects: [(state: Int, input: Input)] = []
        var probeRotation: [Int: Int] = [:]
        func untried(_ state: Int) -> Bool { graph.outcomes[state].count < graph.alphabets[state].count }
        for state in graph.keys.indices {
            graph.alphabets[state] = alphabet(of: graph.keys[state].snapshot)
        }
        var tried = 0
        while true {
            tried += 1
            // A launch that differs makes every replay go elsewhere: the product search says where.
            if tried & 1023 == 0, noteProgress(of: graph) || launchDiffers { break }
            // A long history is cut by a replay, so that a conflict's history replays cheaply.
            if trace.count > Search.traceLimit { at = nil }
            if let (running, shows) = at, !untried(shows) {
                at = nil
                if let route = route(in: graph, from: shows, toOpen: untried) {
                    var arrived = true
                    var from = shows
                    for (index, target) in route {
                        let input = graph.alphabets[from][index]
                        trace.append(input)
                        let sent = send(input, to: running)
                        let reached = StateKey.of(running)
                        if sent.rejection != nil || reached != graph.keys[target] {
                            // A recorded transition went elsewhere: the key missed what the history did.
                            if !isSaturationMerge(reached, recorded: graph.keys[target]) {
                                conflicts.append(ConflictCandidate(state: from, inputs: [input], history: trace.dropLast()))
                            }
                            arrived = false
                            break
                        }
                        from = target
                    }
                    if arrived { at = (running, from) }
                }
            }
            let current: Int
            let running: Simulation
            if let (simulation, shows) = at, untried(shows) {
                current = shows
                running = simulation
            } else {
                while firstOpen < graph.count, !untried(firstOpen) { firstOpen += 1 }
                guard firstOpen < graph.count else { break }
                current = firstOpen
                trace = entryPath + graph.path(to: current)
                running = replay(trace)
                noteReplay(of: trace, reached: running, expected: graph.keys[current])
            }
            at = nil
            let key = graph.keys[current]
            let input = graph.alphabets[current][graph.outcomes[current].count]
            if case let .tab(number) = input, !tabs.contains(number - 1) {
                graph.outcomes[current].append(.switchOut)
                graph.effects[current].append([])
                at = (running, current)
                continue
            }
            trace.append(input)
            let sent = send(input, to: running)
            graph.effects[current].append(sent.effects)
            if sent.silent {
                found.append((checks.transition(from: key.snapshot, input, to: key.snapshot, rejection: sent.rejection),
                              current, input))
                graph.outcomes[current].append(.refused(silent: true))
                at = (running, current)
                continue
            }
            let after = StateKey.of(running)
            found.append((checks.transition(from: key.snapshot, input, to: after.snapshot, rejection: sent.rejection),
                          current, input))
            if sent.rejection != nil {
                graph.outcomes[current].append(.refused(silent: false))
                continue
            }
            if after.snapshot.rootKind != .tabBar || after.snapshot.stacks.count != entry.stacks.count {
                // A state the search from launch did not reach (a log out, in an app launched into
                // its tab bar): the phase goes on from it once the round's groups are explored.
                guard let phase = phaseIndex[after]
                    ?? addPhaseState(after, path: entryPath + graph.path(to: current) + [input],
                                     problems: checks.state(running.snapshot, keyed: after.snapshot))
                else { return .failed }
                graph.outcomes[current].append(.exit(phase))
                continue
            }
            if let problem = respect(after.snapshot, tabs: tabs, entry: entry) {
                // A deep link, or a control, that selects another group's tab: the app shows that
                // group now, and whether it composes is checked once every group is explored.
                if problem.0 == .selectsAnotherTab {
                    graph.crossings.append(.init(from: current, input: input, reached: after.snapshot, effects: sent.effects))
                    graph.outcomes[current].append(.crossing(graph.crossings.count - 1))
                    continue
                }
                return interference(problem, tabs: tabs, tab: graph.selected(current), input: input,
                                    path: entryPath + graph.path(to: current), entry: key.snapshot, after: after.snapshot)
            }
            if let known = after == key ? current : graph.number(of: after) {
                graph.outcomes[current].append(.state(known))
                at = (running, known)
                guard explorer.probesHiddenState,
                      Search.mayWriteModel(input, effects: sent.effects, from: key.snapshot, to: after.snapshot,
                                           selfLoop: known == current) else { continue }
                if known == current { suspects.append((current, input)) }
                // Where model state is written: one of the reached state's recorded inputs, sent
                // again, must do what it did when recorded.
                // Inputs that leave the state first: sending a control that wrote again tells nothing.
                // (A control that stays put, sent again, may undo what it wrote: a toggle. Where no
                // input is known to leave yet, the tour goes on in the app as written, and the
                // audit after it replays without the write.)
                let choices = graph.outcomes[known].indices.filter {
                    graph.outcomes[known][$0].target.map { $0 != known } ?? false
                }
                guard !choices.isEmpty else { continue }
                // After a control that stayed, every recorded exit, as the product search's tour
                // does: the control is sent there once, so one exit taken in turn would leave the
                // others unchecked. The first in the live app, the rest after a replay through it.
                let exits = known == current ? choices : [choices[probeRotation[known, default: 0] % choices.count]]
                if known != current { probeRotation[known, default: 0] += 1 }
                var live: Simulation? = running
                for exit in exits {
                    let simulation: Simulation
                    if let live {
                        simulation = live
                    } else {
                        trace = entryPath + graph.path(to: current) + [input]
                        simulation = replay(trace)
                        noteReplay(of: trace, reached: simulation, expected: graph.keys[known])
                    }
                    live = nil
                    result.probes += 1
                    let probe = graph.alphabets[known][exit]
                    trace.append(probe)
                    let probed = send(probe, to: simulation)
                    let reached = StateKey.of(simulation)
                    let target = graph.outcomes[known][exit].target!
                    if probed.rejection == nil, reached == graph.keys[target] {
                        at = (simulation, target)
                    } else {
                        if !isSaturationMerge(reached, recorded: graph.keys[target]) {
                            conflicts.append(ConflictCandidate(state: known, inputs: [probe], history: trace.dropLast()))
                        }
                        at = probed.silent ? (simulation, known) : nil
                    }
                }
                continue
            }
            guard graph.count < min(explorer.maxStates, Self.groupLimit) else {
                let tabsNamed = "tab\(tabs.count == 1 ? "" : "s") \(tabs.map { "\($0 + 1)" }.joined(separator: "+"))"
                // The limit the user gave is the cause it names; only the group's own limit suggests more.
                fallback = explorer.maxStates <= Self.groupLimit
                    ? "\(tabsNamed) reached \(graph.count) states of their own, the state limit (--max-states)"
                    : "\(tabsNamed) reached \(graph.count) states of their own (the limit for one group): its states may "
                        + "never end (leaked or stale objects piling up), or tabs that interfere made one large group"
                return .failed
            }
            let added = graph.add(after, parent: current, input: input, depth: graph.depths[current] + 1)
            graph.alphabets[added] = alphabet(of: after.snapshot)
            graph.outcomes[current].append(.state(added))
            let shown = running.snapshot
            found.append((checks.state(shown, keyed: after.snapshot), added, nil))
            result.saturationMerges.noteBound(keyed: after.snapshot, shown: shown)
            if checks.leavesOwnershipToOtherTabs(shown, tabs: tabs, atEntry: undecidedAtEntry) {
                graph.ownershipLeftToOtherTabs.append(added)
            }
            at = (running, added)
        }
        graph.numberBreadthFirst()
        graph.suspects = suspects
        if launchDiffers, !interrupted { return .failed }
        auditSuspects(suspects, in: graph, conflicts: &conflicts)
        analyse(conflicts, in: graph)
        graph.findings = found.filter { !$0.problems.isEmpty }
        for (problems, state, input) in graph.findings {
            report(problems, path: entryPath + graph.path(to: state) + (input.map { [$0] } ?? []))
        }
        if interrupted {
            explored[tabs] = graph
            return .failed
        }
        if let problem = graph.makeParts(entry: entry) {
            fallback = problem
            return .failed
        }
        // Output consistency on every local state: the part, put back into the entry, is the state.
        for state in graph.keys.indices {
            let snapshot = graph.keys[state].snapshot
            let composed = Snapshot.composed(entry: entry, parts: [(tabs, graph.parts[graph.partOf[state]])],
                                             foreground: snapshot)
            if composed != snapshot {
                let differences = composed.map { Snapshot.differences(expected: $0, actual: snapshot) } ?? ["(cannot compose)"]
                fallback = "a state of tab \(graph.selected(state) + 1) is not its parts put together: "
                    + differences.joined(separator: "; ")
                return .failed
            }
        }
        return .graph(graph)
    }

    /// What a local step of `tabs` did outside them: a tab selected or a stack changed.
    private func respect(_ after: Snapshot, tabs: [Int], entry: Snapshot) -> (ComposedExploration.Interference.Kind, Int)? {
        if let selected = after.selectedTab, !tabs.contains(selected) { return (.selectsAnotherTab, selected) }
        for tab in entry.stacks.indices where !tabs.contains(tab) && after.stacks[tab] != entry.stacks[tab] {
            return (.changesAnotherTab, tab)
        }
        return nil
    }

    private func interference(_ problem: (ComposedExploration.Interference.Kind, Int), tabs: [Int], tab: Int,
                              input: Input, path: [Input], entry: Snapshot, after: Snapshot) -> Explored {
        var expected = entry
        expected.stacks = after.stacks.indices.map { tabs.contains($0) ? after.stacks[$0] : entry.stacks[$0] }
        expected.selectedTab = after.selectedTab.map { tabs.contains($0) ? $0 : tab }
        if problem.0 == .selectsAnotherTab { expected.selectedTab = tab }
        let differences = Snapshot.differences(expected: expected, actual: after)
            .filter { !$0.hasPrefix("active screen") && !$0.hasPrefix("children of") && !$0.hasPrefix("live") }
        record(ComposedExploration.Interference(kind: problem.0, tabs: [tabs.map { $0 + 1 }, [problem.1 + 1]]
            .flatMap { $0 }, tab: tab + 1, input: input, path: path, differences: differences))
        return .merge((tabs[0], problem.1))
    }

    /// Records `interference`, as a declared move where the app declares its input as the move
    /// it made (the state it was sent from and the one it reached are replayed from launch: few
    /// inputs interfere).
    func record(_ interference: ComposedExploration.Interference) {
        var interference = interference
        if checks.declaresCrossTabMoves, let input = interference.input {
            let simulation = replay(interference.path)
            let before = simulation.snapshot
            if send(input, to: simulation).rejection == nil {
                interference.isDeclared = checks.declaresMove(from: before, input, to: simulation.snapshot)
            }
        }
        result.interferences.append(interference)
    }

    /// Two groups that change the same coordinator's children (or one's inside the other's).
    private func overlappingTrees(_ graphs: [LocalGraph], entry: Snapshot) -> (Int, Int)? {
        let grafts = graphs.map(\.allGrafts)
        for first in graphs.indices {
            for second in graphs.indices where second > first {
                for graft in grafts[first] {
                    guard let other = grafts[second].first(where: graft.overlaps) else { continue }
                    // Each change at its own node: one may be inside the other's, not the same one.
                    func change(_ graft: TreeGraft, by graph: LocalGraph) -> String {
                        "tab\(graph.tabs.count == 1 ? "" : "s") \(graph.tabs.map { "\($0 + 1)" }.joined(separator: "+")) "
                            + "made the children of \(TreeGraft.describe(graft.path, in: entry.coordinators)) "
                            + "[\(graft.children.map(\.ref.type).joined(separator: ", "))]"
                    }
                    let (outer, inner) = graft.path.count <= other.path.count
                        ? ((graft, graphs[first]), (other, graphs[second])) : ((other, graphs[second]), (graft, graphs[first]))
                    let differences = graft.path == other.path
                        ? ["both change the children of \(TreeGraft.describe(graft.path, in: entry.coordinators)): "
                            + "[\(graft.children.map(\.ref.type).joined(separator: ", "))] and "
                            + "[\(other.children.map(\.ref.type).joined(separator: ", "))]"]
                        : [change(outer.0, by: outer.1) + "; " + change(inner.0, by: inner.1)
                            + ", inside a coordinator the first also changed"]
                    record(ComposedExploration.Interference(
                        kind: .sharesCoordinator, tabs: (graphs[first].tabs + graphs[second].tabs).map { $0 + 1 },
                        tab: graphs[first].tabs[0] + 1, input: nil, path: entryPath, differences: differences))
                    return (graphs[first].tabs[0], graphs[second].tabs[0])
                }
            }
        }
        result.checked.append("the groups change disjoint parts of the coordinator tree "
            + "(\(grafts.map(\.count).reduce(0, +)) distinct changes)")
        return nil
    }

    /// The tab-bar state with `foreground` (a state of `graph`) selected and every other group at
    /// the given part (its entry part when not given).
    func composed(_ graphs: [LocalGraph], entry: Snapshot, foreground graph: LocalGraph, state: Int,
                  others: [Int: Int] = [:]) -> Snapshot? {
        var parts: [(tabs: [Int], part: CompositionPart)] = []
        for (position, other) in graphs.enumerated() {
            if other === graph {
                parts.append((graph.tabs, graph.parts[graph.partOf[state]]))
            } else if let part = others[position] {
                parts.append((other.tabs, other.parts[part]))
            }
        }
        return Snapshot.composed(entry: entry, parts: parts, foreground: graph.keys[state].snapshot)
    }

    // MARK: Switch neutrality

    /// From every local state without a modal, selects each tab of every other group, comes back,
    /// and selects it again: each must give the composed state predicted.
    private func checkSwitches(_ graphs: [LocalGraph], entry: Snapshot) -> (Int, Int)? {
        var checked = 0
        var firstAppearances = 0
        let total = graphs.reduce(0) { $0 + $1.modal.count { !$0 } }
        var done = 0
        for (position, graph) in graphs.enumerated() {
            states: for state in graph.keys.indices where !graph.modal[state] {
                if noteCheck("switch neutrality", "local states", done: done, total: total) { return nil }
                done += 1
                let selected = graph.selected(state)
                let path = entryPath + graph.path(to: state)
                // One replay per state: each round of switches ends back on it.
                // (A group of one tab is selected once per state; the tabs of a larger group each
                // from a fresh replay, so each is selected from the group's entry part.)
                var simulation: Simulation?
                var sentSoFar = path
                var touched: [Int: Int] = [:]
                // What the app showed before the next switch: after a round, the state it came back
                // to (a tab filled on its first selection stays filled), not the recorded one.
                var before = graph.keys[state].snapshot
                for (otherPosition, other) in graphs.enumerated() where other !== graph {
                    for tab in other.tabs {
                        guard let shown = other.entryFor[tab] else { continue }
                        if other.tabs.count > 1 || touched.values.contains(-1) {
                            simulation = nil
                            touched = [:]
                            sentSoFar = path
                            before = graph.keys[state].snapshot
                        }
                        checked += 1
                        var parts = touched.filter { $0.value >= 0 }
                        parts[position] = graph.partOf[state]
                        let away = composed(graphs, entry: entry, foreground: other, state: shown, others: parts)
                        parts[position] = nil
                        parts[otherPosition] = other.partOf[shown]
                        let back = composed(graphs, entry: entry, foreground: graph, state: state, others: parts)
                        touched[otherPosition] = other.partOf[shown]
                        // A larger group's selection leaves it in a state the next round does not track.
                        if other.tabs.count > 1 { touched[-1 - otherPosition] = -1 }
                        if other.partOf[shown] != other.untouchedPart { firstAppearances += 1 }
                        let running = simulation ?? replay(path)
                        if simulation == nil, case let arrived = StateKey.snapshot(of: running),
                           arrived != graph.keys[state].snapshot {
                            // The state's path from launch does not reach it, and no switch is to
                            // blame. Past the key's bound on stale children that is the bound
                            // (counted as a saturation merge); otherwise the group's key missed
                            // state the app keeps. Where the tours' checks found none to say so,
                            // counted, which makes the run unsound.
                            if !result.saturationMerges.absorbs(arrived, recorded: graph.keys[state].snapshot),
                               result.hiddenStates.isEmpty, result.conflictsSeen == 0 {
                                result.unexplained += 1
                            }
                            continue states
                        }
                        simulation = running
                        let steps: [(Input, Snapshot?)] = [(.tab(tab + 1), away), (.tab(selected + 1), back),
                                                           (.tab(tab + 1), away), (.tab(selected + 1), back)]
                        for (index, (input, expected)) in steps.enumerated() {
                            let sent = send(input, to: running)
                            let actual = StateKey.snapshot(of: running)
                            report(checks.transition(from: before, input, to: actual, rejection: sent.rejection),
                                   path: sentSoFar + [input])
                            if actual != expected {
                                let differences = expected.map { Snapshot.differences(expected: $0, actual: actual) }
                                    ?? ["the composed state cannot be put together"]
                                record(ComposedExploration.Interference(
                                    kind: .switchChangesState, tabs: (graph.tabs + other.tabs).map { $0 + 1 },
                                    tab: (index == 1 ? tab : selected) + 1, input: input, path: sentSoFar,
                                    differences: (index == 2 ? ["(the tab changed again on its second selection)"] : [])
                                        + differences))
                                return (graph.tabs[0], other.tabs[0])
                            }
                            before = actual
                            sentSoFar.append(input)
                        }
                    }
                }
            }
        }
        result.switchChecks = checked
        result.checked.append("switch neutrality: \(checked) switches away and back, from every local state "
            + "without a modal to every tab of every other group"
            + (firstAppearances > 0 ? " (\(firstAppearances) of them to a tab that changes on its first selection, "
                + "modelled: its entry state counts only where it was never selected)" : ""))
        return nil
    }

    // MARK: Step consistency

    /// The states of `graph` that make other groups' contexts: its deepest, its most effectful,
    /// and one reached through a modal, all without a modal up, at most ``contextsPerGroup``;
    /// then, beyond that cap, the nearest state for each value of the app's model state the group
    /// writes that those do not hold (a flag another tab's step or log out may read).
    private func contextStates(of graph: LocalGraph) -> [Int] {
        let candidates = graph.keys.indices.filter { !graph.modal[$0] && graph.depths[$0] > 0 }
        guard !candidates.isEmpty else { return [] }
        var chosen: [Int] = []
        func choose(_ state: Int?) {
            if let state, !chosen.contains(state), chosen.count < Self.contextsPerGroup { chosen.append(state) }
        }
        choose(candidates.max { (graph.depths[$0], -$0) < (graph.depths[$1], -$1) })
        choose(candidates.max { (graph.parts[graph.partOf[$0]].weight, -$0) < (graph.parts[graph.partOf[$1]].weight, -$1) })
        choose(candidates.first { graph.throughModal[$0] })
        // The deepest state whose part differs from those chosen.
        choose(candidates.filter { state in !chosen.contains { graph.partOf[$0] == graph.partOf[state] } }
            .max { (graph.depths[$0], -$0) < (graph.depths[$1], -$1) })
        var held = Set(chosen.flatMap { graph.parts[graph.partOf[$0]].appState.map(ModelValue.init) })
        for state in candidates.sorted(by: { (graph.depths[$0], $0) < (graph.depths[$1], $1) }) {
            let values = graph.parts[graph.partOf[state]].appState.map(ModelValue.init)
            guard values.contains(where: { !held.contains($0) }), !chosen.contains(state) else { continue }
            chosen.append(state)
            held.formUnion(values)
        }
        return chosen
    }

    /// The most suspects of one group that make contexts.
    static let suspectContextsPerGroup = 8

    /// A context for each control of `graph` that changed nothing the key shows (a *suspect*: a
    /// "Book" whose booking no screen shows), at its nearest state, the control sent: what it
    /// wrote may change what another group's step does, and no state of the group holds it. A
    /// control in a modal (a flag set in a sheet) is sent there, and the context is the state
    /// the nearest recorded way out of the modal leads to: the other groups can be used only there.
    private func suspectContexts(of graph: LocalGraph) -> [(state: Int, suspect: Input?, approach: [Input]?)] {
        var nearest: [Input: (context: Int, approach: [Input])] = [:]
        for (state, input) in graph.suspects {
            var context = state
            var lead: [Input] = []
            if graph.modal[state] {
                guard let out = Self.wayOutOfModal(from: state, in: graph) else { continue }
                (context, lead) = out
            }
            let approach = graph.path(to: state) + [input] + lead
            if nearest[input].map({ approach.count < $0.approach.count }) ?? true { nearest[input] = (context, approach) }
        }
        return nearest.sorted {
            ($0.value.approach.count, $0.value.context, "\($0.key)") < ($1.value.approach.count, $1.value.context, "\($1.key)")
        }
        .prefix(Self.suspectContextsPerGroup)
        .map { (state: $0.value.context, suspect: Input?.some($0.key), approach: Optional($0.value.approach)) }
    }

    /// The nearest state of `graph` outside a modal from `state`, over recorded local
    /// transitions, and the inputs that lead there (Done, say).
    private static func wayOutOfModal(from state: Int, in graph: LocalGraph) -> (state: Int, inputs: [Input])? {
        var came: [Int: (from: Int, input: Input)] = [state: (state, .back)]
        var level = [state]
        for _ in 0..<4 {
            var next: [Int] = []
            for source in level {
                for (index, outcome) in graph.outcomes[source].enumerated() {
                    guard let target = outcome.target, came[target] == nil else { continue }
                    came[target] = (source, graph.alphabets[source][index])
                    if !graph.modal[target] {
                        var inputs: [Input] = []
                        var at = target
                        while at != state {
                            inputs.insert(came[at]!.input, at: 0)
                            at = came[at]!.from
                        }
                        return (target, inputs)
                    }
                    next.append(target)
                }
            }
            level = next
        }
        return nil
    }

    /// Whether `input`, sent from `state` of `graph` (nil: from the context state itself) after
    /// `suspect` was sent in `context`, does what it does without the suspect: replayed from
    /// launch both ways, a difference is the suspect's write, which no key holds: recorded as
    /// hidden state, as the product search's audit of the same control would find it.
    private func suspectExplains(_ suspect: Input, context: (graph: LocalGraph, state: Int), graphs: [LocalGraph],
                                 entry: Snapshot, graph: LocalGraph, state: Int?, input: Input, otherPosition: Int,
                                 part: Int, prefix: [Input]) -> Bool {
        let target: StateKey
        if let state {
            guard let made = composed(graphs, entry: entry, foreground: graph, state: state,
                                      others: [otherPosition: part]) else { return false }
            target = StateKey(made)
        } else {
            // The group's first step from the context state is selecting its tab; the entry's own
            // group is selected by the prefix already.
            guard !graph.startsAtEntry else { return false }
            target = context.graph.keys[context.state]
        }
        let steps = state.map(graph.path(to:)) ?? []
        var without = prefix
        guard let position = without.lastIndex(of: suspect) else { return false }
        without.remove(at: position)
        // Over the limits, or found already: counted, and not blamed on the other group.
        guard let replayed = replayConflict(at: target, inputs: [input], first: prefix + steps, second: without + steps) else {
            result.conflictsSeen += 1
            return true
        }
        guard case let .hidden(hidden) = replayed else { return false }
        result.conflictsSeen += 1
        HiddenState.add(hidden, to: &result.hiddenStates)
        return true
    }

    /// One key of the app's model state at one value.
    private struct ModelValue: Hashable {
        var key: String
        var value: String

        init(_ pair: (key: String, value: String)) {
            key = pair.key
            value = pair.value
        }
    }

    /// Every local transition of each group re-run with each other group in each of its context
    /// states, each step's state compared whole with the composed one.
    private func checkContexts(_ graphs: [LocalGraph], entry: Snapshot) -> (Int, Int)? {
        var contexts = 0
        var rerun = 0
        let selected = entry.selectedTab ?? 0
        let chosen = graphs.map { graph in
            contextStates(of: graph).map { (state: $0, suspect: Input?.none, approach: [Input]?.none) }
                + suspectContexts(of: graph)
        }
        let total = chosen.reduce(0) { $0 + $1.count } * (graphs.count - 1)
        let entrySteps = explorer.probesHiddenState && !launchDiffers ? EntrySteps(graphs) : nil
        var exitConflicts: [(graph: LocalGraph, conflict: ConflictCandidate)] = []
        // Analysed however the checks end: a merge starts a new round, and what was seen still holds.
        defer { for (graph, conflict) in exitConflicts { analyse([conflict], in: graph) } }
        for (position, graph) in graphs.enumerated() {
            for (otherPosition, other) in graphs.enumerated() where other !== graph {
                contexts: for (context, suspect, approach) in chosen[otherPosition] {
                    if noteCheck("step consistency", "contexts", done: contexts, total: total) { return nil }
                    contexts += 1
                    let part = other.partOf[context]
                    var reentered = false
                    var prefix = entryPath + (approach ?? other.path(to: context))
                    if graph.startsAtEntry { prefix.append(.tab(selected + 1)) }
                    /// After a suspect: whether `input` from `state` (nil: the context state itself)
                    /// acts differently with and without it, which is hidden state (recorded).
                    func hiddenBySuspect(from state: Int?, _ input: Input) -> Bool {
                        guard let suspect else { return false }
                        return suspectExplains(suspect, context: (other, context), graphs: graphs, entry: entry,
                                               graph: graph, state: state, input: input, otherPosition: otherPosition,
                                               part: part, prefix: prefix)
                    }
                    // A tour over the known transitions: the next untried one of the state the app
                    // shows, else a replay to the first state with one left.
                    var next = [Int](repeating: 0, count: graph.count)
                    var firstOpen = 0
                    var at: (Simulation, Int)?
                    func untried(_ state: Int) -> Int? {
                        while next[state] < graph.outcomes[state].count, !graph.outcomes[state][next[state]].isLocal {
                            next[state] += 1
                        }
                        return next[state] < graph.outcomes[state].count ? next[state] : nil
                    }
                    while true {
                        let state: Int
                        let simulation: Simulation
                        // Closed: walk known transitions to the nearest state with one left, if near.
                        if let (running, shows) = at, untried(shows) == nil,
                           let route = route(in: graph, from: shows, toOpen: { untried($0) != nil }) {
                            var from = shows
                            var arrived = true
                            for (index, target) in route {
                                let input = graph.alphabets[from][index]
                                let sent = send(input, to: running)
                                rerun += 1
                                if sent.rejection != nil {
                                    arrived = false
                                    break
                                }
                                if let failure = compare(graphs, entry: entry, graph: graph, state: target, position: position,
                                                         other: other, otherPosition: otherPosition, part: part,
                                                         simulation: running, input: input,
                                                         path: prefix + graph.path(to: from), from: graph.selected(from)) {
                                    if hiddenBySuspect(from: from, input) { continue contexts }
                                    let source = from
                                    if let merge = blame(failure, graph, other, fails: { simulation, _ in
                                        self.compare(graphs, entry: entry, graph: graph, state: target, position: position,
                                                     other: other, otherPosition: otherPosition, part: part,
                                                     simulation: simulation, input: input, path: [],
                                                     from: graph.selected(source)) != nil
                                    }) { return merge }
                                    arrived = false
                                    break
                                }
                                from = target
                            }
                            at = arrived ? (running, from) : nil
                        }
                        if let (running, shows) = at, untried(shows) != nil {
                            state = shows
                            simulation = running
                        } else {
                            while firstOpen < graph.count, untried(firstOpen) == nil { firstOpen += 1 }
                            guard firstOpen < graph.count else { break }
                            state = firstOpen
                            simulation = replay(prefix + graph.path(to: state))
                            // The state it starts from is the composed one too.
                            if let failure = compare(graphs, entry: entry, graph: graph, state: state, position: position,
                                                     other: other, otherPosition: otherPosition, part: part,
                                                     simulation: simulation, input: nil,
                                                     path: prefix + graph.path(to: state)) {
                                if let input = graph.inputs[state], hiddenBySuspect(from: graph.parents[state], input) {
                                    continue contexts
                                }
                                // A fresh replay of the witness's path: reproduced by construction.
                                record(failure)
                                return (graph.tabs[0], other.tabs[0])
                            }
                        }
                        let index = untried(state)!
                        next[state] += 1
                        let outcome = graph.outcomes[state][index]
                        let input = graph.alphabets[state][index]
                        at = nil
                        rerun += 1
                        let sent = send(input, to: simulation)
                        // Where a mismatch is reported from: the shortest path to the state in this context.
                        var path: [Input] { prefix + graph.path(to: state) }
                        var failure: ComposedExploration.Interference?
                        switch outcome {
                        case let .refused(silent):
                            if sent.rejection == nil {
                                failure = mismatch(graph, other, tab: graph.selected(state), input: input, path: path,
                                                   differences: ["accepted here, refused with tab "
                                                    + "\(other.tabs.map { "\($0 + 1)" }.joined(separator: "+")) as at the entry"])
                            } else if silent && sent.silent {
                                at = (simulation, state)
                            }
                        case let .exit(phase):
                            let actual = StateKey.snapshot(of: simulation)
                            if actual != phaseKeys[phase].snapshot {
                                failure = mismatch(graph, other, tab: graph.selected(state), input: input, path: path,
                                                   differences: Snapshot.differences(expected: phaseKeys[phase].snapshot,
                                                                                     actual: actual))
                            } else if !reentered, let steps = entrySteps {
                                // What the other group wrote may outlive the tab bar (a log out that keeps a
                                // message): once a context, back in, as after the group's own exits.
                                reentered = reenter(after: path + [input], phase: phase, steps: steps,
                                                    into: &exitConflicts)
                            }
                        case let .state(target):
                            if sent.rejection != nil {
                                failure = mismatch(graph, other, tab: graph.selected(state), input: input, path: path,
                                                   differences: ["refused here (\(sent.rejection!)), accepted with tab "
                                                    + "\(other.tabs.map { "\($0 + 1)" }.joined(separator: "+")) as at the entry"])
                            } else {
                                failure = compare(graphs, entry: entry, graph: graph, state: target, position: position,
                                                  other: other, otherPosition: otherPosition, part: part,
                                                  simulation: simulation, input: input, path: path,
                                                  from: graph.selected(state))
                                if failure == nil { at = (simulation, target) }
                            }
                        case .switchOut, .crossing:
                            break
                        }
                        if failure != nil, hiddenBySuspect(from: state, input) { continue contexts }
                        if let failure, let merge = blame(failure, graph, other, fails: { simulation, sent in
                            switch outcome {
                            case .refused: return sent?.rejection == nil
                            case let .exit(phase): return StateKey.snapshot(of: simulation) != self.phaseKeys[phase].snapshot
                            case let .state(target):
                                return sent?.rejection != nil
                                    || self.compare(graphs, entry: entry, graph: graph, state: target, position: position,
                                                    other: other, otherPosition: otherPosition, part: part,
                                                    simulation: simulation, input: input, path: []) != nil
                            case .switchOut, .crossing: return false
                            }
                        }) { return merge }
                    }
                    // Crossings are checked in the states' contexts, not after a suspect.
                    if suspect == nil, let merge = checkCrossings(of: graph, position: position, in: other,
                                                                  otherPosition: otherPosition, context: context,
                                                                  part: part, prefix: prefix, graphs: graphs,
                                                                  entry: entry) { return merge }
                    rerun += graph.crossings.count
                }
            }
        }
        result.contexts = contexts
        let afterSuspects = chosen.reduce(0) { $0 + $1.count { $0.suspect != nil } } * (graphs.count - 1)
        result.checked.append("step consistency: every local transition re-run in \(contexts) contexts "
            + "(per other group: its deepest state, its most effectful, one after a modal, one per value of the "
            + "model state it writes"
            + (afterSuspects > 0 ? "; \(afterSuspects) after a control that changed nothing the key shows" : "")
            + "; \(rerun) steps re-run), each resulting state compared whole with the composed one")
        return nil
    }

    /// The shortest route over accepted local transitions from `start` to a state `isOpen`
    /// accepts, as (input position, state reached) pairs; nil when none is within a few inputs.
    private func route(in graph: LocalGraph, from start: Int, toOpen isOpen: (Int) -> Bool,
                       longest: Int = 6) -> [(Int, Int)]? {
        var cameFrom: [Int: (state: Int, index: Int)] = [start: (start, -1)]
        var frontier = [start]
        for _ in 0..<longest {
            var next: [Int] = []
            for state in frontier {
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    guard case let .state(target) = outcome, cameFrom[target] == nil else { continue }
                    cameFrom[target] = (state, index)
                    if isOpen(target) {
                        var route: [(Int, Int)] = []
                        var at = target
                        while at != start {
                            let step = cameFrom[at]!
                            route.append((step.index, at))
                            at = step.state
                        }
                        return route.reversed()
                    }
                    next.append(target)
                }
            }
            frontier = next
            if frontier.isEmpty { break }
        }
        return nil
    }

    /// Whether the simulation shows `state` of `graph` with `other` at `part`; the interference if not.
    private func compare(_ graphs: [LocalGraph], entry: Snapshot, graph: LocalGraph, state: Int, position: Int,
                         other: LocalGraph, otherPosition: Int, part: Int, simulation: Simulation, input: Input?,
                         path: [Input], from: Int? = nil) -> ComposedExploration.Interference? {
        let expected = composed(graphs, entry: entry, foreground: graph, state: state, others: [otherPosition: part])
        let actual = StateKey.snapshot(of: simulation)
        guard actual != expected else { return nil }
        // Only the number of stale children the key bounds differs: the bound, not another tab.
        if let expected, result.saturationMerges.absorbs(actual, recorded: expected) { return nil }
        let differences = expected.map { Snapshot.differences(expected: $0, actual: actual) }
            ?? ["the composed state cannot be put together"]
        var kind = ComposedExploration.Interference.Kind.dependsOnAnotherTab
        if let expected {
            if let selected = actual.selectedTab, selected != expected.selectedTab, other.tabs.contains(selected) {
                kind = .selectsAnotherTab
            } else if other.tabs.contains(where: { actual.stacks.indices.contains($0) && actual.stacks[$0] != expected.stacks[$0] }) {
                kind = .changesAnotherTab
            }
        }
        return mismatch(graph, other, tab: from ?? graph.selected(state), input: input, path: path, differences: differences,
                        kind: kind)
    }

    func mismatch(_ graph: LocalGraph, _ other: LocalGraph, tab: Int, input: Input?, path: [Input],
                          differences: [String],
                          kind: ComposedExploration.Interference.Kind = .dependsOnAnotherTab) -> ComposedExploration.Interference {
        ComposedExploration.Interference(kind: kind, tabs: (graph.tabs + other.tabs).map { $0 + 1 },
                                         tab: tab + 1, input: input, path: path, differences: differences)
    }

    /// Records `interference` and returns the groups to merge if a replay of its witness from
    /// launch (its path, then its input) still `fails`. The context re-run goes on in one live
    /// app, so a mismatch there may come from what earlier inputs of the re-run wrote and the
    /// key misses: then the other group is not to blame, the group's key is (the run is not sound).
    private func blame(_ interference: ComposedExploration.Interference, _ graph: LocalGraph, _ other: LocalGraph,
                       fails: (Simulation, Sent?) -> Bool) -> (Int, Int)? {
        let simulation = replay(interference.path)
        let sent = interference.input.map { send($0, to: simulation) }
        guard fails(simulation, sent) else {
            result.unreproducible += 1
            return nil
        }
        record(interference)
        return (graph.tabs[0], other.tabs[0])
    }
}
