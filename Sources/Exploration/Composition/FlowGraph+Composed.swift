import CoordinatorKit

extension Explorer {
    /// The flow graph ``FlowGraph/init(_:includeTabSwitches:)`` draws from the product search,
    /// drawn from the compositional search instead: the same screens in the same order, the same
    /// edges and tree, from the groups' local graphs. Where composing is not possible, it draws
    /// from the product search.
    public func flowGraph(includeTabSwitches: Bool = false,
                          progress: ((ExplorationProgress) -> Void)? = nil) -> (graph: FlowGraph, exploration: ComposedExploration) {
        var product = self
        product.invariants = []
        product.stopAtFirstViolation = false
        guard depth == nil else {
            // Not composed (see ``composed(progress:)``): the product search, once.
            let result = product.run(progress: progress)
            var exploration = ComposedExploration(variant: app.name)
            exploration.fallback = "a depth bound"
            exploration.states = result.states.count
            exploration.searchedStates = result.states.count
            exploration.isInterrupted = result.limit == .interrupted
            if !result.isComplete { exploration.checked.append("the product search: \(result.headline)") }
            return (FlowGraph(result, includeTabSwitches: includeTabSwitches), exploration)
        }
        let search = CompositionalSearch(self)
        let composed = search.run(progress: progress)
        if composed.isInterrupted || composed.stoppedAtLaunch {
            // Cut short (Ctrl-C, or a launch that differed): drawn from what was found, without
            // running the product search again.
            return (search.interruptedFlowGraph(includeTabSwitches: includeTabSwitches), composed)
        }
        guard composed.fallback == nil, let graph = search.flowGraph(includeTabSwitches: includeTabSwitches) else {
            var composed = composed
            if composed.fallback == nil { composed.fallback = search.drawingFallback }
            return (FlowGraph(product.run(progress: progress), includeTabSwitches: includeTabSwitches), composed)
        }
        return (graph, composed)
    }
}

extension CompositionalSearch {
    /// A state of the composed space: a phase state, or a group's state selected with every other
    /// group at one of its background parts.
    private enum Place: Hashable {
        case phase(Int)
        case tabBar(group: Int, state: Int, parts: [Int])
    }

    /// The graph, from the local graphs; nil when there is no tab bar (then the phase is the graph).
    func flowGraph(includeTabSwitches: Bool) -> FlowGraph? {
        guard let entry = entry?.snapshot else { return nil }
        let graphs = finalGroups.compactMap { explored[$0] }
        guard graphs.count == finalGroups.count else { return nil }
        // A crossing's label is its own part's coordinator changes, then the link's on the tab it
        // selects: drawn only where that held wherever it was re-run.
        guard graphs.allSatisfy({ !$0.crossingEffectsDiffer && $0.crossings.allSatisfy { $0.ownEffects != nil } }) else {
            drawingFallback = "a deep link or control sent from another tab added or removed coordinators that composing "
                + "does not predict; the graph is drawn from the product search"
            return nil
        }
        // The entry each phase edge into the tab bar goes to, by (state, edge), when not the first.
        var laterEntry: [[Int]: Int] = [:]
        for (number, into) in edgesIntoEntries where entriesMadePhase[number] == nil {
            for (state, edge) in into { laterEntry[[state, edge]] = number }
        }
        func node(_ snapshot: Snapshot) -> String? {
            guard let active = snapshot.active else { return nil }
            if active.isModal { return (snapshot.presentation?.style.coversScreen == true ? "full screen/" : "sheet/") + active.identifier }
            guard snapshot.rootKind == .tabBar, let stack = snapshot.visibleStack else { return active.identifier }
            return "\(stack.tabTitle ?? "tab \((snapshot.selectedTab ?? 0) + 1)")/\(active.identifier)"
        }
        var edges = Set<FlowGraph.Edge>()
        var tree = Set<FlowGraph.TreeEdge>()
        var allNodes = Set<String>()
        var allTypes = Set<String>()
        func noteTree(_ snapshot: Snapshot) {
            func walk(_ node: CoordinatorNode) {
                allTypes.insert(node.ref.type)
                for child in node.children {
                    tree.insert(FlowGraph.TreeEdge(parent: node.ref.type, child: child.ref.type))
                    walk(child)
                }
            }
            snapshot.coordinators.map(walk)
        }
        func edge(_ from: Snapshot, _ input: Input, _ to: Snapshot, _ effects: [String]) {
            guard let source = node(from), let target = node(to), source != target || !effects.isEmpty else { return }
            if case let .tab(number) = input, !includeTabSwitches, from.selectedTab != number - 1 { return }
            edges.insert(FlowGraph.Edge(from: source, to: target,
                                        label: input.graphLabel + (effects.isEmpty ? "" : " [\(effects.joined(separator: " "))]")))
        }
        for (state, key) in phaseKeys.enumerated() {
            node(key.snapshot).map { _ = allNodes.insert($0) }
            noteTree(key.snapshot)
            for (index, (input, target, effects)) in phaseEdges[state].enumerated() {
                edge(key.snapshot, input, target.map { phaseKeys[$0].snapshot }
                        ?? laterEntry[[state, index]].map { entryKeys[$0].snapshot } ?? entry, effects)
            }
        }
        // Each group's foreground state after selecting tab `tab` with the group at `part`.
        var shownFor: [[[Int: Int]: Int]] = []
        for graph in graphs {
            var shown: [[Int: Int]: Int] = [:]
            for state in graph.keys.indices where !graph.modal[state] {
                let key = [graph.partOf[state]: graph.selected(state)]
                if shown[key] == nil { shown[key] = state }
            }
            if let untouched = graph.untouchedPart {
                for (tab, state) in graph.entryFor { shown[[untouched: tab]] = state }
            }
            shownFor.append(shown)
        }
        for (position, graph) in graphs.enumerated() {
            for state in graph.keys.indices {
                let snapshot = graph.keys[state].snapshot
                node(snapshot).map { _ = allNodes.insert($0) }
                noteTree(snapshot)
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    let input = graph.alphabets[state][index]
                    switch outcome {
                    case let .state(target): edge(snapshot, input, graph.keys[target].snapshot, graph.effects[state][index])
                    case let .exit(phase): edge(snapshot, input, phaseKeys[phase].snapshot, graph.effects[state][index])
                    case .refused, .switchOut: break
                    case let .crossing(number):
                        // Into the tab it selects, in each state that tab shows when selected.
                        let crossing = graph.crossings[number]
                        guard let resolved = crossing.resolved, let selected = crossing.reached.selectedTab else { break }
                        let target = graphs[resolved.group]
                        for (key, shown) in shownFor[resolved.group] where key.first?.value == selected {
                            guard crossing.isLink else {
                                edge(snapshot, input, target.keys[shown].snapshot, crossing.ownEffects ?? [])
                                continue
                            }
                            guard let link = target.alphabets[shown].firstIndex(of: input),
                                  case let .state(reached) = target.outcomes[shown][link] else { continue }
                            edge(snapshot, input, target.keys[reached].snapshot,
                                 (crossing.ownEffects ?? []) + target.effects[shown][link])
                        }
                    }
                }
                guard includeTabSwitches, !graph.modal[state] else { continue }
                for (otherPosition, other) in graphs.enumerated() where otherPosition != position {
                    for (key, target) in shownFor[otherPosition] {
                        let (part, tab) = key.first!
                        let effects = part == other.untouchedPart ? other.entryEffects[tab] ?? [] : []
                        edge(snapshot, .tab(tab + 1), other.keys[target].snapshot, effects)
                    }
                }
            }
        }
        // Screens and coordinator types in the order a breadth-first search of the whole space
        // first reaches them, found without building it: breadth-first over composed places,
        // stopped once every screen and type has been seen.
        var screens: [String] = []
        var coordinators: [String] = []
        var seenScreens = Set<String>()
        var seenTypes = Set<String>()
        func see(_ snapshot: Snapshot) {
            if let name = node(snapshot), seenScreens.insert(name).inserted { screens.append(name) }
            guard seenTypes.count < allTypes.count else { return }
            func walk(_ node: CoordinatorNode) {
                if seenTypes.insert(node.ref.type).inserted { coordinators.append(node.ref.type) }
                node.children.forEach(walk)
            }
            snapshot.coordinators.map(walk)
        }
        let entryGroup = graphs.firstIndex { $0.startsAtEntry } ?? 0
        let entryParts = graphs.indices.map { position in
            position == entryGroup ? -1 : (graphs[position].untouchedPart ?? 0)
        }
        let entryPlace = Place.tabBar(group: entryGroup, state: 0, parts: entryParts)
        /// A later entry: a state of its tab's group, every other group as at the entry.
        func laterEntryPlace(_ number: Int) -> Place? {
            let key = entryKeys[number]
            guard let selected = key.snapshot.selectedTab,
                  let position = graphs.firstIndex(where: { $0.tabs.contains(selected) }),
                  let state = graphs[position].number(of: key) else { return nil }
            var parts = entryParts
            if position != entryGroup { parts[entryGroup] = graphs[entryGroup].partOf[0] }
            parts[position] = -1
            return .tabBar(group: position, state: state, parts: parts)
        }
        var queue: [Place] = launchedInTabBar ? [entryPlace] : [.phase(0)]
        var visited = Set(queue)
        var head = 0
        let limit = 1_000_000
        while head < queue.count, seenScreens.count < allNodes.count || seenTypes.count < allTypes.count, head < limit {
            let place = queue[head]
            head += 1
            var next: [Place] = []
            switch place {
            case let .phase(state):
                see(phaseKeys[state].snapshot)
                next = phaseEdges[state].indices.map { index in
                    phaseEdges[state][index].to.map(Place.phase)
                        ?? laterEntry[[state, index]].flatMap(laterEntryPlace) ?? entryPlace
                }
            case let .tabBar(position, state, parts):
                let graph = graphs[position]
                var all = parts
                all[position] = graph.partOf[state]
                let composedParts = graphs.indices.map { (graphs[$0].tabs, graphs[$0].parts[all[$0]]) }
                if let snapshot = Snapshot.composed(entry: entry, parts: composedParts, foreground: graph.keys[state].snapshot) {
                    see(snapshot)
                }
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    switch outcome {
                    case let .state(target): next.append(.tabBar(group: position, state: target, parts: parts))
                    case let .exit(phase): next.append(.phase(phase))
                    case .refused: break
                    case let .crossing(number):
                        let crossing = graph.crossings[number]
                        guard let resolved = crossing.resolved, let selected = crossing.reached.selectedTab,
                              let shown = shownFor[resolved.group][[all[resolved.group]: selected]] else { continue }
                        var reached = shown
                        if crossing.isLink {
                            guard let link = graphs[resolved.group].alphabets[shown].firstIndex(of: crossing.input),
                                  case let .state(target) = graphs[resolved.group].outcomes[shown][link] else { continue }
                            reached = target
                        }
                        var moved = all
                        moved[position] = resolved.part
                        moved[resolved.group] = -1
                        next.append(.tabBar(group: resolved.group, state: reached, parts: moved))
                    case .switchOut:
                        guard case let .tab(number) = graph.alphabets[state][index],
                              let otherPosition = graphs.firstIndex(where: { $0.tabs.contains(number - 1) }),
                              let target = shownFor[otherPosition][[all[otherPosition]: number - 1]] else { continue }
                        var moved = all
                        moved[otherPosition] = -1
                        next.append(.tabBar(group: otherPosition, state: target, parts: moved))
                    }
                }
            }
            for place in next where visited.insert(place).inserted { queue.append(place) }
        }
        // Anything not reached within the limit, in a stable order.
        for name in allNodes.sorted() where !seenScreens.contains(name) { screens.append(name) }
        for type in allTypes.sorted() where !seenTypes.contains(type) { coordinators.append(type) }
        return FlowGraph(variant: explorer.app.name, screens: screens, edges: edges.sorted(), coordinators: coordinators,
                         tree: tree.sorted())
    }
}

extension CompositionalSearch {
    /// The graph of what a cancelled run found: the states outside the tab bar and each group's
    /// states so far, with their transitions, drawn as the product search's are. Tab switches
    /// between groups are not drawn (they are composed only once every group is complete).
    func interruptedFlowGraph(includeTabSwitches: Bool) -> FlowGraph {
        if let interruptedProduct { return FlowGraph(interruptedProduct, includeTabSwitches: includeTabSwitches) }
        var found = ExplorationResult(variant: explorer.app.name, depth: nil)
        for key in phaseKeys {
            found.states.append(ExploredState(snapshot: key.snapshot, parent: nil, input: nil, depth: 0))
        }
        var entryState: Int?
        for tabs in roundGroups {
            guard let graph = explored[tabs] else { continue }
            let offset = found.states.count
            if graph.startsAtEntry { entryState = offset }
            for key in graph.keys {
                found.states.append(ExploredState(snapshot: key.snapshot, parent: nil, input: nil, depth: 0))
            }
            for state in graph.keys.indices {
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    let to: Int
                    switch outcome {
                    case let .state(target): to = offset + target
                    case let .exit(phase): to = phase
                    case .refused, .switchOut, .crossing: continue
                    }
                    found.transitions.append(Transition(from: offset + state, input: graph.alphabets[state][index],
                                                        to: to, effects: graph.effects[state][index]))
                }
            }
        }
        for (state, edges) in phaseEdges.enumerated() {
            for (input, target, effects) in edges {
                guard let to = target ?? entryState else { continue }
                found.transitions.append(Transition(from: state, input: input, to: to, effects: effects))
            }
        }
        return FlowGraph(found, includeTabSwitches: includeTabSwitches)
    }
}

extension FlowGraph {
    init(variant: String, screens: [String], edges: [Edge], coordinators: [String], tree: [TreeEdge]) {
        self.variant = variant
        self.screens = screens
        self.edges = edges
        self.coordinators = coordinators
        self.tree = tree
    }
}
