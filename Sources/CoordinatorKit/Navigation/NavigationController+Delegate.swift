/// `UINavigationControllerDelegate`: how a coordinator learns of pops it did not start (seed 000 §3).
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow screen: Screen)
    func navigationController(_ navigationController: NavigationController, didShow screen: Screen)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow screen: Screen) {}
    public func navigationController(_ navigationController: NavigationController, didShow screen: Screen) {}
}

/// The running transition, as `UIViewControllerTransitionCoordinator`.
public final class TransitionCoordinator {
    public enum Operation: String, Sendable { case push, pop, set }
    public enum Key: Sendable { case from, to }

    public let operation: Operation
    public let origin: Origin
    public let isInteractive: Bool
    public internal(set) var isCancelled = false
    private let from: Screen?
    private let to: Screen?

    init(from: Screen?, to: Screen?, operation: Operation, origin: Origin, isInteractive: Bool) {
        self.from = from
        self.to = to
        self.operation = operation
        self.origin = origin
        self.isInteractive = isInteractive
    }

    /// `viewController(forKey: .from)`: the screen the transition started from.
    public func viewController(forKey key: Key) -> Screen? {
        key == .from ? from : to
    }
}
