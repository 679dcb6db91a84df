import CNcursesw
import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Simulation

/// The real terminal, through ncursesw. Every curses call happens on the main actor
/// (`WINDOW *` is not Sendable, and curses is not thread-safe).
///
/// Each frame is drawn with `werase` and a full redraw into the window, then one
/// `wnoutrefresh` + `doupdate`, so ncurses sends only the cells that changed. `wclear`
/// (a full repaint) happens only after a resize.
@MainActor
final class CursesTerminal {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var cursorVisible = false
    private var needsFullRepaint = false
    private var ended = false
    private let colorPairs: Bool
    private var buffer: [wchar_t] = []
    private var styles: [Style] = []
    private var decoder = InputDecoder()
    /// Inputs decoded and not yet returned (one read can complete more than one).
    private var decoded: [TerminalInput] = []
    private var currentTimeout = CursesTerminal.pollMilliseconds

    /// How long `read` waits for input before returning, so signals are noticed.
    static let pollMilliseconds: Int32 = 100

    /// Opens the terminal, or says why it can't without touching it.
    init() throws {
        setlocale(LC_ALL, "")   // before newterm, or wide characters come out as garbage
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdin") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdout") }
        guard let term = Self.environment("TERM"), !term.isEmpty else {
            throw TerminalError.termUnset
        }
        CrashGuard.saveTerminalModes()
        // newterm, not initscr: initscr prints "Error opening terminal" and exits on an unknown TERM.
        guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            throw TerminalError.unknownTerminal(term)
        }
        self.screen = screen
        set_term(screen)
        // TERM=dumb and the like are known to terminfo but cannot move the cursor: curses would
        // open, draw nothing usable and wait for keys. Give the terminal back and say so instead.
        guard Self.capability("cup") != nil else {
            endwin()
            delscreen(screen)
            CrashGuard.restoreTerminalModes()
            throw TerminalError.noCursorAddressing(term)
        }
        // Armed as soon as terminfo is loaded (the reset bytes come from it) and nothing can throw
        // any more: a crash during the set-up below, which changes the tty, is covered too.
        CrashGuard.arm(reset: Self.resetSequence())
        // ncurses 6.4 flushes its output after every cursor move until the screen has been
        // suspended and resumed once (`_nc_mvcur` checks `_endwin == ewInitial`), so a frame
        // went out in dozens of small writes: a terminal shows it in pieces, and a reader wakes
        // once per piece. One endwin and doupdate ends that, and every frame after goes out in
        // one write. Done before start_color, so the resume does not reset the palette (OSC 104).
        endwin()
        doupdate()
        window = cn_stdscr()!
        cbreak()   // Ctrl-C stays a signal, which SignalWatch turns into a clean exit
        noecho()
        nonl()
        // No keypad mode: curses would read an escape sequence it has no terminfo entry for as
        // Esc and characters (End in tmux under xterm-256color popped a screen). InputDecoder
        // reads every sequence itself, mouse reports included.
        keypad(window, false)
        wtimeout(window, Self.pollMilliseconds)
        curs_set(0)
        leaveok(window, true)
        mouseinterval(0)
        mousemask(cn_button1_pressed() | cn_button1_clicked() | cn_button4_pressed() | cn_button5_pressed(), nil)
        let noColor = Self.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        if has_colors() && !noColor {
            start_color()
            use_default_colors()
            for color in Style.Color.allCases {
                init_pair(Int16(color.rawValue), Int16(color.rawValue), -1)
            }
            colorPairs = true
        } else {
            colorPairs = false
        }
    }

    /// The terminal's size now.
    var size: Size { Size(columns: Int(cn_cols()), rows: Int(cn_lines())) }

    /// Draws a frame; ncurses sends only what changed since the last one.
    func draw(_ frame: Frame) {
        if needsFullRepaint {
            wclear(window)
            needsFullRepaint = false
        } else {
            werase(window)
        }
        let rows = min(frame.height, Int(cn_lines()))
        let columns = min(frame.width, Int(cn_cols()))
        for y in 0..<rows {
            OutputStyles.styles(of: frame.row(y).prefix(columns), into: &styles)
            var x = 0
            while x < columns {
                let style = styles[x]
                let start = x
                buffer.removeAll(keepingCapacity: true)
                var blank = true
                while x < columns, styles[x] == style {
                    let cell = frame[x, y]
                    if !cell.isContinuation {
                        for scalar in cell.text.unicodeScalars { buffer.append(wchar_t(bitPattern: scalar.value)) }
                        if cell.text != " " { blank = false }
                    }
                    x += 1
                }
                if blank && style == .plain { continue }   // werase left it blank already
                wattr_set(window, attributes(style), pair(style), nil)
                buffer.withUnsafeBufferPointer { chars in
                    _ = mvwaddnwstr(window, Int32(y), Int32(start), chars.baseAddress, Int32(chars.count))
                }
            }
        }
        wattr_set(window, 0, 0, nil)
        if let cursor = frame.cursor, cursor.x < columns, cursor.y < rows {
            if !cursorVisible { curs_set(1); cursorVisible = true; leaveok(window, false) }
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
            leaveok(window, true)
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// The next input, or nil when none came within the poll interval or it meant nothing.
    /// Inside an escape sequence the wait is ``InputDecoder/escapeDelayMilliseconds``: a lone
    /// ESC is Esc once nothing follows it that soon.
    func read() -> TerminalInput? {
        if !decoded.isEmpty { return decoded.removeFirst() }
        let timeout = decoder.isPending ? Int32(InputDecoder.escapeDelayMilliseconds) : Self.pollMilliseconds
        if timeout != currentTimeout {
            wtimeout(window, timeout)
            currentTimeout = timeout
        }
        var character: wint_t = 0
        let result = wget_wch(window, &character)
        if result == ERR {
            decoded += decoder.flush()
        } else if result == KEY_CODE_YES {
            // Without keypad mode the only key code is a resize; it ends any sequence under way.
            decoded += decoder.flush()
            if Int32(character) == KEY_RESIZE {
                needsFullRepaint = true
                decoded.append(.resize(size))
            }
        } else {
            decoded += decoder.feed(UInt32(character))
        }
        return decoded.isEmpty ? nil : decoded.removeFirst()
    }

    /// One environment variable. `getenv`, not `ProcessInfo.environment`, which copies the whole
    /// environment into a dictionary on every call (~2% of start-up's instructions for two reads).
    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// True when terminfo gives `smcup`, the switch to the alternate screen that endwin leaves.
    private static var hasAlternateScreen: Bool {
        guard let value = tigetstr("smcup") else { return false }
        return Int(bitPattern: value) != -1 && value.pointee != 0
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    func end() {
        guard !ended else { return }
        ended = true
        mousemask(0, nil)
        // Terminals without an alternate screen (TERM=linux, vt100) would keep the last frame
        // after endwin: blank it first, so the shell comes back to an empty screen.
        if !Self.hasAlternateScreen {
            werase(cn_stdscr())
            wmove(cn_stdscr(), 0, 0)
            wrefresh(cn_stdscr())
        }
        endwin()
        delscreen(screen)
        CrashGuard.disarm()
        CrashGuard.restoreTerminalModes()
    }

    private func attributes(_ style: Style) -> attr_t {
        var result: attr_t = 0
        if style.attributes.contains(.bold) { result |= cn_a_bold() }
        if style.attributes.contains(.reverse) { result |= cn_a_reverse() }
        if style.attributes.contains(.underline) { result |= cn_a_underline() }
        if style.attributes.contains(.dim) { result |= cn_a_dim() }
        return result
    }

    private func pair(_ style: Style) -> Int16 {
        guard colorPairs, let color = style.color else { return 0 }
        return Int16(color.rawValue)
    }

    /// The bytes that undo our set-up, from terminfo where it has them.
    private static func resetSequence() -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8)   // mouse reports off (xterm)
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = Self.capability(capability) { bytes += Array(value.utf8) }
        }
        return bytes
    }

    /// A string capability of the current terminal, or nil when it has none (`tigetstr` gives
    /// NULL when it is absent and `(char *)-1` when the name is not a string capability).
    private static func capability(_ name: String) -> String? {
        guard let value = name.withCString({ tigetstr(UnsafeMutablePointer(mutating: $0)) }),
              Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }
}
