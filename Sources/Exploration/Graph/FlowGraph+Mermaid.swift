import CoordsimApp

extension FlowGraph {
    /// A Mermaid flowchart: the screens and their transitions, then the coordinator tree.
    public var mermaid: String {
        var lines = ["flowchart LR", "  subgraph screens [\"Screens (variant \(Self.escape(variant)))\"]"]
        for screen in screens { lines.append("    \(Self.id("s", screen))[\"\(Self.escape(screen))\"]") }
        for edge in edges {
            lines.append("    \(Self.id("s", edge.from)) -->|\"\(Self.escape(edge.label))\"| \(Self.id("s", edge.to))")
        }
        lines += ["  end", "  subgraph coordinators [\"Coordinator tree\"]"]
        for coordinator in coordinators { lines.append("    \(Self.id("c", coordinator))[\"\(Self.escape(coordinator))\"]") }
        for edge in tree { lines.append("    \(Self.id("c", edge.parent)) --> \(Self.id("c", edge.child))") }
        lines.append("  end")
        return lines.joined(separator: "\n")
    }

    /// A node id Mermaid and Graphviz accept: ASCII letters, digits and underscores. Distinct names
    /// give distinct ids: `_` becomes `__` and any other byte of the UTF-8 `_xHH`, so `Shop/List`
    /// is `s_Shop_x2FList`, and `Shop List` and `Shop_List` no longer both become `s_Shop_List`.
    static func id(_ prefix: String, _ name: String) -> String {
        var id = prefix + "_"
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                id.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "_"):
                id += "__"
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                id += "_x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return id
    }

    /// Text inside a quoted Mermaid label: quotes, `#` (which starts an entity), `<` and `>`
    /// (HTML in labels) and control characters (a newline would end the statement) as entities.
    private static func escape(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "\"": return "#quot;"
            case "#", "<", ">": return "#\(scalar.value);"
            default: return scalar.value < 0x20 || scalar.value == 0x7F ? "#\(scalar.value);" : nil
            }
        }
    }
}
