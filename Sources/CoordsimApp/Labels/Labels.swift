/// The texts of one language, by label key, with English as the fallback for keys a language
/// leaves out. `{name}` placeholders are filled from the arguments.
public struct Labels: Sendable, Hashable {
    private let texts: [String: String]

    /// The labels `texts`, with `fallback` (English) for the keys it leaves out.
    public init(texts: [String: String], fallback: [String: String] = [:]) {
        self.texts = fallback.merging(texts) { _, chosen in chosen }
    }

    /// The text of `key` with its placeholders filled; the key itself when no text is given.
    public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        let text = texts[key] ?? key
        return arguments.isEmpty ? text : Self.fill(text, arguments)
    }

    /// The `{name}` placeholders of `template`, in order, as `fill(_:_:)` finds them.
    public static func placeholders(in template: String) -> [String] {
        let utf8 = template.utf8
        var names: [String] = []
        var start = utf8.startIndex
        while let open = utf8[start...].firstIndex(of: UInt8(ascii: "{")),
              let close = utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            names.append(String(template[utf8.index(after: open)..<close]))
            start = utf8.index(after: close)
        }
        return names
    }

    /// Replaces each `{name}` with its argument in one pass; unknown names stay as written.
    /// It searches UTF-8 bytes: `{` and `}` are ASCII, and walking Characters costs more than a step.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        let utf8 = template.utf8
        var result = ""
        var start = utf8.startIndex
        while let open = utf8[start...].firstIndex(of: UInt8(ascii: "{")),
              let close = utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            result += template[start..<open]
            let name = String(template[utf8.index(after: open)..<close])
            result += arguments[name] ?? String(template[open...close])
            start = utf8.index(after: close)
        }
        return result + template[start...]
    }
}
