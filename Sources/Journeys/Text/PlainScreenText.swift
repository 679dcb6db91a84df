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
        let bar = active.navigationBar ?? NavigationBarSnapshot()
        let style = snapshot.presentation?.style.coversScreen == true ? "full screen" : "sheet"
        if !bar.isHidden {
            // The left items take the back button's place, as in UIKit; `[+]` is a bar button.
            let backButton = bar.hidesBackButton ? nil : active.backTitle.map { "< \($0)" }
            let back = ([backButton].compactMap { $0 } + bar.leftItems.map(Self.render)).joined(separator: " ")
            let shownTitle = bar.title ?? active.title
            let title = active.isModal ? "\(shownTitle) (\(style))" : shownTitle
            let padding = max(1, width / 2 - back.count - title.count / 2)
            var line = back.isEmpty ? String(repeating: " ", count: padding) + title : back + String(repeating: " ", count: padding) + title
            if !bar.rightItems.isEmpty {
                let right = bar.rightItems.reversed().map(Self.render).joined(separator: " ")
                line += String(repeating: " ", count: max(1, width - line.count - right.count)) + right
            }
            lines.append(line)
            lines.append(String(repeating: "-", count: width))
        }
        for element in active.elements {
            let rows = render(element, editing: active.isEditing && element.id == active.focus)
            // One mark for a focused element: on a list, its selected row (or its first), not every row.
            var marked = -1
            if element.id == active.focus {
                marked = 0
                if case let .list(_, selected) = element.kind, rows.indices.contains(selected) { marked = selected }
            }
            lines += rows.enumerated().map { ($0.offset == marked ? "> " : "  ") + $0.element }
        }
        if snapshot.rootKind == .tabBar, !snapshot.isTabBarHidden || snapshot.modal != nil {
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
        case let .switch(label, isOn):
            return ["\(label) [\(isOn ? " ON" : "OFF")]"]
        }
    }

    /// `[+]`, or `(Save)` for a disabled button.
    static func render(_ item: BarButtonSnapshot) -> String {
        item.isEnabled ? "[\(item.title)]" : "(\(item.title))"
    }
}

private extension String {
    var trailingSpacesTrimmed: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
