import CoordinatorKit
import Simulation
import TestSupport
import Testing
@testable import TerminalUI

/// The terminal's side of a run, without a terminal: keys and clicks in, frames out.
@Suite struct SessionTests {
    @Test func clicksOnTabsAndButtonsBecomeTheirEvents() throws {
        let session = Sessions.shop()
        let buyTab = try #require(session.frame.hitRegions.first { $0.target == .tab(1) })
        #expect(buyTab.target.event == .selectTab(1))
        session.handle(.click(x: buyTab.rect.x + 1, y: buyTab.rect.y))
        #expect(session.simulation.snapshot.selectedTab == 1)
        #expect(session.frame.contains("Choose a product to buy."))

        session.handle(.click(x: 2, y: session.frame.height - 2))   // " 1 Main " starts the tab bar
        #expect(session.simulation.snapshot.selectedTab == 0)
        let buy = try #require(session.frame.hitRegions.first { $0.target == .tap("Buy subscription") })
        session.handle(.click(x: buy.rect.maxX - 1, y: buy.rect.y))
        #expect(session.frame.contains("Selected product: Computer"))
        let back = try #require(session.frame.hitRegions.first { $0.target == .back })
        #expect(session.frame.contains("< Home"))
        session.handle(.click(x: back.rect.x, y: back.rect.y))
        #expect(session.frame.contains("[b] Buy subscription"))
    }

    @Test func aClickOnASegmentSelectsIt() throws {
        let session = Sessions.shop()
        let bicycle = try #require(session.frame.hitRegions.first { $0.target == .tap("Bicycle") })
        session.handle(.click(x: bicycle.rect.x, y: bicycle.rect.y))
        session.press("b")
        #expect(session.frame.contains("Selected product: Bicycle"))
    }

    @Test func aClickOnNothingDoesNothing() {
        let session = Sessions.shop()
        let before = session.simulation.snapshot
        session.handle(.click(x: 20, y: 17))   // empty content
        #expect(session.simulation.snapshot == before)
    }

    @Test func helpTakesNoClicks() throws {
        let session = Sessions.shop()
        let buyTab = try #require(session.frame.hitRegions.first { $0.target == .tab(1) })
        session.press("?")
        #expect(session.frame.contains("inspector on or off"))
        session.handle(.click(x: buyTab.rect.x + 1, y: buyTab.rect.y))
        #expect(session.simulation.snapshot.selectedTab == 0)
        session.press("?")
        #expect(!session.frame.contains("inspector on or off"))
    }

    @Test func aRejectedKeySaysWhyInTheHeader() {
        let session = Sessions.shop()
        session.press("esc")
        #expect(session.frame.lines[0].contains("already at the root of the stack"))
        session.press("b")
        #expect(!session.frame.lines[0].contains("already at the root"))
    }

    @Test func resizingBelowTheMinimumShowsTooSmallAndGrowingBackRecovers() {
        let session = Sessions.shop()
        session.handle(.resize(Size(columns: 40, rows: 12)))
        #expect(session.frame.contains("terminal too small (need 40×14)"))
        #expect(session.simulation.snapshot.viewport == Size(columns: 40, rows: 12))
        session.handle(.resize(Size(columns: 80, rows: 24)))
        #expect(session.frame.contains("[b] Buy subscription"))
    }

    @Test func qFinishesTheSession() {
        let session = Sessions.shop()
        #expect(!session.isFinished)
        session.press("q")
        #expect(session.isFinished)
    }

    @Test func theInspectorShowsAChildBeingAddedThenReleased() {
        let session = Sessions.shop(columns: 120, rows: 30)
        session.press("b")
        #expect(session.frame.contains("└─ ChildBuyCoordinator#13"))
        #expect(session.frame.contains("• +child ChildBuyCoordinator#13 of MainCoordinator#9"))
        session.press("esc")
        #expect(!session.frame.contains("└─ ChildBuyCoordinator#13"))
        #expect(session.frame.contains("• -child ChildBuyCoordinator#13 of MainCoordinator#9"))
        #expect(session.frame.contains("• deinit ChildBuyCoordinator#13"))
        // The earlier events stay, no longer marked as fresh.
        #expect(session.frame.contains("  +child ChildBuyCoordinator#13 of MainCoordinator#9"))
    }

    @Test func theInspectorNeedsRoomAndIToggles() {
        let narrow = Sessions.shop(columns: 60, rows: 20)
        #expect(!narrow.frame.contains("Inspector"))
        #expect(narrow.frame.lines[0].hasSuffix("? help · q quit · inspector ≥69 cols"), "\(narrow.frame.lines[0])")
        let wide = Sessions.shop(columns: 80, rows: 24)
        #expect(wide.frame.contains("Inspector"))
        wide.press("i")
        #expect(!wide.frame.contains("Inspector"))
    }

    /// `run --no-inspector` hides it without a key: on a screen whose focused field takes typed
    /// keys, an `i` would be typed into the field instead.
    @Test func hidingTheInspectorTypesNothingIntoAFocusedField() {
        let size = Size(columns: 80, rows: 24)
        let simulation = Fixtures.simulation(variant: "B", loggedIn: true, viewport: size)
        simulation.send(.selectTab(2))
        let session = TerminalSession(simulation: simulation, variant: "B", size: size)
        #expect(session.simulation.snapshot.active?.focus == "name")
        session.setInspectorShown(false)
        #expect(!session.frame.contains("Inspector"))
        #expect(session.simulation.snapshot.activeStack?.top?.parameters["name"] == "")
    }

    /// Issue 23's wording: one screen is `1 screen`, not `1 screens`.
    @Test func theInspectorCountsOneScreenInTheSingular() {
        #expect(ChromeText.english.screensAndCoordinators(1, 2) == "1 screen, 2 coord.")
        #expect(ChromeText.english.screensAndCoordinators(3, 1) == "3 screens, 1 coord.")
    }

    /// The diff a terminal is sent stays small: a push and a pop change only the phone.
    @Test func aKeyChangesFewCellsWithTheInspectorOff() {
        let session = Sessions.shop(inspector: false)
        var terminal = MemoryTerminal()
        terminal.draw(session.frame)
        terminal.draw(session.press("b"))
        let push = terminal.lastChangedCells
        terminal.draw(session.press("esc"))
        let pop = terminal.lastChangedCells
        #expect(push > 0 && pop > 0)
        #expect(push < 120 && pop < 120, "push changed \(push) cells, pop \(pop)")
        #expect(terminal.framesDrawn == 3)
    }
}

/// Issue 11: what a key does when the screen cannot show the app, or shows a message.
@Suite struct SessionGuardTests {
    @Test func whileTooSmallKeysDoNothingButQQuits() throws {
        let session = Sessions.shop(columns: 30, rows: 10)
        let before = session.simulation.snapshot
        for key in ["b", "2", "i", "?", "esc", "tab"] { session.press(key) }
        session.handle(.click(x: 2, y: 2))
        #expect(session.simulation.snapshot == before)
        #expect(session.simulation.chrome == Chrome())
        #expect(session.frame.contains("terminal too small"))
        session.press("q")
        #expect(session.isFinished)
    }

    @Test func aNoticeStaysUntilAKeyAndThatKeyDoesNothingElse() {
        let session = Sessions.shop()
        session.announce("state file /tmp/a-rather-long-path/state.json is incompatible: it was saved in variant C; this run is variant B; starting fresh")
        #expect(session.frame.contains("press any key to continue"))
        #expect(session.frame.contains("starting fresh"), "wrapped, not cut at 80 columns")
        session.handle(.resize(Size(columns: 90, rows: 24)))
        #expect(session.frame.contains("press any key to continue"), "a resize does not dismiss it")
        session.press("b")
        #expect(!session.frame.contains("press any key"))
        #expect(session.simulation.snapshot.active?.identifier == "Home", "the dismissing key did not buy")
        session.press("b")
        #expect(session.simulation.snapshot.active?.identifier == "Buy")
    }

    @Test func theWheelScrollsTheJournalAndEndGoesLive() {
        let session = Sessions.shop()
        session.press("b", "esc", "n", "esc")
        session.handle(.journal(.wheelUp))
        #expect(session.frame.contains("paused · 3 newer"))
        session.handle(.journal(.wheelDown))
        #expect(session.frame.contains("live"))
        session.handle(.journal(.pageUp))
        session.handle(.journal(.live))
        #expect(!session.frame.contains("paused"))
    }
}
