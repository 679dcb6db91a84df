import CoordinatorKit
import CoordsimApp
import Experiments
import Exploration
import Journeys
import Simulation

/// The states synthetic users walk through on one variant, learned as they walk: each state's
/// inputs in the users' ``Alphabet`` and, once someone has tried one, where it leads and whether
/// it records the goal's outcome.
///
/// The Simulation is deterministic, so an input from a state always leads to the same state:
/// the graph runs it once and every later user follows the recorded edge without simulating.
/// A state is found again by its key, as ``StateKey/walked(_:byKeys:)`` defines it (with the
/// focused field while editing for keys, structural alone for tasks). A state is rebuilt by replaying the inputs that first reached it from a fresh
/// Simulation, as the explorer does.
///
/// It also answers what goal-directed users ask: the inputs that start a shortest path to the
/// goal from a state (``plan(from:seen:)``), found by a breadth-first search over the same edges.
final class WalkGraph {
    /// What one input of a user is.
    enum Alphabet {
        /// One key, tap or typed text: ``RandomWalker/actions(for:sampleText:)``. Typing appends,
        /// so the states are endless; uniform users walk here.
        case keys
        /// One thing a person sets out to do: tap a control, fill a field with the app's valid or
        /// invalid sample text, a tab, or back where it is offered: the explorer's ``Input``s.
        /// A field is then empty, valid or invalid, so the states are finite and shortest paths
        /// short; goal-directed users walk here.
        case tasks
    }

    struct Edge {
        var target: Int
        /// The input recorded an outcome that satisfies the goal's outcome part.
        var recordsGoalOutcome: Bool
    }

    struct Node {
        /// The active screen's identifier.
        var screen: String?
        /// The goal has no screen part, or this is its screen.
        var isGoalScreen: Bool
        /// Each input's events: one for keys; a fill is a tap, backspaces and the text.
        var actions: [[Event]]
        var edges: [Edge?]
        /// The state and input that first reached this one; -1 for the launch state.
        var parent: Int
        var parentAction: Int
        /// The inputs on the path through `parent`: the shortest way to this state found so far.
        var depth: Int
    }

    /// The first inputs of the shortest paths to the goal from a state, and their length.
    struct Plan {
        var distance: Int
        var actions: [Int]
    }

    let app: AppVariant
    let goal: Goal
    let alphabet: Alphabet
    private(set) var nodes: [Node] = []
    private var index: [StateKey: Int] = [:]
    /// The launch recorded an outcome that satisfies the goal's outcome part.
    private(set) var launchRecordsGoalOutcome = false
    /// Plans by state and whether the goal's outcome was already recorded (`node * 2 + seen`);
    /// a nil plan means no path within ``horizon``.
    private var plans: [Int: Plan?] = [:]
    /// The longest path a plan looks for.
    let horizon: Int
    /// The most states one plan's search visits before it gives up.
    let searchLimit: Int
    /// The most states the graph holds; beyond them a walk goes on on its own Simulation, and
    /// memory stays bounded.
    let nodeLimit: Int

    /// Key-by-key walkers type, so their states never end and few repeat far from launch: a small
    /// graph keeps the shared states near launch, and the rest is cheaper to simulate than to
    /// hash and store (measured on the shop: 5,000 states beat 30,000 and unbounded).
    /// Task states are finite and goal-directed users' plans search them, so they get more room.
    static func defaultNodeLimit(_ alphabet: Alphabet) -> Int {
        alphabet == .keys ? 5_000 : 50_000
    }
    private let sampleText: (String) -> SampleText
    /// ``inputKey(_:)`` of each input of a state, for paired users' coupled choices, made on first use.
    private var inputKeys: [Int: [UInt64]] = [:]
    /// Work done, for benchmarks: Simulations started and events sent.
    private(set) var simulationsStarted = 0
    private(set) var eventsSent = 0

    init(app: AppVariant, goal: Goal, alphabet: Alphabet, horizon: Int = 10, searchLimit: Int = 2_000,
         nodeLimit: Int? = nil) {
        self.nodeLimit = nodeLimit ?? Self.defaultNodeLimit(alphabet)
        self.app = app
        self.goal = goal
        self.alphabet = alphabet
        self.horizon = horizon
        self.searchLimit = searchLimit
        let configuration = app.app.configuration
        sampleText = { configuration.sampleText(for: $0) }
        let simulation = Simulation(app)
        simulationsStarted += 1
        launchRecordsGoalOutcome = records(simulation.launchEvents)
        _ = node(for: simulation.snapshot, parent: -1, action: 0)
        precondition(!nodes.isEmpty, "A WalkGraph needs room for its launch state.")
    }

    /// The launch state.
    var launch: Int { 0 }

    /// Whether the goal holds on arriving at `node`, given whether its outcome was recorded.
    func isGoal(_ node: Int, seen: Bool) -> Bool {
        (goal.outcome == nil || seen) && nodes[node].isGoalScreen && (goal.outcome != nil || goal.screen != nil)
    }

    /// What an input did: an edge of the graph, or a state beyond it (the graph is full).
    enum Step {
        case edge(Edge)
        /// `live` shows the new state; whether the input recorded the goal's outcome.
        case beyond(recordsGoalOutcome: Bool)
    }

    /// Where `action` leads from `node`, simulating it the first time. `live` is a Simulation
    /// that shows `node`, or nil; it is used (or made) for an input not yet tried, and on
    /// return shows the target, or is nil when the edge was already known.
    func step(from node: Int, action: Int, live: inout Simulation?) -> Step {
        if let known = nodes[node].edges[action] {
            live = nil
            return .edge(known)
        }
        let simulation = live ?? rebuild(node)
        live = simulation
        var recorded = false
        for event in nodes[node].actions[action] {
            recorded = records(simulation.send(event).events) || recorded
        }
        eventsSent += nodes[node].actions[action].count
        guard let target = self.node(for: simulation.snapshot, parent: node, action: action) else {
            return .beyond(recordsGoalOutcome: recorded)
        }
        let edge = Edge(target: target, recordsGoalOutcome: recorded)
        nodes[node].edges[action] = edge
        return .edge(edge)
    }

    /// The inputs of the state `snapshot` shows, in the graph's alphabet.
    func actions(for snapshot: Snapshot) -> [[Event]] {
        switch alphabet {
        case .keys:
            return RandomWalker.actions(for: snapshot, sampleText: sampleText).map { [$0] }
        case .tasks:
            let offersBack = snapshot.affordances.contains(.back)
            return Input.alphabet(of: snapshot, sampleText: sampleText)
                .filter { input in
                    // Synthetic users neither abandon swipes nor long-press back.
                    if case .backMenu = input { return false }
                    return input != .cancelledSwipeBack && (input != .back || offersBack)
                }
                .map(\.events)
        }
    }

    /// The keys of `node`'s inputs (see ``inputKey(_:)``).
    func inputKeys(of node: Int) -> [UInt64] {
        if let known = inputKeys[node] { return known }
        let keys = nodes[node].actions.map(Self.inputKey)
        inputKeys[node] = keys
        return keys
    }

    /// What makes an input the same input on two variants' screens: its events as text (a tap on
    /// "Buy subscription", tab 2, back), hashed.
    static func inputKey(_ events: [Event]) -> UInt64 {
        let text = events.map { String(describing: $0) }.joined(separator: ",")
        return UInt64(FNV1a.hash32(text)) << 32 | UInt64(FNV1a.hash32(text + "#"))
    }

    /// Whether the goal holds on `snapshot`, given whether its outcome was recorded.
    func isGoal(_ snapshot: Snapshot, seen: Bool) -> Bool {
        (goal.outcome == nil || seen) && (goal.screen == nil || snapshot.active?.identifier == goal.screen)
            && (goal.outcome != nil || goal.screen != nil)
    }

    /// Whether `events` record an outcome that satisfies the goal's outcome part.
    func records(_ events: [JournalEvent]) -> Bool {
        guard goal.outcome != nil else { return false }
        for case let .outcome(name, value) in events where goal.matches(Outcome(name: name, value: value)) { return true }
        return false
    }

    /// The screens of every state seen so far.
    var screens: Set<String> { Set(nodes.compactMap(\.screen)) }

    /// The screens of every state within `depth` inputs of launch, trying every input on the way
    /// (the explorer's default depth reaches every screen of the seed app).
    func screens(within depth: Int) -> Set<String> {
        var seen: Set<Int> = [launch]
        var frontier = [launch]
        for _ in 0..<depth {
            var next: [Int] = []
            for node in frontier {
                expand(node)
                for edge in nodes[node].edges.compactMap({ $0 }) where seen.insert(edge.target).inserted {
                    next.append(edge.target)
                }
            }
            frontier = next
        }
        return Set(seen.compactMap { nodes[$0].screen })
    }

    // MARK: Shortest paths

    /// The first inputs of every shortest path to the goal from `node` (the goal's outcome
    /// already recorded when `seen`), or nil when there is none within ``horizon`` inputs (or
    /// the search met ``searchLimit`` states first). Memoized: a search stops at states whose
    /// plan is known and adds their distance.
    func plan(from start: Int, seen: Bool) -> Plan? {
        let startKey = start * 2 + (seen ? 1 : 0)
        if let known = plans[startKey] { return known }
        var best = Int.max
        var bestActions = Set<Int>()
        func consider(_ distance: Int, _ actions: Set<Int>) {
            if distance < best {
                best = distance
                bestActions = actions
            } else if distance == best {
                bestActions.formUnion(actions)
            }
        }
        // Per state key: the level it was reached at and the first inputs of the shortest paths to it.
        var level: [Int: Int] = [startKey: 0]
        var first: [Int: Set<Int>] = [:]
        var frontier = [startKey]
        var visited = 1
        var depth = 1
        while depth <= min(best, horizon), !frontier.isEmpty, visited <= searchLimit {
            var next: [Int] = []
            for key in frontier {
                let node = key / 2
                let seenHere = key % 2 == 1
                expand(node)
                for action in nodes[node].actions.indices {
                    guard let edge = nodes[node].edges[action] else { continue }
                    let seenThere = seenHere || edge.recordsGoalOutcome
                    let actions: Set<Int> = depth == 1 ? [action] : first[key] ?? []
                    if isGoal(edge.target, seen: seenThere) {
                        consider(depth, actions)
                        continue
                    }
                    let targetKey = edge.target * 2 + (seenThere ? 1 : 0)
                    if targetKey != startKey, let known = plans[targetKey] {
                        if let known { consider(depth + known.distance, actions) }
                        continue
                    }
                    if let reached = level[targetKey] {
                        if reached == depth { first[targetKey, default: []].formUnion(actions) }
                        continue
                    }
                    level[targetKey] = depth
                    first[targetKey] = actions
                    next.append(targetKey)
                    visited += 1
                }
            }
            frontier = next
            depth += 1
        }
        let plan = best <= horizon ? Plan(distance: best, actions: bestActions.sorted()) : nil
        plans[startKey] = plan
        return plan
    }

    /// Tries every input of `node` not tried yet (inputs leading beyond a full graph stay untried).
    private func expand(_ node: Int) {
        var simulation: Simulation?
        for action in nodes[node].actions.indices where nodes[node].edges[action] == nil {
            var live = simulation
            let step = step(from: node, action: action, live: &live)
            // The Simulation still shows `node` after a self-loop; otherwise the next input needs a fresh one.
            if case let .edge(edge) = step, edge.target == node { simulation = live } else { simulation = nil }
        }
    }

    // MARK: States

    /// The state `snapshot` shows, found or added; nil when it is new and the graph holds ``nodeLimit`` states.
    private func node(for snapshot: Snapshot, parent: Int, action: Int) -> Int? {
        let key = StateKey.walked(snapshot, byKeys: alphabet == .keys)
        let depth = parent < 0 ? 0 : nodes[parent].depth + 1
        if let known = index[key] {
            // Rebuilding replays the path through the parent: keep the shortest one.
            if depth < nodes[known].depth {
                nodes[known].parent = parent
                nodes[known].parentAction = action
                nodes[known].depth = depth
            }
            return known
        }
        guard nodes.count < nodeLimit else { return nil }
        let screen = snapshot.active?.identifier
        let actions = actions(for: snapshot)
        nodes.append(Node(screen: screen, isGoalScreen: goal.screen == nil || screen == goal.screen, actions: actions,
                          edges: Array(repeating: nil, count: actions.count), parent: parent, parentAction: action,
                          depth: depth))
        index[key] = nodes.count - 1
        return nodes.count - 1
    }

    /// A Simulation that shows `node`: the inputs that first reached it, replayed from launch.
    private func rebuild(_ node: Int) -> Simulation {
        var path: [[Event]] = []
        var current = node
        while nodes[current].parent >= 0 {
            path.append(nodes[nodes[current].parent].actions[nodes[current].parentAction])
            current = nodes[current].parent
        }
        let simulation = Simulation(app)
        simulationsStarted += 1
        for events in path.reversed() {
            for event in events { simulation.send(event) }
            eventsSent += events.count
        }
        return simulation
    }

}
