extension Application {
    /// ``Snapshot/staleChildren`` of the tree the last ``sweep()`` saw and the screens in the window
    /// now, without building the tree as a value.
    public func sweptStaleChildren() -> [Snapshot.StaleChild] {
        let tree = sweptTreeShape
        // The root is never stale, so a root alone has none.
        guard tree.count > 1 else { return [] }
        let owners = screenOwnerIDs()
        // Whether each coordinator or one of its descendants owns a screen: children come after
        // their parent, so a walk from the end sees them first.
        var ownsScreen = [Bool](repeating: false, count: tree.count)
        for index in tree.indices.reversed() {
            var owns = owners.contains(tree[index].ref.id)
            var child = index + 1
            while !owns, child < tree[index].end {
                owns = ownsScreen[child]
                child = tree[child].end
            }
            ownsScreen[index] = owns
        }
        var stale: [Snapshot.StaleChild] = []
        Self.appendStale(under: 0, in: tree, ownsScreen: ownsScreen, to: &stale)
        return stale
    }

    /// The stale children below `tree[parent]`, depth first: each before its own children.
    private static func appendStale(under parent: Int, in tree: [TreeShapeEntry], ownsScreen: [Bool],
                                    to stale: inout [Snapshot.StaleChild]) {
        var child = parent + 1
        while child < tree[parent].end {
            if !ownsScreen[child] { stale.append(Snapshot.StaleChild(parent: tree[parent].ref, child: tree[child].ref)) }
            appendStale(under: child, in: tree, ownsScreen: ownsScreen, to: &stale)
            child = tree[child].end
        }
    }
}
