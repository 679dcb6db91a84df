import CoordinatorKit

/// Makes recorded states share the parts they have in common. States combine a few tab stacks,
/// coordinator trees and object lists in many ways, so each part is stored once and every state
/// that has it points at the same storage: the memory a complete search keeps grows with the
/// distinct parts, not with states times parts.
struct Interner {
    private var stacks: [StackSnapshot: StackSnapshot] = [:]
    private var trees: [CoordinatorNode: CoordinatorNode] = [:]
    private var lists: [[ObjectRef]: [ObjectRef]] = [:]
    private var actives: [ActiveScreen: ActiveScreen] = [:]
    /// The last tree and object lists looked up, and what they were stored as. The driver keeps
    /// one value of each until it changes, so the next state often has the very same one, found
    /// without hashing it.
    private var lastTree: (CoordinatorNode, CoordinatorNode)?
    private var lastLive: ([ObjectRef], [ObjectRef])?
    private var lastLeaked: ([ObjectRef], [ObjectRef])?

    /// `snapshot` made of parts already stored, where they are equal.
    mutating func intern(_ snapshot: Snapshot) -> Snapshot {
        var shared = snapshot
        shared.stacks = snapshot.stacks.map { Self.shared($0, in: &stacks) }
        shared.modal = snapshot.modal.map { Self.shared($0, in: &stacks) }
        shared.coordinators = snapshot.coordinators.map { Self.shared($0, in: &trees, last: &lastTree) }
        shared.active = snapshot.active.map { Self.shared($0, in: &actives) }
        shared.live = Self.shared(snapshot.live, in: &lists, last: &lastLive)
        shared.leaked = Self.shared(snapshot.leaked, in: &lists, last: &lastLeaked)
        return shared
    }

    private static func shared<Part: Hashable>(_ part: Part, in table: inout [Part: Part]) -> Part {
        if let stored = table[part] { return stored }
        table[part] = part
        return part
    }

    /// ``shared(_:in:)``, first comparing with the last part looked up: equal values that share
    /// storage compare in constant time.
    private static func shared<Part: Hashable>(_ part: Part, in table: inout [Part: Part],
                                               last: inout (Part, Part)?) -> Part {
        if let last, last.0 == part { return last.1 }
        let stored = shared(part, in: &table)
        last = (part, stored)
        return stored
    }
}
