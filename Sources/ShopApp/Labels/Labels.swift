/// The texts of one language, with English as the fallback for keys a language leaves out.
/// `{name}` placeholders are filled from the arguments.
public struct Labels: Sendable, Hashable {
    private let texts: [LabelKey: String]

    public init(texts: [LabelKey: String], fallback: [LabelKey: String] = [:]) {
        self.texts = fallback.merging(texts) { _, chosen in chosen }
    }

    public func callAsFunction(_ key: LabelKey, _ arguments: [String: String] = [:]) -> String {
        let text = texts[key] ?? key.rawValue
        return arguments.isEmpty ? text : Self.fill(text, arguments)
    }

    /// Replaces each `{name}` with its argument in one pass; unknown names stay as written.
    /// (The generic `replacing(_:with:)` costs more than a whole navigation step.)
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += arguments[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    public func product(_ product: Product) -> String { self(product.labelKey) }
}
