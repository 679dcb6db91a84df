import CoordinatorKit
import Simulation
import Testing
@testable import TerminalUI

/// The nav bar's buttons, a switch and hidden bars, drawn and clicked, on the shapes app's
/// `shapes://items`: Items (`[+]`), Create on a sheet (`[Hide]`, a disabled `[Save]`, a Ready
/// switch), Details (`hidesBottomBarWhenPushed`) and Items with its nav bar hidden.
@Suite struct BarsTests {
    func items(columns: Int = 80, rows: Int = 24) -> TerminalSession {
        let session = Sessions.shapes(tabs: 3, columns: columns, rows: rows)
        // At the `:` prompt, as a person opens it, so the journal shows the push.
        for key in ":shapes://items" { session.handle(.key(.character(key))) }
        session.handle(.key(.enter))
        session.press("tab")   // onto Details
        return session
    }

    // MARK: Goldens

    @Test func aRightBarButton() {
        Golden.expect(items().frame, matches: "bars-items-80x24")
    }

    @Test func aSheetWithBarButtonsAndASwitch() {
        let session = items(columns: 45, rows: 15)
        session.press("]")
        Golden.expect(session.frame, matches: "bars-create-sheet-45x15")
    }

    @Test func aHiddenTabBar() {
        Golden.expect(items().press("d"), matches: "bars-hidden-tab-bar-80x24")
    }

    @Test func aHiddenNavBar() {
        Golden.expect(items().press("h"), matches: "bars-hidden-nav-bar-80x24")
    }

    // MARK: Clicks

    /// The region over `text` on the phone's nav bar row (`row`).
    func region(_ text: String, row: Int, in frame: Frame) throws -> HitRegion {
        try #require(frame.hitRegions.first { $0.rect.y == row && $0.target == .tap(text) }, "no click target \(text)")
    }

    @Test func clicksTapBarButtonsAndTheSwitch() throws {
        let session = items()
        let plus = try region("+", row: 2, in: session.frame)
        #expect(session.frame.lines[2].contains("[+]"))
        session.handle(.click(x: plus.rect.x, y: plus.rect.y))
        #expect(session.simulation.snapshot.active?.identifier == "Create")
        // Save is disabled: drawn, but no click target until Ready is on.
        let sheetBar = try #require(session.frame.lines.firstIndex { $0.contains("[Hide]") })
        #expect(session.frame.lines[sheetBar].contains("[Save]"))
        #expect(!session.frame.hitRegions.contains { $0.target == .tap("Save") })
        let ready = try #require(session.frame.hitRegions.first { $0.target == .tap("Ready") })
        session.handle(.click(x: ready.rect.x, y: ready.rect.y))
        #expect(session.frame.lines.contains { $0.contains("Ready  [ ON]") })
        let save = try region("Save", row: sheetBar, in: session.frame)
        session.handle(.click(x: save.rect.x, y: save.rect.y))
        #expect(session.simulation.snapshot.modal == nil)
        #expect(session.simulation.snapshot.active?.identifier == "Items")
    }

    /// The left items take the back button's place; a left click there taps Hide, not back.
    @Test func leftItemsReplaceTheBackButton() throws {
        let session = items()
        session.press("]")
        let frame = session.frame
        #expect(!frame.hitRegions.contains { $0.target == .back && $0.rect.y == 4 })
        let hide = try region("Hide", row: 4, in: frame)
        session.handle(.click(x: hide.rect.x + 1, y: hide.rect.y))
        #expect(session.simulation.snapshot.modal == nil)
    }

    /// With the tab bar hidden, its row is content and no tab can be clicked; a tab key says why.
    @Test func aHiddenTabBarHasNoTargetsAndItsKeysSayWhy() {
        let session = items()
        session.press("d")
        #expect(!session.frame.hitRegions.contains { if case .tab = $0.target { return true } else { return false } })
        session.press("2")
        #expect(session.frame.lines[0].contains("the tab bar is hidden on this screen"), "\(session.frame.lines[0])")
        #expect(session.simulation.snapshot.selectedTab == 0)
    }

    /// A screen without bar buttons draws its nav bar as before: the shop's goldens hold that;
    /// here, a stack whose bar is hidden and shown again draws the same frame as before.
    @Test func showingTheBarAgainDrawsItAsBefore() {
        let session = items()
        let before = session.frame
        session.press("h")
        #expect(session.frame.lines[2] != before.lines[2])
        session.press("h")
        #expect(session.frame.lines[1...3] == before.lines[1...3])
    }

    /// Korean chrome: `[` and `]` have their words in the help, and a refusal is in Korean.
    @Test func koreanNamesTheBarButtonKeys() {
        let session = Sessions.shop(language: .ko)
        session.press("]")
        #expect(session.frame.lines[0].contains("오른쪽 바 버튼 없음"), "\(session.frame.lines[0])")
        session.press("?")
        #expect(session.frame.lines.contains { $0.contains("[ ]") && $0.contains("내비게이션 바") })
    }
}
