import CoordinatorKit
import Simulation

/// State identity, defined here once for every search over an app: the explorer's product and
/// composed searches and the synthetic users' walk graph. Two states are one state when their
/// keys are equal: their structural snapshots (``Snapshot/structural``: no object ids, focus or
/// viewport) are equal, with leaked objects saturated (see ``saturated(_:)``) for the explorer,
/// and with the focused field while editing for users who act by keys (see ``walked(_:byKeys:)``).
///
/// A structural snapshot as the search's dictionary key: its hash is worked out once, from the
/// parts that most often tell two states apart (the stacks' screens, their parameters and controls, the tab, the active screen's
/// field values and selections, how many objects live and leaked), not by encoding the whole
/// value. Equality still compares whole snapshots, so two states share a key only when they are
/// the same state.
package struct StateKey: Hashable {
    package let snapshot: Snapshot
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
            case let .switch(_, isOn): hasher.combine(isOn)
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
            if !screen.controls.isEmpty { hasher.combine(screen.controls) }
        }
    }

    /// `snapshot` with the fingerprint of an equal snapshot already worked out.
    init(_ snapshot: Snapshot, fingerprint: Int) {
        self.snapshot = snapshot
        self.fingerprint = fingerprint
    }

    package static func == (lhs: StateKey, rhs: StateKey) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.snapshot == rhs.snapshot
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

extension StateKey {
    /// The state `simulation` shows, as the explorer keys it.
    static func of(_ simulation: Simulation) -> StateKey {
        StateKey(snapshot(of: simulation))
    }

    /// The snapshot ``of(_:)`` keys, without working out its hash: for comparing with a recorded state.
    static func snapshot(of simulation: Simulation) -> Snapshot {
        let snapshot = saturated(simulation.structuralSnapshot)
        // One stale child, a leaf (its own children would be stale too), leaves nothing to saturate.
        if simulation.staleChildren.count > 1 {
            return saturated(snapshot, stale: simulation.staleChildren, tree: simulation.tree,
                             held: simulation.application.tracker.screensHeldByCoordinator)
        }
        return simulation.staleChildren.isEmpty ? saturatedUndecided(snapshot, simulation: simulation) : snapshot
    }

    /// `snapshot` with undecided children saturated. While a screen whose owner cannot be known is
    /// shown (a static page with no coordinator property), no child is stale, as any may own it;
    /// yet a flow that never removes its child adds one every round, and the space would never
    /// end. The children that own no known screen are kept, under each parent and per type, up to
    /// one more than the pages of unknown owner in the stacks where that parent's own family shows
    /// screens (one still differs from none), and the rest are saturated as stale children are.
    /// Counting only those stacks keeps one tab's key free of another tab's pages, which
    /// composition relies on; a parent that shows no known screen (a root, a closure-style
    /// flow) counts every stack. A child that owns a page in another tab is past its bound: the
    /// search counts such merges (``SaturationMerges``).
    private static func saturatedUndecided(_ snapshot: Snapshot, simulation: Simulation) -> Snapshot {
        guard snapshot.stacks.contains(where: { $0.screens.contains { $0.owner == nil } })
                || snapshot.modal?.screens.contains(where: { $0.owner == nil }) == true,
              let tree = simulation.tree, !tree.children.isEmpty else { return snapshot }
        var placed = simulation.application.screenOwnerIDsByStack()
        // A modal covers the tab bar: it is the selected tab's, as composition explores it.
        if let selected = snapshot.selectedTab, placed.stacks.indices.contains(selected) {
            placed.stacks[selected] += placed.modal
        } else if !placed.modal.isEmpty {
            placed.stacks.append(placed.modal)
        }
        let owners = placed.stacks.joined().filter { $0 != .unknownOwner }
        let undecided = Snapshot.staleChildren(tree: tree, owners: owners)
        guard undecided.count > 1 else { return snapshot }
        let bounds = UndecidedBounds(tree: tree, stacks: placed.stacks)
        return saturated(snapshot, stale: undecided, tree: tree, keptPerType: bounds.kept(under:), keepsFamilies: true,
                         held: simulation.application.tracker.screensHeldByCoordinator)
    }

    /// The state a synthetic user is in: the structural snapshot, and, for users who act by keys,
    /// the focused field while one is being edited, since Enter and Tab then act on it. Outside
    /// editing, users act by shortcut, label, tab and back, never through focus, so focus is left
    /// out and two visits to a screen are one state. Leaks are not saturated: a walk is bounded.
    package static func walked(_ snapshot: Snapshot, byKeys: Bool) -> StateKey {
        var state = snapshot.structural
        if byKeys, let active = snapshot.active, active.isEditing {
            state.active?.isEditing = true
            state.active?.focus = active.focus
        }
        return StateKey(state)
    }

    /// `snapshot` with leaked objects saturated: each leaked type counts once, so an app that leaks
    /// on every round trip has a finite space (the report still names every leaked type).
    static func saturated(_ snapshot: Snapshot) -> Snapshot {
        guard !snapshot.leaked.isEmpty else { return snapshot }
        var copy = snapshot
        var kept: [ObjectRef] = []
        for ref in snapshot.leaked where kept.last != ref { kept.append(ref) }
        var live = snapshot.live
        for ref in snapshot.leaked {
            if let place = live.firstIndex(of: ref) { live.remove(at: place) }
        }
        live = ObjectRef.structuralList(live + kept)
        copy.leaked = kept
        copy.live = live
        return copy
    }

    /// `snapshot` with stale children saturated: under each coordinator, a stale child (see
    /// `Snapshot.StaleChild`) keeps its place but not its own children (stale too), and a stale
    /// child of a type already stale there is left out; what goes leaves ``Snapshot/live`` too. A
    /// flow that ends without `childDidFinish` adds a stale child, or a chain of them, on every
    /// round, and the tree would otherwise make the space endless. One stale child still differs
    /// from none, so the state that breaks `childOwnsScreen` keeps its own key. The order stays:
    /// an app may act on it (sorting made hidden-state conflicts in Reader's `series`).
    /// `tree` is the real tree whose ids `stale` names; `snapshot`'s is the same tree, structural.
    /// `keptPerType` says how many stale children of a type a parent keeps (one, unless owners are unknown).
    /// With `keepsFamilies`, for undecided children (any of which may own a page of unknown owner),
    /// a child kept keeps its own children, bounded alike (they are undecided too): a flow left
    /// under a tab's coordinator must still change the key when no screen's owner is known.
    /// `held` names the screens out of the window each coordinator keeps (by its real id): they go
    /// with it, or a flow whose coordinator keeps its screen would still add one every round.
    static func saturated(_ snapshot: Snapshot, stale: [Snapshot.StaleChild], tree: CoordinatorNode?,
                          keptPerType: (CoordinatorNode) -> Int = { _ in 1 }, keepsFamilies: Bool = false,
                          held: [ObjectID: [ObjectRef]] = [:]) -> Snapshot {
        guard let tree, let structural = snapshot.coordinators else { return snapshot }
        let staleIDs = Set(stale.map(\.child.id))
        var dropped: [ObjectRef] = []
        func drop(_ real: [CoordinatorNode], _ nodes: [CoordinatorNode]) {
            dropped += nodes.map(\.ref)
            guard !held.isEmpty else { return }
            for node in real { dropped += held[node.ref.id, default: []].map(\.structural) }
        }
        func saturate(_ real: CoordinatorNode, _ node: CoordinatorNode) -> CoordinatorNode {
            guard real.children.count == node.children.count else { return node }
            var kept: [CoordinatorNode] = []
            var staleTypes: [ObjectRef] = []
            let bound = keptPerType(real)
            for (realChild, child) in zip(real.children, node.children) {
                guard staleIDs.contains(realChild.ref.id) else {
                    kept.append(saturate(realChild, child))
                    continue
                }
                if staleTypes.count(where: { $0 == child.ref }) >= bound {
                    drop(realChild.allNodes, child.allNodes)
                } else {
                    staleTypes.append(child.ref)
                    if keepsFamilies {
                        kept.append(saturate(realChild, child))
                    } else {
                        drop(realChild.children.flatMap(\.allNodes), child.children.flatMap(\.allNodes))
                        kept.append(CoordinatorNode(ref: child.ref))
                    }
                }
            }
            var saturated = node
            saturated.children = kept
            return saturated
        }
        let root = saturate(tree, structural)
        guard !dropped.isEmpty else { return snapshot }
        var copy = snapshot
        copy.coordinators = root
        for ref in dropped {
            if let place = copy.live.firstIndex(of: ref) { copy.live.remove(at: place) }
        }
        return copy
    }
}

/// How many undecided children of a type each parent keeps in the key: one more than the pages of
/// unknown owner in the stacks where the parent or a descendant owns a known screen, or in every
/// stack when it owns none (see `StateKey.saturatedUndecided`).
private struct UndecidedBounds {
    /// Per coordinator id, the indices of the stacks where its family owns a screen.
    private var stacksShown: [ObjectID: Set<Int>] = [:]
    private let unknownPerStack: [Int]

    init(tree: CoordinatorNode, stacks: [[ObjectID]]) {
        unknownPerStack = stacks.map { $0.count { $0 == .unknownOwner } }
        var shownIn: [ObjectID: Set<Int>] = [:]
        for (index, owners) in stacks.enumerated() {
            for owner in owners where owner != .unknownOwner { shownIn[owner, default: []].insert(index) }
        }
        collect(tree, shownIn: shownIn)
    }

    @discardableResult
    private mutating func collect(_ node: CoordinatorNode, shownIn: [ObjectID: Set<Int>]) -> Set<Int> {
        var shown = shownIn[node.ref.id] ?? []
        for child in node.children { shown.formUnion(collect(child, shownIn: shownIn)) }
        stacksShown[node.ref.id] = shown
        return shown
    }

    func kept(under parent: CoordinatorNode) -> Int {
        guard let shown = stacksShown[parent.ref.id], !shown.isEmpty else { return 1 + unknownPerStack.reduce(0, +) }
        return 1 + shown.reduce(0) { $0 + unknownPerStack[$1] }
    }
}
