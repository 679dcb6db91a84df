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

    private static func quote(_ text: String) -> String {
        text.replacingScalars { $0 == "\\" || $0 == "\"" ? "\\\($0)" : nil }
    }
}
