/// One piece of a screen's content, described as a value so any renderer can draw it.
public struct Element: Hashable, Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        /// Static text. `emphasis` renders as a heading or an error.
        case text(String, emphasis: Emphasis)
        /// A button; `shortcut` is the one letter shown as `[c] Check out`.
        case button(label: String, shortcut: String?)
        /// A segmented control such as `Computer | Bicycle`.
        case segmented(options: [String], selected: Int)
        /// A one-line text field.
        case textField(label: String, value: String, placeholder: String)
        /// A list with one selected row; activating it acts on that row.
        case list(items: [String], selected: Int)

        /// `{"text": {"text": "Total", "emphasis": "body"}}` in JSON: the unlabeled text would
        /// otherwise be written `_0`.
        enum TextCodingKeys: String, CodingKey {
            case _0 = "text"
            case emphasis
        }
    }

    public enum Emphasis: String, Hashable, Codable, Sendable {
        case body, heading, error, success
    }

    /// Stable within its screen; actions name elements by it.
    public var id: String
    public var kind: Kind

    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    public static func text(_ id: String, _ text: String, _ emphasis: Emphasis = .body) -> Element {
        Element(id: id, kind: .text(text, emphasis: emphasis))
    }

    public static func button(_ id: String, _ label: String, shortcut: Character? = nil) -> Element {
        Element(id: id, kind: .button(label: label, shortcut: shortcut.map(String.init)))
    }

    public static func segmented(_ id: String, _ options: [String], selected: Int) -> Element {
        Element(id: id, kind: .segmented(options: options, selected: selected))
    }

    public static func textField(_ id: String, _ label: String, value: String, placeholder: String = "") -> Element {
        Element(id: id, kind: .textField(label: label, value: value, placeholder: placeholder))
    }

    public static func list(_ id: String, _ items: [String], selected: Int) -> Element {
        Element(id: id, kind: .list(items: items, selected: selected))
    }

    /// Whether focus can rest on this element.
    public var isFocusable: Bool {
        if case .text = kind { return false }
        return true
    }

    /// The text a person would use to name this element, as in "tap Check out".
    public var label: String? {
        switch kind {
        case let .button(label, _), let .textField(label, _, _): return label
        case .text, .segmented, .list: return nil
        }
    }

    public var shortcut: Character? {
        if case let .button(_, shortcut) = kind { return shortcut?.first }
        return nil
    }
}

/// What a person can do to an element; screens receive these in ``Screen/handle(_:)``.
public enum ElementAction: Hashable, Codable, Sendable {
    case activate(element: String)
    case select(element: String, index: Int)
    case setText(element: String, text: String)
}
