/// A terminal in memory, for tests: it keeps the screen as drawn so far and, like curses,
/// counts the cells each frame changes (a stand-in for the bytes a real terminal is sent).
package struct MemoryTerminal: Sendable {
    package private(set) var screen: Frame?
    package private(set) var framesDrawn = 0
    /// Cells that differed from the screen before the last frame (all of them after a resize).
    package private(set) var lastChangedCells = 0

    package init() {}

    package mutating func draw(_ frame: Frame) {
        if let screen, screen.size == frame.size {
            lastChangedCells = zip(screen.cells, frame.cells).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        } else {
            lastChangedCells = frame.cells.count
        }
        screen = frame
        framesDrawn += 1
    }

    /// The screen's rows as text.
    package var lines: [String] { screen?.lines ?? [] }
}
