/// A terminal in memory, for tests: it keeps the screen as drawn so far and, like curses,
/// counts the cells each frame changes (a stand-in for the bytes a real terminal is sent).
public struct MemoryTerminal: Sendable {
    public private(set) var screen: Frame?
    public private(set) var framesDrawn = 0
    /// Cells that differed from the screen before the last frame (all of them after a resize).
    public private(set) var lastChangedCells = 0

    public init() {}

    public mutating func draw(_ frame: Frame) {
        if let screen, screen.size == frame.size {
            lastChangedCells = zip(screen.cells, frame.cells).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        } else {
            lastChangedCells = frame.cells.count
        }
        screen = frame
        framesDrawn += 1
    }

    /// The screen's rows as text.
    public var lines: [String] { screen?.lines ?? [] }
}
