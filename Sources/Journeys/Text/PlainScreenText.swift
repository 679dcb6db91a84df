import CoordinatorKit

/// A plain-text description of what is on screen: the nav bar, the active screen's
/// elements and the tab bar. `coordsim script --format text` prints it for the final state.
///
/// It stands in for TerminalUI's renderer and is kept to this one function so that it can
/// be swapped for the real frame without touching the journey code.
package enum PlainScreenText {
    package static func render(_ snapshot: Snapshot) -> String {
        guard let active = snapshot.active else { return "(nothing on screen)\n" }
        let width = 40
        var lines: [String] = []
        let back = active.backTitle.map { "< \($0)" } ?? ""
        let style = snapshot.presentation?.style.coversScreen == true ? "full screen" : "sheet"
        let title = active.isModal ? "\(active.title) (\(style))" : active.title
        let padding = max(1, width / 2 - back.count - title.count / 2)
        lines.append(back.isEmpty ? String(repeating: " ", count: padding) + title : back + String(repeating: " ", count: padding) + title)
        lines.append(String(repeating: "-", count: width))
        for element in active.elements {
            let focus = element.id == active.focus ? "> " : "  "
            lines.append(contentsOf: render(element, editing: active.isEditing && element.id == active.focus)
                .map { focus + $0 })
        }
        if snapshot.rootKind == .tabBar {
            lines.append(String(repeating: "-", count: width))
            let tabs = snapshot.stacks.enumerated().map { index, stack -> String in
                let name = "\(index + 1) \(stack.tabTitle ?? "Tab")" + (stack.tabBadge.map { " (\($0))" } ?? "")
                return index == snapshot.selectedTab ? "[\(name)]" : name
            }
            // A full-screen modal hides the tab bar; a sheet leaves it under the card.
            let under = snapshot.modal == nil ? "" : "  (under the \(style == "sheet" ? "sheet" : "full-screen modal"))"
            lines.append(tabs.joined(separator: "  ") + under)
        }
        return lines.map { $0.trailingSpacesTrimmed }.joined(separator: "\n") + "\n"
    }

    static func render(_ element: Element, editing: Bool) -> [String] {
        switch element.kind {
        case let .text(text, emphasis):
            switch emphasis {
            case .body, .heading: return [text]
            case .error: return ["! \(text)"]
            case .success: return ["* \(text)"]
            }
        case let .button(label, shortcut):
            return [shortcut.map { "[\($0)] \(label)" } ?? "[ \(label) ]"]
        case let .segmented(options, selected):
            return [options.enumerated().map { $0.offset == selected ? "(\($0.element))" : $0.element }
                .joined(separator: " | ")]
        case let .textField(label, value, placeholder):
            let shown = value.isEmpty && !placeholder.isEmpty ? "\(placeholder)" : value
            return ["\(label): [\(shown)\(editing ? "_" : "")]"]
        case let .list(items, selected):
            return items.enumerated().map { $0.offset == selected ? "(\($0.element))" : " \($0.element)" }
        }
    }
}

private extension String {
    var trailingSpacesTrimmed: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
