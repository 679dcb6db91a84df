extension FlatCoordinatorTree {
    /// The changes from `old` to this tree, top-down, in the order the seeds cause them: a parent's
    /// removed children, then each added child followed by its "start" (its first time in the tree)
    /// and its own subtree. `joins` says whether a coordinator that came into the tree (as the root
    /// or an added child) is there for the first time, and so starts.
    func changes(from old: FlatCoordinatorTree, joins: (ObjectRef) -> Bool, into journal: inout [JournalEvent]) {
        guard !isEmpty else { return }
        let sameRoot = !old.isEmpty && old.entries[0].ref.id == entries[0].ref.id
        if !sameRoot, joins(entries[0].ref) { journal.append(.coordinatorStarted(coordinator: entries[0].ref)) }
        Self.diff(old.entries, sameRoot ? 0 : nil, entries, 0, joins: joins, into: &journal)
    }

    /// The changes from `new[node]`'s children as they were under `old[previous]` (none when nil)
    /// to now. Children are compared by id (an id names one object; comparing ids skips comparing
    /// type names). On the entries' arrays, with the loops written out: through the tree's methods
    /// and closures the compiler copies each entry it reads (a retain of its ref and pin), and a
    /// tree changes on most keys of a child flow.
    private static func diff(_ old: [Entry], _ previous: Int?, _ new: [Entry], _ node: Int, joins: (ObjectRef) -> Bool,
                             into journal: inout [JournalEvent]) {
        if let previous {
            var gone = previous + 1
            while gone < old[previous].end {
                if child(of: node, in: new, id: old[gone].ref.id) == nil {
                    journal.append(.childRemoved(parent: new[node].ref, child: old[gone].ref))
                }
                gone = old[gone].end
            }
        }
        var child = node + 1
        while child < new[node].end {
            if let previous, let earlier = Self.child(of: previous, in: old, id: new[child].ref.id) {
                diff(old, earlier, new, child, joins: joins, into: &journal)
            } else {
                journal.append(.childAdded(parent: new[node].ref, child: new[child].ref))
                if joins(new[child].ref) { journal.append(.coordinatorStarted(coordinator: new[child].ref)) }
                diff(old, nil, new, child, joins: joins, into: &journal)
            }
            child = new[child].end
        }
    }

    /// The index of the first child of `tree[parent]` with `id`.
    private static func child(of parent: Int, in tree: [Entry], id: ObjectID) -> Int? {
        var child = parent + 1
        while child < tree[parent].end {
            if tree[child].ref.id == id { return child }
            child = tree[child].end
        }
        return nil
    }
}
