/// Why `run` cannot open the terminal UI here, said so the person knows what to use instead.
package enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// stdin or stdout is a pipe or a file.
    case notATerminal(stream: String)
    case termUnset
    /// TERM names a terminal that terminfo doesn't know.
    case unknownTerminal(String)
    /// TERM names a terminal that cannot move the cursor (no `cup`), such as `dumb`.
    case noCursorAddressing(String)

    /// The headless commands to use instead, named by the executable the person ran.
    static func headless(_ command: String) -> String {
        "For a run without a terminal, use the headless commands: `\(command) script` (play a journey), "
            + "`\(command) compare` (A/B) or `\(command) explore` (every reachable state)."
    }

    package var description: String { description(command: "coordsim") }

    /// The message, naming `command` (the executable's name, e.g. `reader`) in its advice.
    package func description(command: String) -> String {
        let headless = Self.headless(command)
        switch self {
        case let .notATerminal(stream):
            return "the terminal UI needs a terminal, but \(stream) is not one. \(headless)"
        case .termUnset:
            return "the terminal UI needs TERM to be set (e.g. TERM=xterm-256color). \(headless)"
        case let .unknownTerminal(name):
            return "the terminal type \"\(name)\" (TERM) is unknown to terminfo; try TERM=xterm-256color. \(headless)"
        case let .noCursorAddressing(name):
            return "the terminal type \"\(name)\" (TERM) cannot move the cursor, which the terminal UI needs; "
                + "try TERM=xterm-256color. \(headless)"
        }
    }
}
