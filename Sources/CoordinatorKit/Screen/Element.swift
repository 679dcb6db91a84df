/// One piece of a screen's content, described as a value so any renderer can draw it.
public struct Element: Hashable, Codable, Sendable {
    /// What the element is, with the content of each kind.
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
        /// An on/off switch labelled `label`, as `UISwitch`; the user toggles it.
        case `switch`(label: String, isOn: Bool)

        /// `{"text": {"text": "Total", "emphasis": "body"}}` in JSON: the unlabeled text would
        /// otherwise be written `_0`.
        enum TextCodingKeys: String, CodingKey {
            case _0 = "text"
            case emphasis
        }
    }

    /// How a text element is styled: `body` plain, `heading` bold, `error` and `success` in the
    /// terminal theme's error and success styles.
    public enum Emphasis: String, Hashable, Codable, Sendable {
        /// Plain body text, a heading, an error, or a success message.
        case body, heading, error, success
    }

    /// Stable within its screen; actions name elements by it.
    public var id: String
    /// What the element is and shows.
    public var kind: Kind

    /// An element of `kind`, named `id` in its screen; the static makers below read shorter.
    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// A static text, body text unless `emphasis` says otherwise.
    public static func text(_ id: String, _ text: String, _ emphasis: Emphasis = .body) -> Element {
        Element(id: id, kind: .text(text, emphasis: emphasis))
    }

    /// A button labelled `label`; `shortcut` is the letter, shown as `[c]`, whose key presses it.
    public static func button(_ id: String, _ label: String, shortcut: Character? = nil) -> Element {
        Element(id: id, kind: .button(label: label, shortcut: shortcut.map(String.init)))
    }

    /// A segmented control of `options`, with the one at index `selected` (0-based) chosen.
    public static func segmented(_ id: String, _ options: [String], selected: Int) -> Element {
        Element(id: id, kind: .segmented(options: options, selected: selected))
    }

    /// A one-line text field labelled `label`, holding `value`; `placeholder` shows while it is empty.
    public static func textField(_ id: String, _ label: String, value: String, placeholder: String = "") -> Element {
        Element(id: id, kind: .textField(label: label, value: value, placeholder: placeholder))
    }

    /// A list of `items`, with the row at index `selected` (0-based) selected.
    public static func list(_ id: String, _ items: [String], selected: Int) -> Element {
        Element(id: id, kind: .list(items: items, selected: selected))
    }

    /// An on/off switch labelled `label`, on when `isOn`; a tap or Enter toggles it and the screen
    /// receives ``ElementAction/setOn(element:isOn:)``.
    public static func `switch`(_ id: String, _ label: String, isOn: Bool) -> Element {
        Element(id: id, kind: .switch(label: label, isOn: isOn))
    }

    /// Whether focus can rest on this element.
    public var isFocusable: Bool {
        if case .text = kind { return false }
        return true
    }

    /// The text a person would use to name this element, as in "tap Check out".
    public var label: String? {
        switch kind {
        case let .button(label, _), let .textField(label, _, _), let .switch(label, _): return label
        case .text, .segmented, .list: return nil
        }
    }

    /// A button's shortcut key; nil for other kinds and for a button without one.
    public var shortcut: Character? {
        if case let .button(_, shortcut) = kind { return shortcut?.first }
        return nil
    }
}

/// What a person can do to an element; screens receive these in ``ViewController/handle(_:)``.
public enum ElementAction: Hashable, Codable, Sendable {
    /// The user pressed the button (or the list's selected row) named `element`.
    case activate(element: String)
    /// The user chose option or row `index` (0-based) of the segmented control or list `element`.
    case select(element: String, index: Int)
    /// The user edited the text field `element`; `text` is its whole new value.
    case setText(element: String, text: String)
    /// The user toggled the switch `element`; `isOn` is its new value, as `UISwitch.isOn` in its
    /// `valueChanged` action.
    case setOn(element: String, isOn: Bool)
}
