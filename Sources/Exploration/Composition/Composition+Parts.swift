import CoordinatorKit

/// What a group of tabs adds to the tab bar's entry state, seen from outside the group: its
/// tabs' stacks, the coordinator-tree changes it made (grafted onto the entry tree), and the
/// objects it made live or leaked, as counts by type. Two local states with the same part look
/// the same in the background (another tab selected).
struct CompositionPart: Hashable {
    /// The group's tabs' stacks, in the group's tab order.
    var stacks: [StackSnapshot]
    var grafts: [TreeGraft]
    var live: ListDelta
    var leaked: ListDelta
    /// The app's model state (``Snapshot/appState``) the group changed from the entry's, by key.
    var appState: [String: String] = [:]

    /// How many tree, object and model changes the part holds: how "effectful" the state is.
    var weight: Int { grafts.count + live.items.count + leaked.items.count + appState.count }
}

/// A coordinator node whose children differ from the entry tree's: the node at `path` (child
/// positions from the root) has `children` instead.
struct TreeGraft: Hashable {
    var path: [Int]
    var children: [CoordinatorNode]
    /// The positions of `children` that are the entry's child there, subtree and all (a lazy
    /// tab's coordinator appended beside the others leaves them as they were): another group's
    /// graft inside one of them composes with this one (see ``overlaps(_:)``).
    var unchanged: [Int] = []

    /// The smallest set of grafts that turns `entry` into `now`; nil when the root itself differs.
    static func grafts(from entry: CoordinatorNode?, to now: CoordinatorNode?) -> [TreeGraft]? {
        switch (entry, now) {
        case (nil, nil): return []
        case let (entry?, now?):
            guard entry.ref == now.ref else { return nil }
            var grafts: [TreeGraft] = []
            var path: [Int] = []
            walk(entry, now, path: &path, into: &grafts)
            return grafts
        default: return nil
        }
    }

    private static func walk(_ entry: CoordinatorNode, _ now: CoordinatorNode, path: inout [Int],
                             into grafts: inout [TreeGraft]) {
        guard entry.children.count == now.children.count,
              zip(entry.children, now.children).allSatisfy({ $0.ref == $1.ref }) else {
            let unchanged = (0..<min(entry.children.count, now.children.count)).filter { entry.children[$0] == now.children[$0] }
            grafts.append(TreeGraft(path: path, children: now.children, unchanged: unchanged))
            return
        }
        for index in entry.children.indices where entry.children[index] != now.children[index] {
            path.append(index)
            walk(entry.children[index], now.children[index], path: &path, into: &grafts)
            path.removeLast()
        }
    }

    /// Whether the two grafts cannot both be applied, each as if the other were not: they change
    /// the same node's children, or one changes a node inside a child that the other's change
    /// did not leave as the entry has it. (A lazy tab's coordinator appended to the tab bar's
    /// coordinator, and a flow started inside another tab's coordinator, compose.)
    func overlaps(_ other: TreeGraft) -> Bool {
        let shorter = min(path.count, other.path.count)
        guard path.prefix(shorter) == other.path.prefix(shorter) else { return false }
        guard path.count != other.path.count else { return true }
        let (outer, inner) = path.count < other.path.count ? (self, other) : (other, self)
        return !outer.unchanged.contains(inner.path[outer.path.count])
    }

    /// `tree` with every graft applied. A child a graft leaves as at the entry keeps what the
    /// tree has there, so grafts inside it, applied before or after, are kept.
    static func apply(_ grafts: [TreeGraft], to tree: CoordinatorNode?) -> CoordinatorNode? {
        guard var tree, !grafts.isEmpty else { return tree }
        for graft in grafts { set(graft, at: graft.path[...], in: &tree) }
        return tree
    }

    private static func set(_ graft: TreeGraft, at path: ArraySlice<Int>, in node: inout CoordinatorNode) {
        guard let first = path.first else {
            var children = graft.children
            for position in graft.unchanged
            where node.children.indices.contains(position) && node.children[position].ref == children[position].ref {
                children[position] = node.children[position]
            }
            node.children = children
            return
        }
        guard node.children.indices.contains(first) else { return }
        set(graft, at: path.dropFirst(), in: &node.children[first])
    }

    /// The node at `path` of `tree`, by type names from the root: `AppCoordinator/TabCoordinator`.
    static func describe(_ path: [Int], in tree: CoordinatorNode?) -> String {
        guard var node = tree else { return "(no tree)" }
        var names = [node.ref.type]
        for index in path where node.children.indices.contains(index) {
            node = node.children[index]
            names.append(node.ref.type)
        }
        return names.joined(separator: "/")
    }
}

/// A structural object list's change from the entry's, as counts by kind and type.
struct ListDelta: Hashable {
    struct Item: Hashable {
        var ref: ObjectRef
        var count: Int
    }

    /// Sorted as structural lists are (coordinators first, then by type); no zero counts.
    var items: [Item] = []

    /// `now` minus `entry`, both structural (sorted) lists.
    init(from entry: [ObjectRef], to now: [ObjectRef]) {
        var counts: [ObjectRef: Int] = [:]
        for ref in now { counts[ref, default: 0] += 1 }
        for ref in entry { counts[ref, default: 0] -= 1 }
        items = counts.filter { $0.value != 0 }.map { Item(ref: $0.key, count: $0.value) }
            .sorted { Self.before($0.ref, $1.ref) }
    }

    init() {}

    var isEmpty: Bool { items.isEmpty }

    /// The structural list `base` with every delta added; nil when a count would go below zero.
    /// A merge of two sorted lists: composing runs once per combination of tab states.
    static func apply(_ deltas: [ListDelta], to base: [ObjectRef]) -> [ObjectRef]? {
        var changes: [Item] = []
        for delta in deltas { changes += delta.items }
        guard !changes.isEmpty else { return base }
        if deltas.count > 1 { changes.sort { before($0.ref, $1.ref) } }
        var list: [ObjectRef] = []
        list.reserveCapacity(base.count + changes.count)
        var index = 0
        var change = 0
        while index < base.count || change < changes.count {
            if change == changes.count || (index < base.count && before(base[index], changes[change].ref)) {
                list.append(base[index])
                index += 1
                continue
            }
            let ref = changes[change].ref
            var count = 0
            while change < changes.count, changes[change].ref == ref {
                count += changes[change].count
                change += 1
            }
            while index < base.count, base[index] == ref {
                count += 1
                index += 1
            }
            guard count >= 0 else { return nil }
            for _ in 0..<count { list.append(ref) }
        }
        return list
    }

    /// The order of a structural list (``ObjectRef/structuralList(_:)``): coordinators first, then by type.
    static func before(_ lhs: ObjectRef, _ rhs: ObjectRef) -> Bool {
        lhs.kind == rhs.kind ? lhs.type < rhs.type : lhs.kind == .coordinator
    }

    /// `+2 BuyScreen, -1 HomeScreen`.
    var text: String {
        items.map { "\($0.count > 0 ? "+" : "")\($0.count) \($0.ref.type)" }.joined(separator: ", ")
    }
}

extension Snapshot {
    /// The tab-bar state made of `entry` with each group's part in place of the entry's, and the
    /// selected group's foreground (selection, hidden tab bar, modal, active screen) from `foreground`, a state of
    /// that group in which the other groups are as at the entry. Nil when two parts' changes
    /// cannot be put together (overlapping trees, counts below zero).
    static func composed(entry: Snapshot, parts: [(tabs: [Int], part: CompositionPart)],
                         foreground: Snapshot) -> Snapshot? {
        var snapshot = entry
        var grafts: [TreeGraft] = []
        var live: [ListDelta] = []
        var leaked: [ListDelta] = []
        for (tabs, part) in parts {
            for (position, tab) in tabs.enumerated() where snapshot.stacks.indices.contains(tab) {
                snapshot.stacks[tab] = part.stacks[position]
            }
            grafts += part.grafts
            live.append(part.live)
            leaked.append(part.leaked)
            // Two groups writing the same key is interference, which the context runs find.
            snapshot.appState.merge(part.appState) { $1 }
        }
        snapshot.selectedTab = foreground.selectedTab
        // The selected stack's `hidesBottomBarWhenPushed`: the foreground's, as the selection is.
        snapshot.isTabBarHidden = foreground.isTabBarHidden
        snapshot.modal = foreground.modal
        snapshot.presentation = foreground.presentation
        snapshot.active = foreground.active
        snapshot.coordinators = TreeGraft.apply(grafts, to: entry.coordinators)
        guard let liveList = ListDelta.apply(live, to: entry.live),
              let leakedList = ListDelta.apply(leaked, to: entry.leaked) else { return nil }
        snapshot.live = liveList
        snapshot.leaked = leakedList
        return snapshot
    }

    /// This composed state, made without group `tabs`'s part (the group as at the entry), with
    /// `part` put in: what ``composed(entry:parts:foreground:)`` gives with the part among the
    /// others, since groups change disjoint stacks and parts of the tree. Nil where putting it in
    /// alone cannot be done exactly (it writes app state, or an object count goes below zero).
    func putting(_ part: CompositionPart, of tabs: [Int]) -> Snapshot? {
        // A key two groups write is decided by the parts' order; the whole composition keeps it.
        guard part.appState.isEmpty else { return nil }
        var snapshot = self
        for (position, tab) in tabs.enumerated() where snapshot.stacks.indices.contains(tab) {
            snapshot.stacks[tab] = part.stacks[position]
        }
        if !part.grafts.isEmpty { snapshot.coordinators = TreeGraft.apply(part.grafts, to: snapshot.coordinators) }
        guard let live = ListDelta.apply([part.live], to: live),
              let leaked = ListDelta.apply([part.leaked], to: leaked) else { return nil }
        snapshot.live = live
        snapshot.leaked = leaked
        return snapshot
    }

    /// What differs between an expected and an actual state, part by part: each stack, the
    /// selection, the modal, the active screen, the coordinator tree and the object lists.
    static func differences(expected: Snapshot, actual: Snapshot) -> [String] {
        var lines: [String] = []
        if expected.rootKind != actual.rootKind { lines.append("root: \(expected.rootKind) → \(actual.rootKind)") }
        if expected.selectedTab != actual.selectedTab {
            lines.append("selected tab: \(expected.selectedTab.map { "\($0 + 1)" } ?? "none") → "
                + (actual.selectedTab.map { "\($0 + 1)" } ?? "none"))
        }
        for index in 0..<max(expected.stacks.count, actual.stacks.count) {
            let before = expected.stacks.indices.contains(index) ? expected.stacks[index] : nil
            let after = actual.stacks.indices.contains(index) ? actual.stacks[index] : nil
            guard before != after else { continue }
            let sameStack = if let before, let after { Checks.sameStack(before, after) } else { false }
            if !sameStack {
                let (from, to) = (describe(before), describe(after))
                // The same screens and parameters: what differs is in a screen's controls or owner,
                // which the diff names ("[Profile] → [Profile]" said nothing), when it names it.
                let diff = SnapshotDiff(from: expected, to: actual).changes(at: index)
                lines.append("tab \(index + 1)'s stack: " + (from != to || diff.changes.isEmpty ? "\(from) → \(to)" : "\(diff)"))
            }
            // The tab bar item, which the stack's screens do not show.
            guard let before, let after else { continue }
            if before.tabTitle != after.tabTitle {
                lines.append("tab \(index + 1)'s title: \(before.tabTitle ?? "(none)") → \(after.tabTitle ?? "(none)")")
            }
            if before.tabBadge != after.tabBadge {
                lines.append("tab \(index + 1)'s badge: \(before.tabBadge ?? "(none)") → \(after.tabBadge ?? "(none)")")
            }
        }
        if expected.isTabBarHidden != actual.isTabBarHidden {
            lines.append("tab bar: \(expected.isTabBarHidden ? "hidden" : "shown") → \(actual.isTabBarHidden ? "hidden" : "shown")")
        }
        if expected.presentation != actual.presentation {
            lines.append("presentation: \(expected.presentation.map { "\($0)" } ?? "none") → \(actual.presentation.map { "\($0)" } ?? "none")")
        }
        // Each value that changed, as the other diffs word it: not the dictionaries' debug dumps.
        for key in Set(expected.appState.keys).union(actual.appState.keys).sorted()
        where expected.appState[key] != actual.appState[key] {
            func value(_ value: String?) -> String { value.map { $0.isEmpty ? "\"\"" : $0 } ?? "(none)" }
            lines.append("app state \(key): \(value(expected.appState[key])) → \(value(actual.appState[key]))")
        }
        if expected.modal != actual.modal {
            lines.append("modal: \(expected.modal.map(describe) ?? "none") → \(actual.modal.map(describe) ?? "none")")
        }
        if expected.active != actual.active {
            if expected.active?.identifier != actual.active?.identifier {
                lines.append("active screen: \(expected.active?.identifier ?? "none") → \(actual.active?.identifier ?? "none")")
            } else {
                lines.append("active screen \(actual.active?.identifier ?? ""): its elements or back title differ")
            }
        }
        if expected.coordinators != actual.coordinators {
            if let grafts = TreeGraft.grafts(from: expected.coordinators, to: actual.coordinators) {
                for graft in grafts {
                    let node = TreeGraft.describe(graft.path, in: expected.coordinators)
                    let old = TreeGraft.apply([], to: expected.coordinators).map { tree -> [CoordinatorNode] in
                        var node = tree
                        for index in graft.path where node.children.indices.contains(index) { node = node.children[index] }
                        return node.children
                    } ?? []
                    lines.append("children of \(node): [\(old.map(\.ref.type).joined(separator: ", "))] → "
                        + "[\(graft.children.map(\.ref.type).joined(separator: ", "))]")
                }
            } else {
                lines.append("root coordinator: \(expected.coordinators?.ref.type ?? "none") → "
                    + (actual.coordinators?.ref.type ?? "none"))
            }
        }
        let live = ListDelta(from: expected.live, to: actual.live)
        if !live.isEmpty { lines.append("live objects: \(live.text)") }
        let leaked = ListDelta(from: expected.leaked, to: actual.leaked)
        if !leaked.isEmpty { lines.append("leaked objects: \(leaked.text)") }
        if lines.isEmpty, expected != actual { lines.append("the states differ outside the stacks, tree and object lists") }
        return lines
    }

    /// `[Home(product=computer), Buy(product=computer)]`.
    static func describe(_ stack: StackSnapshot?) -> String {
        guard let stack else { return "(no stack)" }
        return "[" + stack.screens.map { screen in
            screen.parameters.isEmpty ? screen.identifier
                : screen.identifier + "(" + screen.parameters.sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
        }.joined(separator: ", ") + "]"
    }
}
