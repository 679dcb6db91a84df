import Dispatch
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Exploration

/// Ctrl-C during `explore` or `graph`'s search: SIGINT is ignored as a signal and watched with
/// DispatchSource. The first one cancels the search (``cancellation``), which stops at its next
/// progress point and reports what it found; a second exits at once with 130, the progress line
/// cleared. Only while the search runs: ``stop()`` gives SIGINT back its default action before
/// the report is printed and a journey written (which holds signals until it is whole).
final class SearchInterruption {
    let cancellation = ExplorationCancellation()
    private let source: any DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "coordsim.interrupt"))
        let name = executableName
        // On a terminal, the progress line (`ExplorationProgressBar`) is cleared first.
        let clear = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : ""
        source.setEventHandler { [cancellation] in
            if cancellation.isCancelled {
                StandardError.write(clear + "\(name): interrupted again: quit without a report\n")
                _exit(130)
            }
            cancellation.cancel()
            StandardError.write(clear + "\(name): interrupted: stopping the search to report what it found "
                + "(Ctrl-C again to quit at once)\n")
        }
        source.resume()
    }

    /// Gives SIGINT back its default action.
    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
