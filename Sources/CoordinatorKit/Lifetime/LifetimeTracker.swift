/// Holds a weak reference to every screen and coordinator, and reports the ones that
/// outlive their place in the app.
///
/// An object leaks when it is still alive after it has left both the window's screen
/// hierarchy and the coordinator tree: for example a child coordinator with a strong
/// `parentCoordinator`. Swift's ARC works on Linux as on iOS, so the leak is real.
public final class LifetimeTracker {
    private struct Entry {
        weak var object: AnyObject?
        let ref: ObjectRef
        var isLeaked = false
        var wasReachable = false
    }

    /// Ordered by id, which is the order objects were first seen.
    private var entries: [Entry] = []
    private var indexByObject: [ObjectIdentifier: Int] = [:]
    private var previousTree: CoordinatorNode?

    public init() {}

    func track(_ object: AnyObject, ref: ObjectRef) {
        indexByObject[ObjectIdentifier(object)] = entries.count
        entries.append(Entry(object: object, ref: ref))
    }

    /// The ref of a tracked object. Checks identity, because a freed object's address can be reused.
    func ref(of object: AnyObject) -> ObjectRef? {
        guard let index = indexByObject[ObjectIdentifier(object)], entries[index].object === object else { return nil }
        return entries[index].ref
    }

    /// Every tracked object still alive, in id order.
    public var live: [ObjectRef] { entries.compactMap { $0.object == nil ? nil : $0.ref } }

    /// Alive objects that have left the app.
    public var leaked: [ObjectRef] { entries.compactMap { $0.object != nil && $0.isLeaked ? $0.ref : nil } }

    func sweep(tree: CoordinatorNode?, reachableScreens: Set<ObjectID>, journal: Journal) {
        var reachable = reachableScreens
        func collect(_ node: CoordinatorNode) {
            reachable.insert(node.ref.id)
            node.children.forEach(collect)
        }
        if let tree { collect(tree) }
        // Most events leave the coordinator tree as it was: only diff it when it changed.
        if tree != previousTree {
            journalTreeChanges(from: previousTree, to: tree, journal: journal)
            previousTree = tree
        }

        // Deinits and leaks, in id order.
        var anyDied = false
        for index in entries.indices {
            guard entries[index].object != nil else {
                journal.record(.deinitialized(entries[index].ref))
                anyDied = true
                continue
            }
            if reachable.contains(entries[index].ref.id) {
                entries[index].wasReachable = true
                entries[index].isLeaked = false
            } else if !entries[index].isLeaked {
                entries[index].isLeaked = true
                journal.record(.leak(entries[index].ref))
            }
        }
        if anyDied {
            entries.removeAll { $0.object == nil }
            indexByObject.removeAll(keepingCapacity: true)
            for (index, entry) in entries.enumerated() {
                if let object = entry.object { indexByObject[ObjectIdentifier(object)] = index }
            }
        }
    }

    /// Children added and removed, parent by parent in tree order; then "start" for coordinators
    /// seen in the tree for the first time.
    private func journalTreeChanges(from old: CoordinatorNode?, to new: CoordinatorNode?, journal: Journal) {
        var before: [ObjectID: [ObjectRef]] = [:]
        func index(_ node: CoordinatorNode) {
            before[node.ref.id] = node.children.map(\.ref)
            node.children.forEach(index)
        }
        if let old { index(old) }
        var inTree = Set<ObjectID>()
        func diff(_ node: CoordinatorNode) {
            inTree.insert(node.ref.id)
            let previous = before[node.ref.id] ?? []
            let now = node.children.map(\.ref)
            for gone in previous where !now.contains(gone) {
                journal.record(.childRemoved(parent: node.ref, child: gone))
            }
            for added in now where !previous.contains(added) {
                journal.record(.childAdded(parent: node.ref, child: added))
            }
            node.children.forEach(diff)
        }
        if let new { diff(new) }
        for index in entries.indices where entries[index].ref.kind == .coordinator && !entries[index].wasReachable
            && inTree.contains(entries[index].ref.id) {
            entries[index].wasReachable = true
            journal.record(.coordinatorStarted(entries[index].ref))
        }
    }
}
