/// The process-wide context of one simulated app: the window, the id counter, the journal
/// and the lifetime tracker. It plays the role of `UIApplication` plus the scene delegate
/// that holds the root coordinator.
///
/// Every simulation owns its own `Application`, so runs never share state and ids start at `#0`.
public final class Application {
    public let journal = Journal()
    public let tracker = LifetimeTracker()
    public private(set) lazy var window = Window(application: self)
    /// The scene delegate's strong reference to the app coordinator (seeds 001, 004).
    public var rootCoordinator: Coordinator?
    private var nextID = 0

    public init() {}

    /// Assigns an id to `controller` the first time it joins this app, and tracks it.
    func attach(_ controller: ViewController) {
        if controller.application == nil { controller.application = self }
        guard controller.id == .unassigned else { return }
        controller.id = makeID()
        if let screen = controller as? Screen {
            tracker.track(screen, ref: screen.ref)
        }
    }

    func makeID() -> ObjectID {
        defer { nextID += 1 }
        return ObjectID(nextID)
    }

    /// The id of a coordinator, assigning one (and tracking it) the first time it is seen.
    public func id(of coordinator: Coordinator) -> ObjectRef {
        if let ref = tracker.ref(of: coordinator) { return ref }
        let ref = ObjectRef(id: makeID(), kind: .coordinator, type: TypeNames.name(of: type(of: coordinator)))
        tracker.track(coordinator, ref: ref)
        return ref
    }

    /// Records a business outcome, such as a completed purchase, in the journal.
    public func recordOutcome(_ name: String, _ value: String) {
        journal.record(.outcome(name: name, value: value))
    }

    /// Compares the object graph with the last look: records children added and removed,
    /// coordinators started, objects deinitialized and leaks. The Simulation calls it after every event.
    /// Returns the coordinator tree it walked, so a snapshot taken right after needn't walk it again.
    @discardableResult
    public func sweep() -> CoordinatorNode? {
        let tree = rootCoordinator.map(coordinatorTree)
        tracker.sweep(tree: tree, reachableScreens: window.reachableScreenIDs(), journal: journal)
        return tree
    }

    func coordinatorTree(_ coordinator: Coordinator) -> CoordinatorNode {
        CoordinatorNode(ref: id(of: coordinator), children: coordinator.childCoordinators.map(coordinatorTree))
    }
}
