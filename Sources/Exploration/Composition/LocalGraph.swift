import CoordinatorKit
import Journeys

/// The states one group of tabs reaches from the tab bar's entry state while every other tab is
/// left as at the entry: each state is a real driver state (its whole structural snapshot), and
/// its inputs are the selected tab's controls, back, the cancelled swipe-back, and selecting a tab
/// of the group. Selecting a tab outside the group is a switch, checked separately.
final class LocalGraph {
    /// What one input of the alphabet did from one state.
    enum Outcome: Hashable {
        /// Accepted, to a state of the group (possibly the same one).
        case state(Int)
        /// Accepted, to a state outside the tab bar (log out): a phase state, by number.
        case exit(Int)
        /// Refused; `silent` when nothing ran (the state is unchanged).
        case refused(silent: Bool)
        /// Selects a tab outside the group: a switch, not a local step.
        case switchOut
        /// Accepted, a deep link or a control that selected a tab of another group:
        /// ``LocalGraph/crossings``, by number.
        case crossing(Int)

        /// Whether the input is a step of the group's own, re-run in other groups' contexts: not a
        /// switch to another group's tab or a deep link into one (each checked on its own).
        var isLocal: Bool {
            switch self {
            case .switchOut, .crossing: return false
            case .state, .exit, .refused: return true
            }
        }

        /// The state of the group reached, for an accepted local step.
        var target: Int? {
            if case let .state(target) = self { return target }
            return nil
        }
    }

    /// The group's tabs (0-based), ascending.
    let tabs: [Int]
    /// The group's states by number: the search's own state table (fingerprint slots, shared
    /// parts), not a dictionary keyed by `StateKey`, which kept a second copy of every snapshot.
    let table = StateTable()
    /// Each state's key, by number.
    var keys: [StateKey] { table.keys }
    var parents: [Int?] = []
    /// The input from the parent; for a root, the switch from the entry state (nil for the entry itself).
    var inputs: [Input?] = []
    var depths: [Int] = []
    var alphabets: [[Input]] = []
    var outcomes: [[Outcome]] = []
    /// Coordinators added and removed by each accepted input, as `+Type`/`-Type`.
    var effects: [[[String]]] = []
    /// Each state's part (what it shows in the background), by number, and whether a modal is up.
    var parts: [CompositionPart] = []
    var partIndex: [CompositionPart: Int] = [:]
    var partOf: [Int] = []
    var modal: [Bool] = []
    /// Whether the shortest path to the state went through a state with a modal.
    var throughModal: [Bool] = []
    /// The parts the group can show in the background: those of its states without a modal, and
    /// its entry part when the entry selects another group (it may never have been selected).
    var backgroundParts: [Int] = []
    /// The entry's part, when it is a background part.
    var untouchedPart: Int?
    /// The shortest state without a modal that shows each part (for paths to combinations).
    var representative: [Int: Int] = [:]
    /// The state each tab of the group shows when selected from the entry state (or is, for the entry's tab).
    var entryFor: [Int: Int] = [:]
    /// What selecting each tab of the group from the entry state added or removed (`+Type`), for graphs.
    var entryEffects: [Int: [String]] = [:]
    /// Whether the entry state selects a tab of this group: then paths start at the entry itself.
    let startsAtEntry: Bool

    /// A deep link sent, or a control used, from a state of the group that selected a tab of another
    /// group, with every other group as at the entry.
    struct Crossing {
        var from: Int
        var input: Input
        /// A link acts on the tab it selects (it is an input there too); a control only selects it.
        var isLink: Bool {
            if case .open = input { return true }
            return false
        }
        /// The state it reached.
        var reached: Snapshot
        /// The coordinators it added and removed (`+Type`), in order.
        var effects: [String]
        /// Worked out once every group of the round is explored: the group it went to (its position
        /// in the round), that group's state, and the part this group was left at.
        var resolved: (group: Int, state: Int, part: Int)?
        /// The part of ``effects`` this group's own changes make: what comes before the link's
        /// effects on the tab it selects. Nil when the effects do not end with those.
        var ownEffects: [String]?
    }

    var crossings: [Crossing] = []
    /// The shortest ways to each state with the other groups as at the entry, from launch, and
    /// the shortest ways to each state once another group has been moved (a segment of a
    /// combination's path): see ``CompositionalSearch/routeGroups(_:entry:)``.
    var routes = Routes()
    var segmentRoutes = Routes()
    /// The group's state and transition check problems, with the state (and input) they were
    /// found at: reported as found, and again once ``routes`` may give them shorter paths.
    var findings: [(problems: [(Invariant, String, Expectation?)], state: Int, input: Input?)] = []
    /// States whose ownership was undecided only because another group's tab was not filled yet:
    /// see ``CompositionalSearch/judgeOwnershipLeftToOtherTabs(_:entry:)``.
    var ownershipLeftToOtherTabs: [Int] = []
    /// Controls that changed nothing the key shows, from the states they were sent in.
    var suspects: [(state: Int, input: Input)] = []
    /// Whether a crossing re-run in another group's context added or removed other coordinators
    /// than its own part and the link's on that context predict: then graphs do not draw crossings.
    var crossingEffectsDiffer = false

    init(tabs: [Int], startsAtEntry: Bool) {
        self.tabs = tabs
        self.startsAtEntry = startsAtEntry
    }

    var count: Int { table.count }

    /// The number of the state `key` identifies, if the group has reached it.
    func number(of key: StateKey) -> Int? { table.number(of: key) }

    func add(_ key: StateKey, parent: Int?, input: Input?, depth: Int) -> Int {
        let added = table.count
        table.add(key)
        parents.append(parent)
        inputs.append(input)
        depths.append(depth)
        alphabets.append([])
        outcomes.append([])
        effects.append([])
        throughModal.append(false)
        return added
    }

    /// Gives each state its shortest path from the roots (parent, input, depth), breadth-first
    /// over the accepted local transitions in each state's alphabet order: the tour that found
    /// the states reached some of them the long way.
    func numberBreadthFirst() {
        var depth = [Int](repeating: -1, count: count)
        var queue: [Int] = []
        for state in keys.indices where parents[state] == nil {
            depth[state] = depths[state]
            queue.append(state)
        }
        queue.sort { (depth[$0], $0) < (depth[$1], $1) }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for (index, outcome) in outcomes[state].enumerated() {
                guard case let .state(target) = outcome, depth[target] < 0 else { continue }
                depth[target] = depth[state] + 1
                parents[target] = state
                inputs[target] = alphabets[state][index]
                queue.append(target)
            }
        }
        depths = depth
    }

    /// The inputs from the entry state to `state`.
    func path(to state: Int) -> [Input] {
        var inputs: [Input] = []
        var current: Int? = state
        while let at = current {
            if let input = self.inputs[at] { inputs.append(input) }
            current = parents[at]
        }
        return inputs.reversed()
    }

    /// The selected tab of `state`.
    func selected(_ state: Int) -> Int { keys[state].snapshot.selectedTab ?? -1 }

    /// Accepted local inputs of `state` (local steps and exits), and refused ones.
    func accepted(_ state: Int) -> Int {
        outcomes[state].reduce(0) { count, outcome in
            switch outcome {
            case .state, .exit, .crossing: return count + 1
            case .refused, .switchOut: return count
            }
        }
    }

    func refused(_ state: Int) -> Int {
        outcomes[state].reduce(0) { count, outcome in
            if case .refused = outcome { return count + 1 }
            return count
        }
    }

    /// The group as a report gives it; `backgroundKnown` is false for a search cut short, whose
    /// parts (and so background states) are not worked out.
    func summary(backgroundKnown: Bool = true) -> ComposedExploration.Group {
        var selected: [Int: Int] = [:]
        for tab in tabs { selected[tab + 1] = foregroundCount(tab: tab) }
        return ComposedExploration.Group(
            tabs: tabs.map { $0 + 1 }, localStates: count, selectedStates: selected,
            backgroundStates: backgroundKnown ? backgroundParts.count : 0,
            localTransitions: keys.indices.reduce(0) { $0 + accepted($1) },
            refused: keys.indices.reduce(0) { $0 + refused($1) })
    }

    /// The states with a tab of the group selected, by tab: the group's foreground states.
    func foregroundCount(tab: Int) -> Int {
        keys.indices.reduce(0) { $0 + (selected($1) == tab ? 1 : 0) }
    }

    /// Works out each state's part from the entry; nil when one cannot be expressed as a part
    /// (the root coordinator was replaced).
    func makeParts(entry: Snapshot) -> String? {
        parts = []
        partIndex = [:]
        partOf = []
        modal = []
        backgroundParts = []
        representative = [:]
        for state in keys.indices {
            let snapshot = keys[state].snapshot
            guard let part = part(of: snapshot, entry: entry) else {
                return "a step on tab \(selected(state) + 1) replaced the root coordinator"
            }
            partOf.append(intern(part))
            modal.append(snapshot.modal != nil)
        }
        // Shortest first: representatives are the nearest, and a parent comes before its children.
        let byDepth = keys.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        throughModal = keys.indices.map { _ in false }
        for state in byDepth {
            if let parent = parents[state] { throughModal[state] = modal[parent] || throughModal[parent] }
        }
        for state in byDepth where !modal[state] {
            if representative[partOf[state]] == nil {
                representative[partOf[state]] = state
                backgroundParts.append(partOf[state])
            }
        }
        untouchedPart = nil
        if !startsAtEntry {
            let untouched = intern(CompositionPart(stacks: tabs.map { entry.stacks[$0] }, grafts: [],
                                                   live: ListDelta(), leaked: ListDelta()))
            untouchedPart = untouched
            if !backgroundParts.contains(untouched) { backgroundParts.append(untouched) }
        }
        return nil
    }

    /// What `snapshot` holds of the group, against the entry: its tabs' stacks, its changes to the
    /// coordinator tree and to the object lists; nil when the root coordinator was replaced.
    func part(of snapshot: Snapshot, entry: Snapshot) -> CompositionPart? {
        guard let grafts = TreeGraft.grafts(from: entry.coordinators, to: snapshot.coordinators) else { return nil }
        return CompositionPart(stacks: tabs.map { snapshot.stacks[$0] }, grafts: grafts,
                               live: ListDelta(from: entry.live, to: snapshot.live),
                               leaked: ListDelta(from: entry.leaked, to: snapshot.leaked),
                               appState: snapshot.appState.filter { entry.appState[$0.key] != $0.value })
    }

    private func intern(_ part: CompositionPart) -> Int {
        if let known = partIndex[part] { return known }
        parts.append(part)
        partIndex[part] = parts.count - 1
        return parts.count - 1
    }

    /// All coordinator-tree grafts any state of the group makes.
    var allGrafts: Set<TreeGraft> {
        Set(parts.flatMap(\.grafts))
    }
}

extension LocalGraph {
    /// Shortest paths over a group's accepted local steps from several starts, each a path of
    /// its own (from launch, or a segment's first inputs) that reaches one of the group's states.
    struct Routes {
        /// Each start's inputs.
        var starts: [[Input]] = []
        /// By state: the start its route begins with (-1 where none reaches it), its parent on the
        /// route and the input from it (nil at the start's state), and the route's length.
        var start: [Int] = []
        var parent: [Int?] = []
        var input: [Input?] = []
        var cost: [Int] = []

        init() {}

        /// Breadth-first from every start at once (by route length, a start's own inputs
        /// counted), over accepted local steps in each state's alphabet order.
        init(_ graph: LocalGraph, starts: [(path: [Input], state: Int)]) {
            let count = graph.count
            self.starts = starts.map(\.path)
            start = [Int](repeating: -1, count: count)
            parent = [Int?](repeating: nil, count: count)
            input = [Input?](repeating: nil, count: count)
            cost = [Int](repeating: .max, count: count)
            var open: [Int: [Int]] = [:]
            for (index, (path, state)) in starts.enumerated() where path.count < cost[state] {
                cost[state] = path.count
                start[state] = index
                open[path.count, default: []].append(state)
            }
            var done = [Bool](repeating: false, count: count)
            while let length = open.keys.min() {
                for state in open.removeValue(forKey: length)! where cost[state] == length && !done[state] {
                    done[state] = true
                    for (index, outcome) in graph.outcomes[state].enumerated() {
                        guard case let .state(target) = outcome, length + 1 < cost[target] else { continue }
                        cost[target] = length + 1
                        start[target] = start[state]
                        parent[target] = state
                        input[target] = graph.alphabets[state][index]
                        open[length + 1, default: []].append(target)
                    }
                }
            }
        }

        /// The route to `state`: its start's inputs, then the steps from the start's state; nil
        /// where no start reaches it.
        func path(to state: Int) -> [Input]? {
            guard state < start.count, start[state] >= 0 else { return nil }
            var steps: [Input] = []
            var current = state
            while let previous = parent[current] {
                steps.append(input[current]!)
                current = previous
            }
            return starts[start[state]] + steps.reversed()
        }

        /// The start `state`'s route begins with, and the state it reaches.
        func origin(of state: Int) -> (start: Int, state: Int)? {
            guard state < start.count, start[state] >= 0 else { return nil }
            var current = state
            while let previous = parent[current] { current = previous }
            return (start[state], current)
        }
    }
}
