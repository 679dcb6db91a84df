/// A stack of screens, as `UINavigationController`.
///
/// Every change goes through one transition routine, so lifecycle calls, delegate calls and
/// journal events always come in UIKit's order: the leaving screen's `viewWillDisappear`,
/// the arriving screen's `viewWillAppear`, `willShow`, then the two `did` calls and `didShow`.
public final class NavigationController: ViewController {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var viewControllers: [Screen] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public weak var delegate: NavigationControllerDelegate?
    /// Set only while a transition runs, as UIKit's `transitionCoordinator`: it names the *from* screen.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var transitionCoordinator: TransitionCoordinator?

    public init(_ application: Application, rootViewController: Screen? = nil) {
        super.init()
        self.application = application
        self.id = application.makeID()
        if let rootViewController { setViewControllers([rootViewController]) }
    }

    public var topViewController: Screen? { viewControllers.last }

    override var visibleScreen: Screen? { topViewController }

    override func appendScreenIDs(to ids: inout [Int]) {
        for screen in viewControllers { ids.append(screen.id.rawValue) }
    }

    /// The back button's title: the previous screen's title, when back is possible.
    public var backTitle: String? {
        viewControllers.count > 1 ? viewControllers[viewControllers.count - 2].title : nil
    }

    public func pushViewController(_ screen: Screen) {
        guard !viewControllers.contains(where: { $0 === screen }) else {
            assertionFailure("Pushing \(screen.ref) which is already in this stack is not supported.")
            return
        }
        adopt(screen)
        let from = topViewController
        application?.record(.push(stack: id, screen: screen.ref, from: from?.ref))
        viewControllers.append(screen)
        transition(from: from, to: screen, operation: .push, origin: .code, removed: [])
    }

    /// Pops the top screen; app code calls this. Popping the root is a programming error.
    @discardableResult
    public func popViewController() -> Screen? {
        pop(origin: .code)
    }

    @discardableResult
    public func popToViewController(_ screen: Screen) -> [Screen] {
        guard let index = viewControllers.firstIndex(where: { $0 === screen }) else {
            assertionFailure("popToViewController: \(screen.ref) is not in this stack.")
            return []
        }
        return pop(keeping: index + 1, origin: .code)
    }

    @discardableResult
    public func popToRootViewController() -> [Screen] {
        pop(keeping: 1, origin: .code)
    }

    /// Replaces the whole stack (`setViewControllers(_:animated:)`).
    public func setViewControllers(_ screens: [Screen]) {
        let from = topViewController
        let removed = viewControllers.filter { old in !screens.contains { $0 === old } }
        screens.forEach(adopt)
        viewControllers = screens
        application?.record(.setStack(stack: id, screens: screens.map(\.ref)))
        transition(from: from, to: topViewController, operation: .set, origin: .code, removed: removed)
        removed.forEach { $0.parent = nil }   // after their disappear calls, which may ask for it
    }

    // MARK: User navigation

    /// The nav bar's back button. Does nothing at the root.
    @discardableResult
    public func userTappedBack() -> Screen? {
        viewControllers.count > 1 ? pop(origin: .user) : nil
    }

    /// An interactive swipe from the left edge. One that completes is a user pop, exactly as the
    /// back button's, marked interactive. One that is cancelled pops nothing: as in UIKit, the stack
    /// shows the pop while the finger moves (`isMovingFromParent` is true in `viewWillDisappear`),
    /// `willShow` fires, the appearance calls then reverse, and `didShow` never comes. Coordinators
    /// learn of the cancel through `transitionCoordinator.notifyWhenInteractionChanges`.
    public func userSwipedBack(completes: Bool) {
        guard viewControllers.count > 1, let top = topViewController else { return }
        guard !completes else {
            pop(keeping: viewControllers.count - 1, origin: .user, interactive: true)
            return
        }
        let below = viewControllers[viewControllers.count - 2]
        let visible = isOnScreen
        let context = TransitionCoordinator(from: top, to: below, operation: .pop, origin: .user, isInteractive: true)
        transitionCoordinator = context
        defer { transitionCoordinator = nil }
        viewControllers.removeLast()
        top.isMovingFromParent = true
        if visible {
            below.loadViewIfNeeded()
            top.beginAppearance(false)
            below.beginAppearance(true)
        }
        if let delegate {
            application?.record(.willShow(stack: id, screen: below.ref))
            delegate.navigationController(self, willShow: below)
        }
        // The finger lifts before the threshold: the screen slides back and stays.
        viewControllers.append(top)
        top.isMovingFromParent = false
        context.finishInteraction(cancelled: true)
        application?.record(.swipeBackCancelled(stack: id, screen: top.ref))
        if visible {
            top.beginAppearance(true)
            below.beginAppearance(false)
            top.endAppearance()
            below.endAppearance()
        }
    }

    // MARK: Internals

    var isOnScreen: Bool { application?.window.isOnScreen(self) ?? false }

    @discardableResult
    func pop(origin: Origin) -> Screen? {
        guard viewControllers.count > 1 else {
            assertionFailure("Popping the root screen of a navigation stack is not allowed.")
            return nil
        }
        return pop(keeping: viewControllers.count - 1, origin: origin).first
    }

    @discardableResult
    func pop(keeping count: Int, origin: Origin, interactive: Bool = false) -> [Screen] {
        guard count >= 1, count < viewControllers.count, let from = topViewController else { return [] }
        let removed = Array(viewControllers[count...])
        viewControllers.removeSubrange(count...)
        let to = viewControllers[count - 1]
        application?.record(.pop(stack: id, from: from.ref, to: to.ref, origin: origin))
        transition(from: from, to: to, operation: .pop, origin: origin, removed: removed, interactive: interactive)
        removed.forEach { $0.parent = nil }
        return removed
    }

    private func adopt(_ screen: Screen) {
        if let application { application.attach(screen) }
        screen.parent = self
    }

    private func transition(from: Screen?, to: Screen?, operation: TransitionCoordinator.Operation,
                            origin: Origin, removed: [Screen], interactive: Bool = false) {
        guard from !== to else { return }
        let visible = isOnScreen
        let context = TransitionCoordinator(from: from, to: to, operation: operation, origin: origin,
                                            isInteractive: interactive)
        transitionCoordinator = context
        defer { transitionCoordinator = nil }
        removed.forEach { $0.isMovingFromParent = true }
        if visible {
            // UIKit loads the arriving view before the leaving one hears viewWillDisappear.
            to?.loadViewIfNeeded()
            from?.beginAppearance(false)
            to?.beginAppearance(true)
        }
        if let to, let delegate {
            application?.record(.willShow(stack: id, screen: to.ref))
            delegate.navigationController(self, willShow: to)
        }
        if interactive { context.finishInteraction(cancelled: false) }
        if visible {
            from?.endAppearance()
            to?.endAppearance()
        }
        removed.forEach { $0.isMovingFromParent = false }
        if let to, let delegate {
            application?.record(.didShow(stack: id, screen: to.ref))
            delegate.navigationController(self, didShow: to)
        }
    }
}
