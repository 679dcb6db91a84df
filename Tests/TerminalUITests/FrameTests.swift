import CoordinatorKit
import Testing
@testable import TerminalUI

@Suite struct FrameTests {
    @Test func wideCharactersTakeTwoCellsAndReadBackNaturally() {
        var frame = Frame(size: Size(columns: 10, rows: 1))
        let used = frame.put("홈 a", x: 0, y: 0)
        #expect(used == 4)
        #expect(frame[0, 0].text == "홈" && frame[0, 0].width == 2)
        #expect(frame[1, 0].isContinuation)
        #expect(frame[2, 0].text == " " && frame[3, 0].text == "a")
        #expect(frame.lines == ["홈 a"])
    }

    @Test func tooLongTextEndsWithAnEllipsisWithinItsWidth() {
        var frame = Frame(size: Size(columns: 20, rows: 1))
        let used = frame.put("Create account now", x: 2, y: 0, maxWidth: 8)
        #expect(used == 8)
        #expect(frame.lines == ["  Create …"])
    }

    @Test func aWideCharacterThatWouldStraddleTheLimitIsLeftOut() {
        var frame = Frame(size: Size(columns: 5, rows: 1))
        frame.put("가나다", x: 0, y: 0)   // 6 columns into 5
        #expect(frame.lines == ["가나…"])
        var edge = Frame(size: Size(columns: 3, rows: 1))
        edge.put("a", x: 0, y: 0)
        edge.put("가", x: 2, y: 0)   // one column left at the edge: no half character, just the ellipsis
        #expect(edge.lines == ["a …"])
        #expect(edge[2, 0].width == 1)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(size: Size(columns: 6, rows: 1))
        frame.put("가나다", x: 0, y: 0)
        frame.put("x", x: 1, y: 0)   // the right half of 가
        #expect(frame.lines == [" x나다"])
        frame.put("y", x: 2, y: 0)   // the left half of 나
        #expect(frame.lines == [" xy 다"])
        #expect(frame.cells.allSatisfy { !$0.isContinuation || $0.text.isEmpty })
    }

    @Test func combiningMarksJoinTheCharacterBefore() {
        var frame = Frame(size: Size(columns: 4, rows: 1))
        frame.put("e\u{301}x", x: 0, y: 0)
        #expect(frame[0, 0].text == "e\u{301}")
        #expect(frame[1, 0].text == "x")
    }

    @Test func laterHitRegionsWinAndClicksOutsideMeanNothing() {
        var frame = Frame(size: Size(columns: 10, rows: 3))
        frame.addHitRegion(Rect(x: 0, y: 0, width: 10, height: 3), .tap("under"))
        frame.addHitRegion(Rect(x: 2, y: 1, width: 3, height: 1), .tab(1))
        #expect(frame.hitTest(x: 3, y: 1) == .tab(1))
        #expect(frame.hitTest(x: 0, y: 0) == .tap("under"))
        #expect(frame.hitTest(x: 10, y: 0) == nil)
    }
}
