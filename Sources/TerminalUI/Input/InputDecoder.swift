import Simulation

/// Turns what a terminal sends, one Unicode scalar at a time, into ``TerminalInput``s: keys,
/// clicks, the wheel. It knows the whole ECMA-48 grammar of the sequences keys send, so it never
/// guesses:
///
/// - CSI (`ESC [` or U+009B): parameter bytes `0-?`, intermediate bytes ` -/`, one final byte
///   `@-~`. Arrows, Home/End (`ESC[H`, `ESC[1~`, rxvt's `ESC[7~`), PgUp/PgDn, Insert/Delete,
///   F1-F12, Shift-Tab (`ESC[Z`), modifiers (`ESC[1;5A` is Ctrl-Up), kitty's `ESC[…u`, the
///   Linux console's `ESC[[A`-`ESC[[E` (F1-F5), and mouse reports (SGR `ESC[<b;x;yM` and
///   X10 `ESC[M` plus three bytes).
/// - SS3 (`ESC O` and one final byte): xterm's application-mode arrows, Home/End, F1-F4 and
///   keypad.
/// - ESC and any other character: that character with Alt (Option as Meta on a Mac).
/// - ESC alone: Esc, once nothing follows it within ``escapeDelayMilliseconds`` (the caller
///   waits, then calls ``flush()``).
///
/// A complete sequence nothing is bound to comes out as ``TerminalInput/unbound(_:)``, named
/// (`End` would be `.journal(.live)`; `Home`, `F5`, `Alt-Up` are unbound): the caller shows its
/// name and does nothing else. Pure and synchronous, so tests feed it the bytes of real terminals.
package struct InputDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as Esc: a terminal
    /// sends a key's sequence in one write, so 25 ms separates the two without a felt delay.
    package static let escapeDelayMilliseconds = 25

    /// The scalars of a sequence begun and not yet complete.
    private var pending: [UInt32] = []

    package init() {}

    /// True while a sequence has begun and not ended: the caller should wait at most
    /// ``escapeDelayMilliseconds`` for more, then ``flush()``.
    package var isPending: Bool { !pending.isEmpty }

    /// Feeds one scalar; returns what it completes (nothing while a sequence is under way).
    package mutating func feed(_ value: UInt32) -> [TerminalInput] {
        if pending.isEmpty {
            if value == 0x1B || value == 0x9B {
                pending = value == 0x9B ? [0x1B, 0x5B] : [0x1B]
                return []
            }
            if let key = TerminalInput.key(forCharacter: value) { return [.key(key)] }
            // Ctrl and a letter, and the like: named, so a key that did nothing still says so.
            return Self.controlName(value).map { [.unbound($0)] } ?? []
        }
        pending.append(value)
        switch Self.parse(pending) {
        case .incomplete:
            return []
        case let .complete(input, consumed):
            let rest = Array(pending[consumed...])
            pending = []
            var result = input.map { [$0] } ?? []
            for value in rest { result += feed(value) }
            return result
        }
    }

    /// Feeds every scalar of `text`, then flushes: what a terminal's whole write decodes to.
    package mutating func decode(_ text: String) -> [TerminalInput] {
        var result: [TerminalInput] = []
        for scalar in text.unicodeScalars { result += feed(scalar.value) }
        return result + flush()
    }

    /// Input paused: a lone ESC is Esc; a sequence cut short is swallowed and named.
    package mutating func flush() -> [TerminalInput] {
        defer { pending = [] }
        switch pending.count {
        case 0: return []
        case 1: return [.key(.escape)]
        default:
            // ESC ESC: Esc twice (a quick double press), never Alt-Esc, which nothing binds.
            if pending == [0x1B, 0x1B] { return [.key(.escape), .key(.escape)] }
            if pending.count == 2, let character = Self.printable(pending[1]) { return [.alt(character)] }
            return [.unbound(Self.spelled(pending))]
        }
    }

    // MARK: Grammar

    private enum Parse {
        case incomplete
        /// A whole sequence: what it means (nil: nothing, e.g. a mouse release) and its length.
        case complete(TerminalInput?, consumed: Int)
    }

    private static func parse(_ sequence: [UInt32]) -> Parse {
        let second = sequence[1]
        switch second {
        case 0x5B: return parseCSI(sequence)
        case 0x4F: return parseSS3(sequence)
        case 0x1B:
            // ESC ESC: rxvt's Alt with a key's own sequence (`ESC ESC [ A`), else two Escs.
            guard sequence.count > 2 else { return .incomplete }
            if sequence[2] == 0x5B || sequence[2] == 0x4F {
                switch parse(Array(sequence.dropFirst())) {
                case .incomplete: return .incomplete
                case let .complete(input, consumed):
                    return .complete(input.map(withAlt), consumed: consumed + 1)
                }
            }
            return .complete(.key(.escape), consumed: 1)
        default:
            if let character = printable(second) { return .complete(.alt(character), consumed: 2) }
            return .complete(.unbound("Alt-" + (controlName(second) ?? spelled([second]))), consumed: 2)
        }
    }

    /// `ESC [` parameters, intermediates, final; with the Linux console's and X10 mouse's exceptions.
    private static func parseCSI(_ sequence: [UInt32]) -> Parse {
        guard sequence.count > 2 else { return .incomplete }
        // The Linux console's F1-F5: `ESC [ [ A` … `ESC [ [ E`.
        if sequence[2] == 0x5B {
            guard sequence.count > 3 else { return .incomplete }
            let letter = sequence[3]
            return .complete((0x41...0x45).contains(letter) ? .unbound("F\(letter - 0x40)") : .unbound(spelled(sequence)), consumed: 4)
        }
        // X10 mouse: `ESC [ M` and three bytes, each 32 more than its value.
        if sequence[2] == 0x4D {
            guard sequence.count >= 6 else { return .incomplete }
            return .complete(x10Mouse(button: Int(sequence[3]) - 32, x: Int(sequence[4]) - 33, y: Int(sequence[5]) - 33), consumed: 6)
        }
        var index = 2
        while index < sequence.count, (0x30...0x3F).contains(sequence[index]) { index += 1 }
        let parametersEnd = index
        while index < sequence.count, (0x20...0x2F).contains(sequence[index]) { index += 1 }
        guard index < sequence.count else { return .incomplete }
        let final = sequence[index]
        guard (0x40...0x7E).contains(final) else {
            // Not the grammar: the sequence ends here, named, and the scalar that broke it counts on its own.
            return .complete(.unbound(spelled(Array(sequence[..<index]))), consumed: index)
        }
        let parameters = String(decoding: sequence[2..<parametersEnd].map { UInt8($0) }, as: UTF8.self)
        let hasIntermediates = index > parametersEnd
        let input = hasIntermediates ? .unbound(spelled(Array(sequence[...index]))) : csi(parameters, final: final, sequence: Array(sequence[...index]))
        return .complete(input, consumed: index + 1)
    }

    /// `ESC O` and a final byte, with optional parameters (`ESC O 1;2 P`, rare).
    private static func parseSS3(_ sequence: [UInt32]) -> Parse {
        guard sequence.count > 2 else { return .incomplete }
        var index = 2
        while index < sequence.count, (0x30...0x3F).contains(sequence[index]) { index += 1 }
        guard index < sequence.count else { return .incomplete }
        let final = sequence[index]
        guard (0x40...0x7E).contains(final) else {
            return .complete(.unbound(spelled(Array(sequence[..<index]))), consumed: index)
        }
        let parameters = String(decoding: sequence[2..<index].map { UInt8($0) }, as: UTF8.self)
        let modifier = parameters.split(separator: ";").last.flatMap { Int($0) } ?? 1
        let whole = Array(sequence[...index])
        let input: TerminalInput
        switch final {
        case 0x70...0x79 where modifier == 1:   // keypad 0-9 in application mode
            input = .key(.character(Character(Unicode.Scalar(UInt8(final - 0x70 + 0x30)))))
        case 0x4D where modifier == 1: input = .key(.enter)   // keypad Enter
        default:
            input = named(letterKey(final), modifier: modifier) ?? .unbound(spelled(whole))
        }
        return .complete(input, consumed: index + 1)
    }

    // MARK: Meanings

    private static func csi(_ parameters: String, final: UInt32, sequence: [UInt32]) -> TerminalInput? {
        if parameters.hasPrefix("<") {   // SGR mouse: b;x;y, M pressed, m released
            let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3, final == 0x4D || final == 0x6D else { return .unbound(spelled(sequence)) }
            return final == 0x4D ? sgrMouse(button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1) : nil
        }
        guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return .unbound(spelled(sequence)) }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
        let modifier = numbers.count > 1 ? numbers[1] : 1
        switch final {
        case 0x7E:   // `ESC [ n ~`
            let name: String?
            switch numbers.first ?? 0 {
            case 1, 7: name = "Home"
            case 2: name = "Insert"
            case 3: name = "Delete"
            case 4, 8: name = "End"
            case 5: name = "PgUp"
            case 6: name = "PgDn"
            case 11...15: name = "F\(numbers[0] - 10)"
            case 17...21: name = "F\(numbers[0] - 11)"
            case 23...26: name = "F\(numbers[0] - 12)"
            case 28...29, 31...34: name = "F\(numbers[0] - 14)"
            default: name = nil
            }
            return named(name, modifier: modifier) ?? .unbound(spelled(sequence))
        case 0x75:   // kitty: `ESC [ code ; modifier u`
            guard let code = numbers.first, let scalar = Unicode.Scalar(code) else { return .unbound(spelled(sequence)) }
            if modifier == 1, let key = TerminalInput.key(forCharacter: scalar.value) { return .key(key) }
            if modifier == 3, let character = printable(scalar.value) { return .alt(character) }
            return .unbound(modifierPrefix(modifier) + (controlName(scalar.value) ?? String(Character(scalar))))
        case 0x5A: return modifier == 1 ? .key(.backTab) : .unbound(modifierPrefix(modifier) + "Shift-Tab")
        case 0x49, 0x4F: return nil   // focus in and out, if a terminal reports them unasked
        default:
            return named(letterKey(final), modifier: modifier) ?? .unbound(spelled(sequence))
        }
    }

    /// The key a final letter names in `ESC [ 1 ; m X` and `ESC O X`.
    private static func letterKey(_ final: UInt32) -> String? {
        switch final {
        case 0x41: return "Up"
        case 0x42: return "Down"
        case 0x43: return "Right"
        case 0x44: return "Left"
        case 0x48: return "Home"
        case 0x46: return "End"
        case 0x45: return "Begin"
        case 0x50: return "F1"
        case 0x51: return "F2"
        case 0x52: return "F3"
        case 0x53: return "F4"
        default: return nil
        }
    }

    /// What a named key does here: arrows are keys, PgUp/PgDn/End scroll the journal, the rest
    /// (and every key with a modifier) is unbound.
    private static func named(_ name: String?, modifier: Int) -> TerminalInput? {
        guard let name else { return nil }
        guard modifier == 1 else { return .unbound(modifierPrefix(modifier) + name) }
        switch name {
        case "Up": return .key(.up)
        case "Down": return .key(.down)
        case "Left": return .key(.left)
        case "Right": return .key(.right)
        case "PgUp": return .journal(.pageUp)
        case "PgDn": return .journal(.pageDown)
        case "End": return .journal(.live)
        default: return .unbound(name)
        }
    }

    /// xterm's modifier parameter, 1 plus a bit set: 1 Shift, 2 Alt, 4 Ctrl, 8 Meta.
    private static func modifierPrefix(_ modifier: Int) -> String {
        let bits = max(0, modifier - 1)
        var prefix = ""
        if bits & 4 != 0 { prefix += "Ctrl-" }
        if bits & 2 != 0 || bits & 8 != 0 { prefix += "Alt-" }
        if bits & 1 != 0 { prefix += "Shift-" }
        return prefix
    }

    private static func withAlt(_ input: TerminalInput) -> TerminalInput {
        switch input {
        case let .unbound(name): return .unbound("Alt-" + name)
        case let .key(key): return .unbound("Alt-" + key.displayName)
        case let .journal(scroll): return .unbound("Alt-" + scroll.keyName)
        default: return input
        }
    }

    private static func sgrMouse(button: Int, x: Int, y: Int) -> TerminalInput? {
        if button & 32 != 0 { return nil }   // motion
        switch button & ~(4 | 8 | 16) {      // shift, meta and ctrl bits
        case 0: return .click(x: x, y: y)
        case 64: return .journal(.wheelUp)
        case 65: return .journal(.wheelDown)
        default: return nil
        }
    }

    private static func x10Mouse(button: Int, x: Int, y: Int) -> TerminalInput? {
        switch button & ~(4 | 8 | 16) {
        case 0: return .click(x: x, y: y)
        case 64: return .journal(.wheelUp)
        case 65: return .journal(.wheelDown)
        default: return nil   // release (3), other buttons, motion
        }
    }

    // MARK: Names

    /// A printable character (not a control, not DEL, not a C1 control).
    private static func printable(_ value: UInt32) -> Character? {
        guard value >= 0x20, value != 0x7F, !(0x80..<0xA0).contains(value), let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }

    /// `Enter`, `Tab`, `Backspace`, `Ctrl-A` … for a control character.
    private static func controlName(_ value: UInt32) -> String? {
        switch value {
        case 0x0D, 0x0A: return "Enter"
        case 0x09: return "Tab"
        case 0x7F, 0x08: return "Backspace"
        case 0x1B: return "Esc"
        case 0x00: return "Ctrl-Space"
        case 0x01...0x1A: return "Ctrl-" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
        default: return nil
        }
    }

    /// A sequence as it can be read: `ESC[99~`, with controls in caret notation.
    static func spelled(_ sequence: [UInt32]) -> String {
        var text = ""
        for (index, value) in sequence.enumerated() {
            if value == 0x1B { text += index == 0 ? "ESC" : "^[" }
            else if let character = printable(value) { text.append(character) }
            else if value < 0x20 { text += "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40)))) }
            else { text += "<\(String(value, radix: 16))>" }
        }
        return text
    }
}

extension Key {
    /// The key as the header names it: `Up`, `Enter`, `b`.
    var displayName: String {
        switch self {
        case let .character(character): return String(character)
        case .enter: return "Enter"
        case .space: return "Space"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        }
    }
}

extension JournalScroll {
    /// The key that scrolls this way.
    var keyName: String {
        switch self {
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .live: return "End"
        case .wheelUp: return "WheelUp"
        case .wheelDown: return "WheelDown"
        }
    }
}
