extension Coordinator {
    /// Removes the children whose flows the last transition of `navigationController` ended: each
    /// child that owned a screen that left the stack (itself or through a child of its own), once
    /// it owns no screen left in the stack. Call it from the stack delegate's `didShow`; it sees the
    /// user's pops (back, swipe, the back button's menu, reselecting a tab) as well as the app's.
    ///
    /// "No screen left", not "the popped screen": back from a flow's second screen to its first
    /// keeps the flow's coordinator, which the first screen still needs. And every screen that
    /// left, not only the old top: a pop of several levels (the back button's menu,
    /// `popToRootViewController`) can end several flows at once, though UIKit's `didShow` names
    /// only the old top. Screens name their owner as `OwnedScreen`s (``CoordinatedScreen`` does it
    /// for you). Like the UIKit idiom it replaces, it reads `transitionCoordinator`, which a pop
    /// made with `animated: false` has not.
    ///
    /// ```swift
    /// func navigationController(_ navigationController: NavigationController, didShow screen: Screen, animated: Bool) {
    ///     removeFinishedChildren(in: navigationController)
    /// }
    /// ```
    public func removeFinishedChildren(in navigationController: NavigationController) {
        // Cheapest first: most transitions end no flow, and a protocol cast costs more than the rest.
        guard !childCoordinators.isEmpty,
              let transition = navigationController.transitionCoordinator,
              let from = transition.viewController(forKey: .from),
              !navigationController.viewControllers.contains(where: { $0 === from })
        else { return }
        let stack = navigationController.viewControllers
        var finished: [Coordinator] = []
        func leave(_ screen: Screen) {
            guard let owner = (screen as? OwnedScreen)?.owner,
                  let child = childCoordinators.first(where: { $0.isOrHolds(owner) }),
                  !finished.contains(where: { $0 === child }),
                  !stack.contains(where: { child.isOrHolds(($0 as? OwnedScreen)?.owner) })
            else { return }
            finished.append(child)
        }
        // Bottom first, so flows end in the order they began.
        for screen in transition.removed { leave(screen) }
        if let popped = transition.popped { leave(popped) }
        leave(from)
        for child in finished { childDidFinish(child) }
    }

    /// Removes the children that owned the screens of a sheet the user swiped down (or the one
    /// screen it presented). Call it from `presentationControllerDidDismiss` when this coordinator
    /// is the sheet's delegate; ``NavigationCoordinator`` does.
    ///
    /// ```swift
    /// func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    ///     removeFinishedChildren(dismissedWith: presentationController)
    /// }
    /// ```
    public func removeFinishedChildren(dismissedWith presentationController: PresentationController) {
        let presented = presentationController.presentedViewController
        let screens = (presented as? NavigationController)?.viewControllers ?? [presented]
        let owners = screens.compactMap { ($0 as? OwnedScreen)?.owner }
        for child in childCoordinators where owners.contains(where: { child.isOrHolds($0) }) {
            childDidFinish(child)
        }
    }

    /// True when `object` is this coordinator or one of its descendants.
    private func isOrHolds(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        return self === object || childCoordinators.contains { $0.isOrHolds(object) }
    }
}
