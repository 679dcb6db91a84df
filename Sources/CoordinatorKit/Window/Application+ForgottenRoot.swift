extension Application {
    /// A screen in the window whose coordinator is already gone while the app set no
    /// ``rootCoordinator``: the sign that the app forgot to set it. Nothing else kept the app's
    /// coordinator, so it was released as the launch returned and the screen's buttons do nothing.
    /// An app that keeps its coordinator elsewhere (its scene delegate), or whose screens report
    /// through closures, has no such screen.
    package func screenOrphanedWithoutRoot() -> Screen? {
        guard rootCoordinator == nil else { return nil }
        for controller in [window.rootViewController, window.modal] {
            for screen in Self.screens(in: controller?.shownRoot)
            where screen.ownerValue(reflecting: true, describe: describeOwner) == .released {
                return screen
            }
        }
        return nil
    }

    private static func screens(in controller: ViewController?) -> [Screen] {
        switch controller {
        case let tabs as TabBarController: tabs.tabs.flatMap { ($0 as? NavigationController)?.viewControllers ?? [$0] }
        case let navigation as NavigationController: navigation.viewControllers
        case let screen? where !screen.isContainer: [screen]
        default: []
        }
    }
}
