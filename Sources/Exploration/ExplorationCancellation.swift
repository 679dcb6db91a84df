import Synchronization

/// A request to stop an exploration before it ends, made from any thread: a signal handler (the
/// command line's Ctrl-C), a test, a UI. The search stops where it next reports progress (see
/// ``Explorer/cancellation``) and returns what it found so far, marked interrupted
/// (``ExplorationResult/Limit/interrupted``, ``ComposedExploration/isInterrupted``). The search
/// itself stays on its own thread: only this flag crosses.
public final class ExplorationCancellation: Sendable {
    private let requested = Atomic<Bool>(false)

    /// A cancellation not yet requested.
    public init() {}

    /// Asks the search to stop at its next progress point. Safe from any thread; asking again does nothing more.
    public func cancel() {
        requested.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        requested.load(ordering: .relaxed)
    }
}
