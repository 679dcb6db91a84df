import CoordsimApp

extension FlowGraph {
    /// A Graphviz digraph with two clusters: the screens and the coordinator tree.
    public var dot: String {
        var lines = ["digraph coordsim {", "  rankdir=LR;",
                     "  subgraph cluster_screens {", "    label=\"Screens (variant \(Self.quote(variant)))\";"]
        for screen in screens { lines.append("    \(Self.id("s", screen)) [label=\"\(Self.quote(screen))\"];") }
        for edge in edges {
            lines.append("    \(Self.id("s", edge.from)) -> \(Self.id("s", edge.to)) [label=\"\(Self.quote(edge.label))\"];")
        }
        lines += ["  }", "  subgraph cluster_coordinators {", "    label=\"Coordinator tree\";", "    node [shape=box];"]
        for coordinator in coordinators { lines.append("    \(Self.id("c", coordinator)) [label=\"\(Self.quote(coordinator))\"];") }
        for edge in tree { lines.append("    \(Self.id("c", edge.parent)) -> \(Self.id("c", edge.child));") }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n")
    }

    /// Two variants in one Graphviz digraph: what both have in grey, what only `a` has in red
    /// (dashed), what only `b` has in blue (bold), each labelled with its variant.
    public static func diffDot(_ a: FlowGraph, _ b: FlowGraph) -> String {
        let onlyA = "color=red, fontcolor=red, style=dashed", onlyB = "color=blue, fontcolor=blue, style=bold"
        let both = "color=gray40, fontcolor=gray40"
        func union<T: Hashable>(_ x: [T], _ y: [T]) -> [T] { x + y.filter { !x.contains($0) } }
        func style<T: Hashable>(_ item: T, in x: Set<T>, _ y: Set<T>) -> (String, String) {
            if x.contains(item) && y.contains(item) { return (both, "") }
            return x.contains(item) ? (onlyA, "only \(quote(a.variant)): ") : (onlyB, "only \(quote(b.variant)): ")
        }
        let title = "\(quote(a.variant)) (red, dashed) against \(quote(b.variant)) (blue, bold); grey: both"
        var lines = ["digraph coordsim_diff {", "  rankdir=LR;", "  label=\"\(title)\";",
                     "  subgraph cluster_screens {", "    label=\"Screens\";"]
        let screensA = Set(a.screens), screensB = Set(b.screens)
        for screen in union(a.screens, b.screens) {
            let (attributes, _) = style(screen, in: screensA, screensB)
            lines.append("    \(id("s", screen)) [label=\"\(quote(screen))\", \(attributes)];")
        }
        let edgesA = Set(a.edges), edgesB = Set(b.edges)
        for edge in union(a.edges, b.edges).sorted() {
            let (attributes, prefix) = style(edge, in: edgesA, edgesB)
            lines.append("    \(id("s", edge.from)) -> \(id("s", edge.to)) [label=\"\(prefix)\(quote(edge.label))\", \(attributes)];")
        }
        lines += ["  }", "  subgraph cluster_coordinators {", "    label=\"Coordinator tree\";", "    node [shape=box];"]
        let coordinatorsA = Set(a.coordinators), coordinatorsB = Set(b.coordinators)
        for coordinator in union(a.coordinators, b.coordinators) {
            let (attributes, _) = style(coordinator, in: coordinatorsA, coordinatorsB)
            lines.append("    \(id("c", coordinator)) [label=\"\(quote(coordinator))\", \(attributes)];")
        }
        let treeA = Set(a.tree), treeB = Set(b.tree)
        for edge in union(a.tree, b.tree).sorted() {
            let (attributes, _) = style(edge, in: treeA, treeB)
            lines.append("    \(id("c", edge.parent)) -> \(id("c", edge.child)) [\(attributes)];")
        }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n")
    }

    private static func quote(_ text: String) -> String {
        text.replacingScalars { $0 == "\\" || $0 == "\"" ? "\\\($0)" : nil }
    }
}
