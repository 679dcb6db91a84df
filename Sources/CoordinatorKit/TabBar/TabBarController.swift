/// Tabs, each with its own navigation stack, as `UITabBarController`.
///
/// Stacks survive tab switches. Reselecting the selected tab pops it to its root.
public final class TabBarController: ViewController {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var viewControllers: [NavigationController] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var selectedIndex = 0
    public weak var delegate: TabBarControllerDelegate?

    public init(_ application: Application) {
        super.init()
        self.application = application
        self.id = application.makeID()
    }

    public var selectedViewController: NavigationController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override var visibleScreen: Screen? { selectedViewController?.topViewController }

    override func appendScreenIDs(to ids: inout [Int]) {
        for navigation in viewControllers { navigation.appendScreenIDs(to: &ids) }
    }

    public func setViewControllers(_ controllers: [NavigationController]) {
        viewControllers.forEach { $0.parent = nil }
        viewControllers = controllers
        controllers.forEach { $0.parent = self }
        selectedIndex = min(selectedIndex, max(controllers.count - 1, 0))
    }

    /// Selects a tab. From the user, selecting the selected tab again pops it to its root;
    /// from code it does nothing, as setting `selectedIndex` does in UIKit.
    public func select(_ index: Int, origin: Origin = .code) {
        guard viewControllers.indices.contains(index) else {
            assertionFailure("Tab index \(index) is out of range 0..<\(viewControllers.count).")
            return
        }
        let target = viewControllers[index]
        if index == selectedIndex {
            guard origin == .user else { return }
            application?.record(.reselectTab(index: index))
            target.pop(keeping: 1, origin: .user)
            delegate?.tabBarController(self, didSelect: target)
            return
        }
        let visible = application?.window.isOnScreen(self) ?? false
        let from = selectedViewController?.topViewController
        let to = target.topViewController
        application?.record(.selectTab(index: index, origin: origin))
        if visible {
            to?.loadViewIfNeeded()
            from?.beginAppearance(false)
            to?.beginAppearance(true)
        }
        selectedIndex = index
        if visible {
            from?.endAppearance()
            to?.endAppearance()
        }
        delegate?.tabBarController(self, didSelect: target)
    }
}

/// `UITabBarControllerDelegate`.
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: NavigationController)
}
