extension Snapshot {
    /// A child coordinator that is still in the tree but owns no screen in any stack or the modal,
    /// and has no descendant that does: a flow that ended without `childDidFinish`, the bug the
    /// tutorials teach you to fix. Read from ``ScreenSnapshot/owner``; the root is never stale.
    public struct StaleChild: Hashable, Sendable {
        public var parent: ObjectRef
        public var child: ObjectRef

        public init(parent: ObjectRef, child: ObjectRef) {
            self.parent = parent
            self.child = child
        }
    }

    /// The stale children, in tree order (depth first). A stale child's own children are stale too.
    public var staleChildren: [StaleChild] {
        guard let root = coordinators, !root.children.isEmpty else { return [] }
        var owners: [ObjectID] = []
        for screen in allScreens {
            if let ref = screen.owner?.coordinator { owners.append(ref.id) }
        }
        var stale: [StaleChild] = []
        /// True when `node` or one of its descendants owns a screen; records stale children on the way.
        @discardableResult
        func ownsAScreen(_ node: CoordinatorNode, parent: ObjectRef?) -> Bool {
            var owns = owners.contains(node.ref.id)
            let mark = stale.count
            for child in node.children where ownsAScreen(child, parent: node.ref) { owns = true }
            if !owns, let parent { stale.insert(StaleChild(parent: parent, child: node.ref), at: mark) }
            return owns
        }
        ownsAScreen(root, parent: nil)
        return stale
    }
}
