import Foundation

/// A content screen: the view controller analogue that apps subclass.
///
/// A screen describes what it shows as ``Element`` values and receives ``ElementAction``s.
/// It never knows the screens it leads to: it reports to a coordinator, delegate or
/// closure that it holds weakly.
open class Screen: ViewController {
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

    public override init(nibName: String?, bundle: Bundle?) {
        identifier = Self.identifier
        typeName = TypeNames.name(of: Self.self)
        super.init(nibName: nibName, bundle: bundle)
        title = identifier
    }

    /// How a storyboard makes a screen (``Storyboarded``, `ScreenRegistry`), as UIKit's is. A screen
    /// with its own designated initializer, such as `init(viewModel:)`, implements this one too.
    public required init?(coder: NSCoder) {
        identifier = Self.identifier
        typeName = TypeNames.name(of: Self.self)
        super.init(nibName: nil, bundle: nil)
        title = identifier
    }

    /// A screen made in code, as `UIViewController()`; its `title` starts as its registry identifier.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The registry identifier: the type's name without a `Screen` suffix (`CheckoutScreen` is `Checkout`).
    open class var identifier: String { TypeNames.screenIdentifier(of: self) }

    package var ref: ObjectRef { ObjectRef(id: id, kind: .screen, type: typeName) }

    /// Set by the lifetime tracker when it starts tracking this screen; raised when the screen dies.
    var deathFlag: DeathFlag?

    deinit { deathFlag?.die() }

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

    override var visibleScreen: Screen? { self }

    override func appendScreenIDs(to ids: inout [Int]) { ids.append(id.rawValue) }

    override func containsScreen(_ id: ObjectID) -> Bool { self.id == id }

    override func appendOwnerIDs(to owners: inout [ObjectID], in application: Application) {
        if let id = ownerCoordinatorID(in: application) { owners.append(id) }
    }

    override func didLoadView() { record(.viewDidLoad) }

    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
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

/// Seed 000's `Storyboarded`: make a screen by its type, as a storyboard would by its identifier.
public protocol Storyboarded {
    /// A new instance, made as the storyboard would make it.
    static func instantiate() -> Self
}

extension Storyboarded where Self: Screen {
    /// A new screen from ``Screen/fromStoryboard()``, through its `init(coder:)`.
    public static func instantiate() -> Self { Self.fromStoryboard() }
}

extension Screen {
    /// A new screen made as a storyboard makes one, through ``init(coder:)``. A screen whose
    /// `init(coder:)` returns nil stops the app with a message, as UIKit stops.
    public static func fromStoryboard() -> Self {
        guard let screen = Self(coder: storyboardCoder) else {
            preconditionFailure("\(self).init(coder:) returned nil: a storyboard cannot make this screen.")
        }
        return screen
    }
}

/// The coder storyboards pass to ``Screen/init(coder:)``; screens here decode nothing from it.
nonisolated(unsafe) private let storyboardCoder = NSCoder()
