extension Snapshot {
    /// A child coordinator that is still in the tree but owns no screen in any stack or the modal,
    /// and has no descendant that does: a flow that ended without `childDidFinish`, the bug the
    /// tutorials teach you to fix. Read from ``ScreenSnapshot/owner``; the root is never stale.
    /// Never guessed: while a screen whose owner cannot be known is shown (one that reports
    /// through closures), it could be any child's, and no child is stale.
    public struct StaleChild: Hashable, Sendable {
        /// The coordinator whose `childCoordinators` still holds ``child``.
        public var parent: ObjectRef
        /// The stale coordinator.
        public var child: ObjectRef

        /// `child` of `parent`, found stale.
        public init(parent: ObjectRef, child: ObjectRef) {
            self.parent = parent
            self.child = child
        }
    }

    /// The stale children, in tree order (depth first). A stale child's own children are stale too.
    public var staleChildren: [StaleChild] {
        Self.staleChildren(tree: coordinators, stacks: stacks, modal: modal)
    }

    /// ``staleChildren`` from a snapshot's parts.
    package static func staleChildren(tree: CoordinatorNode?, stacks: [StackSnapshot], modal: StackSnapshot?) -> [StaleChild] {
        guard let root = tree, !root.children.isEmpty else { return [] }
        var owners: [ObjectID] = []
        func collect(_ stack: StackSnapshot) {
            for screen in stack.screens {
                switch screen.owner {
                case let .coordinator(ref)?: owners.append(ref.id)
                case nil: owners.append(.unknownOwner)
                case .object?, .released?: break
                }
            }
        }
        stacks.forEach(collect)
        if let modal { collect(modal) }
        return staleChildren(tree: root, owners: owners)
    }

    /// ``staleChildren`` from the tree and the ids of the coordinators that own a screen in the window.
    /// `owners` holds ``ObjectID/unknownOwner`` for each screen whose owner cannot be known.
    package static func staleChildren(tree: CoordinatorNode?, owners: [ObjectID]) -> [StaleChild] {
        guard let root = tree, !root.children.isEmpty, !owners.contains(.unknownOwner) else { return [] }
        var stale: [StaleChild] = []
        appendStale(root, parent: nil, owners: owners, to: &stale)
        return stale
    }

    /// True when `node` or one of its descendants owns a screen; records stale children on the way.
    /// `stale` is `inout`, not captured by a nested function, which would cost a run-time check on every use.
    @discardableResult
    private static func appendStale(_ node: CoordinatorNode, parent: ObjectRef?, owners: [ObjectID],
                                    to stale: inout [StaleChild]) -> Bool {
        var owns = owners.contains(node.ref.id)
        let mark = stale.count
        // By index: a for-in copies each node out, retaining its ref and children.
        let children = node.children
        for index in children.indices where appendStale(children[index], parent: node.ref, owners: owners, to: &stale) {
            owns = true
        }
        if !owns, let parent { stale.insert(StaleChild(parent: parent, child: node.ref), at: mark) }
        return owns
    }
}
