/// Every label a control of the app can show, as the app promises it: the texts of the config's
/// labels (any language, each `{placeholder}` filled with anything), and labels its code gives.
///
/// A journey taps by label, and labels change with the state, so no one state lists them; but a
/// label outside this set can be on no screen at all, which makes a `tap` of it a typo. An app
/// whose controls show other text (titles from its data, numbered buttons) lists it in ``others``,
/// or declares no `ControlLabels`: then taps are checked only as a journey runs.
///
/// ```swift
/// AppConfiguration(name: "shop", labelKeys: ..., controlLabels: .configLabels)
/// ```
public struct ControlLabels: Hashable, Sendable {
    /// Whether controls show the config's label texts.
    public var usesConfigLabels: Bool
    /// The labels the app's code gives controls besides, exactly as shown.
    public var others: [String]

    /// Controls labelled with the config's texts (when `usesConfigLabels`) and `others`.
    public init(usesConfigLabels: Bool = true, others: [String] = []) {
        self.usesConfigLabels = usesConfigLabels
        self.others = others
    }

    /// Every control's label is one of the config's label texts.
    public static let configLabels = ControlLabels()

    /// Whether a control can show `label`, given the config's texts by language and label key
    /// (`nil` when the config gives none: each label then shows its key, as ``Labels`` does).
    package func allows(_ label: String, texts: [String: [String: String]]?, keys: [String]) -> Bool {
        if others.contains(label) { return true }
        guard usesConfigLabels else { return false }
        return templates(texts: texts, keys: keys).contains { Self.matches(label, template: $0) }
    }

    /// The label texts a control can show (with their `{placeholders}`), sorted and without
    /// repeats: the config's in every language, each key the config gives no English text for
    /// (shown as itself), and ``others``. With `english`, only the English texts of the config's.
    package func templates(texts: [String: [String: String]]?, keys: [String], english: Bool = false) -> [String] {
        var all = Set(others)
        guard usesConfigLabels else { return all.sorted() }
        let englishTexts = texts?[Language.en.rawValue] ?? [:]
        all.formUnion(keys.filter { englishTexts[$0] == nil })
        for (language, byKey) in texts ?? [:] where !english || language == Language.en.rawValue {
            all.formUnion(byKey.values)
        }
        return all.sorted()
    }

    /// Whether `label` is `template` with each `{name}` filled by some text (maybe empty).
    package static func matches(_ label: String, template: String) -> Bool {
        guard template.contains("{") else { return label == template }
        // The literal parts between placeholders, which must appear in order.
        var parts: [Substring] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            parts.append(rest[..<open])
            rest = rest[rest.index(after: close)...]
        }
        parts.append(rest)
        guard label.hasPrefix(parts[0]) else { return false }
        var remaining = label.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = remaining.firstRange(of: part) else { return false }
            remaining = remaining[found.upperBound...]
        }
        let last = parts[parts.count - 1]
        return parts.count == 1 ? remaining.isEmpty : remaining.hasSuffix(last)
    }
}
