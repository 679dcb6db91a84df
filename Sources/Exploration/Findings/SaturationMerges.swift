import CoordinatorKit

/// The states the key merges on purpose, seen acting apart: a walk, probe or replay reached a
/// state that differs from the recorded one only in how many children of a type some coordinator
/// holds, children that own no screen (a flow that ended without `childDidFinish`, or one beside
/// a page whose owner cannot be known). The key keeps such children up to a bound so that a flow
/// that never removes its child does not make the space endless (see ``Invariant/childOwnsScreen``);
/// two states past the bound are one state, and may then act apart. That is the bound, not state
/// the app hides, so it is counted here and not as a ``HiddenState``.
public struct SaturationMerges: Hashable, Sendable {
    /// How many times a state merged this way acted apart from the recorded one.
    public internal(set) var count = 0
    /// The coordinator types whose numbers differed, sorted.
    public internal(set) var types: [String] = []

    /// None seen.
    init() {}

    /// Whether `reached`, where `recorded` was expected (both keyed snapshots), differs from it
    /// only in what the key saturates (``StateKey/saturableDifference(_:_:)``); if so it is counted.
    mutating func absorbs(_ reached: Snapshot, recorded: Snapshot) -> Bool {
        guard let newTypes = StateKey.saturableDifference(reached, recorded) else { return false }
        count += 1
        types = Array(Set(types).union(newTypes)).sorted()
        return true
    }

    /// The report's line; none when nothing was merged this way.
    var reportLines: [String] {
        guard count > 0 else { return [] }
        return ["  saturated    \(count) time\(count == 1 ? "" : "s") a state differed from the recorded one only in how many "
            + "\(types.joined(separator: ", ")) a coordinator holds, owning no screen: the key keeps such children up to "
            + "a bound so that a flow that never removes its child does not make the space endless, and counts the "
            + "states past it as one (not hidden state)"]
    }
}

extension StateKey {
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
