import CoordinatorKit
import Simulation

/// A button the search tapped that did nothing in every state it was tapped in.
///
/// A screen written the old way (a `Screen` subclass whose `handle(_:)` matches ids by hand) that
/// misspells an id has one: its button is on screen and is never handled. So does a button whose
/// coordinator is gone. The search sees it without a rule of the app's: no state it keys on
/// changed (screens, coordinators, elements, the app's keyed model state) and no coordinator was
/// added or removed, wherever it was tapped.
package struct IdleButton: Hashable, Sendable {
    /// The identifier of the screen that shows it.
    package var screen: String
    /// Its element id.
    package var element: String
    /// Its label, as a tap names it.
    package var label: String
    /// In how many states the search tapped it.
    package var taps: Int

    /// `button "Purchase" (purchase) on Buy did nothing in the 3 states it was tapped in`.
    package var description: String {
        "button \"\(label)\" (\(element)) on \(screen) did nothing in " + (taps == 1 ? "the state" : "the \(taps) states")
            + " it was tapped in"
    }
}

extension ExplorationResult {
    /// The buttons that did nothing wherever the search tapped them, in the order first tapped.
    /// One pass over the transitions; a button that did something once is not one.
    package var idleButtons: [IdleButton] {
        struct Key: Hashable { var screen: String, element: String }
        var found: [Key: IdleButton] = [:]
        var idle: [Key: Bool] = [:]
        var order: [Key] = []
        for transition in transitions {
            guard case let .tap(label) = transition.input, let active = states[transition.from].snapshot.active,
                  case let .button(_, element, _)? = Affordance.control(labeled: label, in: active.elements) else { continue }
            let key = Key(screen: active.identifier, element: element)
            let didNothing = transition.to == transition.from && transition.effects.isEmpty
            if found[key] == nil {
                found[key] = IdleButton(screen: active.identifier, element: element, label: label, taps: 0)
                order.append(key)
            }
            found[key]?.taps += 1
            idle[key] = (idle[key] ?? true) && didNothing
        }
        // A tap a hidden state's cause holds did something: it wrote state the key misses.
        let writers = Set(hiddenStates.flatMap { $0.cause ?? [] })
        return order.compactMap { idle[$0] == true && !writers.contains(.tap(found[$0]!.label)) ? found[$0] : nil }
    }

    /// The report's lines for ``idleButtons``; none when every button tapped did something.
    var idleButtonLines: [String] {
        let why = isSound ? "a button with no action, or an id its screen's handle(_:) misspells"
            : "a button with no action, an id its screen's handle(_:) misspells, or a write of state the key misses "
                + "(see HIDDEN STATE)"
        // A search that stopped early tried it in some states only: it may act in the others.
        let partial = isComplete ? "" : " (only of the states found before the search stopped: it may act in others)"
        return idleButtons.map { "  IDLE BUTTON  \($0.description)\(partial): \(why)" }
    }
}
