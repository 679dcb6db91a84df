/// One terminal column.
///
/// A wide character (Hangul, CJK) sits in its first cell with `width == 2`; the cell to its
/// right is a continuation with empty `text`, which backends skip.
package struct Cell: Hashable, Sendable {
    /// One spacing scalar plus any combining marks; `""` for a continuation.
    package var text: String
    package var width: UInt8
    package var style: Style

    package init(text: String, width: UInt8, style: Style) {
        self.text = text
        self.width = width
        self.style = style
    }

    package static let blank = Cell(text: " ", width: 1, style: .plain)

    package var isContinuation: Bool { width == 0 }

    static func continuation(_ style: Style) -> Cell { Cell(text: "", width: 0, style: style) }
}
