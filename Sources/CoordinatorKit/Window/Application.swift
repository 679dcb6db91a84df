/// The process-wide context of one simulated app: the window, the id counter, the journal
/// and the lifetime tracker. It plays the role of `UIApplication` plus the scene delegate
/// that holds the root coordinator.
///
/// Every simulation owns its own `Application`, so runs never share state and ids start at `#0`.
public final class Application {
    public let journal = Journal()
    public let tracker = LifetimeTracker()
    /// Made in `init` (it needs `self`) rather than `lazy`: `@exclusivity` takes plain stored properties only.
    public var window: Window { windowStorage.unsafelyUnwrapped }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var windowStorage: Window?
    /// The scene delegate's strong reference to the app coordinator (seeds 001, 004).
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public var rootCoordinator: Coordinator?
    private var nextID = 0
    /// The last coordinator tree, and the coordinators it was built from in depth-first order
    /// with their child counts: most events leave the tree as it was, and building it is not free.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeCache: (tree: CoordinatorNode, shape: [(coordinator: WeakBox, children: Int)])?

    public init() {
        windowStorage = Window(application: self)
    }

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
        tracked(coordinator).ref
    }

    /// A coordinator's ref and the tracker's weak box for it, tracking it the first time.
    private func tracked(_ coordinator: Coordinator) -> (ref: ObjectRef, box: WeakBox) {
        if let entry = tracker.entry(of: coordinator) { return entry }
        let ref = ObjectRef(id: makeID(), kind: .coordinator, type: TypeNames.name(of: type(of: coordinator)))
        return (ref, tracker.track(coordinator, ref: ref))
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
        let tree = currentCoordinatorTree()
        tracker.sweep(tree: tree, reachableScreens: window.reachableScreenIDs(), journal: journal)
        return tree
    }

    /// The coordinator tree from the root, reused from the last call when the same coordinators
    /// (checked by identity) still have the same children.
    func currentCoordinatorTree() -> CoordinatorNode? {
        guard let root = rootCoordinator else {
            treeCache = nil
            return nil
        }
        if let cache = treeCache, Self.tree(of: root, matches: cache.shape) { return cache.tree }
        var shape: [(coordinator: WeakBox, children: Int)] = []
        let tree = build(root, shape: &shape)
        treeCache = (tree, shape)
        return tree
    }

    // The two walks below pass their running state `inout`, which the compiler checks statically,
    // rather than capture a local `var` in a nested function, which costs a run-time check on every use.

    private func build(_ coordinator: Coordinator, shape: inout [(coordinator: WeakBox, children: Int)]) -> CoordinatorNode {
        let (ref, box) = tracked(coordinator)
        let children = coordinator.childCoordinators
        shape.append((box, children.count))
        var nodes: [CoordinatorNode] = []
        nodes.reserveCapacity(children.count)
        for child in children { nodes.append(build(child, shape: &shape)) }
        return CoordinatorNode(ref: ref, children: nodes)
    }

    private static func tree(of root: Coordinator, matches shape: [(coordinator: WeakBox, children: Int)]) -> Bool {
        var index = 0
        return walk(root, matching: shape, at: &index) && index == shape.count
    }

    private static func walk(_ coordinator: Coordinator, matching shape: [(coordinator: WeakBox, children: Int)],
                             at index: inout Int) -> Bool {
        guard index < shape.count, shape[index].coordinator.object === coordinator else { return false }
        let children = coordinator.childCoordinators
        guard shape[index].children == children.count else { return false }
        index += 1
        for child in children where !walk(child, matching: shape, at: &index) { return false }
        return true
    }

}
