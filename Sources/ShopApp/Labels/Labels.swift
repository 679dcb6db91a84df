import Foundation

/// The texts of one language, with English as the fallback for keys a language leaves out.
/// `{name}` placeholders are filled from the arguments.
public struct Labels: Sendable, Hashable {
    private let texts: [LabelKey: String]

    public init(texts: [LabelKey: String], fallback: [LabelKey: String] = [:]) {
        self.texts = fallback.merging(texts) { _, chosen in chosen }
    }

    public func callAsFunction(_ key: LabelKey, _ arguments: [String: String] = [:]) -> String {
        var text = texts[key] ?? key.rawValue
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    public func product(_ product: Product) -> String { self(product.labelKey) }
}
