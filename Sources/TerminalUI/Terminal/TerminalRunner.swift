import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Runs a ``TerminalSession`` in the real terminal until `q` or a signal.
package enum TerminalRunner {
    /// How a run ended.
    package enum Outcome: Hashable, Sendable {
        case quit
        /// SIGINT, SIGTERM or SIGHUP arrived; the terminal is already restored.
        case signal(Int32)

        /// The shell's convention: 0, or 128 plus the signal (130, 143, 129).
        package var exitCode: Int32 {
            switch self {
            case .quit: return 0
            case let .signal(number): return 128 + number
            }
        }
    }

    /// Opens the terminal (throwing ``TerminalError`` before touching it when it can't),
    /// makes the session at the terminal's size, and loops: read, handle, draw. The terminal
    /// is restored on every way out, crashes included (see `CrashGuard`).
    @MainActor
    package static func run(_ makeSession: (Size) throws -> TerminalSession) throws -> Outcome {
        let terminal = try CursesTerminal()
        let signals = SignalWatch()
        defer {
            terminal.end()
            signals.stop()
        }
        let session = try makeSession(terminal.size)
        terminal.draw(session.frame)
        while true {
            if let signal = signals.received { return .signal(signal) }
            guard let input = terminal.read() else { continue }
            let frame = session.handle(input)
            if session.isFinished { return .quit }
            terminal.draw(frame)
        }
    }
}
