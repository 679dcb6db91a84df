import CoordinatorKit

extension Expectation {
    /// Checks the expectation against a state; nil when it holds, else what was expected and what was there.
    public func check(_ snapshot: Snapshot) -> (expected: String, actual: String)? {
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
            guard let main = snapshot.mainCoordinator else {
                return ("\(children) child coordinators under MainCoordinator", "no MainCoordinator (logged out)")
            }
            let actual = main.children.count
            let names = main.children.map(\.ref.description).joined(separator: ", ")
            return actual == children ? nil
                : ("\(children) child coordinators under MainCoordinator",
                   "\(actual)" + (names.isEmpty ? "" : " (\(names))"))
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
        return ("one check", "an empty expectation")
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}

extension Snapshot {
    /// The texts a person reads on the active screen: the title, then each element's
    /// texts, labels, values, options and rows.
    public var screenTexts: [String] {
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

    /// The Main tab's coordinator node, which runs the flows Home starts; nil when logged out.
    public var mainCoordinator: CoordinatorNode? {
        coordinators?.allNodes.first { $0.ref.type == "MainCoordinator" }
    }

    /// What is on screen as screen identifiers: the visible stack, then the modal's after `^`.
    /// Two states with the same signature look alike to the user.
    public var screenSignature: String {
        var text = visibleStack?.screens.map(\.identifier).joined(separator: ">") ?? "-"
        if let modal { text += " ^" + modal.screens.map(\.identifier).joined(separator: ">") }
        return text
    }
}
