import CoordinatorKit
import Simulation
import Testing
@testable import TerminalUI

/// The terminal UI on an app of other shapes than the shop's (the TabShapes test app): any
/// number of tabs, a badge, a full-screen modal, deep links at the `:` prompt.
@Suite struct ShapesTests {
    // MARK: Goldens at 80x24

    @Test func fourTabs() {
        let session = Sessions.shapes(tabs: 4)
        Golden.expect(session.frame, matches: "shapes-four-tabs-80x24")
    }

    @Test func sevenTabsWithABadge() {
        let session = Sessions.shapes(tabs: 7, badge: 2)
        session.press("tab")   // off the Note field, so the header shows the tab keys
        Golden.expect(session.frame, matches: "shapes-seven-tabs-badge-80x24")
    }

    @Test func aFullScreenModal() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", "f")
        Golden.expect(session.frame, matches: "shapes-full-screen-80x24")
    }

    @Test func aBadgeOnTwoTabs() {
        let session = Sessions.shapes(tabs: 2, badge: 2)
        session.press("2", "tab", "b")
        Golden.expect(session.frame, matches: "shapes-badge-80x24")
    }

    // MARK: Tabs at every size

    struct Shape: CustomTestStringConvertible, Sendable {
        var tabs: Int
        var columns: Int
        var rows: Int
        var testDescription: String { "\(tabs) tabs at \(columns)x\(rows)" }
    }

    static let shapes: [Shape] = [2, 4, 5, 7].flatMap { tabs in
        [(80, 24), (100, 30), (120, 40)].map { Shape(tabs: tabs, columns: $0.0, rows: $0.1) }
    }

    /// Every tab can be reached by clicks (tabs past the fourth through More's list when there
    /// are more than five), every item's key is drawn, and help and the hint name the app's keys.
    @Test(arguments: shapes)
    func everyTabFitsAndIsReachable(_ shape: Shape) throws {
        let session = Sessions.shapes(tabs: shape.tabs, columns: shape.columns, rows: shape.rows)
        let frame = session.frame
        let tabBar = try #require(frame.lines.firstIndex { $0.contains(" 1 ") && $0.contains(" 2 ") })
        let row = frame.lines[tabBar]
        let shownItems = shape.tabs > 5 ? 4 : shape.tabs
        for number in 1...shownItems { #expect(row.contains(" \(number) "), "\(row)") }
        #expect(row.contains("More") == (shape.tabs > 5), "\(row)")
        let targets = frame.hitRegions.compactMap { region -> Int? in
            if case let .tab(index) = region.target, region.rect.y == tabBar { return index }
            return nil
        }
        #expect(targets == Array(0..<shownItems))
        // Through More's list, a click on More and one on a row reach every tab past the fourth.
        if shape.tabs > 5 {
            let more = try #require(frame.hitRegions.first { $0.target == .more && $0.rect.y == tabBar })
            var reached: Set<Int> = []
            for tab in 4..<shape.tabs {
                session.handle(.click(x: more.rect.x, y: more.rect.y))
                let row = try #require(session.frame.hitRegions.first { $0.target == .tab(tab) && $0.rect.y != tabBar })
                session.handle(.click(x: row.rect.x, y: row.rect.y))
                reached.insert(session.simulation.snapshot.selectedTab ?? -1)
                #expect(session.frame.lines[tabBar].contains("More"))
            }
            #expect(reached == Set(4..<shape.tabs))
        }
        session.press("tab")
        let keys = shape.tabs <= 3 ? (1...shape.tabs).map(String.init).joined(separator: " ") : "1-\(shape.tabs)"
        #expect(session.frame.lines[0].contains("\(keys) tabs"), "\(session.frame.lines[0])")
        session.press("?")
        #expect(session.frame.contains("\(keys) "), "help lists the app's tab keys")
    }

    // MARK: Full-screen modals

    @Test func aFullScreenModalCoversTheTabBarAndOnlyItsOwnButtonClosesIt() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", "f")
        let frame = session.frame
        #expect(!frame.contains("1 Appo"), "the tab bar is covered")
        #expect(!frame.contains("Close"))
        #expect(frame.contains("Modal (full screen): FullScreenRoot"))
        #expect(!frame.hitRegions.contains { if case .tab = $0.target { return true } else { return false } })
        session.press("esc")
        #expect(session.frame.lines[0].contains("this modal cannot be dismissed by the user"))
        #expect(session.simulation.snapshot.modal != nil)
        session.press("d")
        #expect(session.simulation.snapshot.modal == nil)
        #expect(session.frame.contains("1 Appo"))
    }

    @Test func aSheetStaysACardWithClose() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", "s")
        #expect(session.frame.contains("Close"))
        #expect(session.frame.contains("Modal (sheet): FullScreenRoot"))
    }

    // MARK: Typing and tab keys

    /// Digits type while a field is edited; Alt and a digit selects a tab even then, and the typed text stays.
    @Test func altDigitSelectsATabWhileTyping() {
        let session = Sessions.shapes(tabs: 4)
        session.press("enter", "1", "2")
        #expect(session.simulation.snapshot.activeStack?.top?.parameters["note"] == "12")
        session.handle(.alt("3"))
        #expect(session.simulation.snapshot.selectedTab == 2)
        #expect(session.simulation.snapshot.stacks[0].top?.parameters["note"] == "12")
        session.handle(.alt("x"))
        #expect(session.frame.lines[0].contains("Alt-x: no action here"))
    }

    @Test func aKeyNothingIsBoundToIsNamedAndDoesNothing() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", "p")
        let before = session.simulation.snapshot
        session.handle(.unbound("Home"))
        #expect(session.frame.lines[0].hasSuffix("Home: no action here"))
        #expect(session.simulation.snapshot == before, "the pushed screen stays")
    }

    // MARK: The deep-link prompt

    @Test func theColonPromptOpensALinkAndNamesTheRoutesOfOneItRefuses() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", ":")
        #expect(session.linkPrompt == "")
        #expect(session.frame.lines[0].contains("Enter: open · Esc: cancel"))
        type("shapes://tab?n=3", into: session)
        #expect(session.frame.contains(":shapes://tab?n=3"))
        session.press("enter")
        #expect(session.linkPrompt == nil)
        #expect(session.simulation.snapshot.selectedTab == 2)

        session.press(":")
        type("shapes://nowhere", into: session)
        session.press("enter")
        #expect(session.frame.lines[0].contains("routes: shapes://tab?n=N shapes://full"), "\(session.frame.lines[0])")
        #expect(session.simulation.snapshot.selectedTab == 2)

        session.press(":")
        type("x", into: session)
        session.press("esc")
        #expect(session.linkPrompt == nil)
        #expect(session.simulation.snapshot.activeStack?.depth == 1, "Esc cancelled the prompt, it did not go back")
    }

    /// What `run --record` hears: the link as a `deepLink` event the app accepted; the prompt's
    /// own keys never reach the app.
    @Test func theAppHearsOnlyTheLinkFromThePrompt() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab")
        var heard: [(Event, Rejection?)] = []
        session.onStep = { event, step in heard.append((event, step.reason)) }
        session.press(":")
        type("shapes://full", into: session)
        session.press("enter")
        #expect(heard.map(\.0) == [.deepLink("shapes://full")])
        #expect(heard.first?.1 == nil)
        #expect(session.simulation.snapshot.presentation?.style == .fullScreen)
    }

    @Test func aLongURLShowsItsEndAndAResizeKeepsThePrompt() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", ":")
        let url = "shapes://tab?n=" + String(repeating: "9", count: 80)
        type(url, into: session)
        #expect(session.frame.contains("…" + String(repeating: "9", count: 20)))
        session.handle(.resize(Size(columns: 100, rows: 30)))
        #expect(session.linkPrompt == url)
        session.press("enter")
        #expect(session.frame.lines[0].contains("routes: shapes://tab?n=N"), "\(session.frame.lines[0])")
    }

    /// The prompt takes at most `maximumLinkLength` characters and says so; nothing is lost before it.
    @Test func aURLPastTheLimitIsRefusedKeyByKey() {
        let session = Sessions.shapes(tabs: 4)
        session.press("tab", ":")
        type(String(repeating: "x", count: TerminalSession.maximumLinkLength + 1), into: session)
        #expect(session.linkPrompt?.count == TerminalSession.maximumLinkLength)
        #expect(session.frame.lines[0].contains("a URL has at most 2048 characters"))
    }

    @Test func aColonWhileTypingIsTyped() {
        let session = Sessions.shapes(tabs: 4)
        session.press("enter")
        session.handle(.key(.character(":")))
        #expect(session.linkPrompt == nil)
        #expect(session.simulation.snapshot.activeStack?.top?.parameters["note"] == ":")
    }

    private func type(_ text: String, into session: TerminalSession) {
        for character in text { session.handle(.key(.character(character))) }
    }
}

/// The journal pages exactly: every entry is on some page, and paging stops at both ends.
@Suite struct JournalPagingTests {
    /// The journal rows of an 80x24 frame, joined without spaces (a long word wraps mid-word).
    private static func journalText(_ frame: Frame) -> String {
        let lines = frame.lines
        guard let title = lines.firstIndex(where: { $0.contains("│ Journal") }) else { return "" }
        let text = lines[(title + 1)...].dropLast().map { line -> String in
            let inner = line.dropFirst(41).dropLast(2)
            return inner.replacingOccurrences(of: "•", with: " ")
        }.joined(separator: " ")
        return text.filter { $0 != " " }
    }

    @Test(arguments: [false, true])
    func everyEntryIsOnAPageAndPagingStopsAtTheEnds(withCallbacks: Bool) {
        let session = Sessions.shop()
        if withCallbacks { session.press("L") }
        session.press("b", "p", "d", "n", "esc", "3", "1")
        let entries = session.scene.events.filter { withCallbacks || !$0.isCallback }.map {
            $0.description(stackName: { session.scene.stackNames[$0] }).filter { $0 != " " }
        }
        var pages = [Self.journalText(session.frame)]
        for _ in 0..<200 {
            session.handle(.journal(.pageUp))
            let page = Self.journalText(session.frame)
            if page == pages.last { break }
            pages.append(page)
        }
        #expect(pages.count > 2)
        for entry in entries {
            #expect(pages.contains { $0.contains(entry) }, "never drawn: \(entry)\n\(pages.joined(separator: "\n"))")
        }
        // At the top, PgUp changes nothing; PgDn comes back down, page by page, to live.
        let top = session.frame
        session.handle(.journal(.pageUp))
        #expect(session.frame == top)
        for _ in 0..<(pages.count - 1) { session.handle(.journal(.pageDown)) }
        #expect(session.frame.contains("live"))
        #expect(Self.journalText(session.frame) == pages[0])
    }
}
