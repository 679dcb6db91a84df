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
    /// from the stored `childCoordinators` arrays (see `ReflectedCoordinators`).
    public var rootCoordinator: AnyObject? {
        get { coordinatorTree.rootObject }
        set { coordinatorTree.rootObject = newValue }
    }

    /// The tree from ``rootCoordinator``: its walk, its flattened form and its diff.
    let coordinatorTree = CoordinatorTree()

    /// True when the root coordinator is not a ``Coordinator``: its tree, and the owners of screens
    /// that are not ``OwnedScreen``s, are read by reflection.
    var readsTreeByReflection: Bool { coordinatorTree.readsByReflection }

    /// True unless the root coordinator is a ``Coordinator`` (see ``CoordinatorTree/readsOwnersByReflection``).
    var readsOwnersByReflection: Bool { coordinatorTree.readsOwnersByReflection }
    private var nextID = 0

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
        if !controller.isContainer {
            tracker.track(screen: controller, ref: controller.ref)
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
        // The app code that ran before returned to the run loop: its turn ends here.
        AutoreleasePool.drain()
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
            AutoreleasePool.drain()
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
        let expected = coordinatorTree.expectedShape(sinceMark: journal.hasTreeChangeMark)
        guard !coordinatorTree.isUnchanged(from: expected) else {
            if tracker.isWatchingReleases { tracker.noteReleases() }
            return
        }
        tracker.noteReleases(leaving: expected, walked: coordinatorTree.walked)
        coordinatorTree.markWalked(in: journal)
    }

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
        AutoreleasePool.drain()
        coordinatorTree.refresh { self.id(of: $0) }
        tracker.sweep(tree: coordinatorTree.current, previousTree: coordinatorTree.sweptIfChanged, window: window,
                      journal: journal)
        coordinatorTree.noteSwept()
    }

    /// The coordinator tree as the last ``sweep()`` saw it, as a value: built when first read after it changed.
    package var sweptCoordinatorTree: CoordinatorNode? {
        coordinatorTree.sweptNode
    }

    /// The coordinator tree from the root, as it is now.
    func currentCoordinatorTree() -> CoordinatorNode? {
        coordinatorTree.refresh { self.id(of: $0) }
        return coordinatorTree.currentNode
    }
}

/// Something with an animation in flight: told when the frame it was waiting for ends.
protocol FrameListener: AnyObject {
    func frameDidEnd()
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
