import CoordinatorKit
import Experiments
import Simulation

/// A synthetic user's hands: picks, uniformly and from a seeded generator, one of the things a
/// person could do on the current screen.
public enum RandomWalker {
    /// Texts a user types into a field: a name, a good email and a malformed one.
    public static let typedTexts = ["Kim", "kim@example.com", "kim@example"]

    /// What a person can do on this state: each button (by its shortcut key, else a tap), the
    /// other options of a segmented control, each list row, each text field, Esc when there
    /// is somewhere to go back to, and each tab. While a field is being edited: type one of
    /// ``typedTexts``, Enter or Tab. The inspector, help and quit keys are left out.
    public static func actions(for snapshot: Snapshot) -> [Event] {
        guard let active = snapshot.active else { return [] }
        if active.isEditing {
            return typedTexts.map(Event.text) + [.key(.enter), .key(.tab)]
        }
        var actions: [Event] = []
        for element in active.elements {
            switch element.kind {
            case let .button(label, shortcut):
                if let shortcut, let character = shortcut.first {
                    actions.append(.key(.character(character)))
                } else {
                    actions.append(.tap(label))
                }
            case let .segmented(options, selected):
                for (index, option) in options.enumerated() where index != selected { actions.append(.tap(option)) }
            case let .textField(label, _, _):
                actions.append(.tap(label))
            case let .list(items, _):
                actions.append(contentsOf: items.map(Event.tap))
            case .text:
                break
            }
        }
        if active.canGoBack || active.isModal { actions.append(.key(.escape)) }
        if snapshot.rootKind == .tabBar, snapshot.modal == nil {
            for index in snapshot.stacks.indices {
                actions.append(.key(.character(Character(String(index + 1)))))
            }
        }
        return actions
    }

    /// One uniformly chosen action, or nil when nothing can be done.
    public static func pick(for snapshot: Snapshot, using generator: inout SplitMix64) -> Event? {
        let candidates = actions(for: snapshot)
        guard !candidates.isEmpty else { return nil }
        return candidates[generator.next(below: candidates.count)]
    }
}
