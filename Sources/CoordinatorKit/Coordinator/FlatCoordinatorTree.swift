/// A coordinator tree flattened depth first: each coordinator, then its children's subtrees in
/// order. One array, so a sweep compares and diffs trees without building nodes; its children are
/// read with ``forEachChild(of:_:)``, the one loop over a parent's children.
struct FlatCoordinatorTree {
    /// One coordinator: who it is, its ref, how many children it had, and where its subtree ends
    /// (its children start at the next entry, each after the last one's subtree).
    struct Entry {
        let coordinator: Pinned
        let ref: ObjectRef
        let children: Int
        var end: Int

        var identifier: ObjectIdentifier { coordinator.identifier }
    }

    /// Empty when there is no tree (no root coordinator).
    private(set) var entries: [Entry]

    init() { entries = [] }

    /// A tree from its entries depth first with their child counts; sets where each subtree ends.
    /// Consumed, and the ends set before it is stored: the caller's array is the only reference
    /// to its buffer then, so setting them copies nothing.
    init(building entries: consuming [Entry]) {
        if !entries.isEmpty { Self.setSubtreeEnds(from: 0, in: &entries) }
        self.entries = entries
    }

    /// Sets `end` of the entry at `index` and of its descendants from the child counts; returns it.
    @discardableResult
    private static func setSubtreeEnds(from index: Int, in entries: inout [Entry]) -> Int {
        var end = index + 1
        for _ in 0..<entries[index].children { end = setSubtreeEnds(from: end, in: &entries) }
        entries[index].end = end
        return end
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Calls `body` with the position of each child of the entry at `parent`, in order: the one
    /// loop over a parent's children, skipping each child's subtree. A closure, not a sequence,
    /// so no iterator holds the entries (a retain and release per loop, on the per-key path).
    @inline(__always)
    func forEachChild(of parent: Int, _ body: (Int) -> Void) {
        _ = firstChild(of: parent) { child in
            body(child)
            return false
        }
    }

    /// The position of the first child of the entry at `parent` for which `matches` is true.
    @inline(__always)
    func firstChild(of parent: Int, where matches: (Int) -> Bool) -> Int? {
        var child = parent + 1
        while child < entries[parent].end {
            if matches(child) { return child }
            child = entries[child].end
        }
        return nil
    }

    /// Whether the tree holds the coordinator `id` (a tree is a few coordinators).
    func contains(_ id: ObjectID) -> Bool {
        for index in entries.indices where entries[index].ref.id == id { return true }
        return false
    }

    /// Whether the tree holds the coordinator with `identifier`.
    func contains(_ identifier: ObjectIdentifier) -> Bool {
        index(of: identifier) != nil
    }

    /// The position of the coordinator with `identifier`. The tree pins its coordinators, so an
    /// equal identifier is the same object.
    func index(of identifier: ObjectIdentifier) -> Int? {
        for index in entries.indices where entries[index].identifier == identifier { return index }
        return nil
    }

    /// Appends every coordinator's raw id.
    func appendIDs(to ids: inout [Int]) {
        for index in entries.indices { ids.append(entries[index].ref.id.rawValue) }
    }

    /// Appends the raw id of every coordinator not in `other`: those that left it.
    func appendIDs(notIn other: FlatCoordinatorTree, to ids: inout [Int]) {
        for index in entries.indices where !other.contains(entries[index].ref.id) {
            ids.append(entries[index].ref.id.rawValue)
        }
    }

    /// The tree as a value; nil when empty.
    var node: CoordinatorNode? {
        entries.isEmpty ? nil : node(at: 0)
    }

    private func node(at index: Int) -> CoordinatorNode {
        var nodes: [CoordinatorNode] = []
        nodes.reserveCapacity(entries[index].children)
        forEachChild(of: index) { nodes.append(node(at: $0)) }
        return CoordinatorNode(ref: entries[index].ref, children: nodes)
    }

    /// ``Snapshot/staleChildren`` of this tree, given who owns the screens in the window: each
    /// child that owns no screen and has no descendant that does, depth first, each before its own children.
    func staleChildren(owners: [ObjectID]) -> [Snapshot.StaleChild] {
        // The root is never stale, so a root alone has none.
        guard entries.count > 1 else { return [] }
        var stale: [Snapshot.StaleChild] = []
        appendStale(under: 0, owners: owners, to: &stale)
        return stale
    }

    /// True when `entries[parent]` or one of its descendants owns a screen. Appends the stale
    /// children below it depth first, each before its own children.
    @discardableResult
    private func appendStale(under parent: Int, owners: [ObjectID], to stale: inout [Snapshot.StaleChild]) -> Bool {
        var owns = owners.contains(entries[parent].ref.id)
        forEachChild(of: parent) { child in
            let mark = stale.count
            if appendStale(under: child, owners: owners, to: &stale) {
                owns = true
            } else {
                stale.insert(Snapshot.StaleChild(parent: entries[parent].ref, child: entries[child].ref), at: mark)
            }
        }
        return owns
    }
}
