extension Snapshot {
    /// The snapshot without what differs between two paths to the same navigation state:
    /// object ids (`#n` count objects ever made), focus and text editing (the driver's, and no
    /// explored input depends on them), and the viewport. Live and leaked objects become a
    /// sorted list of types, so their counts by type still count.
    ///
    /// Two states are the same state when their structural snapshots are equal.
    public var structural: Snapshot {
        var cache = StructuralCache()
        return structural(&cache)
    }

    /// ``structural``, reusing the sorted object lists of the last call when the lists are the
    /// same: most steps create and release nothing, and sorting by type is most of the cost.
    package func structural(_ cache: inout StructuralCache) -> Snapshot {
        var copy = self
        copy.stacks = stacks.map(\.structural)
        copy.modal = modal?.structural
        copy.coordinators = cache.structural(coordinators)
        if var active = copy.active {
            active.id = .structural
            active.focus = nil
            active.isEditing = false
            copy.active = active
        }
        copy.live = StructuralCache.sorted(live, last: &cache.live)
        copy.leaked = StructuralCache.sorted(leaked, last: &cache.leaked)
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

    package static func byKindAndType(_ lhs: ObjectRef, _ rhs: ObjectRef) -> Bool {
        (lhs.kind.rawValue, lhs.type) < (rhs.kind.rawValue, rhs.type)
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

    static func sorted(_ refs: [ObjectRef], last: inout (from: [ObjectRef], to: [ObjectRef])?) -> [ObjectRef] {
        // Equal arrays that share storage compare in constant time; the tracker keeps its arrays until they change.
        if let last, last.from == refs { return last.to }
        let made = refs.map(\.structural).sorted(by: ObjectRef.byKindAndType)
        last = (refs, made)
        return made
    }
}
