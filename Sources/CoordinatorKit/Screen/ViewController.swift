// Foundation for the types UIKit's signatures name (`Bundle`, `NSCoder`), so UIKit-shaped
// initializers match exactly.
import Foundation

/// The `UIViewController` analogue that screens, navigation controllers and tab bar
/// controllers share: an identity, a title, a tab bar item, a loaded view and modal presentation.
///
/// A controller can be made on its own (`NavigationController()`, `TabBarController()`) and joins
/// an ``Application`` when it is put in the window, a tab bar or a navigation stack that is in one,
/// as a view controller joins a window in UIKit. It gets its `#id` then.
open class ViewController: Equatable, Hashable {
    /// This controller's identity in its application, given when it joins one; `#-1` until then.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public internal(set) var id: ObjectID = .unassigned
    /// The application this controller joined, or nil from the application's `deinit` on, as a
    /// weak reference would say (see `ApplicationLink`).
    public internal(set) var application: Application? {
        get { applicationLink?.application }
        set { applicationLink = newValue?.link }
    }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var applicationLink: ApplicationLink?
    /// The container this controller is in: a navigation or tab bar controller. Nil from the
    /// container's `deinit` on, as a weak reference would be (see `ControllerLink`).
    public internal(set) var parent: ViewController? {
        get { parentLink?.controller }
        set { parentLink = newValue?.link }
    }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var parentLink: ControllerLink?
    /// Set on a presented modal: the controller that presents it, which is the presentation context
    /// (the window's root controller, such as the tab bar controller), not the screen whose
    /// `present` was called, as in UIKit.
    public internal(set) var presentingViewController: ViewController? {
        get { presentingLink?.controller }
        set { presentingLink = newValue?.link }
    }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var presentingLink: ControllerLink?
    /// How other controllers refer to this one, made when first needed.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var linkStorage: ControllerLink?

    private var link: ControllerLink {
        if let linkStorage { return linkStorage }
        let made = ControllerLink(self)
        linkStorage = made
        return made
    }
    /// The title the navigation bar shows, as UIKit's `title`. Never nil here: a screen's defaults
    /// to its registry identifier, other controllers' to empty.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public var title: String = ""
    /// What the tab bar shows for this controller. A navigation controller without one shows its
    /// root screen's, as UIKit's does.
    public var tabBarItem: TabBarItem?
    private var presentationStorage: PresentationController?
    /// When true the user cannot swipe this modal away (`isModalInPresentation`).
    public var isModalInPresentation = false
    /// How this controller is shown when presented: `.automatic` (a page sheet) by default, as in UIKit.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// True inside the disappear calls of a modal being dismissed, on the presented controller
    /// (a sheet's screens ask their `navigationController`), as UIKit's `isBeingDismissed`.
    public internal(set) var isBeingDismissed = false
    /// True inside the appear calls of a modal being presented, as UIKit's `isBeingPresented`.
    public internal(set) var isBeingPresented = false
    /// Whether `viewDidLoad` has run, as UIKit's `isViewLoaded`: it runs before the controller
    /// first appears, or on ``loadViewIfNeeded()``.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var isViewLoaded = false

    /// A controller that is in no application yet: it joins one, and gets its id, when it is put
    /// in the window or in a container that is.
    public init() {}

    deinit { linkStorage?.controller = nil }

    /// `init(nibName:bundle:)`, so a subclass's `super.init(nibName: nil, bundle: nil)` compiles.
    /// There are no nibs: a screen declares its content in ``Screen/elements``.
    public init(nibName: String?, bundle: Bundle?) {}

    public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The nearest navigation controller this one is in, as UIKit's `navigationController`; nil
    /// outside one. A presented modal's screens find the modal's own navigation controller.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller this one is in, as UIKit's `tabBarController`; nil outside
    /// one. It follows containers, not presentations: a presented modal's screens get nil.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The controller of this one's presentation as a sheet: set its `delegate` to hear the user's
    /// swipe-down, as UIKit's `presentationController`. Made on first use.
    public var presentationController: PresentationController? {
        if let presentationStorage { return presentationStorage }
        let controller = PresentationController(presentedViewController: self)
        presentationStorage = controller
        return controller
    }

    /// The delegate of this controller's presentation, if one was asked for; read without making one.
    var presentationDelegate: AdaptivePresentationControllerDelegate? { presentationStorage?.delegate }

    /// The modal shown over this controller's window, if this window presents one.
    public var presentedViewController: ViewController? { application?.window.modal }

    /// Called once, the first time the controller is about to be shown.
    open func viewDidLoad() {}

    /// Calls `viewDidLoad` the first time only, as UIKit does.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        didLoadView()
        viewDidLoad()
    }

    /// Called when the controller is about to be added to or removed from a container (`nil`).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to or removed from a container (`nil`).
    open func didMove(toParent parent: ViewController?) {}

    /// Presents `controller` as a page sheet over the window, as `present(_:animated:completion:)`.
    /// `completion` runs once the sheet is on screen.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let application = application ?? controller.application else {
            assertionFailure("present(_:animated:) was called on a controller that is not in an application yet.")
            return
        }
        application.window.present(controller, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the modal this controller presented, or the modal it is part of, as
    /// `dismiss(animated:completion:)`. `completion` runs once the sheet is gone.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        application?.window.dismissModal(origin: .code, animated: animated, completion: completion)
    }

    /// The screen that is on top inside this controller.
    var visibleScreen: Screen? { nil }

    /// Appends the ids of every screen inside this controller; overridden rather than found by
    /// casting (slow), and appended rather than returned (the sweep does this every step).
    func appendScreenIDs(to ids: inout [Int]) {}

    /// Whether the screen `id` is inside this controller; overridden as `appendScreenIDs`.
    func containsScreen(_ id: ObjectID) -> Bool { false }

    /// Appends the ids of the coordinators that own the screens inside this controller (see
    /// ``Application/screenOwnerIDs()``); overridden rather than found by casting, as `appendScreenIDs`.
    func appendOwnerIDs(to owners: inout [ObjectID], in application: Application) {}

    /// Joins `application` the controllers inside this one; called when this one joins it.
    func attachContents(to application: Application) {}

    /// Journals the view load; only screens are journaled.
    func didLoadView() {}
}

/// A controller as the controllers around it refer to it (a screen to its container, a modal to
/// its presenter). A weak reference would give the controller a side table, and every retain and
/// release of it would take the runtime's slow path; the controller clears this in its `deinit`
/// instead (Swift runs every `deinit` body of the class chain before releasing stored
/// properties), so it reads nil from then on, as `weak` would.
final class ControllerLink {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    unowned(unsafe) var controller: ViewController?

    init(_ controller: ViewController) { self.controller = controller }
}

/// What the tab bar shows for a controller, as `UITabBarItem`.
public struct TabBarItem: Hashable, Sendable {
    /// The tab's title; nil shows none.
    public var title: String?
    /// Kept, never drawn: the terminal shows tabs by title.
    public var image: Image?
    /// The app's own number for the tab, as UIKit's `tag`; coordsim never reads it.
    public var tag: Int
    /// Shown on the tab, as UIKit's `badgeValue`.
    public var badgeValue: String?

    /// `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// One of UIKit's system items, titled as UIKit titles it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: nil, tag: tag)
    }

    /// `UITabBarItem.SystemItem`.
    public enum SystemItem: String, Hashable, Sendable, CaseIterable {
        /// One of UIKit's system items; each shows its English ``title`` and no image.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The English title UIKit shows for the item.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}

/// An image by name, as `UIImage(named:)` and `UIImage(systemName:)`. The terminal draws no
/// images; the name is kept so a tab bar item keeps what it was given.
public struct Image: Hashable, Sendable {
    /// The name the image was made with, asset or SF Symbol alike.
    public var name: String

    /// `UIImage(named:)`: failable as in UIKit, but never nil here, since no asset is looked up.
    public init?(named name: String) { self.name = name }

    /// `UIImage(systemName:)`: failable as in UIKit, but never nil here, since no symbol is looked up.
    public init?(systemName name: String) { self.name = name }
}

/// The presentation of a modal sheet, as `UIPresentationController`.
public final class PresentationController {
    /// The controller this presentation shows: the one `present` was called with.
    public unowned let presentedViewController: ViewController
    /// Hears the user's swipe-down, as UIKit's `delegate`.
    public weak var delegate: AdaptivePresentationControllerDelegate?

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }
}

/// `UIAdaptivePresentationControllerDelegate`: what a coordinator hears when the user swipes its
/// sheet down. A dismissal made in code is not reported, as in UIKit. `didDismiss` is required so
/// that a misspelling is a compile error, not a child coordinator that is never removed; the
/// others are optional.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked before a swipe-down dismisses the sheet; false keeps it, as `isModalInPresentation` does.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The swipe-down is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user dismissed the sheet: the place to remove its child coordinator.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to swipe the sheet down and was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
