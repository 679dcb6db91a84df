/// What a screen shows in the navigation bar, as `UINavigationItem`: its title, the buttons on
/// either side, and the back button the screen above it shows.
public final class NavigationItem {
    /// The bar's title while this screen is on top; nil shows the screen's `title`. As in UIKit,
    /// setting it leaves the screen's `title` (and a tab's) as it was.
    public var title: String?
    /// The back button's title while this screen is the one below the top (`backButtonTitle`);
    /// nil uses the title. Ignored when ``backBarButtonItem`` is set, as in UIKit.
    public var backButtonTitle: String?
    /// The back button the screen above this one shows (`backBarButtonItem`): only its title is read.
    public var backBarButtonItem: BarButtonItem?
    /// The buttons on the left of the bar while this screen is on top, outermost first. As in
    /// UIKit, they take the back button's place and turn off the interactive swipe back (the back
    /// button they replace is what the swipe stands for), unless ``leftItemsSupplementBackButton``.
    public var leftBarButtonItems: [BarButtonItem]?
    /// The buttons on the right of the bar while this screen is on top, outermost (rightmost) first.
    public var rightBarButtonItems: [BarButtonItem]?
    /// Whether the left items sit beside the back button instead of replacing it
    /// (`leftItemsSupplementBackButton`); the swipe back then stays on, as the back button does.
    public var leftItemsSupplementBackButton = false
    /// Hides the back button while this screen is on top, which also turns off the swipe back.
    public var hidesBackButton = false

    /// An item with `title`, as `UINavigationItem(title:)`; nil shows the screen's `title`.
    public init(title: String? = nil) { self.title = title }

    /// The first of ``leftBarButtonItems``; setting it replaces them all, as in UIKit.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all, as in UIKit.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// `setHidesBackButton(_:animated:)`.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// `setLeftBarButton(_:animated:)`.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// `setRightBarButton(_:animated:)`.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// `setLeftBarButtonItems(_:animated:)`.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// `setRightBarButtonItems(_:animated:)`.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Whether the back button is drawn beside (or instead of) the left items: no left items, or
    /// left items that supplement it, and not hidden.
    package var keepsBackButton: Bool {
        !hidesBackButton && (leftBarButtonItems?.isEmpty ?? true || leftItemsSupplementBackButton)
    }
}

/// A button in a bar, as `UIBarButtonItem`: a title or a system item, and what a tap does.
///
/// Linux has no Objective-C runtime, so `#selector` does not compile. The target/action
/// initialisers take the method itself instead, `action: ItemsScreen.addTapped` where UIKit's take
/// `#selector(ItemsScreen.addTapped(_:))`, and hold the target weakly as UIKit does. The iOS 14
/// closure form, `primaryAction: ControlAction { _ in … }` (`UIAction`), compiles unchanged.
public final class BarButtonItem {
    /// The button's title; as a back button item, the back button's title (nil uses the default).
    public var title: String?
    /// Kept, never drawn: the terminal draws every bar button alike.
    public var style: Style
    /// Whether a tap does anything (`isEnabled`); a disabled button is drawn dimmed and refuses taps.
    public var isEnabled = true
    /// The system item this button was made as, if any; it gives the button its title.
    public private(set) var systemItem: SystemItem?
    /// What a tap runs, as the iOS 14 `primaryAction`; it is run instead of a target's action.
    public var primaryAction: ControlAction?
    /// What a target/action initialiser was given, bound to its weakly held target.
    private var targetAction: ((BarButtonItem) -> Void)?

    /// `UIBarButtonItem(title:style:target:action:)` without a target: a tap does nothing. Also
    /// how a back button is named (``NavigationItem/backBarButtonItem``).
    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
    }

    /// `UIBarButtonItem(title:style:target:action:)`, with `action` the method (`Screen.hideTapped`)
    /// where UIKit takes its `#selector`: a tap calls it on `target` with this item. `target` is
    /// held weakly; once it is released a tap does nothing, as in UIKit.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(title: title, style: style)
        bind(target, action)
    }

    /// The same, for an action method that takes no sender (`@objc func hide()` in UIKit).
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style)
        bind(target) { target in { _ in action(target)() } }
    }

    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`: the system item's title, and
    /// `action` the method where UIKit takes its `#selector`.
    public convenience init<Target: AnyObject>(barButtonSystemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(title: barButtonSystemItem.title, style: barButtonSystemItem.style)
        systemItem = barButtonSystemItem
        bind(target, action)
    }

    /// The same, for an action method that takes no sender.
    public convenience init<Target: AnyObject>(barButtonSystemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: barButtonSystemItem.title, style: barButtonSystemItem.style)
        systemItem = barButtonSystemItem
        bind(target) { target in { _ in action(target)() } }
    }

    /// The iOS 14 `UIBarButtonItem(title:image:primaryAction:menu:)`: a tap runs `primaryAction`.
    /// A nil title takes the action's title. The image is kept by name only; there are no menus.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: ControlAction?) {
        self.init(title: title ?? primaryAction?.title, style: .plain)
        self.primaryAction = primaryAction
    }

    /// The iOS 14 `UIBarButtonItem(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: ControlAction? = nil) {
        self.init(title: systemItem.title, style: systemItem.style)
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    private func bind<Target: AnyObject>(_ target: Target?, _ action: @escaping (Target) -> (BarButtonItem) -> Void) {
        guard let target else { return }
        targetAction = { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// What the bar shows for this button: its title, or `?` for an untitled one (an image only).
    package var shownTitle: String { title ?? "?" }

    /// A user's tap: runs the primary action, else the target's action. Returns false when the
    /// button is disabled, and does nothing then, as a dimmed button does.
    @discardableResult
    package func userTapped() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.handler(primaryAction)
        } else {
            targetAction?(self)
        }
        return true
    }

    /// `UIBarButtonItem.Style`.
    public enum Style: Sendable, Hashable {
        /// `plain` is an ordinary button, `done` UIKit's bold Done button; coordsim draws both alike.
        case plain, done
    }

    /// `UIBarButtonItem.SystemItem`: the buttons UIKit draws itself. The terminal writes each as
    /// the word or sign iOS shows (`Done`, `+`), which is also the label a tap names.
    public enum SystemItem: Sendable, Hashable, CaseIterable {
        /// Done, Cancel, Edit, Save, Close (`×` on iOS 13 and later, written `Close` here), Add (`+`).
        case done, cancel, edit, save, close, add
        /// Search, Compose, Reply, Action (share), Refresh, Trash, Bookmarks, Camera, Undo, Redo:
        /// icons on iOS, written as their names here.
        case search, compose, reply, action, refresh, trash, bookmarks, camera, undo, redo

        /// The text the terminal draws and a tap names.
        public var title: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .close: return "Close"
            case .add: return "+"
            case .search: return "Search"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .refresh: return "Refresh"
            case .trash: return "Trash"
            case .bookmarks: return "Bookmarks"
            case .camera: return "Camera"
            case .undo: return "Undo"
            case .redo: return "Redo"
            }
        }

        /// `done` and `save` are bold (`.done`) in UIKit; the others plain.
        var style: Style { self == .done || self == .save ? .done : .plain }
    }
}

/// A closure a control runs, as `UIAction` (iOS 14): a bar button's `primaryAction`.
public final class ControlAction {
    /// The action's title; a bar button made with it and no title of its own shows it.
    public var title: String
    /// What the action runs; it is handed the action itself, as UIKit's `UIActionHandler`.
    let handler: (ControlAction) -> Void

    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, with what
    /// the terminal uses: a title (the image is kept by name only) and the handler.
    public init(title: String = "", image: Image? = nil, handler: @escaping (ControlAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
