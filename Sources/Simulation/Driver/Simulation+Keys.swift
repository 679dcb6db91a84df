import CoordinatorKit

extension Simulation {
    /// The keys of docs/keys.md (TerminalUI's `KeyMap`; its tests check this switch against it).
    /// As in UIKit, no text field takes keys until the user picks it: Enter or Space on the
    /// focused field (or a tap on it) starts editing, and only then do printable keys type (no
    /// shortcut fires, `q` and digits included). Enter, Tab or Esc end editing; after that every
    /// key does what it does on any screen, with the field still focused.
    func handleKey(_ key: Key) -> Rejection? {
        if chrome.showsHelp {
            // Help is an overlay: `?` or Esc closes it, other keys are swallowed so nothing happens unseen.
            if key == .character("?") || key == .escape || key == .character("q") { chrome.showsHelp = false }
            if key == .character("q") { chrome.quitRequested = true }
            return nil
        }
        guard let screen = application.window.activeScreen else {
            return handleGlobal(key) ? nil : .nothingOnScreen
        }
        // Esc outside a field being edited only goes back: it needs neither the elements nor the focus.
        if key == .escape, !isEditing { return back() }
        let elements = elements(of: screen)
        // Its place, not a copy: a shortcut key, the most common, reads only its kind.
        let focusedIndex = focusedElementIndex(in: elements, of: screen)
        if isEditing, let focusedIndex, case let .textField(_, value, _) = elements[focusedIndex].kind {
            return edit(elements[focusedIndex].id, value: value, key: key, on: screen)
        }
        var focused: Element? { focusedIndex.map { elements[$0] } }
        switch key {
        case .tab:
            moveFocus(by: 1, on: screen)
        case .backTab:
            moveFocus(by: -1, on: screen)
        case .up, .down:
            let delta = key == .up ? -1 : 1
            if let focused, case let .list(items, selected) = focused.kind {
                let index = min(max(selected + delta, 0), items.count - 1)
                screen.handle(.select(element: focused.id, index: index))
            } else {
                moveFocus(by: delta, on: screen)
            }
        case .left, .right:
            let delta = key == .left ? -1 : 1
            guard let focused, case let .segmented(options, selected) = focused.kind else { return nil }
            let index = min(max(selected + delta, 0), options.count - 1)
            screen.handle(.select(element: focused.id, index: index))
        case .enter, .space:
            guard let focused else { return .nothingHasFocus }
            activate(focused, on: screen)
        case .escape:
            return back()
        case .backspace:
            return nil
        case let .character(character):
            if handleGlobal(key) { return nil }
            if let tab = Self.digitValue(character), (1...9).contains(tab) {
                return selectTab(tab - 1)
            }
            let lower = Self.lowercased(character)
            guard let button = elements.firstIndex(where: { Self.isButton($0, withShortcut: lower) }) else {
                if character == "[" || character == "]" { return tapBarButton(left: character == "[", on: screen) }
                return .noShortcut(character, screen: screen.identifier)
            }
            let id = elements[button].id
            setFocus(id, on: screen)
            screen.handle(.activate(element: id))
        }
        return nil
    }

    /// `Character(character.lowercased())`, without building a String for a one-byte character
    /// (every shortcut is one): this runs for each button on every shortcut key.
    static func lowercased(_ character: Character) -> Character {
        guard let ascii = asciiByte(character) else { return Character(character.lowercased()) }
        let lower = lowercased(ascii)
        return lower == ascii ? character : Character(Unicode.Scalar(lower))
    }

    /// An ASCII byte lowercased: A-Z become a-z, the rest stay.
    private static func lowercased(_ ascii: UInt8) -> UInt8 {
        (65...90).contains(ascii) ? ascii + 32 : ascii
    }

    /// Whether `element` is a button whose ``Element/shortcut``, lowercased, is `lower`. A shortcut
    /// of one byte (every shortcut is one) is compared as a byte, without building a `Character`.
    static func isButton(_ element: Element, withShortcut lower: Character) -> Bool {
        guard case let .button(_, shortcut?) = element.kind else { return false }
        let utf8 = shortcut.utf8
        // A key of more than a byte may still equal an ASCII shortcut: `Character`s compare by
        // canonical equivalence (U+037E, the Greek question mark, is ";").
        guard utf8.count == 1, let byte = utf8.first, byte < 128, let key = asciiByte(lower) else {
            return shortcut.first.map(lowercased) == lower
        }
        return key == lowercased(byte)
    }

    /// `character.wholeNumberValue`, without the Unicode property lookup for a one-byte character.
    static func digitValue(_ character: Character) -> Int? {
        guard let ascii = asciiByte(character) else { return character.wholeNumberValue }
        return (48...57).contains(ascii) ? Int(ascii - 48) : nil
    }

    /// The byte of a one-byte character (always ASCII), else nil. Cheaper than `asciiValue`,
    /// which first compares the character with "\r\n".
    private static func asciiByte(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 1 else { return nil }
        return utf8.first
    }

    /// `i`, `L`, `?` and `q`: the chrome around the phone.
    private func handleGlobal(_ key: Key) -> Bool {
        switch key {
        case .character("i"): chrome.showsInspector.toggle()
        case .character("L"): chrome.showsCallbacks.toggle()
        case .character("?"): chrome.showsHelp = true
        case .character("q"): chrome.quitRequested = true
        default: return false
        }
        return true
    }

    /// `[` and `]`: the nav bar's outermost left or right button, as a tap on it. The left
    /// button is the first of `leftBarButtonItems`, the right the first of `rightBarButtonItems`,
    /// the ones at the bar's edges; the others are tapped by label or click.
    private func tapBarButton(left: Bool, on screen: Screen) -> Rejection? {
        guard let navigation = screen.navigationController, navigation.topViewController === screen,
              let item = navigation.outermostBarButton(left: left) else {
            return .noBarButton(left: left, screen: screen.identifier)
        }
        isEditing = false
        return item.userTapped() ? nil : .barButtonDisabled(item.shownTitle)
    }

    private func activate(_ element: Element, on screen: Screen) {
        switch element.kind {
        case .button:
            screen.handle(.activate(element: element.id))
        case .textField:
            isEditing = true
            editingScreen = screen.id
        case let .segmented(options, selected):
            screen.handle(.select(element: element.id, index: (selected + 1) % max(options.count, 1)))
        case .list:
            screen.handle(.activate(element: element.id))
        case let .switch(_, isOn):
            screen.handle(.setOn(element: element.id, isOn: !isOn))
        case .text:
            break
        }
    }

    private func edit(_ id: String, value: String, key: Key, on screen: Screen) -> Rejection? {
        switch key {
        case let .character(character):
            screen.handle(.setText(element: id, text: value + String(character)))
        case .space:
            screen.handle(.setText(element: id, text: value + " "))
        case .backspace:
            screen.handle(.setText(element: id, text: String(value.dropLast())))
        case .enter, .escape:
            isEditing = false
        case .tab, .down:
            isEditing = false
            moveFocus(by: 1, on: screen)
        case .backTab, .up:
            isEditing = false
            moveFocus(by: -1, on: screen)
        case .left, .right:
            break
        }
        return nil
    }
}
