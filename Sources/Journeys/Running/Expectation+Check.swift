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
            let expected = "\(children.count) child coordinators under \(children.under)"
            guard let node = snapshot.coordinators?.first(ofType: children.under) else {
                let types = Set(snapshot.coordinators?.allNodes.map(\.ref.type) ?? []).sorted()
                return (expected, "no \(children.under) in the tree"
                    + (types.isEmpty ? "" : " (coordinators: \(types.joined(separator: ", ")))"))
            }
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
            }
        }
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
