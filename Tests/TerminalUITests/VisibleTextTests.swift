import CoordinatorKit
import Simulation
import Testing
@testable import TerminalUI

/// Nothing from a config, a journey or the keyboard may reach the terminal as a control
/// character: each is drawn visibly instead.
@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("Buy\u{1B}[2J", "Buy^[[2J"),
        ("\u{1B}]0;title\u{07}", "^[]0;title^G"),
        ("line\nbreak\ttab", "line^Jbreak^Itab"),
        ("del\u{7F}", "del^?"),
        ("csi\u{9B}31m", "csiM-^[31m"),
        ("evil\u{202E}txt", "eviltxt"),        // a bidi override is dropped
        ("컴퓨터", "컴퓨터"),
    ])
    func escapes(raw: String, shown: String) {
        #expect(VisibleText.escape(raw) == shown)
    }

    @Test func anEscapeSequenceInALabelIsDrawnVisiblyAndNoCellHoldsAControlCharacter() {
        let label = "Buy\u{1B}[2J\u{1B}[31mnow\u{9B}0m"
        let screen = ActiveScreen(id: ObjectID(1), identifier: "Home", title: "Home\u{1B}[H", backTitle: nil, isModal: false,
                                  elements: [.button("buy", label, shortcut: "b"),
                                             .textField("name", "Name", value: "typed\u{1B}c", placeholder: "")],
                                  focus: "name", isEditing: true)
        let snapshot = Snapshot(rootKind: .navigation,
                                stacks: [StackSnapshot(id: ObjectID(0), screens: [ScreenSnapshot(id: ObjectID(1), identifier: "Home", title: "Home\u{1B}[H")])],
                                active: screen)
        let frame = FrameRenderer().render(Scene(snapshot: snapshot, variant: "A\u{1B}[5m", size: Size(columns: 80, rows: 24)))
        #expect(frame.contains("[b] Buy^[[2J^[[31mnowM-^[0m"))
        #expect(frame.contains("Home^[[H"))
        #expect(frame.contains("typed^[c"))
        #expect(frame.contains("variant A^[[5m"))
        let controls = frame.cells.flatMap { $0.text.unicodeScalars }.filter { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
        #expect(controls.isEmpty)
        // The click still names the label as the app knows it, so the tap finds its button.
        #expect(frame.hitRegions.contains { $0.target == .tap(label) })
    }
}
