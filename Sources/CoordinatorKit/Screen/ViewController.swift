/// The `UIViewController` analogue that screens, navigation controllers and tab bar
/// controllers share: an identity, a title, a tab item and modal presentation.
open class ViewController {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public internal(set) var id: ObjectID = .unassigned
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public internal(set) weak var application: Application?
    /// The container this controller is in: a navigation or tab bar controller.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public internal(set) weak var parent: ViewController?
    /// Set on a presented modal: the controller it was presented from.
    public internal(set) weak var presentingViewController: ViewController?
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public var title: String = ""
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public var tabItem: TabItem?
    /// Told when the user swipes a presented sheet down (`presentationControllerDidDismiss`).
    public weak var presentationDelegate: PresentationDelegate?
    /// When true the user cannot swipe this modal away (`isModalInPresentation`).
    public var isModalInPresentation = false
    /// True inside the disappear calls of a modal being dismissed, on the presented controller
    /// (a sheet's screens ask their `navigationController`), as UIKit's `isBeingDismissed`.
    public internal(set) var isBeingDismissed = false

    public init() {}

    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The modal shown over this controller's window, if this window presents one.
    public var presentedViewController: ViewController? { application?.window.modal }

    /// Presents `controller` as a page sheet over the window (`present(_:animated:)`).
    public func present(_ controller: ViewController) {
        guard let application = application ?? controller.application else {
            assertionFailure("present(_:) was called on a controller that is not in an application yet.")
            return
        }
        application.window.present(controller, from: self)
    }

    /// Dismisses the modal this controller presented, or the modal it is part of (`dismiss(animated:)`).
    public func dismiss() {
        application?.window.dismissModal(origin: .code)
    }

    /// The screen that is on top inside this controller.
    var visibleScreen: Screen? { nil }

    /// Appends the ids of every screen inside this controller; overridden rather than found by
    /// casting (slow), and appended rather than returned (the sweep does this every step).
    func appendScreenIDs(to ids: inout [Int]) {}
}

/// What the tab bar shows for a controller.
public struct TabItem: Hashable, Sendable {
    public var title: String
    public var tag: Int

    public init(title: String, tag: Int) {
        self.title = title
        self.tag = tag
    }
}

/// Told when the user dismisses a modal by swiping it down (`UIAdaptivePresentationControllerDelegate`).
public protocol PresentationDelegate: AnyObject {
    func presentationControllerDidDismiss(_ presented: ViewController)
}
