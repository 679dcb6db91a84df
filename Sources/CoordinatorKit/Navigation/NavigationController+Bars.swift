extension NavigationController {
    /// Whether this stack hides the tab bar: a controller in it has `hidesBottomBarWhenPushed`.
    /// Apple's documentation reads only the topmost controller's value; on a device the bar stays
    /// hidden for every screen pushed above one that hides it (widely reported, and what an app
    /// that sets the flag on a flow's first screen sees), so coordsim reads the whole stack.
    package var hidesBottomBar: Bool {
        viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// The bar as `screen` (this stack's top) sets it, as a value; nil for a plain bar.
    package func navigationBarSnapshot(for screen: Screen) -> NavigationBarSnapshot? {
        let item = screen.navigationItemStorage
        let bar = NavigationBarSnapshot(
            title: item?.title, isHidden: isNavigationBarHidden, hidesBackButton: item.map { !$0.keepsBackButton } ?? false,
            leftItems: (item?.leftBarButtonItems ?? []).map(BarButtonSnapshot.init),
            rightItems: (item?.rightBarButtonItems ?? []).map(BarButtonSnapshot.init))
        return bar == NavigationBarSnapshot() ? nil : bar
    }
}

extension NavigationController {
    /// The top screen's bar buttons, left items then right, while the bar is shown.
    package var shownBarButtons: [BarButtonItem] {
        guard !isNavigationBarHidden, let item = topViewController?.navigationItemStorage else { return [] }
        return (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
    }

    /// The top screen's first left or right bar button, the one at the bar's edge, while the bar is shown.
    package func outermostBarButton(left: Bool) -> BarButtonItem? {
        guard !isNavigationBarHidden, let item = topViewController?.navigationItemStorage else { return nil }
        return (left ? item.leftBarButtonItems : item.rightBarButtonItems)?.first
    }
}

extension BarButtonSnapshot {
    init(_ item: BarButtonItem) {
        self.init(title: item.shownTitle, isEnabled: item.isEnabled)
    }
}
