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
    /// The scene delegate's strong reference to the app coordinator (seeds 001, 004): the root of
    /// the coordinator tree. It is a ``Coordinator``, or an object of an app that declares its own
    /// `Coordinator` protocol, as every seed tutorial does; its tree is then read by reflection
    /// from the stored `childCoordinators` arrays (see ``ReflectedCoordinators``).
    public var rootCoordinator: AnyObject? {
        get { root.map { $0.object } }
        set { root = newValue.map(Root.init) }
    }

    /// The root, and how its children are read: decided once, not on every walk.
    private enum Root {
        case coordinator(Coordinator)
        case reflected(AnyObject)

        init(_ object: AnyObject) {
            if let coordinator = object as? Coordinator { self = .coordinator(coordinator) } else { self = .reflected(object) }
        }

        var object: AnyObject {
            switch self {
            case let .coordinator(coordinator): coordinator
            case let .reflected(object): object
            }
        }
    }

    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var root: Root?

    /// True when the root coordinator is not a ``Coordinator``: its tree, and the owners of screens
    /// that are not ``OwnedScreen``s, are read by reflection.
    var readsTreeByReflection: Bool {
        if case .reflected? = root { return true }
        return false
    }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var nextID = 0
    /// The coordinator tree as last built, flattened depth first (empty: none built since the root
    /// was last nil): most events leave the tree as it was, and walks compare the graph with it.
    /// Each build makes a new array, so the one the last sweep saw can be kept beside it.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeShape: [TreeShapeEntry] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var hasTreeCache = false
    /// Counts the builds (and resets) of `treeShape`, so a sweep can tell whether it changed since the last one.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeVersion = 0
    /// The tree the last sweep saw, and its version.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private(set) var sweptTreeShape: [TreeShapeEntry] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var sweptTreeVersion = 0
    /// The last tree built as a value, and the version it was built from: only snapshots read it.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeNode: (version: Int, node: CoordinatorNode?) = (0, nil)

    /// How controllers reach this application without a weak reference to it.
    let link = ApplicationLink()

    public init() {
        windowStorage = Window(application: self)
        link.application = self
    }

    deinit { link.application = nil }

    /// Assigns an id to `controller` the first time it joins this app, and tracks it. A controller
    /// made on its own brings along what it already holds (a stack's screens, a tab bar's stacks).
    func attach(_ controller: ViewController) {
        if controller.application == nil { controller.application = self }
        guard controller.id == .unassigned else { return }
        controller.id = makeID()
        if let screen = controller as? Screen {
            tracker.track(screen: screen, ref: screen.ref)
        }
        controller.attachContents(to: self)
    }

    func makeID() -> ObjectID {
        defer { nextID += 1 }
        return ObjectID(nextID)
    }

    /// The id of a coordinator, assigning one (and tracking it) the first time it is seen.
    public func id(of coordinator: AnyObject) -> ObjectRef {
        if let ref = tracker.entry(of: coordinator) { return ref }
        let ref = ObjectRef(id: makeID(), kind: .coordinator, type: TypeNames.name(of: type(of: coordinator)))
        tracker.track(coordinator, ref: ref)
        return ref
    }

    // MARK: Frames

    /// The second halves of animated transitions, run when the current frame ends: on a device an
    /// animated push finishes (`viewDidAppear`, `didShow`, the completion) a few hundred
    /// milliseconds later, after the code that started it has returned.
    // Objects, not closures: an animated push is on the per-key path, and a closure would cost an
    // allocation each time.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var frameQueue: [any FrameListener] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var spareFrameQueue: [any FrameListener] = []

    func afterFrame(_ listener: any FrameListener) {
        frameQueue.append(listener)
    }

    /// True while an animated transition has begun and not finished.
    public var isAnimating: Bool { !frameQueue.isEmpty }

    /// Lets time pass until every animated transition has finished, frame by frame: work a
    /// transition's end starts (a push from `viewDidAppear`) gets a frame of its own. The
    /// Simulation does this after every event; code that drives an `Application` directly calls it
    /// where a device would return to the run loop. Stops after `limit` frames, for an app that
    /// animates forever, and returns how many ran.
    @discardableResult
    public func runFrames(limit: Int = 1_000) -> Int {
        var frames = 0
        while !frameQueue.isEmpty, frames < limit {
            // Two buffers taking turns, so a frame allocates no array; listeners added by this
            // frame's go to the other one.
            var listeners: [any FrameListener] = []
            swap(&listeners, &spareFrameQueue)
            swap(&listeners, &frameQueue)
            for listener in listeners { listener.frameDidEnd() }
            listeners.removeAll(keepingCapacity: true)
            spareFrameQueue = listeners
            frames += 1
        }
        return frames
    }

    /// Journals what UIKit would log for a misuse it tolerates or drops.
    func warn(_ message: String) {
        record(.uikitWarning(message: message))
    }

    /// Records a business outcome, such as a completed order, in the journal.
    public func recordOutcome(_ name: String, _ value: String) {
        record(.outcome(name: name, value: value))
    }

    /// Journals `event` in cause order. The `Coordinator` protocol is the seeds' own, so an
    /// `append` to `childCoordinators` cannot be intercepted; instead an identity walk checks
    /// whether the coordinator tree changed, and each change marks its place in the journal: the
    /// sweep at the end of the step puts each added child's events at the first mark that saw it
    /// (see ``Journal/recordTreeChanges(_:object:)``). A child appended and started is journaled before
    /// the push its `start()` makes, and a login that starts three tabs reads child, push, child,
    /// push. Ids are still handed out by the sweep, so they don't depend on how often the tree is
    /// looked at.
    ///
    /// Until a step's first change, the walk runs only where a change can be waiting (it is the
    /// per-key cost): before the first navigation event of a step (app code ran before it:
    /// `start()`, a login), before each `didShow` (a child removed in `viewDidDisappear`, seed
    /// 004), and after one (its own code, or a transition's completion, ran). Once the tree has
    /// changed in a step, it is looked at before every navigation event.
    func record(_ event: JournalEvent) {
        if !event.isLifecycle {
            if !journal.hasTreeChangeMark {
                let mayHaveChanged: Bool
                if case .didShow = event {
                    mayHaveChanged = true
                } else {
                    mayHaveChanged = !journal.hasNavigation || journal.followsDidShow
                }
                if mayHaveChanged, coordinatorTreeChanged() { markTreeChange() }
            } else if !event.isWillShow, treeChangedSinceLastMark() {
                // (`willShow` follows its push with only lifecycle calls in between.)
                journal.markTreeChange(present: markShape.lazy.map(\.object))
            }
        }
        journal.record(event)
    }

    /// The tree's shape at the step's last mark: coordinators by identity, depth first, with their child counts.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var markShape: [(object: ObjectIdentifier, children: Int)] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var scratchShape: [(object: ObjectIdentifier, children: Int)] = []

    private func markTreeChange() {
        markShape.removeAll(keepingCapacity: true)
        appendCurrentShape(to: &markShape)
        journal.markTreeChange(present: markShape.lazy.map(\.object))
    }

    /// True when the tree differs from the last mark's; the new shape becomes the mark's.
    private func treeChangedSinceLastMark() -> Bool {
        scratchShape.removeAll(keepingCapacity: true)
        appendCurrentShape(to: &scratchShape)
        guard scratchShape.count != markShape.count
            || !zip(scratchShape, markShape).allSatisfy({ $0.object == $1.object && $0.children == $1.children })
        else { return false }
        swap(&scratchShape, &markShape)
        return true
    }

    private func appendCurrentShape(to shape: inout [(object: ObjectIdentifier, children: Int)]) {
        switch root {
        case nil: break
        case let .coordinator(coordinator): appendShape(of: coordinator, to: &shape, ProtocolChildren.self)
        case let .reflected(object): appendShape(of: object, to: &shape, ReflectedCoordinators.self)
        }
    }

    private func appendShape<Children: CoordinatorChildren>(of coordinator: Children.Node,
                                                            to shape: inout [(object: ObjectIdentifier, children: Int)],
                                                            _: Children.Type) {
        let children = Children.children(of: coordinator)
        shape.append((ObjectIdentifier(Children.object(coordinator)), children.count))
        for position in children.indices { appendShape(of: children[position], to: &shape, Children.self) }
    }

    /// True when the coordinators (by identity) or their child counts differ from the last tree built.
    private func coordinatorTreeChanged() -> Bool {
        guard let root else { return hasTreeCache }
        guard hasTreeCache else { return true }
        switch root {
        case let .coordinator(coordinator): return !tree(of: coordinator, matches: treeShape, ProtocolChildren.self)
        case let .reflected(object): return !tree(of: object, matches: treeShape, ReflectedCoordinators.self)
        }
    }

    /// Compares the object graph with the last look: records children added and removed,
    /// coordinators started, objects deinitialized and leaks. The Simulation calls it after every event.
    public func sweep() {
        refreshTreeShape()
        let changed = treeVersion != sweptTreeVersion
        tracker.sweep(tree: treeShape, previousTree: changed ? sweptTreeShape : nil, window: window, journal: journal)
        sweptTreeShape = treeShape
        sweptTreeVersion = treeVersion
    }

    /// The coordinator tree as the last ``sweep()`` saw it, as a value: built when first read after it changed.
    public var sweptCoordinatorTree: CoordinatorNode? {
        coordinatorTree(sweptTreeShape, version: sweptTreeVersion)
    }

    /// The coordinator tree from the root, as it is now.
    func currentCoordinatorTree() -> CoordinatorNode? {
        refreshTreeShape()
        return coordinatorTree(treeShape, version: treeVersion)
    }

    private func coordinatorTree(_ shape: [TreeShapeEntry], version: Int) -> CoordinatorNode? {
        if treeNode.version != version {
            treeNode = (version, shape.isEmpty ? nil : Self.node(at: 0, in: shape))
        }
        return treeNode.node
    }

    private static func node(at index: Int, in shape: [TreeShapeEntry]) -> CoordinatorNode {
        var children: [CoordinatorNode] = []
        children.reserveCapacity(shape[index].children)
        var child = index + 1
        while child < shape[index].end {
            children.append(node(at: child, in: shape))
            child = shape[child].end
        }
        return CoordinatorNode(ref: shape[index].ref, children: children)
    }

    /// Rebuilds `treeShape` unless the same coordinators (checked by identity) still have the same children.
    private func refreshTreeShape() {
        switch root {
        case nil:
            guard hasTreeCache else { return }
            treeShape = []
            hasTreeCache = false
            treeVersion += 1
        case let .coordinator(coordinator):
            refreshTreeShape(from: coordinator, ProtocolChildren.self)
        case let .reflected(object):
            refreshTreeShape(from: object, ReflectedCoordinators.self)
        }
    }

    private func refreshTreeShape<Children: CoordinatorChildren>(from root: Children.Node, _: Children.Type) {
        if hasTreeCache, tree(of: root, matches: treeShape, Children.self) { return }
        var shape: [TreeShapeEntry] = []
        shape.reserveCapacity(treeShape.count + 1)
        build(root, previous: treeShape, shape: &shape, Children.self)
        treeShape = shape
        hasTreeCache = true
        treeVersion += 1
    }

    // The walks below pass their running state `inout`, which the compiler checks statically,
    // rather than capture a local `var` in a nested function, which costs a run-time check on every use.

    private func build<Children: CoordinatorChildren>(_ coordinator: Children.Node, previous: [TreeShapeEntry],
                                                      shape: inout [TreeShapeEntry],
                                                      _: Children.Type) {
        let object = Children.object(coordinator)
        let identifier = ObjectIdentifier(object)
        // A coordinator of the last tree keeps its ref, found without the tracker's lookup; the last
        // shape pins its coordinators, so an equal identifier is the same object.
        let ref = previous.first { $0.coordinator.identifier == identifier }?.ref ?? id(of: object)
        let children = Children.children(of: coordinator)
        let index = shape.count
        shape.append(TreeShapeEntry(coordinator: Pinned(object), ref: ref, children: children.count, end: index + 1))
        for position in children.indices {
            build(children[position], previous: previous, shape: &shape, Children.self)
        }
        shape[index].end = shape.count
    }

    /// True when the tree from `root` has the same coordinators (by identity, depth first) with
    /// the same child counts as `shape`. Without closures: it is on the per-key path.
    private func tree<Children: CoordinatorChildren>(of root: Children.Node, matches shape: [TreeShapeEntry],
                                                     _: Children.Type) -> Bool {
        var index = 0
        return subtree(of: root, matches: shape, at: &index, Children.self) && index == shape.count
    }

    private func subtree<Children: CoordinatorChildren>(of coordinator: Children.Node, matches shape: [TreeShapeEntry],
                                                        at index: inout Int, _: Children.Type) -> Bool {
        guard index < shape.count, shape[index].coordinator.identifier == ObjectIdentifier(Children.object(coordinator))
        else { return false }
        let children = Children.children(of: coordinator)
        guard shape[index].children == children.count else { return false }
        index += 1
        // By index: passing each child in place, rather than copying it out, costs no retain.
        for position in children.indices where !subtree(of: children[position], matches: shape, at: &index, Children.self) {
            return false
        }
        return true
    }
}

/// One coordinator of a flattened tree, depth first: who it is, its ref, how many children it had,
/// and where its subtree ends (its children start at the next entry, each after the last one's subtree).
struct TreeShapeEntry {
    let coordinator: Pinned
    let ref: ObjectRef
    let children: Int
    var end: Int
}

/// Something with an animation in flight: told when the frame it was waiting for ends.
protocol FrameListener: AnyObject {
    func frameDidEnd()
}

/// A coordinator of the cached tree, compared by identity without a weak load (a slow runtime
/// call, on the per-key path). The unowned reference keeps the object's memory, though not the
/// object, alive, so its address cannot be reused: an equal identifier is the same object.
struct Pinned {
    unowned let object: AnyObject
    let identifier: ObjectIdentifier

    init(_ object: AnyObject) {
        self.object = object
        identifier = ObjectIdentifier(object)
    }
}

/// The application as its controllers see it. A weak reference from every controller would give
/// the application a side table, and every retain and release of it would take the runtime's slow
/// path (it is on the per-key path: each journaled event goes through it). The application clears
/// this when it deinitializes, so controllers read nil afterwards, as they would through `weak`.
final class ApplicationLink {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    unowned(unsafe) var application: Application?
}
