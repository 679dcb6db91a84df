import CoordinatorKit

/// The states the key merges on purpose, seen acting apart: a walk, probe or replay reached a
/// state that differs from the recorded one only in how many children of a type some coordinator
/// holds, children that own no screen (a flow that ended without `childDidFinish`, or one beside
/// a page whose owner cannot be known). The key keeps such children up to a bound so that a flow
/// that never removes its child does not make the space endless (see ``Invariant/childOwnsScreen``);
/// two states past the bound are one state, and may then act apart. That is the bound, not state
/// the app hides, so it is counted here and not as a ``HiddenState``.
///
/// The same holds of what leaked objects hold: the key lists leaked objects by type and counts,
/// not which leaked coordinator still holds which navigation controller or screen, so after a
/// leak two histories of one state may leak different objects on the same input
/// (``leakHolds``).
public struct SaturationMerges: Hashable, Sendable {
    /// How many times a state merged this way acted apart from the recorded one.
    public internal(set) var count = 0
    /// The coordinator types whose numbers differed, sorted.
    public internal(set) var types: [String] = []
    /// How many times a state that already had a leaked coordinator acted apart from the recorded
    /// one only in which objects then leaked.
    public internal(set) var leakHolds = 0
    /// The object types whose leaking differed, sorted.
    public internal(set) var leakHeldTypes: [String] = []
    /// How many states were first reached by a history holding more coordinators than their key
    /// keeps: the bound applied. Past it, the states a search finds depend on the histories it
    /// reaches them by, so two searches may count a few states apart even where none was seen
    /// acting apart. `--replay` reaches each state first by its shortest history, which holds no
    /// more than the key.
    public internal(set) var boundedStates = 0
    /// The coordinator types the key kept fewer of than the app held, sorted.
    public internal(set) var boundedTypes: [String] = []

    /// None seen.
    init() {}

    /// Whether `reached`, where `recorded` was expected (both keyed snapshots), differs from it
    /// only in what the key saturates (``StateKey/saturableDifference(_:_:)``) or in what leaked
    /// objects hold (``StateKey/leakHeldDifference(_:_:)``); if so it is counted.
    mutating func absorbs(_ reached: Snapshot, recorded: Snapshot) -> Bool {
        if let newTypes = StateKey.saturableDifference(reached, recorded) {
            count += 1
            types = Array(Set(types).union(newTypes)).sorted()
            return true
        }
        if let newTypes = StateKey.leakHeldDifference(reached, recorded) {
            leakHolds += 1
            leakHeldTypes = Array(Set(leakHeldTypes).union(newTypes)).sorted()
            return true
        }
        return false
    }

    /// Counts a state just found, `keyed` as the search keys it and `shown` as the app showed
    /// it, when its key keeps fewer coordinators than the app held.
    mutating func noteBound(keyed: Snapshot, shown: Snapshot) {
        guard let kept = keyed.coordinators, let held = shown.coordinators else { return }
        let heldNodes = held.allNodes
        let keptNodes = kept.allNodes
        guard keptNodes.count < heldNodes.count else { return }
        boundedStates += 1
        var counts: [String: Int] = [:]
        for node in heldNodes { counts[node.ref.type, default: 0] += 1 }
        for node in keptNodes { counts[node.ref.type, default: 0] -= 1 }
        let dropped = counts.filter { $0.value > 0 }.keys
        if !dropped.allSatisfy(boundedTypes.contains) { boundedTypes = Set(boundedTypes).union(dropped).sorted() }
    }

    /// The report's lines; none when nothing was merged this way.
    var reportLines: [String] {
        var lines: [String] = []
        if boundedStates > 0 {
            lines.append("  bounded      \(boundedStates) state\(boundedStates == 1 ? " was" : "s were") first reached "
                + "holding more \(boundedTypes.joined(separator: ", ")) than \(boundedStates == 1 ? "its key keeps" : "their keys keep")"
                + " (children that own no screen): past that bound, the states a search finds depend on the histories "
                + "it reaches them by, so another search (--replay reaches each by its shortest) may count a few more or fewer")
        }
        if count > 0 {
            lines.append("  saturated    \(count) time\(count == 1 ? "" : "s") a state differed from the recorded one only in how many "
                + "\(types.joined(separator: ", ")) a coordinator holds, owning no screen: the key keeps such children up to "
                + "a bound so that a flow that never removes its child does not make the space endless, and counts the "
                + "states past it as one (not hidden state)")
        }
        if leakHolds > 0 {
            lines.append("  leak holds   \(leakHolds) time\(leakHolds == 1 ? "" : "s") a state with a leaked coordinator differed "
                + "from the recorded one only in whether \(leakHeldTypes.joined(separator: ", ")) then leaked: the key "
                + "keeps leaked objects by type, not what each leaked coordinator still holds, so that follows from the leak "
                + "(not hidden state); fix the leak and this goes")
        }
        return lines
    }
}

extension StateKey {
    /// The object types whose leaked counts are all that `one` and `other` (keyed snapshots)
    /// differ in, where `other` (the recorded state) already has a leaked coordinator: what a
    /// leaked coordinator holds (a navigation controller, a screen) leaks with it or not by
    /// history, which no key of leaks by type can tell. Nil when they differ in anything else
    /// (the live objects of other types, a screen, the tree), or not at all, or nothing had leaked.
    static func leakHeldDifference(_ one: Snapshot, _ other: Snapshot) -> Set<String>? {
        guard one != other, other.leaked.contains(where: { $0.kind == .coordinator }) else { return nil }
        var counts: [String: Int] = [:]
        for ref in one.leaked { counts[ref.type, default: 0] += 1 }
        for ref in other.leaked { counts[ref.type, default: 0] -= 1 }
        let types = Set(counts.filter { $0.value != 0 }.keys)
        guard !types.isEmpty else { return nil }
        func rest(_ snapshot: Snapshot) -> Snapshot {
            var rest = snapshot
            rest.leaked = []
            rest.live.removeAll { types.contains($0.type) }
            return rest
        }
        return rest(one) == rest(other) ? types : nil
    }

    /// The coordinator types whose numbers are all that `one` and `other` (keyed snapshots) differ
    /// in: the same tree but for how many childless children of those types a coordinator holds,
    /// and the live objects of those types; everything else equal. Nil when they differ in
    /// anything else, or not at all. What saturating leaked and stale children merges.
    static func saturableDifference(_ one: Snapshot, _ other: Snapshot) -> Set<String>? {
        guard one != other, let first = one.coordinators, let second = other.coordinators else { return nil }
        var types = Set<String>()
        guard sameButForChildlessCounts(first, second, types: &types), !types.isEmpty else { return nil }
        func rest(_ snapshot: Snapshot) -> Snapshot {
            var rest = snapshot
            rest.coordinators = nil
            rest.live.removeAll { $0.kind == .coordinator && types.contains($0.type) }
            rest.leaked.removeAll { $0.kind == .coordinator && types.contains($0.type) }
            return rest
        }
        return rest(one) == rest(other) ? types : nil
    }

    /// Whether two trees are the same but for how many childless children of a type a node holds:
    /// all a key's saturation may change, so a check on keyed snapshots must not judge more.
    static func sameButForChildlessCounts(_ one: CoordinatorNode?, _ other: CoordinatorNode?) -> Bool {
        guard let one, let other else { return one == nil && other == nil }
        var types = Set<String>()
        return sameButForChildlessCounts(one, other, types: &types)
    }

    /// Whether two trees are the same but for how many childless children of a type a node
    /// holds (each such type's first one keeps its place); adds those types to `types`.
    private static func sameButForChildlessCounts(_ one: CoordinatorNode, _ other: CoordinatorNode,
                                                  types: inout Set<String>) -> Bool {
        guard one.ref == other.ref else { return false }
        func reduced(_ children: [CoordinatorNode]) -> (kept: [CoordinatorNode], counts: [ObjectRef: Int]) {
            var kept: [CoordinatorNode] = []
            var counts: [ObjectRef: Int] = [:]
            for child in children {
                if child.children.isEmpty {
                    counts[child.ref, default: 0] += 1
                    if counts[child.ref]! > 1 { continue }
                }
                kept.append(child)
            }
            return (kept, counts)
        }
        let (first, second) = (reduced(one.children), reduced(other.children))
        guard first.kept.count == second.kept.count else { return false }
        for (ref, count) in first.counts where second.counts[ref] != count { types.insert(ref.type) }
        return zip(first.kept, second.kept).allSatisfy { sameButForChildlessCounts($0, $1, types: &types) }
    }
}
