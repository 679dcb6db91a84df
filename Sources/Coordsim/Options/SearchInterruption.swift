import Dispatch
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Exploration
import Synchronization

/// Ctrl-C during `explore` or `graph`'s search: SIGINT is ignored as a signal and watched with
/// DispatchSource. The first one cancels the search (``cancellation``), which stops at its next
/// progress point and reports what it found; a second (0.3 s later or more) exits at
/// once with 130, the progress line cleared. Only while the search runs: ``stop()`` gives SIGINT
/// back its default action before the report is printed and a journey written (which holds
/// signals until it is whole).
final class SearchInterruption {
    let cancellation = ExplorationCancellation()
    private let source: any DispatchSourceSignal
    /// When the first SIGINT came (uptime, ns); 0 before.
    private final class FirstSignal: Sendable {
        let at = Atomic<UInt64>(0)
    }

    /// A second SIGINT this soon after the first is the same Ctrl-C delivered twice: `timeout -s INT`
    /// signals the command and then its process group, so a bounded run would lose its report.
    static let sameInterrupt: UInt64 = 300_000_000

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "coordsim.interrupt"))
        let name = executableName
        // On a terminal, the progress line (`ExplorationProgressBar`) is cleared first.
        let clear = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : ""
        let first = FirstSignal()
        source.setEventHandler { [cancellation] in
            let now = DispatchTime.now().uptimeNanoseconds
            let firstAt = first.at.load(ordering: .relaxed)
            if firstAt == 0 {
                first.at.store(now, ordering: .relaxed)
                cancellation.cancel()
                StandardError.write(clear + "\(name): interrupted: stopping the search to report what it found "
                    + "(Ctrl-C again to quit at once)\n")
            } else if now - firstAt >= Self.sameInterrupt {
                StandardError.write(clear + "\(name): interrupted again: quit without a report\n")
                _exit(130)
            }
        }
        source.resume()
    }

    /// Gives SIGINT back its default action.
    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
