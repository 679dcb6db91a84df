extension TabBarController {
    /// A tab bar with one tab per controller (a navigation controller, or a plain view controller),
    /// titled in order, as setting each one's `tabBarItem` and then `viewControllers` would.
    ///
    /// ```swift
    /// let tabBarController = TabBarController(tabs: ["Notes": notes.navigationController,
    ///                                                 "Ideas": ideas.navigationController])
    /// ```
    public convenience init(tabs: KeyValuePairs<String, ViewController>) {
        self.init()
        for (tag, tab) in tabs.enumerated() {
            tab.value.tabBarItem = TabBarItem(title: tab.key, image: nil, tag: tag)
        }
        setViewControllers(tabs.map(\.value), animated: false)
    }
}
