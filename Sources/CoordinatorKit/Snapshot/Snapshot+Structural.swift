extension Snapshot {
    /// The snapshot without what differs between two paths to the same navigation state:
    /// object ids (`#n` count objects ever made), focus and text editing (the driver's, and no
    /// explored input depends on them), and the viewport. Live and leaked objects become a
    /// sorted list of types, so their counts by type still count.
    ///
    /// Two states are the same state when their structural snapshots are equal. The explorer has
    /// the driver build it directly (`Application.structuralSnapshot`); this makes it from a snapshot.
    public var structural: Snapshot {
        var copy = self
        copy.stacks = stacks.map(\.structural)
        copy.modal = modal?.structural
        copy.coordinators = coordinators?.structural
        if var active = copy.active {
            active.id = .structural
            active.focus = nil
            active.isEditing = false
            copy.active = active
        }
        copy.live = ObjectRef.structuralList(live)
        copy.leaked = ObjectRef.structuralList(leaked)
        copy.viewport = Size(columns: 0, rows: 0)
        return copy
    }
}

extension ObjectID {
    /// The id every object has in a structural snapshot.
    package static let structural = ObjectID(0)
}

extension ObjectRef {
    package var structural: ObjectRef { ObjectRef(id: .structural, kind: kind, type: type) }

    /// `refs` without ids, as a sorted list of kinds and types: their counts by type still count.
    package static func structuralList(_ refs: [ObjectRef]) -> [ObjectRef] {
        refs.map(\.structural).sorted(by: byKindAndType)
    }

    /// By kind (coordinators first, as their names sort), then type.
    private static func byKindAndType(_ lhs: ObjectRef, _ rhs: ObjectRef) -> Bool {
        // The kinds' ranks, not their names: this compares every pair a sort looks at.
        lhs.kind == rhs.kind ? lhs.type < rhs.type : lhs.kind == .coordinator
    }
}

extension StackSnapshot {
    package var structural: StackSnapshot {
        StackSnapshot(id: .structural, tabTitle: tabTitle, screens: screens.map {
            ScreenSnapshot(id: .structural, identifier: $0.identifier, title: $0.title, parameters: $0.parameters,
                           owner: $0.owner?.structural)
        })
    }
}

extension CoordinatorNode {
    package var structural: CoordinatorNode {
        CoordinatorNode(ref: ref.structural, children: children.map(\.structural))
    }
}

extension ScreenOwner {
    /// The owner by type only: ids differ between two paths to the same state.
    package var structural: ScreenOwner {
        if case let .coordinator(ref) = self { return .coordinator(ref: ref.structural) }
        return self
    }
}

/// The last coordinator tree and object lists made structural, and what they became: they change
/// far less often than snapshots are taken.
package struct StructuralCache {
    var tree: (from: CoordinatorNode?, to: CoordinatorNode?)?
    var live: (from: [ObjectRef], to: [ObjectRef])?
    var leaked: (from: [ObjectRef], to: [ObjectRef])?

    package init() {}

    /// `tree` made structural, reused while the tree is the same value.
    mutating func structural(_ tree: CoordinatorNode?) -> CoordinatorNode? {
        // The driver keeps one tree value until the tree changes, so equal trees share storage and compare quickly.
        if let last = self.tree, last.from == tree { return last.to }
        let made = tree?.structural
        self.tree = (tree, made)
        return made
    }

    /// `refs` as a structural list, reused while the tracker's list is the same.
    static func sorted(_ refs: [ObjectRef], last: inout (from: [ObjectRef], to: [ObjectRef])?) -> [ObjectRef] {
        // Equal arrays that share storage compare in constant time; the tracker keeps its arrays until they change.
        if let last, last.from == refs { return last.to }
        let made = ObjectRef.structuralList(refs)
        last = (refs, made)
        return made
    }
}
