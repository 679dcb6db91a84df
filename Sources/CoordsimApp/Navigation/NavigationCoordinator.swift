/// A coordinator that owns a navigation stack and releases its children when their flows end.
///
/// Make it the stack's delegate in `start()` (`navigationController.delegate = self`) and it
/// removes the child whose screens the user (or the app) popped, as seed 000 §3's `didShow`
/// does by hand; make it a sheet's presentation delegate and it removes the children that
/// owned the sheet when the user swipes it down. Both are defaults: implement either method
/// yourself to do more, and call `Coordinator.removeFinishedChildren(in:)` or
/// `Coordinator.removeFinishedChildren(dismissedWith:)` from it.
///
/// ```swift
/// final class NotesCoordinator: NavigationCoordinator {
///     var childCoordinators: [Coordinator] = []
///     let navigationController = NavigationController()
///
///     func start() {
///         navigationController.delegate = self
///         navigationController.pushViewController(NotesScreen(coordinator: self), animated: false)
///     }
///
///     func openNote() { startChild(NoteCoordinator(navigationController: navigationController)) }
/// }
/// ```
public protocol NavigationCoordinator: Coordinator, NavigationControllerDelegate, AdaptivePresentationControllerDelegate {
    /// The stack this coordinator pushes on and is the delegate of.
    var navigationController: NavigationController { get }
}

extension NavigationCoordinator {
    /// Removes the child whose last screen the transition popped (`Coordinator.removeFinishedChildren(in:)`).
    public func navigationController(_ navigationController: NavigationController, didShow viewController: Screen,
                                     animated: Bool) {
        removeFinishedChildren(in: navigationController)
    }

    /// Removes the children that owned the sheet the user swiped down
    /// (`Coordinator.removeFinishedChildren(dismissedWith:)`).
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        removeFinishedChildren(dismissedWith: presentationController)
    }
}
