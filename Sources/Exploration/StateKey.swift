import CoordinatorKit

/// A structural snapshot as the search's dictionary key: its hash is worked out once, from the
/// parts that most often tell two states apart (the stacks' screens and their parameters, the tab, the active screen's
/// field values and selections, how many objects live and leaked), not by encoding the whole
/// value. Equality still compares whole snapshots, so two states share a key only when they are
/// the same state.
struct StateKey: Hashable {
    let snapshot: Snapshot
    let fingerprint: Int

    init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        var hasher = Hasher()
        hasher.combine(snapshot.selectedTab ?? -1)
        for stack in snapshot.stacks { Self.combine(stack, into: &hasher) }
        if let modal = snapshot.modal { Self.combine(modal, into: &hasher) }
        for element in snapshot.active?.elements ?? [] {
            switch element.kind {
            case let .textField(_, value, _): hasher.combine(value)
            case let .segmented(_, selected), let .list(_, selected): hasher.combine(selected)
            case .text, .button: break
            }
        }
        hasher.combine(snapshot.coordinators?.children.count ?? -1)
        hasher.combine(snapshot.live.count)
        hasher.combine(snapshot.leaked.count)
        if !snapshot.appState.isEmpty { hasher.combine(snapshot.appState) }
        fingerprint = hasher.finalize()
    }

    private static func combine(_ stack: StackSnapshot, into hasher: inout Hasher) {
        hasher.combine(stack.screens.count)
        for screen in stack.screens {
            hasher.combine(screen.identifier)
            // Dictionary hashing is independent of order, so equal parameters hash alike.
            hasher.combine(screen.parameters)
        }
    }

    /// `snapshot` with the fingerprint of an equal snapshot already worked out.
    init(_ snapshot: Snapshot, fingerprint: Int) {
        self.snapshot = snapshot
        self.fingerprint = fingerprint
    }

    static func == (lhs: StateKey, rhs: StateKey) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.snapshot == rhs.snapshot
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}
