import CoordsimApp

/// A tab's coordinator: it owns one navigation stack, and is that stack's delegate so it hears
/// of pops it did not start (the back button, a swipe, reselecting the tab).
public protocol StackCoordinator: Coordinator, NavigationControllerDelegate {
    var navigationController: NavigationController { get }
}

extension StackCoordinator {
    /// Seed 000 §3, for `didShow`: when the screen the transition came from has left the stack,
    /// its owner is one of this coordinator's children, and that child owns no screen left in the
    /// stack, the child's flow is over and it is removed.
    ///
    /// "No screen left", not "the popped screen": back from Comments to Article keeps the article
    /// flow, whose Article screen still needs it.
    func removeChildIfItsFlowLeft(_ navigationController: NavigationController) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(where: { $0 === from }),
              let child = (from as? OwnedScreen)?.owner as? Coordinator, child !== self,
              childCoordinators.contains(where: { $0 === child }),
              !navigationController.viewControllers.contains(where: { ($0 as? OwnedScreen)?.owner === child })
        else { return }
        childDidFinish(child)
    }
}
