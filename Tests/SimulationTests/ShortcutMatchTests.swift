import CoordinatorKit
@testable import Simulation
import Testing

/// The shortcut search compares a one-byte shortcut as a byte; it must agree with the rule it
/// stands for: the button's `shortcut` character, lowercased, equals the key's, lowercased.
@Suite struct ShortcutMatchTests {
    private static let shortcuts: [String?] = ["b", "B", "z", "Z", "1", "?", "@", "[", "`", "é", "É", "ab", "Ab",
                                               "e\u{301}", "", nil, "\r\n", "ß", "\u{7f}", ";", "k"]
    private static let keys: [Character] = ["b", "B", "z", "Z", "1", "?", "@", "[", "`", "{", "é", "É", "a", "A",
                                            "e\u{301}", "\r\n", "ß", "\u{7f}", " ",
                                            // Equal to ";", "`" and "K" by canonical equivalence.
                                            "\u{37e}", "\u{1fef}", "\u{212a}"]

    @Test func byteComparisonAgreesWithTheCharacterRule() {
        for shortcut in Self.shortcuts {
            let button = Element(id: "x", kind: .button(label: "X", shortcut: shortcut))
            for key in Self.keys {
                let lower = Simulation.lowercased(key)
                let expected = button.shortcut.map(Simulation.lowercased) == lower
                #expect(Simulation.isButton(button, withShortcut: lower) == expected,
                        "shortcut \(String(describing: shortcut)), key \(key)")
            }
        }
    }

    @Test func onlyButtonsHaveShortcuts() {
        for element in [Element.text("t", "b"), .textField("f", "b", value: "b"), .list("l", ["b"], selected: 0),
                        .segmented("s", ["b"], selected: 0)] {
            #expect(!Simulation.isButton(element, withShortcut: "b"))
        }
    }
}
