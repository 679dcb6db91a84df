import CoordinatorKit

/// The reachable screen graph and the coordinator tree of one variant, from an exploration.
///
/// A screen node is the active screen's identifier, qualified by where it is shown: the tab's
/// title (`Shop/Checkout`, `Orders/Checkout`), `sheet/` in a modal, and bare at a non-tab root. An edge is
/// labelled by the input and by the coordinators it added or removed, e.g.
/// `tap Check out [+CheckoutCoordinator]`. Inputs that leave the same screen active and
/// change no coordinator (typing, choosing a segment, a cancelled swipe-back) are not drawn, and
/// switching to another tab is drawn only when asked for (it joins every screen to every tab).
public struct FlowGraph: Hashable, Sendable {
    /// An input drawn from one screen node to another.
    public struct Edge: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The screen node the input was sent on.
        public var from: String
        /// The screen node active after it.
        public var to: String
        /// The input and the coordinators it added or removed, e.g. `tap Check out [+CheckoutCoordinator]`.
        public var label: String

        package init(from: String, to: String, label: String) {
            self.from = from
            self.to = to
            self.label = label
        }

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.label) < (rhs.from, rhs.to, rhs.label)
        }

        public var description: String { "\(from) --\(label)--> \(to)" }
    }

    /// A parent coordinator type and a child type it had in some state.
    public struct TreeEdge: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The parent coordinator's type name.
        public var parent: String
        /// The child coordinator's type name.
        public var child: String

        public static func < (lhs: TreeEdge, rhs: TreeEdge) -> Bool {
            (lhs.parent, lhs.child) < (rhs.parent, rhs.child)
        }

        public var description: String { "\(parent) -> \(child)" }
    }

    /// The variant explored.
    public var variant: String
    /// Screen nodes in the order first reached.
    public var screens: [String]
    /// The drawn edges, sorted, each once.
    public var edges: [Edge]
    /// Coordinator types in the order first seen.
    public var coordinators: [String]
    /// Every parent-child pair of coordinator types seen in any state, sorted.
    public var tree: [TreeEdge]

    /// The graph of `result`'s states and transitions. `includeTabSwitches` also draws the inputs
    /// that switch to another tab, left out by default because they join every screen to every tab.
    public init(_ result: ExplorationResult, includeTabSwitches: Bool = false) {
        variant = result.variant
        var screens: [String] = []
        var edges = Set<Edge>()
        var coordinators: [String] = []
        var tree = Set<TreeEdge>()
        func node(_ snapshot: Snapshot) -> String? {
            guard let active = snapshot.active else { return nil }
            if active.isModal { return (snapshot.presentation?.style.coversScreen == true ? "full screen/" : "sheet/") + active.identifier }
            guard snapshot.rootKind == .tabBar, let stack = snapshot.visibleStack else { return active.identifier }
            return "\(stack.tabTitle ?? "tab \((snapshot.selectedTab ?? 0) + 1)")/\(active.identifier)"
        }
        for state in result.states {
            if let name = node(state.snapshot), !screens.contains(name) { screens.append(name) }
            func walk(_ node: CoordinatorNode) {
                if !coordinators.contains(node.ref.type) { coordinators.append(node.ref.type) }
                for child in node.children {
                    tree.insert(TreeEdge(parent: node.ref.type, child: child.ref.type))
                    walk(child)
                }
            }
            state.snapshot.coordinators.map(walk)
        }
        for transition in result.transitions {
            guard let from = node(result.states[transition.from].snapshot),
                  let to = node(result.states[transition.to].snapshot),
                  from != to || !transition.effects.isEmpty else { continue }
            let before = result.states[transition.from].snapshot
            if case let .tab(number) = transition.input, !includeTabSwitches, before.selectedTab != number - 1 {
                continue
            }
            let label = transition.input.graphLabel
                + (transition.effects.isEmpty ? "" : " [\(transition.effects.joined(separator: " "))]")
            edges.insert(Edge(from: from, to: to, label: label))
        }
        self.screens = screens
        self.edges = edges.sorted()
        self.coordinators = coordinators
        self.tree = tree.sorted()
    }

    /// What one variant's graph has and the other's doesn't.
    public static func diff(_ a: FlowGraph, _ b: FlowGraph) -> FlowGraphDiff {
        let edgesA = Set(a.edges), edgesB = Set(b.edges)
        let treeA = Set(a.tree), treeB = Set(b.tree)
        return FlowGraphDiff(a: a.variant, b: b.variant,
                             onlyA: a.edges.filter { !edgesB.contains($0) }, onlyB: b.edges.filter { !edgesA.contains($0) },
                             treeOnlyA: a.tree.filter { !treeB.contains($0) }, treeOnlyB: b.tree.filter { !treeA.contains($0) })
    }
}

/// The transitions and coordinator-tree edges only one of two variants has.
public struct FlowGraphDiff: Hashable, Sendable {
    /// The first variant's name.
    public var a: String
    /// The second variant's name.
    public var b: String
    /// Edges only ``a`` has, in its order.
    public var onlyA: [FlowGraph.Edge]
    /// Edges only ``b`` has, in its order.
    public var onlyB: [FlowGraph.Edge]
    /// Coordinator-tree edges only ``a`` has.
    public var treeOnlyA: [FlowGraph.TreeEdge]
    /// Coordinator-tree edges only ``b`` has.
    public var treeOnlyB: [FlowGraph.TreeEdge]

    /// True when the two graphs have the same edges and coordinator tree.
    public var isEmpty: Bool { onlyA.isEmpty && onlyB.isEmpty && treeOnlyA.isEmpty && treeOnlyB.isEmpty }

    /// The text `graph --diff A,B` prints.
    public var text: String {
        var lines = ["graph --diff \(a),\(b)"]
        func section(_ title: String, _ items: [String]) {
            lines.append("\(title) (\(items.count)):")
            lines += items.isEmpty ? ["  (none)"] : items.map { "  " + $0 }
        }
        section("transitions only in \(a)", onlyA.map(\.description))
        section("transitions only in \(b)", onlyB.map(\.description))
        section("coordinator tree edges only in \(a)", treeOnlyA.map(\.description))
        section("coordinator tree edges only in \(b)", treeOnlyB.map(\.description))
        return lines.joined(separator: "\n")
    }
}
