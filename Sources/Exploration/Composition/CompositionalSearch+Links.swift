import CoordinatorKit
import Simulation

/// Deep links (`--deep-link`), and controls that only select another tab, composed. A link is an
/// input of every state. Sent on a group's own
/// tab, it is one of the group's local steps, like any other. Sent from another group's state, it
/// selects the group it goes to (a *crossing*): composing models that as the link sent to the state
/// its group shows when selected, with the group it was sent from left in the background at the
/// part the link left it at, and every other group unchanged. What that assumes is checked, as the
/// switches are: from every local state of every group with the others as at the entry (here), and
/// with each other group in a few other states (step consistency, ``checkCrossings``).
///
/// A link opened outside the tab bar that the app keeps until login enters the tab bar in another
/// state than the first entry; such an entry must be a state some group reaches on its own.
extension CompositionalSearch {
    /// Works out where each crossing of the round went, or returns the two tabs whose groups must
    /// be merged (an interference, recorded), or sets `fallback` and returns nil.
    func resolveCrossings(_ graphs: [LocalGraph], entry: Snapshot) -> (Int, Int)? {
        for (position, graph) in graphs.enumerated() {
            graph.crossingEffectsDiffer = false
            for index in graph.crossings.indices {
                let crossing = graph.crossings[index]
                graph.crossings[index].resolved = nil
                graph.crossings[index].ownEffects = nil
                let reached = crossing.reached
                guard let selected = reached.selectedTab,
                      let targetPosition = graphs.firstIndex(where: { $0.tabs.contains(selected) }) else {
                    fallback = "`\(crossing.input)` selects no tab of the tab bar it was sent in"
                    return nil
                }
                let target = graphs[targetPosition]
                // The link acts on the state the group it selects shows when selected, as at the entry
                // (for the entry's own group, a tab other than the entry's: selected from the entry);
                // a control only selects it.
                let shown = target.entryFor[selected] ?? (target.startsAtEntry ? target.alphabets[0].firstIndex(of: .tab(selected + 1))
                    .flatMap { target.outcomes[0][$0].target } : nil)
                let outcome = shown.flatMap { shown in
                    crossing.isLink ? target.alphabets[shown].firstIndex(of: crossing.input).map { target.outcomes[shown][$0] }
                        : .state(shown)
                }
                // The part the group was left at: its background parts with the stacks it was left
                // with, the one it was sent from first (a modal dismissed on the way changes it).
                let stacks = graph.tabs.map { reached.stacks[$0] }
                var parts = graph.backgroundParts.filter { graph.parts[$0].stacks == stacks }
                if let own = parts.firstIndex(of: graph.partOf[crossing.from]) { parts.swapAt(0, own) }
                var expected: Snapshot?
                if case let .state(state)? = outcome, let shown {
                    for part in parts {
                        let made = composed(graphs, entry: entry, foreground: target, state: state, others: [position: part])
                        if made == reached {
                            graph.crossings[index].resolved = (targetPosition, state, part)
                            let link = crossing.isLink
                                ? target.effects[shown][target.alphabets[shown].firstIndex(of: crossing.input)!] : []
                            if crossing.effects.count >= link.count, Array(crossing.effects.suffix(link.count)) == link {
                                graph.crossings[index].ownEffects = Array(crossing.effects.dropLast(link.count))
                            }
                            break
                        }
                        if expected == nil { expected = made }
                    }
                    if graph.crossings[index].resolved != nil { continue }
                }
                let differences = expected.map { Snapshot.differences(expected: $0, actual: reached) }
                    ?? [parts.isEmpty
                        ? "tab \(graph.selected(crossing.from) + 1) was left in a state it never shows in the background"
                        : "tab \(selected + 1), as at the entry, does not reach a state of its own with `\(crossing.input)`"]
                record(ComposedExploration.Interference(
                    kind: .selectsAnotherTab, tabs: (graph.tabs + target.tabs).map { $0 + 1 },
                    tab: graph.selected(crossing.from) + 1, input: crossing.input,
                    path: entryPath + graph.path(to: crossing.from), differences: differences))
                return (graph.tabs[0], target.tabs[0])
            }
        }
        let count = graphs.reduce(0) { $0 + $1.crossings.count }
        if count > 0 {
            result.checked.append("crossings into other tabs: \(count) (deep links, and controls that only select "
                + "a tab), from every local state of every group with the others as at the entry, each modelled as the "
                + "tab it selects (the link sent to it), the tab it came from left in the background")
        }
        return nil
    }

    /// Every crossing of `graph` sent again with `other` at the context state `context` (at part
    /// `part`): it must reach the composed state, the link acting on `context` when it selects
    /// `other`'s tab. Returns the interference, when a replay from launch confirms it.
    func checkCrossings(of graph: LocalGraph, position: Int, in other: LocalGraph, otherPosition: Int, context: Int,
                        part: Int, prefix: [Input], graphs: [LocalGraph], entry: Snapshot) -> (Int, Int)? {
        for crossing in graph.crossings {
            guard let resolved = crossing.resolved else { continue }
            var expected: Snapshot?
            // The coordinators it should add and remove: its own part's, then the link's on the tab it selects.
            var effects = crossing.effects
            if resolved.group == otherPosition {
                if !crossing.isLink {
                    // The tab it selects, in the state the other group is in: where that group has
                    // several tabs and another is selected at the context, its local switch to it.
                    var selected = context
                    if let tab = crossing.reached.selectedTab, other.selected(context) != tab,
                       let index = other.alphabets[context].firstIndex(of: .tab(tab + 1)),
                       case let .state(switched) = other.outcomes[context][index] {
                        selected = switched
                    }
                    expected = composed(graphs, entry: entry, foreground: other, state: selected,
                                        others: [position: resolved.part])
                } else if let index = other.alphabets[context].firstIndex(of: crossing.input),
                   case let .state(state) = other.outcomes[context][index] {
                    expected = composed(graphs, entry: entry, foreground: other, state: state,
                                        others: [position: resolved.part])
                    effects = (crossing.ownEffects ?? []) + other.effects[context][index]
                }
            } else {
                expected = composed(graphs, entry: entry, foreground: graphs[resolved.group], state: resolved.state,
                                    others: [position: resolved.part, otherPosition: part])
            }
            let path = prefix + graph.path(to: crossing.from)
            let simulation = replay(path)
            let sent = send(crossing.input, to: simulation)
            let actual = StateKey.snapshot(of: simulation)
            guard sent.rejection != nil || expected == nil || actual != expected else {
                if sent.effects != effects { graph.crossingEffectsDiffer = true }
                continue
            }
            let failure = mismatch(graph, other, tab: graph.selected(crossing.from), input: crossing.input, path: path,
                                   differences: expected.map { Snapshot.differences(expected: $0, actual: actual) }
                                       ?? ["tab \(other.selected(context) + 1) does not reach a state of its own with "
                                           + "`\(crossing.input)` from here"],
                                   kind: .selectsAnotherTab)
            // The replay above is from launch: the failure is reproduced.
            record(failure)
            return (graph.tabs[0], (resolved.group == otherPosition ? other : graphs[resolved.group]).tabs[0])
        }
        return nil
    }

    /// The entries into the tab bar after the first (a link kept until login is followed then):
    /// each must be a state of the group of the tab it selects, with the others as at the entry.
    /// One under a modal that no such state shows is a state outside the tab bar (explored from
    /// there, as the phase's); any other sets `fallback`.
    func resolveEntries(_ graphs: [LocalGraph]) {
        var number = 1
        while number < entryKeys.count, fallback == nil {
            defer { number += 1 }
            let key = entryKeys[number]
            guard entriesMadePhase[number] == nil else { continue }
            if let selected = key.snapshot.selectedTab, let graph = graphs.first(where: { $0.tabs.contains(selected) }),
               graph.number(of: key) != nil { continue }
            // A combination: a log out that keeps what another group wrote (a flag, a badge)
            // enters the tab bar again with that group moved. It is a composed state already.
            if let entry, isCombination(key.snapshot, of: graphs, entry: entry.snapshot) { continue }
            guard key.snapshot.modal != nil else {
                fallback = "the tab bar is entered in \(entryKeys.count) different states, and one is neither a state a "
                    + "tab reaches on its own nor a combination of the tabs' states"
                return
            }
            // Its checks were reported when it was found, with its path then final.
            guard let phase = phaseIndex[key] ?? addPhaseState(key, path: entryPaths[number], problems: []) else { return }
            entriesMadePhase[number] = phase
            for (state, edge) in edgesIntoEntries[number] ?? [] { phaseEdges[state][edge].to = phase }
            // Its own states may enter the tab bar again: the loop goes on over those.
            expandPhase()
        }
    }

    /// Whether `snapshot` is a composed state: the selected tab's group at one of its states and
    /// every other group at one of its background parts, put together. Candidates are matched by
    /// their stacks first (a handful at most); the whole composed snapshot must equal it.
    func isCombination(_ snapshot: Snapshot, of graphs: [LocalGraph], entry: Snapshot) -> Bool {
        guard let selected = snapshot.selectedTab, snapshot.stacks.count == entry.stacks.count,
              let foreground = graphs.firstIndex(where: { $0.tabs.contains(selected) }) else { return false }
        func stacks(of graph: LocalGraph) -> [StackSnapshot] { graph.tabs.map { snapshot.stacks[$0] } }
        let graph = graphs[foreground]
        let states = graph.keys.indices.filter { state in
            let shown = graph.keys[state].snapshot
            return shown.selectedTab == selected && shown.modal == snapshot.modal
                && graph.tabs.map({ shown.stacks[$0] }) == stacks(of: graph)
        }
        var candidates: [[Int]] = []
        for (position, other) in graphs.enumerated() where position != foreground {
            let parts = other.backgroundParts.filter { other.parts[$0].stacks == stacks(of: other) }
            guard !parts.isEmpty else { return false }
            candidates.append(parts)
        }
        let others = graphs.indices.filter { $0 != foreground }
        var tried = 0
        for state in states {
            var digits = [Int](repeating: 0, count: candidates.count)
            while tried < Self.combinationsMatched {
                tried += 1
                let parts = Dictionary(uniqueKeysWithValues: others.enumerated().map { ($1, candidates[$0][digits[$0]]) })
                if composed(graphs, entry: entry, foreground: graph, state: state, others: parts) == snapshot { return true }
                var digit = 0
                while digit < digits.count {
                    digits[digit] += 1
                    if digits[digit] < candidates[digit].count { break }
                    digits[digit] = 0
                    digit += 1
                }
                if digit == digits.count { break }
            }
        }
        return false
    }

    /// The most combinations ``isCombination(_:of:entry:)`` puts together for one entry.
    static let combinationsMatched = 4_096
}
