extension Application {
    /// ``Snapshot/staleChildren`` of the tree the last ``sweep()`` saw and the screens in the window
    /// now, without building the tree as a value.
    package func sweptStaleChildren() -> [Snapshot.StaleChild] {
        let tree = sweptTreeShape
        // The root is never stale, so a root alone has none.
        guard tree.count > 1 else { return [] }
        var owners: [ObjectID] = []
        swap(&owners, &staleCheckOwners)
        defer { swap(&owners, &staleCheckOwners) }
        owners.removeAll(keepingCapacity: true)
        appendScreenOwnerIDs(to: &owners)
        // A screen whose owner cannot be known may be any child's: none is said to own no screen.
        if owners.contains(.unknownOwner) { return [] }
        var stale: [Snapshot.StaleChild] = []
        Self.appendStale(under: 0, in: tree, owners: owners, to: &stale)
        return stale
    }

    /// True when `tree[parent]` or one of its descendants owns a screen. Appends the stale children
    /// below it depth first, each before its own children.
    @discardableResult
    private static func appendStale(under parent: Int, in tree: [TreeShapeEntry], owners: [ObjectID],
                                    to stale: inout [Snapshot.StaleChild]) -> Bool {
        var owns = owners.contains(tree[parent].ref.id)
        var child = parent + 1
        while child < tree[parent].end {
            let mark = stale.count
            if appendStale(under: child, in: tree, owners: owners, to: &stale) {
                owns = true
            } else {
                stale.insert(Snapshot.StaleChild(parent: tree[parent].ref, child: tree[child].ref), at: mark)
            }
            child = tree[child].end
        }
        return owns
    }
}
