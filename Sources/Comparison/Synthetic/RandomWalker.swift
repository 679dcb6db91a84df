import CoordinatorKit
import CoordsimApp
import Experiments
import Simulation

/// A synthetic user's hands: picks, uniformly and from a seeded generator, one of the things a
/// person could do on the current screen (``Snapshot/affordances``).
package enum RandomWalker {
    /// What a person can do on this state, as events: a tap on each button, on each option of a
    /// segmented control other than the selected one, on each list row and on each text field,
    /// back where it is offered, and each tab. Taps act by label, never through focus (a focused
    /// field takes typed keys, so a shortcut key would type instead), so what a walker does next
    /// depends on the state alone. While a field is being edited: type the app's valid or invalid
    /// sample text for it, Enter or Tab. Swipes, the inspector, help and quit are left out.
    package static func actions(for snapshot: Snapshot, sampleText: (String) -> SampleText) -> [Event] {
        guard let active = snapshot.active else { return [] }
        if active.isEditing, let focus = active.focus {
            let sample = sampleText(focus)
            return [.text(sample.valid), .text(sample.invalid), .key(.enter), .key(.tab)]
        }
        return snapshot.affordances.compactMap { affordance -> Event? in
            switch affordance {
            case let .button(label, _, _), let .row(label, _, _), let .field(label, _, _), let .switch(label, _, _),
                 let .barButton(label):
                return .tap(label)
            case let .option(label, _, _, isSelected):
                return isSelected ? nil : .tap(label)
            case let .tab(number):
                return .selectTab(number - 1)
            case .back:
                return .back
            case .swipeBack:
                return nil
            }
        }
    }

    /// One uniformly chosen action, or nil when nothing can be done.
    package static func pick(for snapshot: Snapshot, sampleText: (String) -> SampleText,
                            using generator: inout SplitMix64) -> Event? {
        let candidates = actions(for: snapshot, sampleText: sampleText)
        guard !candidates.isEmpty else { return nil }
        return candidates[generator.next(below: candidates.count)]
    }
}
