import ShopApp

extension FlowGraph {
    /// A Mermaid flowchart: the screens and their transitions, then the coordinator tree.
    public var mermaid: String {
        var lines = ["flowchart LR", "  subgraph screens [\"Screens (variant \(variant))\"]"]
        for screen in screens { lines.append("    \(Self.id("s", screen))[\"\(Self.escape(screen))\"]") }
        for edge in edges {
            lines.append("    \(Self.id("s", edge.from)) -->|\"\(Self.escape(edge.label))\"| \(Self.id("s", edge.to))")
        }
        lines += ["  end", "  subgraph coordinators [\"Coordinator tree\"]"]
        for coordinator in coordinators { lines.append("    \(Self.id("c", coordinator))[\"\(coordinator)\"]") }
        for edge in tree { lines.append("    \(Self.id("c", edge.parent)) --> \(Self.id("c", edge.child))") }
        lines.append("  end")
        return lines.joined(separator: "\n")
    }

    /// A node id Mermaid and Graphviz accept: letters, digits and underscores.
    static func id(_ prefix: String, _ name: String) -> String {
        prefix + "_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func escape(_ text: String) -> String {
        text.replacingScalars { $0 == "\"" ? "#quot;" : nil }
    }
}
