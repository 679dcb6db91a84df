import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// One letter of the explorer's input alphabet: what a person can do on the state shown.
///
/// The alphabet of a state is its visible controls (each button; each option of a segmented
/// control; each row of a list; for each text field, typing the app's valid and invalid
/// `SampleText`), every tab, back, and a cancelled swipe-back. Inputs act by label,
/// never through focus, so a state's transitions don't depend on where focus rests.
public enum Input: Hashable, Sendable, CustomStringConvertible {
    /// Tap a button, a segmented option or a list row by its label.
    case tap(String)
    /// Replace a text field's text: tap it, delete `clearing` characters, type `value`.
    case fill(field: String, value: String, clearing: Int)
    /// Tap a tab by the number the tab bar shows (1-based); the selected one pops to its root.
    case tab(Int)
    /// The nav bar's back button (at a sheet's root, swipes the sheet down).
    case back
    /// A swipe-back abandoned halfway: it must pop nothing.
    case cancelledSwipeBack
    /// The back button's menu (a long press): pops to the screen at `level` (1 is the root) of the
    /// stack keys act on, several levels at once.
    case backMenu(level: Int)
    /// Open a deep link, from any state. Only the links an exploration is given (`--deep-link`).
    case open(String)

    /// `inputs` as reports print a path: `tap Log in, tab 2`, or `(launch)` when there are none.
    static func text(_ inputs: [Input]) -> String {
        inputs.isEmpty ? "(launch)" : inputs.map(\.description).joined(separator: ", ")
    }

    /// The Simulation events this input sends, in order: its journey steps' events. Made directly,
    /// not through ``steps``: the explorer sends hundreds of thousands of inputs, and an array of
    /// journey steps costs far more to make than one of events (`InputTests` holds the two equal).
    public var events: [Event] {
        switch self {
        case let .tap(label): return [.tap(label)]
        case let .fill(field, value, clearing):
            var events: [Event] = []
            events.reserveCapacity(clearing + 2)
            events.append(.tap(field))
            for _ in 0..<clearing { events.append(.key(.backspace)) }
            events.append(.text(value))
            return events
        case let .tab(number): return [.selectTab(number - 1)]
        case .back: return [.back]
        case .cancelledSwipeBack: return [.swipeBack(completes: false)]
        case let .backMenu(level): return [.backMenu(level: level)]
        case let .open(url): return [.deepLink(url)]
        }
    }

    /// The same input as journey steps, so `coordsim script` replays it.
    public var steps: [JourneyStep] {
        switch self {
        case let .tap(label): return [.tap(label)]
        case let .fill(field, value, clearing):
            return [.tap(field)] + Array(repeating: .key(.backspace), count: clearing) + [.text(value)]
        case let .tab(number): return [.tab(number)]
        case .back: return [.back]
        case .cancelledSwipeBack: return [.swipeBack(completes: false)]
        case let .backMenu(level): return [.backMenu(level)]
        case let .open(url): return [.open(url)]
        }
    }

    public var description: String {
        switch self {
        case let .tap(label): return "tap \(label)"
        case let .fill(field, value, _): return "fill \(field) with \"\(value)\""
        case let .tab(number): return "tab \(number)"
        case .back: return "back"
        case .cancelledSwipeBack: return "cancelled swipe-back"
        case let .backMenu(level): return "back menu to level \(level)"
        case let .open(url): return "open \(url)"
        }
    }

    /// The label of a graph edge: the input without the typed value.
    public var graphLabel: String {
        if case let .fill(field, _, _) = self { return "fill \(field)" }
        return description
    }

    var isTab: Bool {
        if case .tab = self { return true }
        return false
    }

    var isDeepLink: Bool {
        if case .open = self { return true }
        return false
    }

    /// The alphabet of the state `snapshot` shows, read from its ``Snapshot/affordances`` in
    /// their order: each control (a text field gets its sample valid and invalid text), each tab,
    /// then back and a cancelled swipe-back. Back and the swipe are tried even where nothing
    /// offers them, because `backMatchesDepth` checks that they are refused there. Where back is
    /// offered, so is each level of the back menu that pops more than one screen (a pop of one is
    /// back's): a pop a coordinator's cleanup may not expect. Under a tab bar the root's level is
    /// left out, as reselecting the tab makes that same user pop.
    package static func alphabet(of snapshot: Snapshot, sampleText: (String) -> SampleText) -> [Input] {
        var inputs: [Input] = []
        for affordance in snapshot.affordances {
            switch affordance {
            case let .button(label, _, _), let .option(label, _, _, _), let .row(label, _, _), let .switch(label, _, _),
                 let .barButton(label):
                inputs.append(.tap(label))
            case let .field(label, element, value):
                let sample = sampleText(element)
                for text in [sample.valid, sample.invalid] where text != value {
                    inputs.append(.fill(field: label, value: text, clearing: value.count))
                }
            case let .tab(number):
                inputs.append(.tab(number))
            case .back, .swipeBack:
                break
            }
        }
        inputs += [.back, .cancelledSwipeBack]
        let lowest = snapshot.rootKind == .tabBar && snapshot.modal == nil ? 2 : 1
        if let depth = snapshot.activeStack?.screens.count, depth - 2 >= lowest, snapshot.affordances.contains(.back) {
            for level in lowest...(depth - 2) { inputs.append(.backMenu(level: level)) }
        }
        // A dozen inputs or so: comparing with those kept costs less than hashing into a set.
        var kept: [Input] = []
        kept.reserveCapacity(inputs.count)
        for input in inputs where !kept.contains(input) { kept.append(input) }
        return kept
    }
}
