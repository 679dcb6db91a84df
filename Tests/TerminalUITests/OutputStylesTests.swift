import CoordinatorKit
import Testing
@testable import TerminalUI

@Suite struct OutputStylesTests {
    private func styles(_ frame: Frame, row: Int = 0) -> [Style] {
        var result: [Style] = []
        OutputStyles.styles(of: frame.row(row), into: &result)
        return result
    }

    /// Dim, as a placeholder is: it shows only on ink.
    private let dim = Style([.dim])

    @Test func aShortBlankGapBetweenTwoDimCellsTakesTheirStyle() {
        var frame = Frame(size: Size(columns: 6, rows: 1))
        frame.put("│", x: 1, y: 0, style: dim)
        frame.put("│", x: 3, y: 0, style: dim)
        let sent = styles(frame)
        #expect(sent[2] == dim)   // the gap: dim, like both sides
        #expect(sent[0] == .plain && sent[4] == .plain && sent[5] == .plain)   // not between two alike
    }

    @Test func blanksKeepTheirStyleWhereItWouldShow() {
        var frame = Frame(size: Size(columns: 5, rows: 1))
        frame.put("a", x: 0, y: 0, style: Theme.focused)   // reverse shows on a blank
        frame.put("b", x: 2, y: 0, style: Theme.focused)
        #expect(styles(frame)[1] == .plain)
        var underlined = Frame(size: Size(columns: 5, rows: 1))
        underlined.put("a", x: 0, y: 0, style: Theme.sectionTitle)
        underlined.put("b", x: 2, y: 0, style: Theme.sectionTitle)
        #expect(styles(underlined)[1] == .plain)
    }

    @Test func longBlankRunsStayPlainSoTheyCanBeErasedCheaply() {
        var frame = Frame(size: Size(columns: 12, rows: 1))
        frame.put("│", x: 0, y: 0, style: dim)
        frame.put("│", x: 11, y: 0, style: dim)
        #expect(styles(frame)[1...10].allSatisfy { $0 == .plain })
    }

    @Test func theFramesOwnStylesAreUntouched() {
        let session = Sessions.shop(columns: 80, rows: 24)
        let frame = session.frame
        for y in 0..<frame.height {
            let sent = styles(frame, row: y)
            for x in 0..<frame.width where sent[x] != frame[x, y].style {
                #expect(frame[x, y] == .blank, "only blank cells are sent differently, not (\(x), \(y))")
                #expect(sent[x].showsOnlyOnInk)
            }
        }
    }
}
