/// The window: one root controller and at most one modal sheet over it.
///
/// Swapping the root (sign-in ⇄ tab bar, seeds 001 and 004) lets the old hierarchy go;
/// if nothing else holds it, it is released, and the tracker journals the deinits.
public final class Window {
    unowned let application: Application
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var root: ViewController?
    /// The presented sheet: a screen, or a navigation controller with its own stack.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var modal: ViewController?

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
        if modal != nil { dismissModal(origin: .code) }
        let old = root?.visibleScreen
        if let controller {
            adopt(controller)
            controller.loadViewIfNeeded()
        }
        root = controller
        let new = controller?.visibleScreen
        application.record(.setRoot(screen: new?.ref))
        guard old !== new else { return }
        new?.loadViewIfNeeded()
        old?.beginAppearance(false, animated: false)
        new?.beginAppearance(true, animated: false)
        old?.endAppearance(animated: false)
        new?.endAppearance(animated: false)
    }

    /// Presents a page sheet. The presenter stays visible underneath, so it gets no
    /// disappear calls (UIKit's `.pageSheet` behaviour).
    /// Returns false when a modal is already up: UIKit logs a warning and drops the presentation.
    func present(_ controller: ViewController, from presenter: ViewController) -> Bool {
        guard modal == nil else {
            assertionFailure("A modal is already presented; dismiss it before presenting \(type(of: controller)).")
            return false
        }
        adopt(controller)
        controller.presentingViewController = presenter
        modal = controller
        let screen = controller.visibleScreen
        if let screen { application.record(.present(screen: screen.ref, over: activeUnderModal?.ref)) }
        controller.isBeingPresented = true
        screen?.beginAppearance(true, animated: true)
        screen?.endAppearance(animated: true)
        controller.isBeingPresented = false
        return true
    }

    /// Dismisses the sheet. A user dismissal (swipe down) asks the presentation's delegate first and
    /// is refused when the modal sets `isModalInPresentation` or the delegate says no; the delegate
    /// then hears `didAttemptToDismiss`, else `willDismiss` and `didDismiss`, as in UIKit.
    @discardableResult
    public func dismissModal(origin: Origin) -> Bool {
        guard let controller = modal else { return false }
        let delegate = origin == .user ? controller.presentationDelegate : nil
        if origin == .user {
            let presentation = controller.presentationController.unsafelyUnwrapped
            if controller.isModalInPresentation || delegate?.presentationControllerShouldDismiss(presentation) == false {
                delegate?.presentationControllerDidAttemptToDismiss(presentation)
                return false
            }
            delegate?.presentationControllerWillDismiss(presentation)
        }
        let screen = controller.visibleScreen
        if let screen { application.record(.dismiss(screen: screen.ref, origin: origin)) }
        controller.isBeingDismissed = true
        screen?.beginAppearance(false, animated: true)
        screen?.endAppearance(animated: true)
        controller.isBeingDismissed = false
        modal = nil
        controller.presentingViewController = nil
        if let delegate, let presentation = controller.presentationController {
            delegate.presentationControllerDidDismiss(presentation)
        }
        return true
    }

    /// The screen keys act on: the modal's top, else the root's visible screen.
    public var activeScreen: Screen? { modal?.visibleScreen ?? activeUnderModal }

    var activeUnderModal: Screen? { root?.visibleScreen }

    /// Whether `controller` is in the part of the hierarchy that is on screen.
    func isOnScreen(_ controller: ViewController) -> Bool {
        if controller === root || controller === modal { return true }
        if let tabs = root as? TabBarController, controller === tabs.selectedViewController {
            return true
        }
        return false
    }

    /// The raw ids of every screen in the window: all stacks of the root and the modal.
    func reachableScreenIDs() -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(16)
        root?.appendScreenIDs(to: &ids)
        modal?.appendScreenIDs(to: &ids)
        return ids
    }

    private func adopt(_ controller: ViewController) {
        application.attach(controller)
        if let screen = controller as? Screen { screen.parent = nil }
    }
}
