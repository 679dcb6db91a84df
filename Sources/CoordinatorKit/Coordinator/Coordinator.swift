/// The Coordinator pattern's one requirement, exactly as the seed tutorials declare it.
///
/// Any class can adopt it; nothing here forces a base class. The simulator finds the
/// coordinator tree by walking `childCoordinators` from the application's root coordinator.
public protocol Coordinator: AnyObject {
    /// The coordinators this one started and still owns. The simulator walks them to build the
    /// coordinator tree; a finished child left here is reported as stale.
    var childCoordinators: [Coordinator] { get set }
    /// Shows the coordinator's first screen (push, present or set a root). Called once, by the
    /// parent (``startChild(_:)``) or by the app for the root coordinator.
    func start()
}

extension Coordinator {
    /// Adds `child` to `childCoordinators` and starts it (seed 000 §2).
    public func startChild(_ child: Coordinator) {
        childCoordinators.append(child)
        child.start()
    }

    /// Removes a finished child by identity (`===`), as seed 000 §3's `childDidFinish` does.
    public func childDidFinish(_ child: Coordinator?) {
        guard let child else { return }
        childCoordinators.removeAll { $0 === child }
    }
}
