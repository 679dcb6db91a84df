// Foundation for `NSCoder`, the storyboard initializer every view controller has.
import Foundation

/// A stack of screens, as `UINavigationController`.
///
/// Every change goes through one transition routine, so lifecycle calls, delegate calls and
/// journal events always come in UIKit's order: the leaving screen's `viewWillDisappear`,
/// the arriving screen's `viewWillAppear`, `willShow`, then the two `did` calls and `didShow`.
public final class NavigationController: ViewController, FrameListener {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var stack: [Screen] = []
    /// Told of every screen shown, as UIKit's `delegate`: `willShow` before, `didShow` after, for
    /// changes made in code and by the user alike. Held weakly.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public weak var delegate: NavigationControllerDelegate?
    /// The edge swipe that pops, as UIKit's `interactivePopGestureRecognizer`: set `isEnabled` to
    /// false to turn it off.
    public let interactivePopGestureRecognizer: GestureRecognizer? = GestureRecognizer()
    /// Whether the navigation bar is hidden (`isNavigationBarHidden`). A hidden bar turns off the
    /// swipe back too, as in UIKit.
    public var isNavigationBarHidden = false

    /// `setNavigationBarHidden(_:animated:)`.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Whether an edge swipe can pop now. UIKit turns the swipe off when its recognizer is disabled,
    /// when the bar is hidden, and when the top screen replaces or hides the back button
    /// (`navigationItem.leftBarButtonItem`, `hidesBackButton`), unless the app takes the
    /// recognizer's delegate over, which is not modelled.
    public var allowsInteractivePop: Bool {
        showsBackButton && interactivePopGestureRecognizer?.isEnabled != false
    }

    /// Set while an animated transition runs, as UIKit's `transitionCoordinator`: it names the
    /// *from* screen. Nil during a transition made with `animated: false`, as on a device.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var runningTransition: TransitionCoordinator?

    /// The running transition's coordinator, this stack's own (a screen in it reads the same).
    public override var transitionCoordinator: TransitionCoordinator? { runningTransition }
    /// Its root screen's item, which the tab bar shows for a navigation controller given none.
    override var defaultTabBarItem: TabBarItem { viewControllers.first?.ownTabBarItem ?? super.defaultTabBarItem }

    /// A navigation controller that joins an application when it is put in the window or a tab
    /// bar, as `UINavigationController()`.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    override class var isContainerType: Bool { true }

    /// A storyboard's navigation controller, with an empty stack (`UIStoryboard` makes it by the
    /// identifier `NavigationController`, or `UINavigationController` through CoordsimUIKit).
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// `UINavigationController(rootViewController:)`.
    public convenience init(rootViewController: Screen) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller that belongs to `application` from the start, so it and its screens
    /// get their ids now rather than when they reach the window.
    public init(_ application: Application, rootViewController: Screen? = nil) {
        super.init(nibName: nil, bundle: nil)
        self.application = application
        self.id = application.makeID()
        if let rootViewController { setViewControllers([rootViewController], animated: false) }
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [Screen] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack, the one shown; nil when the stack is empty.
    public var topViewController: Screen? { stack.last }

    override var visibleScreen: Screen? {
        // The screen itself without a call, as before containers could be in a stack: every key reads this.
        guard let top = stack.last else { return nil }
        return top.isContainer ? top.visibleScreen : top
    }

    package override var shownRoot: ViewController {
        guard let top = stack.last, top.isContainer else { return self }
        return top.shownRoot
    }

    override func shows(_ child: ViewController) -> Bool { child === topViewController }

    override func appendScreenIDs(to ids: inout [Int]) {
        // By index: reading each screen in place, rather than copying it out, costs no retain.
        // A tab bar at the root lists its tabs' screens.
        for index in stack.indices {
            if stack[index].isContainer { stack[index].appendScreenIDs(to: &ids) } else { ids.append(stack[index].id.rawValue) }
        }
    }

    override func containsScreen(_ id: ObjectID) -> Bool {
        for index in stack.indices where stack[index].id == id || stack[index].isContainer && stack[index].containsScreen(id) {
            return true
        }
        return false
    }

    override func appendOwnerIDs(to owners: inout [ObjectID], in application: Application) {
        for index in stack.indices { stack[index].appendOwnerIDs(to: &owners, in: application) }
    }

    override func attachContents(to application: Application) {
        for screen in stack { application.attach(screen) }
    }

    /// The back button's title, when back is possible: as UIKit, the previous screen's
    /// `navigationItem.backBarButtonItem` title, else its `backButtonTitle`, else its title.
    package var backTitle: String? {
        stack.count > 1 ? stack[stack.count - 2].backButtonTitleShown : nil
    }

    /// Pushes `screen` on top, as `pushViewController(_:animated:)`. Pushing a screen already in
    /// this stack is a programming error: it stops a debug build and does nothing otherwise.
    /// A navigation or tab bar controller cannot be pushed (see ``setViewControllers(_:animated:)``).
    public func pushViewController(_ screen: Screen, animated: Bool) {
        guard !stack.contains(where: { $0 === screen }) else {
            assertionFailure("Pushing \(screen.ref) which is already in this stack is not supported.")
            return
        }
        guard !screen.isContainer else {
            assertionFailure(screen is NavigationController ? "Pushing a navigation controller is not supported."
                : "Pushing a tab bar controller is not supported: UIKit's documentation says it cannot be pushed.")
            return
        }
        adopt(screen)
        let from = topViewController
        application?.record(.push(stack: id, screen: screen.ref, from: from?.ref))
        stack.append(screen)
        transition(from: from, to: screen, operation: .push, origin: .code, animated: animated, pushed: screen, added: [], removed: [])
    }

    /// Pops the top screen; app code calls this. Popping the root does nothing and returns nil, as in UIKit.
    @discardableResult
    public func popViewController(animated: Bool) -> Screen? {
        popTop(origin: .code, animated: animated)
    }

    /// Pops the screens above `screen`; nil when `screen` is not in the stack, as in UIKit.
    @discardableResult
    public func popToViewController(_ screen: Screen, animated: Bool) -> [Screen]? {
        guard let index = stack.firstIndex(where: { $0 === screen }) else { return nil }
        return pop(keeping: index + 1, origin: .code, animated: animated)
    }

    /// Pops every screen above the root and returns them, bottom first: empty, never nil, when the
    /// root is already on top.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [Screen]? {
        pop(keeping: 1, origin: .code, animated: animated)
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`. A tab bar controller may be
    /// the stack's root (a root module, as upstream ApplicationCoordinator sets one; UIKit logs
    /// nothing), then shown as the root: its tabs are the ones the keys select. A navigation
    /// controller, or a tab bar controller above the root, is refused as a push of one is.
    public func setViewControllers(_ screens: [Screen], animated: Bool) {
        for (index, screen) in screens.enumerated() where screen.isContainer && (index > 0 || screen is NavigationController) {
            assertionFailure(screen is NavigationController ? "Pushing a navigation controller is not supported."
                : "A tab bar controller can only be the root of a navigation stack.")
            return
        }
        let from = topViewController
        let removed = stack.filter { old in !screens.contains { $0 === old } }
        let added = screens.filter { new in !stack.contains { $0 === new } }
        screens.forEach(adopt)
        application?.tracker.noteDeparture(of: removed)
        stack = screens
        application?.record(.setStack(stack: id, screens: screens.map(\.ref)))
        transition(from: from, to: topViewController, operation: .set, origin: .code, animated: animated,
                   pushed: nil, added: added, removed: removed)
    }

    // MARK: User navigation

    /// The nav bar's back button. Does nothing at the root.
    @discardableResult
    package func userTappedBack() -> Screen? {
        popTop(origin: .user, animated: true)
    }

    /// An interactive swipe from the left edge. One that completes is a user pop, exactly as the
    /// back button's, marked interactive. One that is cancelled pops nothing: as in UIKit, the stack
    /// shows the pop while the finger moves (`isMovingFromParent` is true in `viewWillDisappear`),
    /// `willShow` fires, then the screen that was being revealed disappears again before the top
    /// one reappears, and `didShow` never comes. Coordinators learn of the cancel through
    /// `transitionCoordinator.notifyWhenInteractionChanges`. Returns false, doing nothing, when
    /// the swipe is off (``allowsInteractivePop``).
    @discardableResult
    package func userSwipedBack(completes: Bool) -> Bool {
        guard allowsInteractivePop, let top = topViewController else { return false }
        guard !completes else {
            popTop(origin: .user, animated: true, interactive: true)
            return true
        }
        let below = stack[stack.count - 2]
        let visible = isOnScreen
        let context = TransitionCoordinator(from: top, to: below, operation: .pop, origin: .user, isInteractive: true)
        let outer = runningTransition
        runningTransition = context
        defer { runningTransition = outer }
        stack.removeLast()
        top.isMovingFromParent = true
        if visible {
            below.loadViewIfNeeded()
            top.beginAppearance(false, animated: true)
            below.beginAppearance(true, animated: true)
        }
        if let delegate {
            application?.record(.willShow(stack: id, screen: below.ref))
            delegate.navigationController(self, willShow: below, animated: true)
        }
        // The finger lifts before the threshold: the screen slides back and stays.
        stack.append(top)
        top.isMovingFromParent = false
        context.finishInteraction(cancelled: true)
        application?.record(.swipeBackCancelled(stack: id, screen: top.ref))
        if visible {
            below.beginAppearance(false, animated: true)
            below.endAppearance(animated: true)
            top.beginAppearance(true, animated: true)
            top.endAppearance(animated: true)
        }
        return true
    }

    /// The back button's menu (iOS 14): a long press on the back button lists the screens below
    /// the top, and choosing one pops to it at once, animated, as `popToViewController`. A user pop
    /// of several levels: the delegate's `didShow` names the old top as its `from`, and the screens
    /// between leave with it. `level` counts from the root (1). Returns the screens popped; empty
    /// when the bar shows no back button (hidden, replaced, at the root) or no such level is below the top.
    @discardableResult
    package func userChoseFromBackMenu(level: Int) -> [Screen] {
        guard showsBackButton, level >= 1, level < stack.count else { return [] }
        return pop(keeping: level, origin: .user, animated: true)
    }

    /// Whether the bar shows a back button now: not at the root, not with the bar hidden, and not
    /// while the top screen hides it or puts its own left button in its place.
    package var showsBackButton: Bool {
        guard stack.count > 1, !isNavigationBarHidden else { return false }
        guard let item = stack[stack.count - 1].navigationItemStorage else { return true }
        return item.keepsBackButton
    }

    // MARK: Internals

    var isOnScreen: Bool { application?.window.isOnScreen(self) ?? false }

    @discardableResult
    func pop(keeping count: Int, origin: Origin, animated: Bool, interactive: Bool = false) -> [Screen] {
        guard count >= 1, count < stack.count, let from = topViewController else { return [] }
        let removed = Array(stack[count...])
        stack.removeSubrange(count...)
        application?.tracker.noteDeparture(of: removed)
        let to = stack[count - 1]
        application?.record(.pop(stack: id, from: from.ref, to: to.ref, origin: origin))
        transition(from: from, to: to, operation: .pop, origin: origin, animated: animated, pushed: nil, added: [],
                   removed: removed, interactive: interactive)
        return removed
    }

    /// Pops the top screen, as `pop(keeping: stack.count - 1, …)` without an array of one: the
    /// back button's pop is on the per-key path. Nil at the root.
    @discardableResult
    private func popTop(origin: Origin, animated: Bool, interactive: Bool = false) -> Screen? {
        guard stack.count > 1 else { return nil }
        let from = stack.removeLast()
        application?.tracker.noteDeparture(of: from)
        let to = stack[stack.count - 1]
        application?.record(.pop(stack: id, from: from.ref, to: to.ref, origin: origin))
        transition(from: from, to: to, operation: .pop, origin: origin, animated: animated, pushed: nil, popped: from,
                   added: [], removed: [], interactive: interactive)
        return from
    }

    private func adopt(_ screen: Screen) {
        if let application { application.attach(screen) }
        screen.parent = self
    }

    /// One transition between its two halves: UIKit's `viewWill…`/`willShow` at its start, and
    /// `viewDid…`/`didShow` at its end, a frame later when it is animated. A class: an optional
    /// struct this size was destroyed through the runtime's generic value witnesses, on every push and pop.
    private final class Transition {
        let serial: Int
        let from: Screen?
        let to: Screen?
        /// The pushed screen; kept apart from `added` so a push allocates no array.
        let pushed: Screen?
        /// The screen popped alone; kept apart from `removed` so a pop of one allocates no array.
        let popped: Screen?
        let added: [Screen]
        let removed: [Screen]
        let animated: Bool
        let visible: Bool
        /// This transition's coordinator; nil when it is not animated.
        let context: TransitionCoordinator?
        /// The coordinator of the transition this one started inside, handed back at the end.
        let outer: TransitionCoordinator?

        init(serial: Int, from: Screen?, to: Screen?, pushed: Screen?, popped: Screen?, added: [Screen],
             removed: [Screen], animated: Bool, visible: Bool, context: TransitionCoordinator?,
             outer: TransitionCoordinator?) {
            self.serial = serial
            self.from = from
            self.to = to
            self.pushed = pushed
            self.popped = popped
            self.added = added
            self.removed = removed
            self.animated = animated
            self.visible = visible
            self.context = context
            self.outer = outer
        }
    }

    /// The animated transition that has begun and not finished.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var inFlight: Transition?
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var transitions = 0

    private func transition(from: Screen?, to: Screen?, operation: TransitionCoordinator.Operation,
                            origin: Origin, animated: Bool, pushed: Screen?, popped: Screen? = nil, added: [Screen],
                            removed: [Screen], interactive: Bool = false) {
        guard from !== to else {
            // The top stays, so nothing appears or disappears, but UIKit still tells the screens
            // put in and taken out that their parent changed.
            for screen in added { screen.willMove(toParent: self) }
            for screen in removed { screen.willMove(toParent: nil) }
            for screen in added { screen.didMove(toParent: self) }
            popped?.parent = nil
            for screen in removed {
                screen.parent = nil
                screen.didMove(toParent: nil)
            }
            return
        }
        if let pending = inFlight {
            // UIKit lets the second transition run, logs this, and the first one's end comes early.
            application?.warn("Unbalanced calls to begin/end appearance transitions for \(to?.ref.description ?? "nil")")
            finish(pending)
        }
        transitions += 1
        // A transition started from inside this one's callbacks (a push from `viewDidAppear`) runs
        // to its end and then hands the outer one its coordinator back, so the outer `didShow`
        // still sees its own `from`.
        let context = animated
            ? TransitionCoordinator(from: from, to: to, operation: operation, origin: origin, isInteractive: interactive,
                                    popped: popped, removed: removed)
            : nil
        let transition = Transition(serial: transitions, from: from, to: to, pushed: pushed, popped: popped, added: added,
                                    removed: removed, animated: animated, visible: isOnScreen, context: context,
                                    outer: runningTransition)
        runningTransition = context
        if let pushed { pushed.willMove(toParent: self); pushed.isMovingToParent = true }
        for screen in added { screen.willMove(toParent: self); screen.isMovingToParent = true }
        if let popped { popped.willMove(toParent: nil); popped.isMovingFromParent = true }
        for screen in removed { screen.willMove(toParent: nil); screen.isMovingFromParent = true }
        if transition.visible {
            // UIKit loads the arriving view before the leaving one hears viewWillDisappear.
            to?.loadViewIfNeeded()
            from?.beginAppearance(false, animated: animated)
            to?.beginAppearance(true, animated: animated)
        }
        if let to, let delegate {
            application?.record(.willShow(stack: id, screen: to.ref))
            delegate.navigationController(self, willShow: to, animated: animated)
        }
        if interactive { runningTransition?.finishInteraction(cancelled: false) }
        guard animated, let application else {
            finish(transition)
            return
        }
        inFlight = transition
        application.afterFrame(self)
    }

    /// Ends the animated transition still in flight, if one is: a transition ended early (another
    /// began) leaves nothing to do.
    func frameDidEnd() {
        if let pending = inFlight { finish(pending) }
    }

    private func finish(_ transition: Transition) {
        if inFlight?.serial == transition.serial { inFlight = nil }
        // This transition is over: one begun from the calls below nests in what this one nested in.
        runningTransition = transition.outer
        if transition.visible {
            transition.from?.endAppearance(animated: transition.animated)
            transition.to?.endAppearance(animated: transition.animated)
        }
        if let pushed = transition.pushed { pushed.isMovingToParent = false; pushed.didMove(toParent: self) }
        for screen in transition.added { screen.isMovingToParent = false; screen.didMove(toParent: self) }
        if let popped = transition.popped { Self.didLeave(popped) }
        for screen in transition.removed { Self.didLeave(screen) }
        // `didShow` sees its own transition, even when one began from the calls above.
        let newer = runningTransition
        runningTransition = transition.context
        if let to = transition.to, let delegate {
            application?.record(.didShow(stack: id, screen: to.ref))
            delegate.navigationController(self, didShow: to, animated: transition.animated)
        }
        runningTransition = newer
        transition.context?.finishTransition()
        // The transition lets go of the screens that left when it is released: a coordinator the
        // code above freed (a child removed in `didShow`) went first. (A push releases none.)
        if transition.popped != nil || !transition.removed.isEmpty { application?.lookForTreeChange() }
    }

    /// The end of a screen's removal, once its disappear calls (which may ask for its parent) are done.
    private static func didLeave(_ screen: Screen) {
        screen.isMovingFromParent = false
        screen.parent = nil
        screen.didMove(toParent: nil)
    }
}
