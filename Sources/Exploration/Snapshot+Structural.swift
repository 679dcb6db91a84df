import CoordinatorKit

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
    func structural(_ cache: inout StructuralCache) -> Snapshot {
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
        copy.live = StructuralCache.sorted(live, last: &cache.live)
        copy.leaked = StructuralCache.sorted(leaked, last: &cache.leaked)
        copy.viewport = Size(columns: 0, rows: 0)
        return copy
    }
}

extension ObjectID {
    /// The id every object has in a structural snapshot.
    static let structural = ObjectID(0)
}

extension ObjectRef {
    var structural: ObjectRef { ObjectRef(id: .structural, kind: kind, type: type) }

    static func byKindAndType(_ lhs: ObjectRef, _ rhs: ObjectRef) -> Bool {
        (lhs.kind.rawValue, lhs.type) < (rhs.kind.rawValue, rhs.type)
    }
}

extension StackSnapshot {
    var structural: StackSnapshot {
        StackSnapshot(id: .structural, tabTitle: tabTitle, screens: screens.map {
            ScreenSnapshot(id: .structural, identifier: $0.identifier, title: $0.title, parameters: $0.parameters,
                           owner: $0.owner?.structural)
        })
    }
}

extension CoordinatorNode {
    var structural: CoordinatorNode {
        CoordinatorNode(ref: ref.structural, children: children.map(\.structural))
    }
}

extension ScreenOwner {
    /// The owner by type only: ids differ between two paths to the same state.
    var structural: ScreenOwner {
        if case let .coordinator(ref) = self { return .coordinator(ref: ref.structural) }
        return self
    }
}

/// The last object lists ``Snapshot/structural(_:)`` sorted, and what it made of them.
struct StructuralCache {
    var live: (from: [ObjectRef], to: [ObjectRef])?
    var leaked: (from: [ObjectRef], to: [ObjectRef])?

    static func sorted(_ refs: [ObjectRef], last: inout (from: [ObjectRef], to: [ObjectRef])?) -> [ObjectRef] {
        // Equal arrays that share storage compare in constant time; the tracker keeps its arrays until they change.
        if let last, last.from == refs { return last.to }
        let made = refs.map(\.structural).sorted(by: ObjectRef.byKindAndType)
        last = (refs, made)
        return made
    }
}
