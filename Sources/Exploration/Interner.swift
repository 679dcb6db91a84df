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

    /// `snapshot` made of parts already stored, where they are equal.
    mutating func intern(_ snapshot: Snapshot) -> Snapshot {
        var shared = snapshot
        shared.stacks = snapshot.stacks.map { Self.shared($0, in: &stacks) }
        shared.modal = snapshot.modal.map { Self.shared($0, in: &stacks) }
        shared.coordinators = snapshot.coordinators.map { Self.shared($0, in: &trees) }
        shared.active = snapshot.active.map { Self.shared($0, in: &actives) }
        shared.live = Self.shared(snapshot.live, in: &lists)
        shared.leaked = Self.shared(snapshot.leaked, in: &lists)
        return shared
    }

    private static func shared<Part: Hashable>(_ part: Part, in table: inout [Part: Part]) -> Part {
        if let stored = table[part] { return stored }
        table[part] = part
        return part
    }
}
