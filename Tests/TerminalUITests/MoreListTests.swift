import CoordinatorKit
import Simulation
import Testing
@testable import TerminalUI

/// More, as UIKit's tab bar has it with more than five tabs: its list of the tabs past the
/// fourth, and those tabs' stacks shown under it.
@Suite struct MoreListTests {
    /// Seven tabs, the sixth with a badge, the Note field's focus moved off so letters act.
    private func sevenTabs(columns: Int = 80, rows: Int = 24) -> TerminalSession {
        let session = Sessions.shapes(tabs: 7, badge: 6, columns: columns, rows: rows)
        session.press("tab")
        return session
    }

    private func clickMore(_ session: TerminalSession) throws {
        let more = try #require(session.frame.hitRegions.first { $0.target == .more })
        session.handle(.click(x: more.rect.x, y: more.rect.y))
    }

    @Test func moreShowsAListOfTheTabsPastTheFourth() throws {
        let session = sevenTabs()
        let before = session.simulation.snapshot
        try clickMore(session)
        #expect(session.moreList == 0)
        #expect(session.simulation.snapshot == before, "showing the list is the terminal's: no event")
        #expect(session.frame.contains("5 Settings"))
        #expect(session.frame.contains("6 Billing (3)"))
        #expect(session.frame.contains("7 Help"))
        Golden.expect(session.frame, matches: "shapes-more-list-80x24")
    }

    @Test func arrowsAndEnterChooseATabWhoseRootBacksToMore() throws {
        let session = sevenTabs()
        try clickMore(session)
        session.press("down", "enter")
        #expect(session.moreList == nil)
        #expect(session.simulation.snapshot.selectedTab == 5)
        #expect(session.frame.contains("< More"))
        Golden.expect(session.frame, matches: "shapes-under-more-80x24")
        // A push under More backs to the tab's root, and its root backs to the list, row kept.
        session.press("p")
        #expect(!session.frame.contains("< More"))
        session.press("esc")
        #expect(session.simulation.snapshot.activeStack?.screens.count == 1)
        session.press("esc")
        #expect(session.moreList == 1)
        let back = try #require(session.frame.hitRegions.first { $0.target == .tab(6) && $0.rect.y < 20 })
        session.handle(.click(x: back.rect.x, y: back.rect.y))
        #expect(session.simulation.snapshot.selectedTab == 6)
        let more = try #require(session.frame.hitRegions.first { $0.target == .more && $0.rect.y < 5 })
        session.handle(.click(x: more.rect.x, y: more.rect.y))
        #expect(session.moreList == 2, "`< More` is a click on More's list too")
    }

    @Test func aDigitLeavesTheListForItsTabAndTheTabShownBeforeIsNotPopped() throws {
        let session = sevenTabs()
        session.press("p")
        let depth = session.simulation.snapshot.activeStack?.screens.count
        try clickMore(session)
        session.press("1")
        #expect(session.moreList == nil)
        #expect(session.simulation.snapshot.selectedTab == 0)
        #expect(session.simulation.snapshot.activeStack?.screens.count == depth, "shown as it was, not popped")
        try clickMore(session)
        session.press("7")
        #expect(session.simulation.snapshot.selectedTab == 6)
        try clickMore(session)
        session.handle(.alt("5"))
        #expect(session.simulation.snapshot.selectedTab == 4)
        try clickMore(session)
        session.press("9")
        #expect(session.moreList != nil)
        #expect(session.frame.lines[0].contains("no tab 9"), "\(session.frame.lines[0])")
    }

    /// In the list, each binding placed there acts; any other key would act unseen on the screen
    /// under it, so it does nothing and the header says what the list takes.
    @Test func onlyTheMoreListBindingsActInIt() throws {
        for binding in KeyMap.bindings {
            for input in binding.inputs {
                let session = sevenTabs()
                try clickMore(session)
                let before = session.simulation.snapshot
                session.handle(input)
                // An input of two bindings (Enter) does what the one placed in the list does.
                if KeyMap.command(for: input, in: .moreList) != nil {
                    #expect(!session.frame.lines[0].contains("choose a tab"), "\(input)")
                } else {
                    #expect(session.simulation.snapshot == before, "\(input)")
                    #expect(session.moreList != nil)
                    #expect(session.frame.lines[0].contains("↑ ↓ Enter: choose a tab"), "\(input)")
                }
            }
        }
        let session = sevenTabs()
        try clickMore(session)
        let before = session.simulation.snapshot
        session.press("p")   // Push, on the screen hidden under the list
        #expect(session.simulation.snapshot == before)
    }

    /// The screen under the list has its Note field focused; the header does not offer to type into it.
    @Test func theHeaderDoesNotNameAFieldHiddenUnderTheList() throws {
        let session = Sessions.shapes(tabs: 7)
        #expect(session.frame.lines[0].contains("Note focused"))
        try clickMore(session)
        #expect(!session.frame.lines[0].contains("Note focused"), "\(session.frame.lines[0])")
        #expect(session.frame.lines[0].contains("1-7 tabs"))
    }

    @Test func fiveTabsHaveNoMore() {
        let session = Sessions.shapes(tabs: 5)
        #expect(!session.frame.hitRegions.contains { $0.target == .more })
        session.press("5", "esc")
        #expect(session.moreList == nil)
        #expect(session.frame.lines[0].contains("already at the root"))
    }
}
