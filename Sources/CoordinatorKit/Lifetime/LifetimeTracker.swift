/// Holds a weak reference to every screen and coordinator, and reports the ones that
/// outlive their place in the app.
///
/// An object leaks when it is still alive after it has left both the window's screen
/// hierarchy and the coordinator tree: for example a child coordinator with a strong
/// `parentCoordinator`. Swift's ARC works on Linux as on iOS, so the leak is real.
public final class LifetimeTracker {
    private struct Entry {
        /// Boxed, so copying an entry copies a strong pointer, not a weak reference (a runtime call).
        let box: WeakBox
        let ref: ObjectRef
        /// The object's identifier while it lived, to forget it when it dies.
        let identifier: ObjectIdentifier
        var isLeaked = false
        var wasReachable = false

        var object: AnyObject? { box.object }
    }

    /// Ordered by id, which is the order objects were first seen.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var entries: [Entry] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    /// The id of each tracked object: ids, unlike positions, stay put when a dead entry is removed.
    private var idByObject: [ObjectIdentifier: ObjectID] = [:]
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var previousTree: CoordinatorNode?

    public init() {}

    /// Starts tracking `object`; returns the weak box that holds it.
    @discardableResult
    func track(_ object: AnyObject, ref: ObjectRef) -> WeakBox {
        assert(entries.last.map { $0.ref.id < ref.id } ?? true,
               "Objects must be tracked in id order: the sweep walks entries and reachable ids side by side.")
        let box = WeakBox(object)
        idByObject[ObjectIdentifier(object)] = ref.id
        entries.append(Entry(box: box, ref: ref, identifier: ObjectIdentifier(object)))
        return box
    }

    /// The ref and box of a tracked object. Checks identity, because a freed object's address can be reused.
    func entry(of object: AnyObject) -> (ref: ObjectRef, box: WeakBox)? {
        guard let id = idByObject[ObjectIdentifier(object)], let index = index(of: id),
              entries[index].object === object else { return nil }
        return (entries[index].ref, entries[index].box)
    }

    /// The index of the entry with `id`, found by binary search: entries are in id order.
    private func index(of id: ObjectID) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].ref.id < id { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].ref.id == id ? low : nil
    }

    /// Every tracked object alive at the last sweep, in id order.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var live: [ObjectRef] = []

    /// Objects alive at the last sweep that had left the app.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var leaked: [ObjectRef] = []

    /// The ids reachable at the last sweep, sorted.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var previousReachable: [Int] = []
    /// The ids of objects alive but out of the app at the last sweep (the leaked ones), sorted.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var outside: [Int] = []
    /// How many entries there were after the last sweep: the ones after it are new.
    private var sweptCount = 0

    func sweep(tree: CoordinatorNode?, reachableScreens: [Int], journal: Journal) {
        var reachable = reachableScreens
        if let tree { Self.collect(tree, into: &reachable) }
        reachable.sort()
        noteTree(tree, journal: journal)

        // Only objects out of the app can have died or leaked: an object in the window or the
        // coordinator tree is held by it. So the check looks at the objects that just left, those
        // already outside (leaked), and those new since the last sweep, not at every object.
        var candidates = outside
        Self.appendLeft(previousReachable, reachable, to: &candidates)
        for index in sweptCount..<entries.count { candidates.append(entries[index].ref.id.rawValue) }
        previousReachable = reachable
        if candidates.isEmpty { return }
        candidates.sort()

        // Deaths and leaks, in id order.
        var anyDied = false
        var leaksChanged = sweptCount != entries.count
        var stillOutside: [Int] = []
        var dead: [Entry] = []
        var last = -1
        for id in candidates where id != last {
            last = id
            guard let index = index(of: ObjectID(id)) else { continue }
            guard entries[index].object != nil else {
                journal.record(.deinitialized(object: entries[index].ref))
                dead.append(entries[index])
                anyDied = true
                continue
            }
            if Self.contains(reachable, id) {
                entries[index].wasReachable = true
                if entries[index].isLeaked {
                    entries[index].isLeaked = false
                    leaksChanged = true
                }
            } else {
                stillOutside.append(id)
                if !entries[index].isLeaked {
                    entries[index].isLeaked = true
                    leaksChanged = true
                    journal.record(.leak(object: entries[index].ref))
                }
            }
        }
        outside = stillOutside
        if anyDied {
            entries.removeAll { $0.object == nil }
            for entry in dead where idByObject[entry.identifier] == entry.ref.id {
                idByObject[entry.identifier] = nil
            }
        }
        sweptCount = entries.count
        // Most steps change no lifetimes: keep the same arrays then, so snapshots share them.
        if anyDied || leaksChanged {
            live = entries.map(\.ref)
            leaked = entries.compactMap { $0.isLeaked ? $0.ref : nil }
        }
    }

    /// Appends the ids in `before` that are not in `after` (both sorted).
    private static func appendLeft(_ before: [Int], _ after: [Int], to ids: inout [Int]) {
        var cursor = 0
        for id in before {
            while cursor < after.count && after[cursor] < id { cursor += 1 }
            if cursor == after.count || after[cursor] != id { ids.append(id) }
        }
    }

    /// Whether sorted `ids` holds `id`, by binary search.
    private static func contains(_ ids: [Int], _ id: Int) -> Bool {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id
    }

    /// Appends the ids of `node` and its descendants. `ids` is `inout`, checked at compile time; a nested
    /// function capturing a local `var` would cost a run-time exclusivity check on every append.
    private static func collect(_ node: CoordinatorNode, into ids: inout [Int]) {
        ids.append(node.ref.id.rawValue)
        for child in node.children { collect(child, into: &ids) }
    }

    /// Journals how the coordinator tree changed since the last look, if it did. Most events
    /// leave it as it was, and an unchanged tree is the same value (its arrays are shared).
    func noteTree(_ tree: CoordinatorNode?, journal: Journal) {
        guard tree != previousTree else { return }
        var events: [JournalEvent] = []
        journalTreeChanges(from: previousTree, to: tree, into: &events)
        journal.recordTreeChanges(events) { id in
            index(of: id).flatMap { entries[$0].object }.map(ObjectIdentifier.init)
        }
        previousTree = tree
    }

    /// The tree's changes top-down, in the order the seeds cause them: a parent's removed children,
    /// then each added child followed by its "start" (its first time in the tree) and its own subtree.
    private func journalTreeChanges(from old: CoordinatorNode?, to new: CoordinatorNode?, into journal: inout [JournalEvent]) {
        // A coordinator starts when it first joins the tree: as the root, or as an added child.
        func joined(_ ref: ObjectRef) {
            if let index = index(of: ref.id), !entries[index].wasReachable {
                entries[index].wasReachable = true
                journal.append(.coordinatorStarted(coordinator: ref))
            }
        }
        func diff(_ before: CoordinatorNode?, _ now: CoordinatorNode) {
            let previous = before?.children ?? []
            for gone in previous where !now.children.contains(where: { $0.ref == gone.ref }) {
                journal.append(.childRemoved(parent: now.ref, child: gone.ref))
            }
            for child in now.children {
                let earlier = previous.first { $0.ref == child.ref }
                if earlier == nil {
                    journal.append(.childAdded(parent: now.ref, child: child.ref))
                    joined(child.ref)
                }
                diff(earlier, child)
            }
        }
        if let new {
            let sameRoot = old?.ref == new.ref
            if !sameRoot { joined(new.ref) }
            diff(sameRoot ? old : nil, new)
        }
    }
}

/// A weak reference in a box, for arrays that are walked and copied often.
final class WeakBox {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
