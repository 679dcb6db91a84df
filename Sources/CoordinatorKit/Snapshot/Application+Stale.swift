extension Application {
    /// ``Snapshot/staleChildren`` of the tree the last ``sweep()`` saw and the screens in the window
    /// now, without building the tree as a value.
    package func sweptStaleChildren() -> [Snapshot.StaleChild] {
        let tree = coordinatorTree.swept
        // The root is never stale, so a root alone has none.
        guard tree.entries.count > 1 else { return [] }
        var owners: [ObjectID] = []
        swap(&owners, &staleCheckOwners)
        defer { swap(&owners, &staleCheckOwners) }
        owners.removeAll(keepingCapacity: true)
        appendScreenOwnerIDs(to: &owners)
        // A screen whose owner cannot be known may be any child's: none is said to own no screen.
        if owners.contains(.unknownOwner) { return [] }
        return tree.staleChildren(owners: owners)
    }
}
