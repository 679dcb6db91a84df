import CoordinatorKit

/// One thing a person can do on the state shown, named as they would name it.
///
/// This is coordsim's one answer to "what can a person do on this screen": the Simulation
/// resolves taps with it, and the explorer's inputs, the synthetic users' actions and the
/// rejection messages are all read from `Snapshot.affordances`.
public enum Affordance: Hashable, Sendable, CustomStringConvertible {
    /// Tap a button by its label; `shortcut` is the letter shown as `[b]`.
    case button(label: String, element: String, shortcut: Character?)
    /// Pick option `index` of a segmented control; `isSelected` for the one shown picked.
    case option(label: String, element: String, index: Int, isSelected: Bool)
    /// Tap row `index` of a list: it selects the row and acts on it.
    case row(label: String, element: String, index: Int)
    /// Tap a text field by its label to type into it; `value` is its text.
    case field(label: String, element: String, value: String)
    /// Tap a switch by its label to toggle it; `isOn` is its value now.
    case `switch`(label: String, element: String, isOn: Bool)
    /// Tap a button of the nav bar (`navigationItem`'s left or right items) by what it shows.
    case barButton(label: String)
    /// Tap a tab by the number the tab bar shows (1-based).
    case tab(Int)
    /// The nav bar's back button (Esc): pops, or swipes a sheet down at its root.
    case back
    /// An interactive swipe from the left edge: pops when it completes, nothing when cancelled.
    case swipeBack

    /// The label a tap names, for controls; nil for tabs, back and swipes.
    public var label: String? {
        switch self {
        case let .button(label, _, _), let .option(label, _, _, _), let .row(label, _, _), let .field(label, _, _),
             let .switch(label, _, _), let .barButton(label):
            return label
        case .tab, .back, .swipeBack:
            return nil
        }
    }

    public var description: String {
        switch self {
        case let .button(label, _, shortcut): return "button \(label)" + (shortcut.map { " [\($0)]" } ?? "")
        case let .option(label, _, _, isSelected): return "option \(label)" + (isSelected ? " (selected)" : "")
        case let .row(label, _, _): return "row \(label)"
        case let .field(label, _, value): return "field \(label) = \"\(value)\""
        case let .switch(label, _, isOn): return "switch \(label) " + (isOn ? "on" : "off")
        case let .barButton(label): return "bar button \(label)"
        case let .tab(number): return "tab \(number)"
        case .back: return "back"
        case .swipeBack: return "swipe back"
        }
    }

    /// The controls among a screen's elements, top to bottom: what a tap can name.
    package static func controls(in elements: [Element]) -> [Affordance] {
        var controls: [Affordance] = []
        for element in elements {
            switch element.kind {
            case let .button(label, shortcut):
                controls.append(.button(label: label, element: element.id, shortcut: shortcut?.first))
            case let .segmented(options, selected):
                for (index, option) in options.enumerated() {
                    controls.append(.option(label: option, element: element.id, index: index, isSelected: index == selected))
                }
            case let .list(items, _):
                controls += items.enumerated().map { .row(label: $1, element: element.id, index: $0) }
            case let .textField(label, value, _):
                controls.append(.field(label: label, element: element.id, value: value))
            case let .switch(label, isOn):
                controls.append(.switch(label: label, element: element.id, isOn: isOn))
            case .text:
                break
            }
        }
        return controls
    }

    /// The enabled buttons of the active screen's nav bar, left items then right; none while the bar is hidden.
    package static func barButtons(of active: ActiveScreen) -> [Affordance] {
        guard let bar = active.navigationBar, !bar.isHidden else { return [] }
        return (bar.leftItems + bar.rightItems).filter(\.isEnabled).map { .barButton(label: $0.title) }
    }

    /// The first of ``controls(in:)`` whose label is `wanted`, found without making the others:
    /// every tap looks its control up.
    package static func control(labeled wanted: String, in elements: [Element]) -> Affordance? {
        for element in elements {
            switch element.kind {
            case let .button(label, shortcut) where label == wanted:
                return .button(label: label, element: element.id, shortcut: shortcut?.first)
            case let .segmented(options, selected):
                if let index = options.firstIndex(of: wanted) {
                    return .option(label: options[index], element: element.id, index: index, isSelected: index == selected)
                }
            case let .list(items, _):
                if let index = items.firstIndex(of: wanted) { return .row(label: items[index], element: element.id, index: index) }
            case let .textField(label, value, _) where label == wanted:
                return .field(label: label, element: element.id, value: value)
            case let .switch(label, isOn) where label == wanted:
                return .switch(label: label, element: element.id, isOn: isOn)
            case .button, .textField, .switch, .text:
                break
            }
        }
        return nil
    }
}

extension Snapshot {
    /// What a person can do on this state: the nav bar's enabled buttons, left then right, the
    /// active screen's controls top to bottom, then each tab while the tab bar is neither covered
    /// by a sheet nor hidden, then back where the nav bar or a sheet offers it, and swipe-back on
    /// a stack deeper than its root, a sheet's own stack too.
    public var affordances: [Affordance] {
        guard let active else { return [] }
        var affordances = Affordance.barButtons(of: active) + Affordance.controls(in: active.elements)
        if rootKind == .tabBar, modal == nil, !isTabBarHidden {
            affordances += stacks.indices.map { .tab($0 + 1) }
        }
        if active.canGoBack || active.isModal { affordances.append(.back) }
        if active.canGoBack { affordances.append(.swipeBack) }
        return affordances
    }
}
