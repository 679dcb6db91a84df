/// The window: one root controller and at most one modal over it.
///
/// Swapping the root (sign-in ⇄ tab bar, seeds 001 and 004) lets the old hierarchy go;
/// if nothing else holds it, it is released, and the tracker journals the deinits. As in UIKit,
/// a swap does not dismiss a presented modal: the modal stays up, and its presentation keeps the
/// old root alive, which the leak check then reports.
public final class Window: FrameListener {
    unowned let application: Application
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var root: ViewController?
    /// The presented modal: a screen, or a navigation controller with its own stack.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var modal: ViewController?
    /// The controller the modal was presented from, held strongly as UIKit's presentation holds it.
    private var presenter: ViewController?
    /// A presentation or dismissal that has begun and not finished.
    private var pendingModal: PendingModal?

    private struct PendingModal {
        let isPresenting: Bool
        let finish: () -> Void
    }

    init(application: Application) {
        self.application = application
    }

    /// The root controller. Setting it swaps the hierarchy: the old root disappears, the new one
    /// loads (a tab bar subclass's `viewDidLoad` runs now) and appears.
    public var rootViewController: ViewController? {
        get { root }
        set { setRoot(newValue) }
    }

    /// `makeKeyAndVisible()`: the window is always the key window here.
    public func makeKeyAndVisible() {}

    private func setRoot(_ controller: ViewController?) {
        finishModalTransition()
        let old = root?.visibleScreen
        if let controller {
            adopt(controller)
            controller.loadViewIfNeeded()
        }
        if let root { application.tracker.noteDeparture(of: root) }
        root = controller
        let new = controller?.visibleScreen
        application.record(.setRoot(screen: new?.ref))
        // Under a page sheet the root stays visible; under a full-screen modal it is hidden.
        guard old !== new, modal?.modalPresentationStyle != .fullScreen else { return }
        new?.loadViewIfNeeded()
        old?.beginAppearance(false, animated: false)
        new?.beginAppearance(true, animated: false)
        old?.endAppearance(animated: false)
        new?.endAppearance(animated: false)
    }

    /// Presents `controller` from `presenter`. A page sheet (and a form sheet or `.automatic`, which
    /// are page sheets on an iPhone) leaves the presenter visible, and over full screen keeps its
    /// views, so it gets no disappear calls; a full-screen modal covers it, and it does. Animated, the appear
    /// calls end and `completion` runs a frame later. UIKit drops a presentation while another
    /// modal is up or a presentation or dismissal is animating, and logs why: so does this.
    @discardableResult
    func present(_ controller: ViewController, from presenter: ViewController, animated: Bool,
                 completion: (() -> Void)?) -> Bool {
        if pendingModal != nil {
            application.warn("Attempt to present \(Self.describe(controller)) on \(describeUnder(presenter)) "
                + "while a presentation or dismiss is in progress")
            return false
        }
        // UIKit presents from the presentation context, which is the window's root controller
        // unless something defines one (not modelled): a screen in a tab's stack presents from
        // the tab bar controller, and that is the presented controller's `presentingViewController`.
        var context = presenter
        while let parent = context.parent { context = parent }
        if let modal {
            // UIKit shows a modal presented from inside the modal on top of it; coordsim keeps one
            // modal, so it drops this one and says that the simulator, not the app, is the limit.
            if context === modal {
                application.warn(JournalEvent.unmodelledPrefix + "a modal over a modal: \(Self.describe(controller)) "
                    + "presented from inside \(Self.describe(modal)) was dropped (UIKit would show it over it)")
            } else {
                application.warn("Attempt to present \(Self.describe(controller)) on \(describeUnder(presenter)) "
                    + "which is already presenting \(Self.describe(modal))")
            }
            return false
        }
        adopt(controller)
        let covered = controller.modalPresentationStyle == .fullScreen ? activeUnderModal : nil
        controller.presentingViewController = context
        self.presenter = presenter
        modal = controller
        let screen = controller.visibleScreen
        if let screen { application.record(.present(screen: screen.ref, over: activeUnderModal?.ref)) }
        controller.isBeingPresented = true
        screen?.loadViewIfNeeded()
        covered?.beginAppearance(false, animated: animated)
        screen?.beginAppearance(true, animated: animated)
        run(animated: animated, isPresenting: true) {
            // UIKit removes the covered view once the presented one is in: its `viewDidDisappear`
            // comes after the presented screen's `viewDidAppear` (see docs/uikit.md).
            screen?.endAppearance(animated: animated)
            covered?.endAppearance(animated: animated)
            controller.isBeingPresented = false
            completion?()
        }
        return true
    }

    /// Dismisses the modal. A user dismissal (swipe down) is refused when the modal covers the
    /// screen, full screen or over full screen (no delegate is asked: there is no swipe), or when the modal or the screen shown in it sets
    /// `isModalInPresentation`, or the presentation's delegate says no; the delegate then hears
    /// `didAttemptToDismiss`, else `willDismiss` and, once the modal is gone, `didDismiss`, as in UIKit. `completion` runs once the modal is gone.
    ///
    /// While a presentation or another dismissal is animating, UIKit drops a dismissal from code and
    /// logs "Attempt to dismiss from view controller … while a presentation or dismiss is in
    /// progress!": the modal is not dismissed and `completion` never runs, so a flow that chains its
    /// next step from it stops there. So does this, and journals the warning.
    @discardableResult
    package func dismissModal(origin: Origin, animated: Bool = true, completion: (() -> Void)? = nil) -> Bool {
        guard let controller = modal else { return false }
        if pendingModal != nil {
            if origin == .code {
                application.warn("Attempt to dismiss from view controller \(describeUnder(presenter ?? controller)) "
                    + "while a presentation or dismiss is in progress!")
            }
            return false
        }
        if origin == .user, !userMayDismiss(controller) { return false }
        let isUserDismissal = origin == .user
        let screen = controller.visibleScreen
        let uncovered = controller.modalPresentationStyle == .fullScreen ? activeUnderModal : nil
        if let screen { application.record(.dismiss(screen: screen.ref, origin: origin)) }
        controller.isBeingDismissed = true
        screen?.beginAppearance(false, animated: animated)
        uncovered?.beginAppearance(true, animated: animated)
        run(animated: animated, isPresenting: false) { [unowned self] in
            screen?.endAppearance(animated: animated)
            uncovered?.endAppearance(animated: animated)
            controller.isBeingDismissed = false
            application.tracker.noteDeparture(of: controller)
            modal = nil
            presenter = nil
            controller.presentingViewController = nil
            // Read now, not held since the swipe: UIKit holds the delegate weakly, so a coordinator
            // that removes itself here is freed here, before the dismissed screen.
            if isUserDismissal, let delegate = controller.presentationDelegate,
               let presentation = controller.presentationController {
                delegate.presentationControllerDidDismiss(presentation)
            }
            completion?()
            // The dismissed controller is let go after this: a coordinator freed above went first.
            application.lookForTreeChange()
        }
        return true
    }

    /// A swipe-down the user lets go of: the sheet stays. As in UIKit, a sheet that may be
    /// swiped away hears `willDismiss` as the drag begins and never `didDismiss`, and its screen
    /// starts to disappear, then appears again; one that may not hears `didAttemptToDismiss`.
    /// Returns false when there is no sheet or it refused the drag.
    @discardableResult
    package func userSwipedDownCancelled() -> Bool {
        guard let controller = modal, pendingModal == nil, userMayDismiss(controller) else { return false }
        let screen = controller.visibleScreen
        screen?.beginAppearance(false, animated: true)
        if let screen { application.record(.swipeDownCancelled(screen: screen.ref)) }
        screen?.beginAppearance(true, animated: true)
        screen?.endAppearance(animated: true)
        return true
    }

    /// How UIKit's log names a controller: its screen's ref, or, for one that never joined the app
    /// and has no id yet, its class. Built only for a warning.
    private static func describe(_ controller: ViewController) -> String {
        guard let screen = controller.visibleScreen, screen.id != .unassigned else {
            return TypeNames.name(of: type(of: controller.visibleScreen ?? controller))
        }
        return screen.ref.description
    }

    /// The screen a presentation would cover, as UIKit's log names it.
    private func describeUnder(_ presenter: ViewController) -> String {
        activeUnderModal?.ref.description ?? TypeNames.name(of: type(of: presenter))
    }

    /// Whether the user may swipe `controller` away, asking its presentation's delegate as UIKit
    /// does. A full-screen or over-full-screen modal has no swipe, so nothing is asked; a sheet that refuses (its own
    /// or its top screen's `isModalInPresentation`, or the delegate's `shouldDismiss`) is reported
    /// to the delegate as `didAttemptToDismiss`, else the delegate hears `willDismiss`.
    private func userMayDismiss(_ controller: ViewController) -> Bool {
        guard !controller.modalPresentationStyle.coversScreen else { return false }
        let presentation = controller.presentationController.unsafelyUnwrapped
        let delegate = controller.presentationDelegate
        if Self.isModalInPresentation(controller) || delegate?.presentationControllerShouldDismiss(presentation) == false {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return false
        }
        delegate?.presentationControllerWillDismiss(presentation)
        return true
    }

    /// The presented modal's style as an iPhone shows it (`ModalPresentationStyle.resolved`) and
    /// whether the user may dismiss it now (``ModalPresentation``), nil when none is shown. Asks a sheet's delegate `presentationControllerShouldDismiss`, as a
    /// swipe would, and tells it nothing.
    var modalPresentation: ModalPresentation? {
        guard let controller = modal else { return nil }
        let style = controller.modalPresentationStyle.resolved
        guard !style.coversScreen, !Self.isModalInPresentation(controller) else {
            return ModalPresentation(style: style, userMayDismiss: false)
        }
        let refuses = controller.presentationDelegate.map { delegate in
            !delegate.presentationControllerShouldDismiss(controller.presentationController.unsafelyUnwrapped)
        } ?? false
        return ModalPresentation(style: style, userMayDismiss: !refuses)
    }

    /// `isModalInPresentation` as UIKit reads it for a swipe-down: set on the presented controller
    /// or on the screen shown in it (a form inside a presented navigation controller sets its own).
    private static func isModalInPresentation(_ controller: ViewController) -> Bool {
        controller.isModalInPresentation || controller.visibleScreen?.isModalInPresentation == true
    }

    /// Runs `finish` now, or a frame later when animated; a modal transition is in flight meanwhile.
    private func run(animated: Bool, isPresenting: Bool, finish: @escaping () -> Void) {
        guard animated else {
            finish()
            return
        }
        pendingModal = PendingModal(isPresenting: isPresenting, finish: finish)
        application.afterFrame(self)
    }

    func frameDidEnd() {
        finishModalTransition()
    }

    /// Ends a presentation or dismissal that is still animating, before something that needs it done.
    private func finishModalTransition() {
        guard let pending = pendingModal else { return }
        pendingModal = nil
        pending.finish()
    }

    /// The screen keys act on: the modal's top, else the root's visible screen.
    public var activeScreen: Screen? { modal?.visibleScreen ?? activeUnderModal }

    var activeUnderModal: Screen? { root?.visibleScreen }

    /// Whether `controller` is in the part of the hierarchy that is on screen.
    func isOnScreen(_ controller: ViewController) -> Bool {
        if controller === modal { return true }
        if modal?.modalPresentationStyle == .fullScreen, pendingModal == nil { return false }
        if controller === root { return true }
        if let tabs = root as? TabBarController, controller === tabs.selectedViewController {
            return true
        }
        // Deeper (a tab bar as the root module of the root stack): each container on the way up
        // shows the one below it.
        var child = controller
        while let parent = child.parent, parent.shows(child) {
            if parent === root { return true }
            child = parent
        }
        return false
    }

    /// Appends the raw ids of every screen in the window: all stacks of the root and the modal.
    func appendScreenIDs(to ids: inout [Int]) {
        root?.appendScreenIDs(to: &ids)
        modal?.appendScreenIDs(to: &ids)
    }

    /// Whether the screen `id` is in the window: in the root's hierarchy or the modal's.
    func containsScreen(_ id: ObjectID) -> Bool {
        root?.containsScreen(id) == true || modal?.containsScreen(id) == true
    }

    private func adopt(_ controller: ViewController) {
        application.attach(controller)
        if !controller.isContainer { controller.parent = nil }
    }
}

/// How a modal is shown, as UIKit's `modalPresentationStyle` on an iPhone.
public enum ModalPresentationStyle: String, Hashable, Codable, Sendable {
    /// A sheet over the presenter, which stays visible and can be swiped down.
    case pageSheet
    /// Covers the presenter, which disappears; it cannot be swiped down.
    case fullScreen
    /// Covers the screen, but the presenter keeps its views: it gets no disappear calls, as under a
    /// sheet. It cannot be swiped down (UIKit's `.overFullScreen`).
    case overFullScreen
    /// A form sheet, which on an iPhone is shown as a page sheet (UIKit's `.formSheet` in a
    /// compact width).
    case formSheet
    /// UIKit's default since iOS 13: a page sheet for a view controller.
    case automatic

    /// The style UIKit shows on an iPhone: `.formSheet` and `.automatic` are page sheets.
    var resolved: ModalPresentationStyle {
        switch self {
        case .formSheet, .automatic: .pageSheet
        case .pageSheet, .fullScreen, .overFullScreen: self
        }
    }

    /// Whether the modal covers the whole screen, tab bar included, with no swipe to dismiss it:
    /// full screen and over full screen.
    public var coversScreen: Bool { self == .fullScreen || self == .overFullScreen }
}
