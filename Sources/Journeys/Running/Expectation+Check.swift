import CoordinatorKit
import CoordsimApp

extension Expectation {
    /// Checks the expectation against a state; nil when it holds, else what was expected and what was there.
    package func check(_ snapshot: Snapshot) -> (expected: String, actual: String)? {
        if let title {
            let actual = snapshot.active?.title
            return actual == title ? nil : ("title \(quoted(title))", actual.map { "title \(quoted($0))" } ?? "no screen")
        }
        if let text {
            let texts = snapshot.screenTexts
            guard !texts.contains(where: { $0.contains(text) }) else { return nil }
            return ("text \(quoted(text)) on screen",
                    "\(snapshot.active?.identifier ?? "no screen") shows " + texts.map(quoted).joined(separator: ", "))
        }
        if let depth {
            let actual = snapshot.activeStack?.depth ?? 0
            let screens = snapshot.activeStack?.screens.map(\.identifier).joined(separator: " > ") ?? "none"
            return actual == depth ? nil : ("stack depth \(depth)", "stack depth \(actual) (\(screens))")
        }
        if let children {
            let ofType = snapshot.coordinators?.allNodes.filter { $0.ref.type == children.under } ?? []
            let index = children.index ?? 0
            let under = children.index.map { "\(children.under) at index \($0)" } ?? children.under
            let expected = "\(children.count) child coordinators under \(under)"
            guard ofType.indices.contains(index) else {
                let types = Set(snapshot.coordinators?.allNodes.map(\.ref.type) ?? []).sorted()
                return (expected, ofType.isEmpty ? "no \(children.under) in the tree"
                    + (types.isEmpty ? "" : " (coordinators: \(types.joined(separator: ", ")))")
                    : "\(ofType.count) \(children.under) in the tree")
            }
            let node = ofType[index]
            let actual = node.children.count
            let names = node.children.map(\.ref.description).joined(separator: ", ")
            return actual == children.count ? nil : (expected, "\(actual)" + (names.isEmpty ? "" : " (\(names))"))
        }
        if let noLeaks {
            let leaked = snapshot.leaked
            guard leaked.isEmpty != noLeaks else { return nil }
            return noLeaks ? ("no leaks", "leaked: " + leaked.map(\.description).joined(separator: ", "))
                           : ("a leak", "no leaks")
        }
        if let screen {
            let actual = snapshot.active?.identifier
            return actual == screen ? nil : ("screen \(screen)", "screen \(actual ?? "none")")
        }
        if let badge {
            let expected = badge.value.map { "badge \(quoted($0)) on tab \(badge.tab)" } ?? "no badge on tab \(badge.tab)"
            guard snapshot.rootKind == .tabBar, snapshot.stacks.indices.contains(badge.tab - 1) else {
                return (expected, snapshot.rootKind == .tabBar ? "tabs are 1-\(snapshot.stacks.count)" : "no tab bar")
            }
            let actual = snapshot.stacks[badge.tab - 1].tabBadge
            return actual == badge.value ? nil : (expected, actual.map { "badge \(quoted($0))" } ?? "no badge")
        }
        if let expected = `switch` {
            let wanted = "switch \(quoted(expected.label)) " + (expected.isOn ? "on" : "off")
            let switches = snapshot.active?.elements.compactMap { element -> (String, Bool)? in
                if case let .switch(label, isOn) = element.kind { return (label, isOn) }
                return nil
            } ?? []
            guard let found = switches.first(where: { $0.0 == expected.label }) else {
                return (wanted, switches.isEmpty ? "no switch on screen"
                        : "switches: " + switches.map { "\(quoted($0.0)) \($0.1 ? "on" : "off")" }.joined(separator: ", "))
            }
            return found.1 == expected.isOn ? nil : (wanted, "switch \(quoted(found.0)) " + (found.1 ? "on" : "off"))
        }
        if let barButton {
            let state = barButton.isEnabled.map { $0 ? " enabled" : " disabled" } ?? ""
            let wanted = "bar button \(quoted(barButton.title))" + state
            let bar = snapshot.active?.navigationBar
            let shown = bar.map { $0.isHidden ? [] : $0.leftItems + $0.rightItems } ?? []
            let described = shown.map { quoted($0.title) + ($0.isEnabled ? "" : " (disabled)") }.joined(separator: ", ")
            let actual = bar?.isHidden == true ? "the nav bar is hidden"
                : shown.isEmpty ? "no bar buttons" : "bar buttons: " + described
            guard let found = shown.first(where: { $0.title == barButton.title }) else { return (wanted, actual) }
            return barButton.isEnabled.map { $0 == found.isEnabled } ?? true ? nil : (wanted, actual)
        }
        return ("one check", "an empty expectation")
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}

extension Snapshot {
    /// The texts a person reads on the active screen: the title, then each element's
    /// texts, labels, values, options and rows.
    package var screenTexts: [String] {
        guard let active else { return [] }
        return [active.title] + active.elements.flatMap { element -> [String] in
            switch element.kind {
            case let .text(text, _): return [text]
            case let .button(label, _): return [label]
            case let .segmented(options, _): return options
            case let .textField(label, value, _): return value.isEmpty ? [label] : [label, value]
            case let .list(items, _): return items
            case let .switch(label, _): return [label]
            }
        } + Self.barTitles(active)
    }

    /// The titles of the nav bar's buttons, while the bar is shown.
    private static func barTitles(_ active: ActiveScreen) -> [String] {
        guard let bar = active.navigationBar, !bar.isHidden else { return [] }
        return (bar.leftItems + bar.rightItems).map(\.title)
    }

    /// What is on screen as screen identifiers: the visible stack, then the modal's after `^`.
    /// Two states with the same signature look alike to the user.
    public var screenSignature: String {
        var text = visibleStack?.screens.map(\.identifier).joined(separator: ">") ?? "-"
        if let modal { text += " " + modalMark + modal.screens.map(\.identifier).joined(separator: ">") }
        return text
    }

    /// How reports mark a modal's screens: `^` for a sheet, `^^` for a full-screen modal.
    package var modalMark: String { presentation?.style.coversScreen == true ? "^^" : "^" }
}
