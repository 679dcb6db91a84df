/// The process-wide context of one simulated app: the window, the id counter, the journal
/// and the lifetime tracker. It plays the role of `UIApplication` plus the scene delegate
/// that holds the root coordinator.
///
/// Every simulation owns its own `Application`, so runs never share state and ids start at `#0`.
public final class Application {
    package let journal = Journal()
    package let tracker = LifetimeTracker()
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
        /// Boxed, so a walk copies the box out of the enum (a retain on the fast path) and borrows
        /// the coordinator from it, rather than retaining the coordinator (slow: it has a side table).
        case coordinator(RootCoordinator)
        case reflected(AnyObject)

        init(_ object: AnyObject) {
            if let coordinator = object as? Coordinator {
                self = .coordinator(RootCoordinator(coordinator))
            } else {
                self = .reflected(object)
            }
        }

        var object: AnyObject {
            switch self {
            case let .coordinator(root): root.coordinator.object
            case let .reflected(object): object
            }
        }
    }

    private final class RootCoordinator {
        let coordinator: BorrowedCoordinator

        init(_ coordinator: any Coordinator) { self.coordinator = BorrowedCoordinator(coordinator) }
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

    /// True unless the root coordinator is a ``Coordinator``: the owners of screens that are not
    /// ``OwnedScreen``s are read by reflection (their stored `coordinator` or `delegate`). Without
    /// a root coordinator too: an app that forgets to set one still has screens whose coordinator
    /// can be gone, and `screenHasCoordinator` must see it.
    var readsOwnersByReflection: Bool {
        if case .coordinator? = root { return false }
        return true
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
    /// `treeShape`'s coordinators and child counts alone: what walks compare with.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeShapeWalked: [WalkedCoordinator] = []
    /// Counts the builds of `treeShape`, so a sweep can tell whether it changed since the last one.
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

    /// The owner ids the stale check reads, kept so a check allocates no array (see ``sweptStaleChildren()``).
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    var staleCheckOwners: [ObjectID] = []

    /// How controllers reach this application without a weak reference to it.
    let link = ApplicationLink()

    package init() {
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
    package func id(of coordinator: AnyObject) -> ObjectRef {
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
    package var isAnimating: Bool { !frameQueue.isEmpty }

    /// Lets time pass until every animated transition has finished, frame by frame: work a
    /// transition's end starts (a push from `viewDidAppear`) gets a frame of its own. The
    /// Simulation does this after every event; code that drives an `Application` directly calls it
    /// where a device would return to the run loop. Stops after `limit` frames, for an app that
    /// animates forever, and returns how many ran.
    @discardableResult
    package func runFrames(limit: Int = 1_000) -> Int {
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

    /// Lets every animated transition in flight finish, as a device does when it returns to the run
    /// loop between a user's steps. For app code that rebuilds a state step by step (a
    /// `restore(_:)`), so that a step does not cut the last one's transition short.
    public func finishTransitions() {
        runFrames()
    }

    /// Journals what UIKit would log for a misuse it tolerates or drops.
    func warn(_ message: String) {
        record(.uikitWarning(message: message))
    }

    /// Records a business outcome, such as a completed order, in the journal (unless ``recordsOutcomes`` is false).
    public func recordOutcome(_ name: String, _ value: String) {
        guard recordsOutcomes else { return }
        record(.outcome(name: name, value: value))
    }

    /// While false, ``recordOutcome(_:_:)`` records nothing: an app that rebuilds a saved state
    /// through its coordinators' entry points replays navigation, not business.
    public var recordsOutcomes = true

    /// Journals `event` in cause order. The `Coordinator` protocol is the seeds' own, so an
    /// `append` to `childCoordinators` cannot be intercepted; instead an identity walk checks
    /// whether the coordinator tree changed, and each change marks its place in the journal: the
    /// sweep at the end of the step puts each child's events at the mark that saw it come or go
    /// (see ``Journal/recordTreeChanges(_:object:)``). A child appended and started is journaled before
    /// the push its `start()` makes, a child removed after a dismissal began is journaled after that
    /// dismiss, and a login that starts three tabs reads child, push, child, push. Ids are still
    /// handed out by the sweep, so they don't depend on how often the tree is looked at.
    ///
    /// The walk runs before every navigation event (app code may have run since the last one), not
    /// before lifecycle calls: a change made in one (a child removed in `viewDidDisappear`, seed
    /// 004) is seen by the navigation event that follows it, as UIKit makes no call in between that
    /// a coordinator could tell apart.
    func record(_ event: consuming JournalEvent) {
        if !event.isLifecycle { lookForTreeChange() }
        journal.record(event)
    }

    /// Walks the tree and marks the journal here if it changed since the last look; coordinators
    /// that left it are watched for their release (see ``LifetimeTracker/noteReleases(leaving:walked:)``). Also
    /// called where the runtime is about to let go of screens, so that a coordinator freed by app
    /// code just before (a child removed in `didShow`) is known to have gone first.
    func lookForTreeChange() {
        let expected = journal.hasTreeChangeMark ? markShape : treeShapeWalked
        guard !walkTree(matching: expected) else {
            if tracker.isWatchingReleases { tracker.noteReleases() }
            return
        }
        tracker.noteReleases(leaving: expected, walked: walked)
        markTreeChange()
    }

    /// The tree's shape at the step's last mark: coordinators by identity, depth first, with their child counts.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var markShape: [WalkedCoordinator] = []
    /// What the last walk found, when it did not match the shape it was compared with.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var walked: [WalkedCoordinator] = []
    /// Where a walk is, depth first, and whether all it found so far matched the shape it is
    /// compared with; once something did not, it writes what it finds into `walked`.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var walkPosition = 0
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var walkMatches = true
    #if DEBUG
    private var isWalking = false
    #endif

    /// Marks the journal where the walked tree changed; the walked shape becomes the mark's.
    private func markTreeChange() {
        swap(&walked, &markShape)
        journal.markTreeChange(present: markShape.lazy.map(\.identifier))
    }

    /// Walks the tree from the root, comparing it with `expected`: the one walk every check shares.
    /// Returns true when the tree has the same coordinators (by identity, depth first) with the
    /// same child counts. Otherwise `walked` holds what the walk found (while the tree matches,
    /// nothing is written: most walks find the tree as it was). With `holdingNew`, the walk also
    /// keeps each coordinator the cached tree does not have in `heldNew`, for a rebuild to read:
    /// `walked` does not keep objects alive, and a `childCoordinators` that made its objects anew
    /// would have freed them by then.
    private func walkTree(matching expected: [WalkedCoordinator], holdingNew: Bool = false) -> Bool {
        #if DEBUG
        // A `childCoordinators` getter that journals would start a walk inside this one, which
        // shares its position and findings: loud in tests rather than a wrong journal.
        assert(!isWalking, "a childCoordinators getter journaled an event while the tree was walked")
        isWalking = true
        defer { isWalking = false }
        #endif
        walkPosition = 0
        walkMatches = true
        switch root {
        case nil: break
        case let .coordinator(root): walk(root.coordinator, matching: expected, holdingNew: holdingNew)
        case let .reflected(object): walk(object, matching: expected, holdingNew: holdingNew)
        }
        if walkMatches, walkPosition != expected.count { writeMatchedPrefix(of: expected) }
        return walkMatches
    }

    /// Walks the subtree of a ``Coordinator``. Each child is borrowed in place from the buffer of
    /// its parent's `children`, which this frame holds, so it is not retained: a retain of a
    /// coordinator takes the runtime's slow path (it has a side table), and the walk runs about
    /// twice a key. The held buffer keeps every child alive while its subtree is walked, whatever
    /// app code (a `childCoordinators` getter) does meanwhile: a change to the parent's array
    /// copies it first, as the buffer is not uniquely referenced.
    private func walk(_ coordinator: borrowing BorrowedCoordinator, matching expected: [WalkedCoordinator],
                      holdingNew: Bool) {
        let children = coordinator.children
        if visit(WalkedCoordinator(coordinator.identifier, children: children.count), matching: expected,
                 holdingNew: holdingNew) {
            hold(coordinator)
        }
        children.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // `BorrowedCoordinator` has the layout of its one stored `any Coordinator`.
            base.withMemoryRebound(to: BorrowedCoordinator.self, capacity: buffer.count) { borrowed in
                for position in 0..<buffer.count { walk(borrowed[position], matching: expected, holdingNew: holdingNew) }
            }
        }
    }

    /// Walks the subtree of a coordinator whose children are read by reflection (``ReflectedCoordinators``).
    private func walk(_ coordinator: AnyObject, matching expected: [WalkedCoordinator], holdingNew: Bool) {
        let children = ReflectedCoordinators.children(of: coordinator)
        if visit(WalkedCoordinator(ObjectIdentifier(coordinator), children: children.count), matching: expected,
                 holdingNew: holdingNew) {
            heldNew.append((walked.count - 1, coordinator))
        }
        for position in children.indices { walk(children[position], matching: expected, holdingNew: holdingNew) }
    }

    /// Keeps the coordinator the walk just wrote in `heldNew`. Out of line: inlined, the compiler
    /// retains the coordinator before the walk knows whether it must.
    @inline(never)
    private func hold(_ coordinator: borrowing BorrowedCoordinator) {
        heldNew.append((walked.count - 1, coordinator.object))
    }

    /// Compares the coordinator a walk reached with `expected`, or writes it into `walked` once the
    /// tree differs. True when the walk must hold it (see `heldNew`).
    @inline(__always)
    private func visit(_ found: WalkedCoordinator, matching expected: [WalkedCoordinator], holdingNew: Bool) -> Bool {
        if walkMatches {
            if walkPosition < expected.count, expected[walkPosition] == found {
                walkPosition += 1
                return false
            }
            writeMatchedPrefix(of: expected)
        }
        walked.append(found)
        // The matched prefix needs no holding: `expected` is then the cached tree's shape.
        return holdingNew && !treeShape.contains { $0.identifier == found.identifier }
    }

    /// Ends matching: `walked` becomes what the walk found so far, which is `expected`'s start.
    private func writeMatchedPrefix(of expected: [WalkedCoordinator]) {
        walkMatches = false
        walked.removeAll(keepingCapacity: true)
        walked.append(contentsOf: expected[..<walkPosition])
    }

    /// The coordinators of the last walk that held them which the cached tree does not have, by
    /// their place in `walked`; emptied by the rebuild that reads them.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var heldNew: [(index: Int, object: AnyObject)] = []

    /// Compares the object graph with the last look: records children added and removed,
    /// coordinators started, objects deinitialized and leaks. The Simulation does this after every
    /// event. Returns the coordinator tree it walked (``sweptCoordinatorTree``).
    @discardableResult
    package func sweep() -> CoordinatorNode? {
        sweepGraph()
        return sweptCoordinatorTree
    }

    /// ``sweep()`` without building the tree as a value: the Simulation builds it only when a snapshot reads it.
    package func sweepGraph() {
        refreshTreeShape()
        let changed = treeVersion != sweptTreeVersion
        tracker.sweep(tree: treeShape, previousTree: changed ? sweptTreeShape : nil, window: window, journal: journal)
        sweptTreeShape = treeShape
        sweptTreeVersion = treeVersion
    }

    /// The coordinator tree as the last ``sweep()`` saw it, as a value: built when first read after it changed.
    package var sweptCoordinatorTree: CoordinatorNode? {
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

    /// Rebuilds `treeShape` from a walk unless the same coordinators (by identity) still have the same children.
    private func refreshTreeShape() {
        if walkTree(matching: treeShapeWalked, holdingNew: true) { return }
        defer { heldNew.removeAll(keepingCapacity: true) }
        var shape: [TreeShapeEntry] = []
        var nextNew = 0
        shape.reserveCapacity(walked.count)
        for index in walked.indices {
            // A coordinator of the last tree keeps its pin and ref, found without the tracker's
            // lookup; the last shape pins its coordinators, so an equal identifier is the same object.
            // (Copying a pin costs one unowned retain; pinning anew, a strong retain and release too.)
            let identifier = walked[index].identifier
            let children = walked[index].children
            if let last = treeShape.firstIndex(where: { $0.identifier == identifier }) {
                shape.append(TreeShapeEntry(coordinator: treeShape[last].coordinator, ref: treeShape[last].ref,
                                            children: children, end: index + 1))
            } else {
                // Not in the last tree, so the walk held it.
                let object = heldNew[nextNew].object
                nextNew += 1
                shape.append(TreeShapeEntry(coordinator: Pinned(object), ref: id(of: object), children: children,
                                            end: index + 1))
            }
        }
        if !shape.isEmpty { Self.setSubtreeEnds(from: 0, in: &shape) }
        treeShape = shape
        // Copied into its own buffer: sharing `walked`'s would make the next walk that writes copy it.
        treeShapeWalked.removeAll(keepingCapacity: true)
        treeShapeWalked.append(contentsOf: walked)
        treeVersion += 1
    }

    /// Sets `end` of the entry at `index` and of its descendants from the child counts; returns it.
    @discardableResult
    private static func setSubtreeEnds(from index: Int, in shape: inout [TreeShapeEntry]) -> Int {
        var end = index + 1
        for _ in 0..<shape[index].children { end = setSubtreeEnds(from: end, in: &shape) }
        shape[index].end = end
        return end
    }
}

/// A coordinator as the last walk found it: who it is and how many children it had. Only its
/// identity, not the object: retaining an object with weak references takes the runtime's slow
/// path, and a walk runs several times a step.
struct WalkedCoordinator: Equatable {
    let identifier: ObjectIdentifier
    let children: Int

    init(_ identifier: ObjectIdentifier, children: Int) {
        self.identifier = identifier
        self.children = children
    }
}

/// A ``Coordinator`` the walk borrows where it lies (in its parent's `childCoordinators` buffer),
/// rather than copying it out: noncopyable, so the compiler cannot retain it to pass it on.
struct BorrowedCoordinator: ~Copyable {
    let coordinator: any Coordinator

    init(_ coordinator: any Coordinator) { self.coordinator = coordinator }

    /// Not inlined: inlined into the walk, the compiler retains the coordinator around the
    /// protocol's witness call; called, it passes it on borrowed.
    var children: [any Coordinator] {
        @inline(never) get { coordinator.childCoordinators }
    }

    var identifier: ObjectIdentifier { ObjectIdentifier(coordinator) }

    var object: AnyObject { coordinator }
}

/// One coordinator of a flattened tree, depth first: who it is, its ref, how many children it had,
/// and where its subtree ends (its children start at the next entry, each after the last one's subtree).
struct TreeShapeEntry {
    let coordinator: Pinned
    let ref: ObjectRef
    let children: Int
    var end: Int

    var identifier: ObjectIdentifier { coordinator.identifier }
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
