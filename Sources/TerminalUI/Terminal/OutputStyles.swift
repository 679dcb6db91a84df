/// The styles a backend sends a frame's cells with: the frame's own, except where another
/// draws the same with fewer attribute changes. Kept apart from curses so tests can check it.
enum OutputStyles {
    /// The style each cell of a row is sent with. It is the frame's, except that a short run
    /// of plain blanks between two cells of one style takes that style when it cannot show on
    /// a blank (bold, dim, a foreground colour; not reverse or underline). The blanks look the
    /// same, and the terminal is spared two attribute changes (~15 bytes) per run.
    static func styles(of row: ArraySlice<Cell>, into styles: inout [Style]) {
        styles.removeAll(keepingCapacity: true)
        styles.append(contentsOf: row.lazy.map(\.style))
        var x = 0
        while x < styles.count {
            guard row[row.startIndex + x] == .blank else { x += 1; continue }
            let start = x
            while x < styles.count, row[row.startIndex + x] == .blank { x += 1 }
            guard start > 0, x < styles.count, x - start <= maximumBridgedBlanks else { continue }
            let neighbour = styles[start - 1]
            guard neighbour == styles[x], neighbour != .plain, neighbour.showsOnlyOnInk else { continue }
            for index in start..<x { styles[index] = neighbour }
        }
    }

    /// Longer runs stay plain, so ncurses can still erase them with one `ECH`/`EL`.
    static let maximumBridgedBlanks = 4
}
