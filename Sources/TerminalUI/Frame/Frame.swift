import CoordinatorKit

/// A screenful of cells, laid out by column so wide characters stay aligned, plus the
/// clickable regions drawn into it. Renderers fill it; backends draw it.
package struct Frame: Hashable, Sendable {
    package let size: Size
    package private(set) var cells: [Cell]
    package private(set) var hitRegions: [HitRegion] = []
    /// Where the terminal's cursor should sit (the text field being edited), if anywhere.
    package var cursor: (x: Int, y: Int)? {
        get { cursorPosition.map { ($0.x, $0.y) } }
        set { cursorPosition = newValue.map { CursorPosition(x: $0.x, y: $0.y) } }
    }

    private var cursorPosition: CursorPosition?
    private struct CursorPosition: Hashable, Sendable { var x: Int, y: Int }

    package init(size: Size) {
        self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
        cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
    }

    package var width: Int { size.columns }
    package var height: Int { size.rows }
    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    package subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// One row's cells.
    package func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * width)..<((y + 1) * width)]
    }

    // MARK: Writing

    /// Writes `text` from column `x` of row `y`, at most `maxWidth` columns (default: to the
    /// right edge). Control characters are made visible first (see ``VisibleText``). Text that
    /// doesn't fit ends with `…`; a wide character that would straddle the limit is not drawn.
    ///
    /// - Returns: the columns written.
    @discardableResult
    package mutating func put(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let limit = min(maxWidth ?? (width - x), width - x)
        guard limit > 0 else { return 0 }
        let safe = VisibleText.escape(text)
        let total = safe.displayWidth
        let available = total > limit ? limit - 1 : limit   // room for the ellipsis
        var column = x
        var lastStart: Int?
        for scalar in safe.unicodeScalars {
            let scalarWidth = DisplayWidth.of(scalar)
            if scalarWidth == 0 {
                // A combining mark joins the character before it; with none, it is dropped.
                if let lastStart, lastStart >= 0 {
                    cells[y * width + lastStart].text.unicodeScalars.append(scalar)
                }
                continue
            }
            if column - x + scalarWidth > available { break }
            if column >= 0 {
                setCell(x: column, y: y, Cell(text: String(scalar), width: UInt8(scalarWidth), style: style))
                lastStart = column
            } else {
                lastStart = nil
            }
            column += scalarWidth
        }
        if total > limit {
            if column >= 0 { setCell(x: column, y: y, Cell(text: "…", width: 1, style: style)) }
            column += 1
        }
        return column - x
    }

    /// Fills a rectangle (clamped to the frame) with one single-width character.
    package mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.clamped(to: bounds)
        let text = VisibleText.escape(String(character))
        let cell = Cell(text: text, width: 1, style: style)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { setCell(x: x, y: y, cell) }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping the text.
    package mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.clamped(to: bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { cells[y * width + x].style = transform(cells[y * width + x].style) }
        }
    }

    /// Draws a box border with single lines, optionally titled on its top edge.
    package mutating func box(_ rect: Rect, style: Style = Theme.border, rounded: Bool = true) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight) = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        horizontalLine(x: rect.x + 1, y: rect.y, length: rect.width - 2, style: style)
        horizontalLine(x: rect.x + 1, y: rect.maxY - 1, length: rect.width - 2, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            put("│", x: rect.x, y: y, style: style)
            put("│", x: rect.maxX - 1, y: y, style: style)
        }
        put(topLeft, x: rect.x, y: rect.y, style: style)
        put(topRight, x: rect.maxX - 1, y: rect.y, style: style)
        put(bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
        put(bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    }

    package mutating func horizontalLine(x: Int, y: Int, length: Int, character: Character = "─", style: Style = Theme.border) {
        fill(Rect(x: x, y: y, width: length, height: 1), with: character, style: style)
    }

    // MARK: Hit regions

    /// Records that a click inside `rect` means `target`. Later regions win over earlier ones,
    /// so an overlay drawn on top also takes the clicks.
    package mutating func addHitRegion(_ rect: Rect, _ target: HitRegion.Target) {
        let area = rect.clamped(to: bounds)
        guard !area.isEmpty else { return }
        hitRegions.append(HitRegion(rect: area, target: target))
    }

    /// Forgets the hit regions under `rect`, for an overlay that hides what was beneath.
    package mutating func removeHitRegions(inside rect: Rect) {
        hitRegions.removeAll { !$0.rect.clamped(to: rect).isEmpty }
    }

    /// The target under a click at column `x`, row `y`, if any.
    package func hitTest(x: Int, y: Int) -> HitRegion.Target? {
        hitRegions.last { $0.rect.contains(x: x, y: y) }?.target
    }

    // MARK: Reading

    /// Each row as text, with trailing blanks removed. Continuation cells add nothing, so
    /// a row of Hangul reads naturally.
    package var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for cell in row(y) { line += cell.text }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// All rows joined with newlines.
    package var text: String { lines.joined(separator: "\n") }

    /// True if any row contains `needle`.
    package func contains(_ needle: String) -> Bool {
        lines.contains { $0.contains(needle) }
    }

    // MARK: Cells

    /// Sets one cell (both halves for a wide one), repairing any wide character it cuts in half.
    private mutating func setCell(x: Int, y: Int, _ cell: Cell) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        if cell.width == 2, x + 1 >= width {
            setCell(x: x, y: y, Cell(text: " ", width: 1, style: cell.style))   // no room for its right half
            return
        }
        let index = y * width + x
        release(index, x: x)
        if cell.width == 2 { release(index + 1, x: x + 1) }
        cells[index] = cell
        if cell.width == 2 { cells[index + 1] = .continuation(cell.style) }
    }

    /// Before a cell is overwritten: blanks the other half of the wide character it belongs to.
    private mutating func release(_ index: Int, x: Int) {
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
        } else if old.width == 2, x + 1 < width {
            cells[index + 1] = Cell(text: " ", width: 1, style: cells[index + 1].style)
        }
    }
}

extension Frame: CustomStringConvertible {
    /// The rows as text, so a failing test shows the screen rather than its cells.
    package var description: String { "\(size) frame:\n" + text }
}
