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
    private var previousChildren: [ObjectID: [ObjectRef]] = [:]

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
        // Children added and removed, parent by parent in tree order.
        var children: [ObjectID: [ObjectRef]] = [:]
        var reachable = reachableScreens
        var started: [ObjectRef] = []
        func walk(_ node: CoordinatorNode) {
            reachable.insert(node.ref.id)
            children[node.ref.id] = node.children.map(\.ref)
            for child in node.children { walk(child) }
        }
        if let tree { walk(tree) }
        func diff(_ node: CoordinatorNode) {
            let before = previousChildren[node.ref.id] ?? []
            let now = children[node.ref.id] ?? []
            for gone in before where !now.contains(gone) {
                journal.record(.childRemoved(parent: node.ref, child: gone))
            }
            for added in now where !before.contains(added) {
                journal.record(.childAdded(parent: node.ref, child: added))
            }
            for child in node.children { diff(child) }
        }
        if let tree { diff(tree) }
        for (index, entry) in entries.enumerated() where entry.ref.kind == .coordinator && !entry.wasReachable
            && reachable.contains(entry.ref.id) {
            entries[index].wasReachable = true
            started.append(entry.ref)
        }
        started.forEach { journal.record(.coordinatorStarted($0)) }
        previousChildren = children

        // Deinits and leaks, in id order.
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count)
        for var entry in entries {
            guard entry.object != nil else {
                journal.record(.deinitialized(entry.ref))
                continue
            }
            if reachable.contains(entry.ref.id) {
                entry.wasReachable = true
                entry.isLeaked = false
            } else if !entry.isLeaked {
                entry.isLeaked = true
                journal.record(.leak(entry.ref))
            }
            kept.append(entry)
        }
        if kept.count != entries.count {
            entries = kept
            indexByObject.removeAll(keepingCapacity: true)
            for (index, entry) in entries.enumerated() {
                if let object = entry.object { indexByObject[ObjectIdentifier(object)] = index }
            }
        } else {
            entries = kept
        }
    }
}
