/// One element of a ``CoordinatedScreen`` together with what it does: a button carries its action,
/// a segmented control or list what a selection does, a text field what an edit does.
///
/// The id stays, for journeys and `activate(element:)` to address the control, but the action is
/// bound where the control is declared, so no second spelling of the id can miss it.
///
/// ```swift
/// override var controls: [Control] {
///     [.text("title", "Today"),
///      .button("open", "Open note", shortcut: "o") { self.coordinator?.openNote() }]
/// }
/// ```
public struct Control {
    /// What the screen shows for this control.
    let element: Element
    private let perform: (ElementAction) -> Void

    private init(_ element: Element, perform: @escaping (ElementAction) -> Void = { _ in }) {
        self.element = element
        self.perform = perform
    }

    /// Static text; it does nothing.
    public static func text(_ id: String, _ text: String, _ emphasis: Element.Emphasis = .body) -> Control {
        Control(.text(id, text, emphasis))
    }

    /// A button that runs `action` when activated.
    public static func button(_ id: String, _ label: String, shortcut: Character? = nil,
                              action: @escaping () -> Void) -> Control {
        Control(.button(id, label, shortcut: shortcut)) { if case .activate = $0 { action() } }
    }

    /// A segmented control that calls `onSelect` with the option the user picks.
    public static func segmented(_ id: String, _ options: [String], selected: Int,
                                 onSelect: @escaping (Int) -> Void) -> Control {
        Control(.segmented(id, options, selected: selected)) { if case let .select(_, index) = $0 { onSelect(index) } }
    }

    /// A one-line text field that calls `onChange` with each new value.
    public static func textField(_ id: String, _ label: String, value: String, placeholder: String = "",
                                 onChange: @escaping (String) -> Void) -> Control {
        Control(.textField(id, label, value: value, placeholder: placeholder)) {
            if case let .setText(_, text) = $0 { onChange(text) }
        }
    }

    /// An on/off switch (`UISwitch`) that calls `onChange` with its new value when the user toggles it.
    public static func `switch`(_ id: String, _ label: String, isOn: Bool, onChange: @escaping (Bool) -> Void) -> Control {
        Control(.switch(id, label, isOn: isOn)) { if case let .setOn(_, isOn) = $0 { onChange(isOn) } }
    }

    /// A list: `onSelect` gets the row the user moves to, `onActivate` the selected row when they
    /// activate it.
    public static func list(_ id: String, _ items: [String], selected: Int, onSelect: @escaping (Int) -> Void,
                            onActivate: @escaping (Int) -> Void) -> Control {
        Control(.list(id, items, selected: selected)) { action in
            switch action {
            case let .select(_, index): onSelect(index)
            case .activate: onActivate(selected)
            case .setText, .setOn: break
            }
        }
    }

    /// Runs what this control does for `action`, which names this control.
    func handle(_ action: ElementAction) {
        perform(action)
    }
}
