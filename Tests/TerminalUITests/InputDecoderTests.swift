import CoordinatorKit
import Simulation
import Testing
import TerminalUI

/// The bytes real terminals send for each key, decoded: never Esc plus characters.
@Suite struct InputDecoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var terminal: String
        var key: String
        var bytes: String
        var expected: [TerminalInput]
        var testDescription: String { "\(terminal) \(key)" }
    }

    static let esc = "\u{1B}"

    static let cases: [Case] = [
        // xterm and xterm-256color (the cursor keys' normal mode: coordsim sends no smkx).
        Case(terminal: "xterm", key: "Up", bytes: esc + "[A", expected: [.key(.up)]),
        Case(terminal: "xterm", key: "Home", bytes: esc + "[H", expected: [.unbound("Home")]),
        Case(terminal: "xterm", key: "End", bytes: esc + "[F", expected: [.journal(.live)]),
        Case(terminal: "xterm", key: "PgUp", bytes: esc + "[5~", expected: [.journal(.pageUp)]),
        Case(terminal: "xterm", key: "PgDn", bytes: esc + "[6~", expected: [.journal(.pageDown)]),
        Case(terminal: "xterm", key: "Delete", bytes: esc + "[3~", expected: [.unbound("Delete")]),
        Case(terminal: "xterm", key: "F1", bytes: esc + "OP", expected: [.unbound("F1")]),
        Case(terminal: "xterm", key: "F5", bytes: esc + "[15~", expected: [.unbound("F5")]),
        Case(terminal: "xterm", key: "F12", bytes: esc + "[24~", expected: [.unbound("F12")]),
        Case(terminal: "xterm", key: "Shift-Tab", bytes: esc + "[Z", expected: [.key(.backTab)]),
        Case(terminal: "xterm", key: "Ctrl-Up", bytes: esc + "[1;5A", expected: [.unbound("Ctrl-Up")]),
        Case(terminal: "xterm", key: "Shift-End", bytes: esc + "[1;2F", expected: [.unbound("Shift-End")]),
        Case(terminal: "xterm", key: "Alt-x (metaSendsEscape)", bytes: esc + "x", expected: [.alt("x")]),
        Case(terminal: "xterm", key: "SGR click", bytes: esc + "[<0;11;23M" + esc + "[<0;11;23m", expected: [.click(x: 10, y: 22)]),
        Case(terminal: "xterm", key: "SGR wheel up", bytes: esc + "[<64;50;10M", expected: [.journal(.wheelUp)]),
        Case(terminal: "xterm", key: "X10 click", bytes: esc + "[M" + " " + "+" + "7", expected: [.click(x: 10, y: 22)]),
        // xterm in application cursor mode (left so by another program).
        Case(terminal: "xterm app mode", key: "Up", bytes: esc + "OA", expected: [.key(.up)]),
        Case(terminal: "xterm app mode", key: "Home", bytes: esc + "OH", expected: [.unbound("Home")]),
        Case(terminal: "xterm app mode", key: "End", bytes: esc + "OF", expected: [.journal(.live)]),
        Case(terminal: "xterm app mode", key: "keypad Enter", bytes: esc + "OM", expected: [.key(.enter)]),
        // tmux and screen (TERM=screen, tmux-256color), whatever TERM the program was given.
        Case(terminal: "tmux", key: "Home", bytes: esc + "[1~", expected: [.unbound("Home")]),
        Case(terminal: "tmux", key: "End", bytes: esc + "[4~", expected: [.journal(.live)]),
        Case(terminal: "tmux", key: "PgUp", bytes: esc + "[5~", expected: [.journal(.pageUp)]),
        Case(terminal: "tmux", key: "Insert", bytes: esc + "[2~", expected: [.unbound("Insert")]),
        Case(terminal: "screen", key: "Home", bytes: esc + "[1~", expected: [.unbound("Home")]),
        Case(terminal: "screen", key: "End", bytes: esc + "[4~", expected: [.journal(.live)]),
        Case(terminal: "screen", key: "F1", bytes: esc + "OP", expected: [.unbound("F1")]),
        // vt100: PF1-PF4 and the keypad in application mode.
        Case(terminal: "vt100", key: "Up", bytes: esc + "OA", expected: [.key(.up)]),
        Case(terminal: "vt100", key: "PF1", bytes: esc + "OP", expected: [.unbound("F1")]),
        Case(terminal: "vt100", key: "keypad 7", bytes: esc + "Ow", expected: [.key(.character("7"))]),
        Case(terminal: "vt100", key: "keypad comma", bytes: esc + "Ol", expected: [.unbound("ESCOl")]),
        // The Linux console.
        Case(terminal: "linux", key: "F1", bytes: esc + "[[A", expected: [.unbound("F1")]),
        Case(terminal: "linux", key: "F5", bytes: esc + "[[E", expected: [.unbound("F5")]),
        Case(terminal: "linux", key: "Home", bytes: esc + "[1~", expected: [.unbound("Home")]),
        Case(terminal: "linux", key: "End", bytes: esc + "[4~", expected: [.journal(.live)]),
        Case(terminal: "linux", key: "Delete", bytes: esc + "[3~", expected: [.unbound("Delete")]),
        // rxvt.
        Case(terminal: "rxvt", key: "Home", bytes: esc + "[7~", expected: [.unbound("Home")]),
        Case(terminal: "rxvt", key: "End", bytes: esc + "[8~", expected: [.journal(.live)]),
        Case(terminal: "rxvt", key: "Alt-Up", bytes: esc + esc + "[A", expected: [.unbound("Alt-Up")]),
        // A Mac's Option key: as Meta (Terminal.app, iTerm2's Esc+), iTerm2's xterm-style arrows, and plain.
        Case(terminal: "Mac Option as Meta", key: "Option-1", bytes: esc + "1", expected: [.alt("1")]),
        Case(terminal: "Mac Option as Meta", key: "Option-b", bytes: esc + "b", expected: [.alt("b")]),
        Case(terminal: "Mac Terminal.app", key: "Option-Left", bytes: esc + "b", expected: [.alt("b")]),
        Case(terminal: "Mac iTerm2", key: "Option-Left", bytes: esc + "[1;3D", expected: [.unbound("Alt-Left")]),
        Case(terminal: "Mac Option not Meta", key: "Option-a", bytes: "å", expected: [.key(.character("å"))]),
        // kitty's keyboard protocol, if a terminal sends it.
        Case(terminal: "kitty", key: "Alt-a", bytes: esc + "[97;3u", expected: [.alt("a")]),
        Case(terminal: "kitty", key: "Esc", bytes: esc + "[27u", expected: [.key(.escape)]),
        // Esc, alone and twice; sequences no table has; control keys.
        Case(terminal: "any", key: "Esc", bytes: esc, expected: [.key(.escape)]),
        Case(terminal: "any", key: "Esc Esc", bytes: esc + esc, expected: [.key(.escape), .key(.escape)]),
        Case(terminal: "any", key: "unknown ~ sequence", bytes: esc + "[99~", expected: [.unbound("ESC[99~")]),
        Case(terminal: "any", key: "a private reply", bytes: esc + "[?1;2c", expected: [.unbound("ESC[?1;2c")]),
        Case(terminal: "any", key: "Ctrl-A", bytes: "\u{01}", expected: [.unbound("Ctrl-A")]),
        Case(terminal: "any", key: "Alt-Enter", bytes: esc + "\r", expected: [.unbound("Alt-Enter")]),
        Case(terminal: "any", key: "C1 CSI", bytes: "\u{9B}A", expected: [.key(.up)]),
        Case(terminal: "any", key: "Korean", bytes: "한", expected: [.key(.character("한"))]),
        Case(terminal: "any", key: "keys around a sequence", bytes: "b" + esc + "[Ax", expected: [.key(.character("b")), .key(.up), .key(.character("x"))]),
    ]

    @Test(arguments: cases)
    func decodes(_ testCase: Case) {
        var decoder = InputDecoder()
        #expect(decoder.decode(testCase.bytes) == testCase.expected)
    }

    /// A sequence split across reads waits for its end; nothing comes out before it.
    @Test func aSequenceSplitAcrossReadsWaits() {
        var decoder = InputDecoder()
        #expect(decoder.feed(0x1B).isEmpty)
        #expect(decoder.isPending)
        #expect(decoder.feed(UInt32(UInt8(ascii: "["))).isEmpty)
        #expect(decoder.feed(UInt32(UInt8(ascii: "4"))).isEmpty)
        #expect(decoder.feed(UInt32(UInt8(ascii: "~"))) == [.journal(.live)])
        #expect(!decoder.isPending)
    }

    /// Input that pauses inside a sequence: a lone ESC is Esc, a cut sequence is named, never Esc and characters.
    @Test func aPauseEndsWhatHasBegun() {
        var decoder = InputDecoder()
        _ = decoder.feed(0x1B)
        #expect(decoder.flush() == [.key(.escape)])
        for scalar in "\u{1B}[1;".unicodeScalars { _ = decoder.feed(scalar.value) }
        #expect(decoder.flush() == [.unbound("ESC[1;")])
        #expect(decoder.flush().isEmpty)
    }
}
