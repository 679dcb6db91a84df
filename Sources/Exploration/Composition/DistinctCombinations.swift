import CoordinatorKit

/// Whether different combinations of the groups' background states are different composed
/// states, so that the composed count is exact.
///
/// Two combinations are one state only if every group's stacks and coordinator tree are the
/// same in both (groups own disjoint tabs and disjoint parts of the tree) and what they add up
/// (object counts, model state) comes to the same. Within one group, two background parts with
/// the same stacks and tree may differ in those sums; such a difference can only be cancelled by
/// another group whose parts also differ, among themselves, in the same object type or model key.
enum DistinctCombinations {
    enum Verdict: Equatable {
        /// No group has two background parts with the same stacks and tree.
        case byShape
        /// These groups have such parts, but no two of them differ in the same object or key.
        case byDisjointChanges(tabs: [[Int]])
        /// These groups' parts differ in the same objects or keys (named): two combinations
        /// could be one state.
        case mayCoincide(tabs: [[Int]], changes: [String])
    }

    static func verdict(_ groups: [(tabs: [Int], parts: [CompositionPart])]) -> Verdict {
        var differing: [(tabs: [Int], changes: Set<Change>)] = []
        for group in groups {
            var alike: [Shape: [CompositionPart]] = [:]
            for part in group.parts { alike[Shape(stacks: part.stacks, grafts: part.grafts), default: []].append(part) }
            var changes = Set<Change>()
            for parts in alike.values where parts.count > 1 { changes.formUnion(differences(among: parts)) }
            if !changes.isEmpty { differing.append((group.tabs, changes)) }
        }
        guard !differing.isEmpty else { return .byShape }
        var tabs: [[Int]] = []
        var shared = Set<Change>()
        for (index, group) in differing.enumerated() {
            for other in differing[(index + 1)...] where !group.changes.isDisjoint(with: other.changes) {
                tabs += [group.tabs, other.tabs].filter { !tabs.contains($0) }
                shared.formUnion(group.changes.intersection(other.changes))
            }
        }
        return tabs.isEmpty ? .byDisjointChanges(tabs: differing.map(\.tabs))
            : .mayCoincide(tabs: tabs, changes: shared.map(\.description).sorted())
    }

    /// What two combinations must share to be one state.
    private struct Shape: Hashable {
        var stacks: [StackSnapshot]
        var grafts: [TreeGraft]
    }

    /// Something composition adds up across groups: an object type's count, or a model key.
    private enum Change: Hashable, CustomStringConvertible {
        case live(String)
        case leaked(String)
        case appState(String)

        var description: String {
            switch self {
            case let .live(type): "live \(type)"
            case let .leaked(type): "leaked \(type)"
            case let .appState(key): "model state \(key)"
            }
        }
    }

    /// The changes in which parts of one shape do not all agree.
    private static func differences(among parts: [CompositionPart]) -> Set<Change> {
        let absent = "(absent)"
        var values: [Change: Set<String>] = [:]
        for (position, part) in parts.enumerated() {
            var seen = Set<Change>()
            func note(_ change: Change, _ value: String) {
                seen.insert(change)
                // First seen after the first part: the parts before did not have it.
                values[change, default: position == 0 ? [] : [absent]].insert(value)
            }
            for item in part.live.items { note(.live(item.ref.type), "\(item.count)") }
            for item in part.leaked.items { note(.leaked(item.ref.type), "\(item.count)") }
            for (key, value) in part.appState { note(.appState(key), value) }
            for change in values.keys where !seen.contains(change) { values[change]?.insert(absent) }
        }
        return Set(values.filter { $0.value.count > 1 }.keys)
    }
}
