/// The coordinator tree of one application: its root, the walk that tells whether the tree changed
/// since it was last looked at, and the tree flattened depth first (``FlatCoordinatorTree``, with
/// its diff in `FlatCoordinatorTree+Diff.swift`). The application, the lifetime tracker and the
/// snapshot read the tree only through here.
///
/// The `Coordinator` protocol is the seeds' own, so an `append` to `childCoordinators` cannot be
/// intercepted: the tree is walked from the root by identity, about twice a key, and rebuilt only
/// when the walk finds other coordinators or child counts than last time.
final class CoordinatorTree {
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

    /// The root coordinator (``Application/rootCoordinator``), held strongly.
    var rootObject: AnyObject? {
        get { root.map { $0.object } }
        set { root = newValue.map(Root.init) }
    }

    /// True when the root coordinator is not a ``Coordinator``: its tree, and the owners of screens
    /// that are not ``OwnedScreen``s, are read by reflection.
    var readsByReflection: Bool {
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

    /// The tree as last built (empty: none built since the root was last nil): most events leave
    /// the tree as it was, and walks compare the graph with it. Each build makes a new array, so
    /// the one the last sweep saw can be kept beside it.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private(set) var current = FlatCoordinatorTree()
    /// `current`'s coordinators and child counts alone: what walks compare with.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var currentWalked: [WalkedCoordinator] = []
    /// Counts the builds of `current`, so a sweep can tell whether it changed since the last one.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var version = 0
    /// The tree the last sweep saw, and its version.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private(set) var swept = FlatCoordinatorTree()
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var sweptVersion = 0
    /// The last tree built as a value, and the version it was built from: only snapshots read it.
    private var node: (version: Int, node: CoordinatorNode?) = (0, nil)

    /// The tree's shape at the step's last mark: coordinators by identity, depth first, with their child counts.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var markShape: [WalkedCoordinator] = []
    /// What the last walk found, when it did not match the shape it was compared with.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private(set) var walked: [WalkedCoordinator] = []
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
    /// The coordinators of the last walk that held them which the cached tree does not have, by
    /// their place in `walked`; emptied by the rebuild that reads them.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var heldNew: [(index: Int, object: AnyObject)] = []

    // MARK: Looking for a change

    /// The shape a look compares the tree with: the one at the step's last mark, if there is one,
    /// else the cached tree's.
    func expectedShape(sinceMark: Bool) -> [WalkedCoordinator] {
        sinceMark ? markShape : currentWalked
    }

    /// Walks the tree and compares it with `expected`. False when it changed: ``walked`` then holds
    /// what the walk found, for ``markWalked()``.
    func isUnchanged(from expected: [WalkedCoordinator]) -> Bool {
        walk(matching: expected)
    }

    /// Makes the last walk's findings the shape at a new mark in `journal`, with who is in it.
    func markWalked(in journal: Journal) {
        swap(&walked, &markShape)
        journal.markTreeChange(present: markShape.lazy.map { $0.identifier })
    }

    /// Walks the tree from the root, comparing it with `expected`: the one walk every check shares.
    /// Returns true when the tree has the same coordinators (by identity, depth first) with the
    /// same child counts. Otherwise `walked` holds what the walk found (while the tree matches,
    /// nothing is written: most walks find the tree as it was). With `holdingNew`, the walk also
    /// keeps each coordinator the cached tree does not have in `heldNew`, for a rebuild to read:
    /// `walked` does not keep objects alive, and a `childCoordinators` that made its objects anew
    /// would have freed them by then.
    private func walk(matching expected: [WalkedCoordinator], holdingNew: Bool = false) -> Bool {
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
        return holdingNew && !current.contains(found.identifier)
    }

    /// Ends matching: `walked` becomes what the walk found so far, which is `expected`'s start.
    private func writeMatchedPrefix(of expected: [WalkedCoordinator]) {
        walkMatches = false
        walked.removeAll(keepingCapacity: true)
        walked.append(contentsOf: expected[..<walkPosition])
    }

    // MARK: The flattened tree

    /// Rebuilds ``current`` from a walk unless the same coordinators (by identity) still have the
    /// same children. `ref` gives a coordinator new to the tree its ref (and an id the first time).
    func refresh(ref: (AnyObject) -> ObjectRef) {
        if walk(matching: currentWalked, holdingNew: true) { return }
        defer { heldNew.removeAll(keepingCapacity: true) }
        var entries: [FlatCoordinatorTree.Entry] = []
        var nextNew = 0
        entries.reserveCapacity(walked.count)
        for index in walked.indices {
            // A coordinator of the last tree keeps its pin and ref, found without the tracker's
            // lookup; the last tree pins its coordinators, so an equal identifier is the same object.
            // (Copying a pin costs one unowned retain; pinning anew, a strong retain and release too.)
            let identifier = walked[index].identifier
            let children = walked[index].children
            if let last = current.index(of: identifier) {
                entries.append(FlatCoordinatorTree.Entry(coordinator: current.entries[last].coordinator,
                                                         ref: current.entries[last].ref, children: children,
                                                         end: index + 1))
            } else {
                // Not in the last tree, so the walk held it.
                let object = heldNew[nextNew].object
                nextNew += 1
                entries.append(FlatCoordinatorTree.Entry(coordinator: Pinned(object), ref: ref(object),
                                                         children: children, end: index + 1))
            }
        }
        current = FlatCoordinatorTree(building: consume entries)
        // Copied into its own buffer: sharing `walked`'s would make the next walk that writes copy it.
        currentWalked.removeAll(keepingCapacity: true)
        currentWalked.append(contentsOf: walked)
        version += 1
    }

    /// The tree the last sweep saw, when ``current`` is not that one: what the sweep diffs against.
    var sweptIfChanged: FlatCoordinatorTree? {
        version != sweptVersion ? swept : nil
    }

    /// Makes ``current`` the tree the last sweep saw.
    func noteSwept() {
        swept = current
        sweptVersion = version
    }

    /// The tree the last sweep saw, as a value: built when first read after it changed.
    var sweptNode: CoordinatorNode? {
        node(of: swept, version: sweptVersion)
    }

    /// ``current`` as a value; call ``refresh(ref:)`` first.
    var currentNode: CoordinatorNode? {
        node(of: current, version: version)
    }

    private func node(of tree: FlatCoordinatorTree, version: Int) -> CoordinatorNode? {
        if node.version != version { node = (version, tree.node) }
        return node.node
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
