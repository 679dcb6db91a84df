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

    /// Where `ref` is or would go in a structural list: the first place not before it.
    fileprivate static func firstPlace(of ref: ObjectRef, in list: [ObjectRef]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if byKindAndType(list[middle], ref) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// By kind (coordinators first, as their names sort), then type.
    private static func byKindAndType(_ lhs: ObjectRef, _ rhs: ObjectRef) -> Bool {
        // The kinds' ranks, not their names: this compares every pair a sort looks at.
        lhs.kind == rhs.kind ? lhs.type < rhs.type : lhs.kind == .coordinator
    }
}

extension StackSnapshot {
    package var structural: StackSnapshot {
        StackSnapshot(id: .structural, tabTitle: tabTitle, tabBadge: tabBadge, screens: screens.map {
            ScreenSnapshot(id: .structural, identifier: $0.identifier, title: $0.title, parameters: $0.parameters,
                           owner: $0.owner?.structural, controls: $0.controls)
        }, isPlainTab: isPlainTab)
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

    /// `refs` (in id order, as the tracker keeps its lists) as a structural list: reused while the
    /// tracker's list is the same, and updated by what came and went when a few objects did.
    package static func sorted(_ refs: [ObjectRef], last: inout (from: [ObjectRef], to: [ObjectRef])?) -> [ObjectRef] {
        // Equal arrays that share storage compare in constant time; the tracker keeps its arrays until they change.
        if let last, last.from == refs { return last.to }
        let made = last.flatMap { updated($0.to, from: $0.from, to: refs) } ?? ObjectRef.structuralList(refs)
        last = (refs, made)
        return made
    }

    /// `list`, the structural list of `old`, made that of `new`: the objects that left are taken
    /// out and those that came put in at their sorted places. A step makes or frees a few objects,
    /// and sorting the whole list by type name was most of the cost of a snapshot's object lists.
    /// Nil where many changed.
    private static func updated(_ list: [ObjectRef], from old: [ObjectRef], to new: [ObjectRef]) -> [ObjectRef]? {
        var gone: [ObjectRef] = []
        var came: [ObjectRef] = []
        var oldIndex = 0
        var newIndex = 0
        // Both in id order, and an id is never given twice: the same id is the same object.
        while oldIndex < old.count || newIndex < new.count {
            if newIndex == new.count || (oldIndex < old.count && old[oldIndex].id < new[newIndex].id) {
                gone.append(old[oldIndex].structural)
                oldIndex += 1
            } else if oldIndex == old.count || new[newIndex].id < old[oldIndex].id {
                came.append(new[newIndex].structural)
                newIndex += 1
            } else {
                oldIndex += 1
                newIndex += 1
            }
            if gone.count + came.count > 8 { return nil }
        }
        var result = list
        for ref in gone {
            let place = ObjectRef.firstPlace(of: ref, in: result)
            guard place < result.count, result[place] == ref else { return nil }
            result.remove(at: place)
        }
        for ref in came { result.insert(ref, at: ObjectRef.firstPlace(of: ref, in: result)) }
        return result
    }
}
