import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Owns SIGINT, SIGTERM and SIGHUP while the terminal UI runs: they are ignored as signals
/// and watched with DispatchSource, so the main loop can restore the terminal itself (ncurses
/// does so only for signals left at their default action) and exit 130, 143 or 129.
final class SignalWatch {
    static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Written by the signal queue, read by the main loop.
    private final class Pending: Sendable {
        let signal = Atomic<Int32>(0)
    }

    private let pending = Pending()
    private let sources: [any DispatchSourceSignal]

    init() {
        let queue = DispatchQueue(label: "coordsim.signals")
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in Self.watched {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            sources.append(source)
        }
        self.sources = sources
        for (source, signalNumber) in zip(sources, Self.watched) {
            source.setEventHandler { [pending] in
                _ = pending.signal.compareExchange(expected: 0, desired: signalNumber, ordering: .relaxed)
            }
            source.resume()
        }
    }

    /// The first watched signal that arrived, if any; the main loop polls this.
    var received: Int32? {
        let value = pending.signal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Gives the signals back their default actions.
    func stop() {
        for source in sources { source.cancel() }
        for signalNumber in Self.watched { signal(signalNumber, SIG_DFL) }
    }
}
