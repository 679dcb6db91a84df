import CoordinatorKit
import Simulation

/// What the terminal delivers, already decoded from its bytes (see ``InputDecoder``).
package enum TerminalInput: Hashable, Sendable {
    case key(Key)
    /// A left click at a column and row of the screen.
    case click(x: Int, y: Int)
    case resize(Size)
    /// Scrolls the inspector's journal: PgUp/PgDn, the mouse wheel, End for live.
    case journal(JournalScroll)
    /// Alt (a Mac's Option as Meta) with a character: ESC then the character. Alt and a digit
    /// selects that tab, even while a text field is being edited.
    case alt(Character)
    /// A key nothing here is bound to (`Home`, `F5`, `Ctrl-Up`), or a sequence no terminal's
    /// table has (`ESC[99~`): swallowed, and named in the header, never read as Esc and characters.
    case unbound(String)
}

/// How the journal view moves. Scrolled up, it stays put while new events arrive; live follows them.
package enum JournalScroll: Hashable, Sendable {
    case pageUp, pageDown, wheelUp, wheelDown, live
}

extension TerminalInput {
    /// The key for a character read from the terminal, or nil for one that means nothing
    /// here (other control characters). Escape sequences are decoded by ``InputDecoder``.
    package static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x20: return .space
        case 0x7F, 0x08: return .backspace
        case 0..<0x20, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}
