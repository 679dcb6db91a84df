import CoordinatorKit
import Journeys

/// Shortest paths through the composition. A group's own paths (``LocalGraph/path(to:)``) start
/// at the first entry into the tab bar and select the group's tab. Three ways in can be shorter,
/// and the product search, which a composed finding must match, takes them:
/// - a later entry into the tab bar that is one of the group's states (a link kept at Login and
///   followed after it), whose own path from launch may be the shorter start;
/// - a deep link sent from the entry's tab that selects the group's tab and acts on it: one input,
///   where selecting the tab and sending the link there are two;
/// - in a combination, the same link sent from the state the group moved before it was left at.
/// Each is a crossing or an entry the search has checked; a path that takes one is still replayed
/// before it is reported, and the group's own path is reported where the replay does not confirm it.
extension CompositionalSearch {
    /// Works out every group's ``LocalGraph/routes`` (with the others as at the entry, from launch)
    /// and ``LocalGraph/segmentRoutes`` (the steps of a combination's path after another group was
    /// moved first), once the groups' crossings and the later entries are resolved.
    func routeGroups(_ graphs: [LocalGraph], entry: Snapshot) {
        let selected = entry.selectedTab ?? 0
        for (position, graph) in graphs.enumerated() {
            var fromLaunch: [(path: [Input], state: Int)] = []
            var afterAnother: [(path: [Input], state: Int)] = []
            for state in graph.keys.indices where graph.parents[state] == nil {
                let own = graph.inputs[state].map { [$0] } ?? []
                fromLaunch.append((entryPath + own, state))
                // The entry's own group, moved after another: its tab selected again shows it as at the entry.
                afterAnother.append((graph.startsAtEntry && state == 0 ? [.tab(selected + 1)] : own, state))
            }
            var links: [Input: Set<Int>] = [:]
            for other in graphs where other !== graph {
                for crossing in other.crossings where crossing.isLink {
                    guard let resolved = crossing.resolved, resolved.group == position else { continue }
                    if other.startsAtEntry, crossing.from == 0, resolved.part == other.partOf[0] {
                        fromLaunch.append((entryPath + [crossing.input], resolved.state))
                    }
                    if links[crossing.input, default: []].insert(resolved.state).inserted {
                        afterAnother.append(([crossing.input], resolved.state))
                    }
                }
            }
            for number in entryKeys.indices.dropFirst() where entriesMadePhase[number] == nil {
                if let state = graph.number(of: entryKeys[number]) { fromLaunch.append((entryPaths[number], state)) }
            }
            graph.routes = LocalGraph.Routes(graph, starts: fromLaunch)
            graph.segmentRoutes = LocalGraph.Routes(graph, starts: afterAnother)
        }
    }

    /// The shortest path from launch to `state` of `graph` with the other groups as at the entry.
    func route(to state: Int, of graph: LocalGraph) -> [Input] {
        graph.routes.path(to: state) ?? entryPath + graph.path(to: state)
    }

    /// Reports each group's findings again on its ``LocalGraph/routes``, where they are shorter.
    func reportRoutedFindings(_ graphs: [LocalGraph]) {
        for graph in graphs {
            for (problems, state, input) in graph.findings {
                let own = entryPath + graph.path(to: state) + (input.map { [$0] } ?? [])
                report(problems, path: route(to: state, of: graph) + (input.map { [$0] } ?? []), own: own)
            }
        }
    }

    /// Judges again, on a replay from launch, the group states whose child coordinators were
    /// undecided only because another group's tab was not filled yet (a lazy tab, empty at the
    /// entry): with each such group moved, after them, to its nearest state with its tabs filled,
    /// as the product search judges them once that tab has been selected. A group's own checks
    /// see the other groups only at the entry, so without this a stale child in one group and a
    /// lazy tab in another pass. The shallowest few states of each group are judged.
    func judgeOwnershipLeftToOtherTabs(_ graphs: [LocalGraph], entry: Snapshot) {
        let selected = entry.selectedTab ?? 0
        // Each group with a tab empty at the entry, and its nearest state with every tab filled.
        var fillers: [(position: Int, state: Int)] = []
        for (position, graph) in graphs.enumerated()
        where graph.tabs.contains(where: { entry.stacks.indices.contains($0) && entry.stacks[$0].screens.isEmpty }) {
            let filled = graph.keys.indices.filter { state in
                graph.tabs.allSatisfy { !graph.keys[state].snapshot.stacks[$0].screens.isEmpty }
            }
            if let nearest = filled.min(by: { (graph.depths[$0], $0) < (graph.depths[$1], $1) }) {
                fillers.append((position, nearest))
            }
        }
        guard !fillers.isEmpty else { return }
        for (position, graph) in graphs.enumerated() {
            let states = graph.ownershipLeftToOtherTabs.sorted { (graph.depths[$0], $0) < (graph.depths[$1], $1) }
            for state in states.prefix(Self.candidatesKept) {
                var path = entryPath + graph.path(to: state)
                var previous = (position: position, state: state)
                for filler in fillers where filler.position != position {
                    path += segment(to: filler.state, of: filler.position, graphs, after: previous, selected: selected)
                    previous = filler
                }
                let replayed = replay(path)
                report(checks.state(replayed.snapshot, keyed: StateKey.snapshot(of: replayed)), path: path)
            }
        }
    }

    /// Reports `problems` at `path`, a route that takes a link or a later entry, where it is
    /// shorter than what is known: once a replay from launch confirms it, else at `own`, the
    /// group's own path.
    func report(_ problems: [(Invariant, String, Expectation?)], path: [Input], own: [Input]) {
        guard path.count < own.count else { return report(problems, path: own) }
        for problem in problems {
            guard admits(problem.0.name, pathLength: path.count) else { continue }
            let candidate = Violation(invariant: problem.0, message: problem.1, path: path, expectation: problem.2)
            let confirmed = Search(explorer).replayedProblem(of: candidate) != nil
            report([problem], path: confirmed ? path : own)
        }
    }

    /// One group's part of a combination's path, after `previous` (a group and the state it was
    /// moved to) was moved: a link sent from that state into the group where the group's shortest
    /// way starts with one the search recorded from there, else the group's own path (selecting
    /// its tab first).
    func segment(to state: Int, of position: Int, _ graphs: [LocalGraph], after previous: (position: Int, state: Int),
                 selected: Int) -> [Input] {
        let graph = graphs[position]
        let own = (graph.startsAtEntry ? [.tab(selected + 1)] : []) + graph.path(to: state)
        guard let path = graph.segmentRoutes.path(to: state), path.count < own.count,
              let (start, reached) = graph.segmentRoutes.origin(of: state),
              case .open = graph.segmentRoutes.starts[start].first else { return own }
        let link = graph.segmentRoutes.starts[start][0]
        let sender = graphs[previous.position]
        let recorded = sender.crossings.contains { crossing in
            crossing.from == previous.state && crossing.input == link && crossing.resolved?.group == position
                && crossing.resolved?.state == reached && crossing.resolved?.part == sender.partOf[previous.state]
        }
        return recorded ? path : own
    }

    /// The shortest path from launch to the composed state with `state` of group `foreground`
    /// selected and each other group at its background part: each group moved in turn to the
    /// nearest state showing its part, the foreground's last. The first takes its shortest way
    /// from launch (``LocalGraph/routes``); each one after, its segment (``segment(to:of:_:after:selected:)``).
    /// Every group moved may go first; the shortest is kept.
    /// Also returns the path with each group's own path only, moved in the entry's group first.
    func combinationPath(_ graphs: [LocalGraph], foreground: Int, state: Int, backgrounds: [Int: Int],
                         entry: Snapshot) -> (path: [Input], own: [Input]) {
        let selected = entry.selectedTab ?? 0
        var moved: [(position: Int, state: Int)] = []
        for position in backgrounds.keys.sorted() {
            let graph = graphs[position]
            let part = backgrounds[position]!
            guard part != graph.untouchedPart, let representative = graph.representative[part] else { continue }
            // The entry's group at its entry state needs no path either.
            if graph.startsAtEntry, representative == 0 { continue }
            moved.append((position, representative))
        }
        // Each group's own path, the entry's group first: what the search reported before routes.
        moved.sort { (graphs[$0.position].startsAtEntry ? 0 : 1, $0.position) < (graphs[$1.position].startsAtEntry ? 0 : 1, $1.position) }
        var own = entryPath
        for (index, segment) in (moved + [(foreground, state)]).enumerated() {
            let graph = graphs[segment.position]
            if graph.startsAtEntry, index > 0 { own.append(.tab(selected + 1)) }
            own += graph.path(to: segment.state)
        }
        let firsts = moved.isEmpty ? [(foreground, state)] : moved
        var best: [Input]?
        for first in firsts {
            var path = route(to: first.state, of: graphs[first.position])
            var previous = first
            for next in moved.filter({ $0.position != first.position }) + (moved.isEmpty ? [] : [(foreground, state)]) {
                path += segment(to: next.state, of: next.position, graphs, after: previous, selected: selected)
                previous = next
            }
            if best.map({ path.count < $0.count }) ?? true { best = path }
        }
        return (best ?? own, own)
    }
}
