/// `UINavigationControllerDelegate`, spelled as UIKit spells it: how a coordinator learns of pops
/// it did not start (seed 000 §3).
///
/// `didShow` is required, unlike UIKit's: it is why a coordinator becomes the delegate, and a
/// required method cannot be misspelled silently. A `didShow` without `animated:` is a compile
/// error here, not a method that is never called (DECISIONS.md). `willShow` is optional.
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the top screen, before the `did` lifecycle calls.
    /// The place to read `transitionCoordinator` and register for a cancelled swipe.
    func navigationController(_ navigationController: NavigationController, willShow viewController: Screen, animated: Bool)
    /// `viewController` is now the top screen, after the `did` lifecycle calls. After a pop, the
    /// popped screen is no longer in `viewControllers`: seed 000 §3's cue to remove its coordinator.
    func navigationController(_ navigationController: NavigationController, didShow viewController: Screen, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing: `willShow` is optional, as in UIKit.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: Screen, animated: Bool) {}
}

/// The running transition, as `UIViewControllerTransitionCoordinator`.
public final class TransitionCoordinator {
    /// What the transition does to the stack, as `UINavigationController.Operation` (UIKit has no `set`).
    public enum Operation: String, Sendable {
        /// `push` puts a screen on top, `pop` takes screens off, `set` replaces the stack (`setViewControllers`).
        case push, pop, set
    }
    /// `UITransitionContextViewControllerKey`: which end of the transition to read.
    public enum Key: Sendable {
        /// `from` is the screen that was on top when the transition began, `to` the one that will be.
        case from, to
    }

    /// What the transition does to the stack.
    public let operation: Operation
    /// Whether app code or the user started the transition.
    public let origin: Origin
    /// True for a swipe-back, which the user can still cancel.
    public let isInteractive: Bool
    /// Set when an interactive transition was cancelled; read it in an interaction handler.
    public private(set) var isCancelled = false
    private let from: Screen?
    private let to: Screen?
    /// The screens the transition takes out of the stack (`popped` alone, or `removed`), until its
    /// `didShow` is over: UIKit names only `from`, and `removeFinishedChildren(in:)` needs every
    /// screen a pop of several levels took.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package private(set) var popped: Screen?
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package private(set) var removed: [Screen] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var completions: [(TransitionCoordinator) -> Void] = []

    init(from: Screen?, to: Screen?, operation: Operation, origin: Origin, isInteractive: Bool,
         popped: Screen? = nil, removed: [Screen] = []) {
        self.from = from
        self.to = to
        self.popped = popped
        self.removed = removed
        self.operation = operation
        self.origin = origin
        self.isInteractive = isInteractive
    }

    /// `viewController(forKey: .from)`: the screen the transition started from.
    public func viewController(forKey key: Key) -> Screen? {
        key == .from ? from : to
    }

    /// `notifyWhenInteractionChanges(_:)`: called once the user's finger lifts on an interactive
    /// transition, with ``isCancelled`` telling whether the pop will happen. Register it in `willShow`.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    /// `animate(alongsideTransition:completion:)`: `animation` runs now (nothing is drawn), and
    /// `completion` once the transition has ended, after `didShow`. The place to start the next
    /// transition, which UIKit would warn about if it began while this one animates.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func finishTransition() {
        // Let go of the screens that left where the transition lets go of them, even if the app keeps this object.
        popped = nil
        removed = []
        let handlers = completions
        completions = []
        handlers.forEach { $0(self) }
    }

    func finishInteraction(cancelled: Bool) {
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        handlers.forEach { $0(self) }
    }
}
