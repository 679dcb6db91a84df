// Foundation for `NSCoder`, the storyboard initializer every view controller has.
import Foundation

/// Tabs, as `UITabBarController`: each a navigation controller with its own stack, or a plain view
/// controller (a settings screen), which has no navigation bar and nothing to pop.
///
/// Stacks survive tab switches. Reselecting the selected tab pops it to its root when it is a
/// navigation controller. Subclass it as
/// seed 000's `MainTabBarController` does: set ``viewControllers`` in `viewDidLoad`, which runs
/// when the tab bar is put in the window.
open class TabBarController: ViewController {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    /// The tabs, never nil: what the runtime reads.
    package private(set) var tabs: [ViewController] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var selected = 0
    /// Asked and told about the user's tab taps, as UIKit's `delegate`; held weakly.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public weak var delegate: TabBarControllerDelegate?

    /// A tab bar that joins an application when it is put in the window, as `UITabBarController()`.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    override class var isContainerType: Bool { true }

    /// A storyboard's tab bar controller, as `UIStoryboard` makes a registered subclass.
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// A tab bar that belongs to `application` from the start: it gets its id now.
    public init(_ application: Application) {
        super.init(nibName: nil, bundle: nil)
        self.application = application
        self.id = application.makeID()
    }

    /// The tabs, as UIKit's `viewControllers`: navigation controllers or plain view controllers;
    /// nil while there are none, so UIKit's `viewControllers?[index]` reads the same. Cast a tab
    /// `as? NavigationController` to reach its stack.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The tabs the user may rearrange, as UIKit's `customizableViewControllers`: the tabs, each
    /// time they are set. Kept for the app to read; there is no More tab to rearrange them in.
    public var customizableViewControllers: [ViewController]?

    /// The selected tab. Setting it is a switch made in code: the delegate is not told, as in UIKit.
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue, origin: .code) }
    }

    /// The selected tab's view controller (a navigation controller or a plain one); nil while there
    /// are no tabs.
    public var selectedViewController: ViewController? {
        tabs.indices.contains(selected) ? tabs[selected] : nil
    }

    override var visibleScreen: Screen? { selectedViewController?.visibleScreen }

    override func shows(_ child: ViewController) -> Bool { child === selectedViewController }

    override func appendScreenIDs(to ids: inout [Int]) {
        for index in tabs.indices { tabs[index].appendScreenIDs(to: &ids) }
    }

    override func containsScreen(_ id: ObjectID) -> Bool {
        for index in tabs.indices where tabs[index].containsScreen(id) { return true }
        return false
    }

    override func appendOwnerIDs(to owners: inout [ObjectID], in application: Application) {
        for index in tabs.indices { tabs[index].appendOwnerIDs(to: &owners, in: application) }
    }

    override func attachContents(to application: Application) {
        for tab in tabs { application.attach(tab) }
    }

    /// Replaces the tabs, as `setViewControllers(_:animated:)`. The selected index is kept, or
    /// moved to the last tab when there are fewer now. The delegate is not told. A tab may be any
    /// view controller but a tab bar controller, as UIKit's documentation says. On screen (a tab
    /// bar made the window's root before its tabs were set), the selected tab's screen loads and
    /// appears, and the one it replaces disappears, as UIKit does.
    public func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let controllers = controllers ?? []
        assert(!controllers.contains { $0 is TabBarController },
               "A tab bar controller cannot be a tab of another: UIKit's documentation forbids it.")
        let visible = application?.window.isOnScreen(self) ?? false
        let shown = visible ? visibleScreen : nil
        tabs.forEach { $0.parent = nil }
        if let tracker = application?.tracker { for tab in tabs { tracker.noteDeparture(of: tab) } }
        tabs = controllers
        customizableViewControllers = controllers
        for tab in controllers {
            tab.parent = self
            if let application { application.attach(tab) }
        }
        selected = min(selected, max(controllers.count - 1, 0))
        if visible, let new = visibleScreen, new !== shown { Self.switchAppearance(from: shown, to: new) }
    }

    /// Selects a tab from code, as setting ``selectedIndex`` does: the delegate is not asked or told.
    public func select(_ index: Int) {
        select(index, origin: .code)
    }

    /// Selects a tab. From the user, the delegate may refuse it (`shouldSelect`), selecting the
    /// selected tab again pops it to its root (a navigation controller's reaction: a plain tab
    /// stays as it is), and `didSelect` follows; from code, only the switch happens, as setting
    /// `selectedIndex` does in UIKit.
    package func select(_ index: Int, origin: Origin) {
        guard tabs.indices.contains(index) else {
            assertionFailure("Tab index \(index) is out of range 0..<\(tabs.count).")
            return
        }
        let target = tabs[index]
        if origin == .user, let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if index == selected {
            guard origin == .user else { return }
            application?.record(.reselectTab(index: index))
            (target as? NavigationController)?.pop(keeping: 1, origin: .user, animated: true)
            delegate?.tabBarController(self, didSelect: target)
            return
        }
        let visible = application?.window.isOnScreen(self) ?? false
        // A plain tab appears and disappears itself, as a navigation controller's top does.
        let from = selectedViewController?.visibleScreen
        let to = target.visibleScreen
        application?.record(.selectTab(index: index, origin: origin))
        if visible {
            Self.switchAppearance(from: from, to: to) { selected = index }
        } else {
            selected = index
        }
        if origin == .user { delegate?.tabBarController(self, didSelect: target) }
    }

    /// The appearance calls of a tab switch in UIKit's order: the new tab starts appearing before
    /// the old one starts disappearing, and the old one is gone before the new one has appeared.
    /// `change` runs between the two halves.
    private static func switchAppearance(from: Screen?, to: Screen?, during change: () -> Void = {}) {
        to?.loadViewIfNeeded()
        to?.beginAppearance(true, animated: false)
        from?.beginAppearance(false, animated: false)
        change()
        from?.endAppearance(animated: false)
        to?.endAppearance(animated: false)
    }
}

/// `UITabBarControllerDelegate`. Both hear only the user's taps. `didSelect` is required so that a
/// misspelling is a compile error, not a silent no-op; `shouldSelect` is optional.
public protocol TabBarControllerDelegate: AnyObject {
    /// The user tapped the tab of `viewController`; false ignores the tap. Asked for the selected
    /// tab too, before a reselect pops it to its root.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected the tab of `viewController`, or reselected it (after its pop to root).
    /// UIKit's type, `UIViewController`: cast it `as? NavigationController` for a tab's stack.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every tap: `shouldSelect` is optional, as in UIKit.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
}
