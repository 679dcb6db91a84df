import CoordinatorKit
import CoordsimApp

/// A state the explorer reached: its structural snapshot and how it was first (shortest) reached.
public struct ExploredState: Hashable, Sendable {
    public var snapshot: Snapshot
    public var parent: Int?
    public var input: Input?
    public var depth: Int
}

/// One accepted input from one state to another (possibly the same).
public struct Transition: Hashable, Sendable {
    public var from: Int
    public var input: Input
    public var to: Int
    /// Coordinators added and removed, as `+Type` / `-Type`, in journal order.
    public var effects: [String]
}

/// What an exploration found.
public struct ExplorationResult: Sendable {
    public var variant: String
    public var depth: Int
    public var states: [ExploredState] = []
    public var transitions: [Transition] = []
    /// Inputs refused where they were tried (back at a root, a tab under a sheet, …).
    public var rejected = 0
    /// The invariants that were checked.
    public var invariants: Set<Invariant> = Set(Invariant.generic)
    /// How many invariants the app has in all, generic ones included.
    public var allInvariants = Invariant.generic.count
    /// States reached at the depth limit, not expanded.
    public var frontier = 0
    public var violations: [Violation] = []
    public var duration: Duration = .zero

    public init(variant: String, depth: Int) {
        self.variant = variant
        self.depth = depth
    }

    /// The inputs from launch to state `index`, shortest first found.
    public func path(to index: Int) -> [Input] {
        var inputs: [Input] = []
        var current = index
        while let parent = states[current].parent, let input = states[current].input {
            inputs.append(input)
            current = parent
        }
        return inputs.reversed()
    }

    /// The identifiers of every screen in any stack or sheet of any state, in the order first reached.
    public var screensReached: [String] {
        var seen: [String] = []
        for state in states {
            for screen in state.snapshot.stacks.flatMap(\.screens) + (state.snapshot.modal?.screens ?? [])
            where !seen.contains(screen.identifier) {
                seen.append(screen.identifier)
            }
        }
        return seen
    }

    /// The text `coordsim explore` prints.
    public var report: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let screens = screensReached
        var lines = [
            "explore: variant \(variant), depth \(depth)",
            "  states       \(states.count) (\(frontier) at the depth limit)",
            "  transitions  \(transitions.count) (\(rejected) inputs refused)",
            "  screens      \(screens.count): \(screens.joined(separator: ", "))",
            "  time         \(String(cFormat: "%.3f", seconds)) s",
        ]
        if violations.isEmpty {
            lines.append("  invariants   \(invariants.count == allInvariants ? "all \(invariants.count)" : "\(invariants.count) checked") held at every state and transition")
        } else {
            lines.append("  VIOLATION    " + violations.map(\.description).joined(separator: "\n  VIOLATION    "))
        }
        return lines.joined(separator: "\n")
    }
}
