import CoordinatorKit

extension FrameRenderer {
    /// A run of text on one content line, and what a click on it means.
    struct Span {
        var text: String
        var style: Style
        var target: HitRegion.Target?

        init(_ text: String, _ style: Style = .plain, target: HitRegion.Target? = nil) {
            self.text = VisibleText.escape(text)
            self.style = style
            self.target = target
        }
    }

    /// One row of a screen's content before it is placed.
    struct ContentLine {
        var spans: [Span] = []
        /// The element this row draws, if any.
        var element: Int?
        /// The first row of its element: the focus marker goes here.
        var opensElement = false
        /// The column, from the start of the text, where the edit cursor sits.
        var cursorColumn: Int?
    }

    /// A screen's elements, top to bottom. Focus shows as `›` in the gutter, plus reverse
    /// video on a focused button or field; the view scrolls to keep the focus in sight.
    func drawContent(_ screen: ActiveScreen, in rect: Rect, into frame: inout Frame) {
        guard rect.height > 0 else { return }
        let textX = rect.x + 3
        let textWidth = rect.maxX - 1 - textX
        let lines = contentLines(screen, width: textWidth)

        let focused = screen.focus.flatMap { id in screen.elements.firstIndex { $0.id == id } }
        var offset = 0
        if let focused, let last = lines.lastIndex(where: { $0.element == focused }), last >= rect.height {
            offset = last - rect.height + 1
        }
        for (row, line) in lines.dropFirst(offset).prefix(rect.height).enumerated() {
            let y = rect.y + row
            if line.opensElement, line.element == focused {
                frame.put("›", x: rect.x + 1, y: y, style: Theme.focusMarker)
            }
            var x = textX
            for span in line.spans where x < textX + textWidth {
                let used = frame.put(span.text, x: x, y: y, maxWidth: textX + textWidth - x, style: span.style)
                if let target = span.target {
                    frame.addHitRegion(Rect(x: x, y: y, width: used, height: 1), target)
                }
                x += used
            }
            if let column = line.cursorColumn, textX + column < rect.maxX {
                frame.cursor = (textX + column, y)
            }
        }
        if offset > 0 {
            frame.put("↑", x: rect.maxX - 1, y: rect.y, style: Theme.placeholder)
        }
        if lines.count - offset > rect.height {
            frame.put("↓", x: rect.maxX - 1, y: rect.maxY - 1, style: Theme.placeholder)
        }
    }

    func contentLines(_ screen: ActiveScreen, width: Int) -> [ContentLine] {
        let labelColumn = screen.elements.compactMap { element -> Int? in
            if case let .textField(label, _, _) = element.kind { return VisibleText.escape(label).displayWidth + 2 }
            return nil
        }.max() ?? 0
        var lines = [ContentLine()]   // a blank row under the nav bar
        var previous: Element.Kind?
        for (index, element) in screen.elements.enumerated() {
            if let previous, !Self.staysTogether(previous, element.kind) { lines.append(ContentLine()) }
            let isFocused = element.id == screen.focus
            var elementLines = layout(element, focused: isFocused, editing: isFocused && screen.isEditing,
                                      width: width, labelColumn: labelColumn)
            for line in elementLines.indices { elementLines[line].element = index }
            if !elementLines.isEmpty { elementLines[0].opensElement = true }
            lines += elementLines
            previous = element.kind
        }
        return lines
    }

    /// Buttons in a row, and fields in a row, stack without a blank line between them.
    private static func staysTogether(_ first: Element.Kind, _ second: Element.Kind) -> Bool {
        switch (first, second) {
        case (.button, .button), (.textField, .textField): return true
        default: return false
        }
    }

    private func layout(_ element: Element, focused: Bool, editing: Bool, width: Int, labelColumn: Int) -> [ContentLine] {
        switch element.kind {
        case let .text(text, emphasis):
            let style: Style
            switch emphasis {
            case .body: style = .plain
            case .heading: style = Theme.heading
            case .error: style = Theme.error
            case .success: style = Theme.success
            }
            return TextWrap.lines(VisibleText.escape(text), width: width).map { ContentLine(spans: [Span($0, style)]) }

        case let .button(label, shortcut):
            let text = shortcut.map { "[\($0)] \(label)" } ?? "[ \(label) ]"
            return [ContentLine(spans: [Span(text, focused ? Theme.focused : .plain, target: .tap(label))])]

        case let .segmented(options, selected):
            var spans: [Span] = []
            for (index, option) in options.enumerated() {
                if index > 0 { spans.append(Span(" | ")) }
                spans.append(Span(option, index == selected ? Theme.selectedOption : .plain, target: .tap(option)))
            }
            return [ContentLine(spans: spans)]

        case let .textField(label, value, placeholder):
            let shownLabel = VisibleText.escape(label) + ":"
            let pad = String(repeating: " ", count: max(1, labelColumn - shownLabel.displayWidth))
            let fieldWidth = max(4, width - labelColumn)
            var line = ContentLine(spans: [Span(shownLabel + pad, focused && !editing ? Theme.focused : .plain, target: .tap(label))])
            let value = VisibleText.escape(value)
            if value.isEmpty, !editing {
                let hint = Self.suffix(VisibleText.escape(placeholder), width: fieldWidth)
                line.spans.append(Span(hint, Theme.placeholder, target: .tap(label)))
                line.spans.append(Span(String(repeating: "_", count: max(0, fieldWidth - hint.displayWidth)), .plain, target: .tap(label)))
            } else {
                let shown = Self.suffix(value, width: editing ? fieldWidth - 1 : fieldWidth)
                let filler = max(0, fieldWidth - shown.displayWidth - (editing ? 1 : 0))
                line.spans.append(Span(shown, editing ? Theme.heading : .plain, target: .tap(label)))
                if editing {
                    line.spans.append(Span(" ", Theme.focused, target: .tap(label)))   // the cursor, visible without colour
                    line.cursorColumn = labelColumn + shown.displayWidth
                }
                line.spans.append(Span(String(repeating: "_", count: filler), .plain, target: .tap(label)))
            }
            return [line]

        case let .switch(label, isOn):
            // `[ ON]` / `[OFF]` after the label, as a UISwitch sits at the end of its row.
            let text = label + "  " + (isOn ? "[ ON]" : "[OFF]")
            return [ContentLine(spans: [Span(text, focused ? Theme.focused : (isOn ? Theme.heading : .plain), target: .tap(label))])]

        case let .list(items, selected):
            return items.enumerated().map { index, item in
                let isSelected = index == selected
                let style = isSelected ? (focused ? Theme.focused : Theme.heading) : .plain
                return ContentLine(spans: [Span((isSelected ? "● " : "○ ") + item, style, target: .tap(item))])
            }
        }
    }

    /// The end of `text` that fits in `width` columns, starting with `…` when cut, so the
    /// part being typed stays in sight.
    static func suffix(_ text: String, width: Int) -> String {
        guard text.displayWidth > width else { return text }
        var result = ""
        var used = 1
        for character in text.reversed() {
            let characterWidth = character.displayWidthOfCharacter
            if used + characterWidth > width { break }
            result.insert(character, at: result.startIndex)
            used += characterWidth
        }
        return "…" + result
    }
}
