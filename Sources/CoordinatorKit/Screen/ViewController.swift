// Foundation for the types UIKit's signatures name (`Bundle`, `NSCoder`), so UIKit-shaped
// initializers match exactly.
import Foundation

/// `UIViewController`: a content screen, and the base of navigation and tab bar controllers, as
/// in UIKit, where `UINavigationController` and `UITabBarController` are view controllers too.
///
/// A screen describes what it shows as ``Element`` values and receives ``ElementAction``s (see
/// `Screen.swift`). It never knows the screens it leads to: it reports to a coordinator, delegate
/// or closure that it holds weakly. `Screen` is another name for this class.
///
/// A controller can be made on its own (`NavigationController()`, `TabBarController()`) and joins
/// an ``Application`` when it is put in the window, a tab bar or a navigation stack that is in one,
/// as a view controller joins a window in UIKit. It gets its `#id` then.
///
/// It is an `NSObject`, as UIKit's is, so `protocol BaseView: NSObjectProtocol` and
/// `extension NSObject` helpers apply to it; equality and hashing are by identity.
open class ViewController: NSObject {
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
    /// What the tab bar shows for this controller, as UIKit's `UITabBarItem!`: never nil when read,
    /// so `tabBarItem.badgeValue = "3"` works on a controller given none, as in UIKit. One given
    /// none shows its default: a navigation controller its root screen's item, any other its `title`.
    public var tabBarItem: TabBarItem! {
        get { ownTabBarItem ?? defaultTabBarItem }
        set { ownTabBarItem = newValue }
    }
    /// The item the app set; nil when none, and the tab bar shows the default.
    var ownTabBarItem: TabBarItem?
    /// The item read from a controller given none: no title, so the tab bar's own fallback (the
    /// controller's `title`) still shows after a badge is set on it.
    var defaultTabBarItem: TabBarItem { TabBarItem(title: nil, image: nil, tag: 0) }
    private var presentationStorage: PresentationController?
    /// When true the user cannot swipe this modal away (`isModalInPresentation`).
    public var isModalInPresentation = false
    /// Hides the tab bar while this controller is in the selected tab's navigation stack
    /// (`hidesBottomBarWhenPushed`; the rule is in `NavigationController.hidesBottomBar`).
    public var hidesBottomBarWhenPushed = false
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

    /// True for navigation and tab bar controllers, which show other controllers: they are not
    /// journaled, tracked or listed as screens, and have no title. Read once, from `isContainerType`.
    let isContainer: Bool

    /// Whether instances of this class are containers (see `isContainer`).
    class var isContainerType: Bool { false }

    /// A screen made in code, as `UIViewController()`; its `title` starts as its registry identifier.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`, so a subclass's `super.init(nibName: nil, bundle: nil)` compiles.
    /// There are no nibs: a screen declares its content in ``elements``.
    public init(nibName: String?, bundle: Bundle?) {
        identifier = Self.identifier
        typeName = TypeNames.name(of: Self.self)
        isContainer = Self.isContainerType
        super.init()
        if !isContainer { title = identifier }
    }

    /// How a storyboard makes a screen (``Storyboarded``, `ScreenRegistry`), as UIKit's is. A screen
    /// with its own designated initializer, such as `init(viewModel:)`, implements this one too.
    public required init?(coder: NSCoder) {
        identifier = Self.identifier
        typeName = TypeNames.name(of: Self.self)
        isContainer = Self.isContainerType
        super.init()
        if !isContainer { title = identifier }
    }

    deinit {
        deathFlag?.die()
        linkStorage?.controller = nil
    }

    /// Identity, as UIKit's: two controllers are equal only when they are the same object.
    public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

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
        // A presenter in no window (never shown, or already gone): UIKit logs "whose view is not
        // in the window hierarchy" and shows nothing, and so does coordsim (no journal to log to).
        guard let application = application ?? controller.application else { return }
        application.window.present(controller, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the modal this controller presented, or the modal it is part of, as
    /// `dismiss(animated:completion:)`. `completion` runs once the sheet is gone.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        application?.window.dismissModal(origin: .code, animated: animated, completion: completion)
    }

    /// The screen that is on top inside this controller: itself for a screen; containers override it.
    var visibleScreen: Screen? { self }

    /// Appends the ids of every screen inside this controller; overridden by containers rather than
    /// found by casting (slow), and appended rather than returned (the sweep does this every step).
    func appendScreenIDs(to ids: inout [Int]) { ids.append(id.rawValue) }

    /// Whether the screen `id` is inside this controller; overridden as `appendScreenIDs`.
    func containsScreen(_ id: ObjectID) -> Bool { self.id == id }

    /// Appends the ids of the coordinators that own the screens inside this controller (see
    /// ``Application/screenOwnerIDs()``); overridden rather than found by casting, as `appendScreenIDs`.
    func appendOwnerIDs(to owners: inout [ObjectID], in application: Application) {
        if let id = ownerCoordinatorID(in: application) { owners.append(id) }
    }

    /// Whether this container shows `child` now: a stack's top, a tab bar's selected tab.
    func shows(_ child: ViewController) -> Bool { false }

    /// The container the window shows when this one is its root: a navigation controller whose top
    /// is a tab bar controller (a tab bar set as a stack's root module, as upstream
    /// ApplicationCoordinator does) shows the tab bar, so the snapshot, the tab keys and the back
    /// key treat the tab bar as the root; otherwise itself.
    package var shownRoot: ViewController { self }

    /// Joins `application` the controllers inside this one; called when this one joins it.
    func attachContents(to application: Application) {}

    /// Journals the view load; only screens are journaled. A navigation controller whose root is a
    /// tab bar loads the tab bar with it, as the window shows the tab bar (`shownRoot`).
    func didLoadView() {
        guard isContainer else { return record(.viewDidLoad) }
        let shown = shownRoot
        if shown !== self { shown.loadViewIfNeeded() }
    }

    // MARK: The content screen

    enum Appearance { case disappeared, appearing, appeared, disappearing }

    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    var appearance = Appearance.disappeared
    /// True inside the disappear callbacks of a screen that is being removed from its
    /// navigation stack, as UIKit's `isMovingFromParent` (seed 004 relies on it).
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public internal(set) var isMovingFromParent = false
    /// True inside the appear callbacks of a screen that was just pushed or set, as UIKit's `isMovingToParent`.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public internal(set) var isMovingToParent = false

    /// The registry identifier of this screen's type, computed once: type names are costly to build.
    public let identifier: String
    private let typeName: String


    /// The registry identifier: the type's name without a `Screen` suffix (`CheckoutScreen` is `Checkout`).
    open class var identifier: String { TypeNames.screenIdentifier(of: self) }

    package var ref: ObjectRef { ObjectRef(id: id, kind: .screen, type: typeName) }

    /// Set by the lifetime tracker when it starts tracking this screen; raised when the screen dies.
    var deathFlag: DeathFlag?


    /// The transition its navigation controller is running, as UIKit's `transitionCoordinator` on
    /// a container's child: nil when none is animating (and for a modal's own appearance, which
    /// coordsim runs without one).
    public var transitionCoordinator: TransitionCoordinator? { navigationController?.transitionCoordinator }

    /// What this screen shows in the navigation bar, as UIKit's `navigationItem`: made on first use.
    public var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem()
        navigationItemStorage = item
        return item
    }
    private(set) var navigationItemStorage: NavigationItem?

    /// The back button's title when this screen is below the top: `backBarButtonItem`'s title, else
    /// `backButtonTitle`, else the bar title, as UIKit chooses it.
    var backButtonTitleShown: String {
        guard let item = navigationItemStorage else { return title }
        if let button = item.backBarButtonItem { return button.title ?? "" }
        return item.backButtonTitle ?? item.title ?? title
    }

    // Snapshots ask every screen for its owner after every event; a conformance check and a
    // tracker lookup each time cost more than the rest of the screen's snapshot.
    /// This screen as an ``OwnedScreen``, once looked up; nil when it is not one.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private unowned(unsafe) var ownedSelf: (any OwnedScreen)?
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var isOwnedSelfLookedUp = false
    /// The owner seen by the last snapshot and what it was reported as. Pinned, not weak: a weak
    /// load is a slow runtime call, and this is read for every screen whenever owners are.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var lastOwner: Pinned?
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var lastOwnerValue: ScreenOwner?

    /// The id in ``lastOwnerValue``, so the stale check reads it without copying the value.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var lastOwnerID: ObjectID?

    /// Who this screen reports to, as a value: nil when it is not an ``OwnedScreen``. With
    /// `reflecting` (an app with its own `Coordinator` protocol, or none set), a screen that is not one reports
    /// to its stored `coordinator` or `delegate` property, read by reflection.
    /// `describe` turns an owner not seen before into a value.
    func ownerValue(reflecting: Bool, describe: (AnyObject) -> ScreenOwner) -> ScreenOwner? {
        guard let found = currentOwner(reflecting: reflecting) else { return nil }
        guard let owner = found else { return .released }
        if let lastOwner, lastOwner.identifier == ObjectIdentifier(owner), let lastOwnerValue { return lastOwnerValue }
        return remember(owner, as: describe(owner))
    }

    /// The id of the coordinator this screen reports to, if a coordinator: `ownerValue`'s, without
    /// copying the value; ``ObjectID/unknownOwner`` when the screen names no owner.
    func ownerCoordinatorID(in application: Application) -> ObjectID? {
        guard let found = currentOwner(reflecting: application.readsOwnersByReflection) else { return .unknownOwner }
        guard let owner = found else { return nil }
        if let lastOwner, lastOwner.identifier == ObjectIdentifier(owner), let lastOwnerID { return lastOwnerID }
        return remember(owner, as: application.describeOwner(owner)).coordinator?.id
    }

    /// The object this screen reports to: nil when it names none, `.some(nil)` when that is released.
    private func currentOwner(reflecting: Bool) -> AnyObject?? {
        if !isOwnedSelfLookedUp {
            ownedSelf = self as? OwnedScreen
            isOwnedSelfLookedUp = true
        }
        if let ownedSelf { return .some(ownedSelf.owner) }
        if reflecting, let reflected = ReflectedOwner.owner(of: self) { return .some(reflected) }
        return nil
    }

    private func remember(_ owner: AnyObject, as value: ScreenOwner) -> ScreenOwner {
        // A coordinator's ref never changes; an object that is not (yet) one may join the tree later.
        if let ref = value.coordinator {
            lastOwner = Pinned(owner)
            lastOwnerValue = value
            lastOwnerID = ref.id
        }
        return value
    }

    /// What the screen shows, top to bottom.
    open var elements: [Element] { [] }

    /// What the screen was made with and what the user has set on it; goes into the Snapshot
    /// and the state file.
    open var parameters: [String: String] { [:] }

    /// Handles a tap, a selection or an edit on one of ``elements``.
    open func handle(_ action: ElementAction) {}

    /// The element the driver last moved focus to on this screen, so focus is where the user left
    /// it when they come back. Kept on the screen, not in a table by id: it goes when the screen
    /// does, and a step looks it up without hashing.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package var focusedElementID: String?

    /// The element that asked for focus and has not got it yet; see ``requestFocus(_:)``.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package private(set) var focusRequest: String?

    /// Moves focus to the element with `elementID` once the current event is handled, as
    /// `becomeFirstResponder()` does: a form that fails to submit sends the user to the first
    /// invalid field. The driver owns focus, so this is a request it honours.
    public func requestFocus(_ elementID: String) {
        focusRequest = elementID
    }

    /// Returns the pending focus request and forgets it. The driver calls this after each event.
    package func takeFocusRequest() -> String? {
        defer { focusRequest = nil }
        return focusRequest
    }

    /// Called each time the screen is about to be shown, as UIKit's: pushed, uncovered by a pop or
    /// by a full-screen modal's dismissal, or its tab selected. Journaled. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear` and before `viewDidAppear`, once the view
    /// is in the hierarchy (UIKit, iOS 13 and later). Not journaled: the journal keeps UIKit's four
    /// appearance calls, and this one always follows `viewWillAppear`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called once the screen is shown and its transition done. Journaled. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the screen is about to be covered or removed; ``isMovingFromParent`` tells a
    /// pop from a cover. Journaled. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the screen is hidden or removed and its transition done. Journaled. The default
    /// does nothing.
    open func viewDidDisappear(_ animated: Bool) {}


    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isContainer {
            // A container in a stack (a tab bar as its root module) passes the calls on to the
            // screen it shows, as UIKit's containers forward appearance to their children.
            if isAppearing { loadViewIfNeeded() }
            visibleScreen?.beginAppearance(isAppearing, animated: animated)
            return
        }
        if isAppearing {
            loadViewIfNeeded()
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            record(.viewWillAppear)
            viewWillAppear(animated)
            viewIsAppearing(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            record(.viewWillDisappear)
            viewWillDisappear(animated)
        }
    }

    func endAppearance(animated: Bool) {
        if isContainer {
            visibleScreen?.endAppearance(animated: animated)
            return
        }
        switch appearance {
        case .appearing:
            appearance = .appeared
            record(.viewDidAppear)
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            record(.viewDidDisappear)
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            break
        }
    }

    private func record(_ call: LifecycleCall) {
        application?.record(.lifecycle(screen: ref, call: call))
    }
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
