/// The window: one root controller and at most one modal sheet over it.
///
/// Swapping the root (sign-in ⇄ tab bar, seeds 001 and 004) lets the old hierarchy go;
/// if nothing else holds it, it is released, and the tracker journals the deinits.
public final class Window {
    unowned let application: Application
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var rootViewController: ViewController?
    /// The presented sheet: a screen, or a navigation controller with its own stack.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var modal: ViewController?

    init(application: Application) {
        self.application = application
    }

    /// `window.rootViewController = …`: the old root disappears, the new one appears.
    public func setRootViewController(_ controller: ViewController?) {
        if modal != nil { dismissModal(origin: .code) }
        let old = rootViewController?.visibleScreen
        if let controller { adopt(controller) }
        rootViewController = controller
        let new = controller?.visibleScreen
        application.record(.setRoot(screen: new?.ref))
        guard old !== new else { return }
        new?.loadViewIfNeeded()
        old?.beginAppearance(false)
        new?.beginAppearance(true)
        old?.endAppearance()
        new?.endAppearance()
    }

    /// Presents a page sheet. The presenter stays visible underneath, so it gets no
    /// disappear calls (UIKit's `.pageSheet` behaviour).
    func present(_ controller: ViewController, from presenter: ViewController) {
        guard modal == nil else {
            assertionFailure("A modal is already presented; dismiss it before presenting \(type(of: controller)).")
            return
        }
        adopt(controller)
        controller.presentingViewController = presenter
        modal = controller
        let screen = controller.visibleScreen
        if let screen { application.record(.present(screen: screen.ref, over: activeUnderModal?.ref)) }
        screen?.beginAppearance(true)
        screen?.endAppearance()
    }

    /// Dismisses the sheet. A user dismissal (swipe down) is refused when the modal sets
    /// `isModalInPresentation`, and is reported to its `presentationDelegate`.
    @discardableResult
    public func dismissModal(origin: Origin) -> Bool {
        guard let controller = modal else { return false }
        if origin == .user && controller.isModalInPresentation { return false }
        let screen = controller.visibleScreen
        if let screen { application.record(.dismiss(screen: screen.ref, origin: origin)) }
        controller.isBeingDismissed = true
        screen?.beginAppearance(false)
        screen?.endAppearance()
        controller.isBeingDismissed = false
        modal = nil
        controller.presentingViewController = nil
        if origin == .user { controller.presentationDelegate?.presentationControllerDidDismiss(controller) }
        return true
    }

    /// The screen keys act on: the modal's top, else the root's visible screen.
    public var activeScreen: Screen? { modal?.visibleScreen ?? activeUnderModal }

    var activeUnderModal: Screen? { rootViewController?.visibleScreen }

    /// Whether `controller` is in the part of the hierarchy that is on screen.
    func isOnScreen(_ controller: ViewController) -> Bool {
        if controller === rootViewController || controller === modal { return true }
        if let tabs = rootViewController as? TabBarController, controller === tabs.selectedViewController {
            return true
        }
        return false
    }

    /// The raw ids of every screen in the window: all stacks of the root and the modal.
    func reachableScreenIDs() -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(16)
        rootViewController?.appendScreenIDs(to: &ids)
        modal?.appendScreenIDs(to: &ids)
        return ids
    }

    private func adopt(_ controller: ViewController) {
        application.attach(controller)
        if let screen = controller as? Screen { screen.parent = nil }
    }
}
