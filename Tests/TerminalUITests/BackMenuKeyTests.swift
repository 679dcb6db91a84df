import CoordinatorKit
import CoordsimApp
import Simulation
import Testing
@testable import TerminalUI

/// `<`, the back button's menu as a long press opens it: the screens below the top on the phone's
/// last row, numbered from the root; a number pops there in one user pop, `Esc` closes it.
@Suite struct BackMenuKeyTests {
    /// The shop's Main tab three deep: Home, Buy, Receipt.
    private func receipt(language: Language = .en) -> TerminalSession {
        let session = Sessions.shop(language: language)
        session.press("b")
        session.press("p")
        return session
    }

    @Test func theMenuListsTheScreensBelowAndANumberPopsToOne() {
        let session = receipt()
        var steps: [(Event, Step)] = []
        session.onStep = { steps.append(($0, $1)) }
        session.press("<")
        #expect(session.backMenu == ["Home", "Buy"])
        #expect(steps.isEmpty, "opening the menu is the terminal's: no event")
        #expect(session.frame.contains("Back to: 1 Home  2 Buy"))
        Golden.expect(session.frame, matches: "shop-back-menu-80x24")
        session.press("1")
        #expect(session.backMenu == nil)
        #expect(steps.map(\.0) == [.backMenu(level: 1)])
        #expect(steps.first?.1.events.first?.description.hasPrefix("pop ") == true)
        #expect(session.simulation.snapshot.activeStack?.screens.map(\.title) == ["Home"])
    }

    @Test func escClosesItAndOtherKeysSayWhatItTakes() {
        let session = receipt()
        let before = session.simulation.snapshot
        session.press("<")
        session.press("3")
        #expect(session.backMenu == ["Home", "Buy"])
        #expect(session.frame.contains("a number: pop to that screen"))
        session.press("esc")
        #expect(session.backMenu == nil)
        #expect(session.simulation.snapshot == before)
    }

    @Test func atTheRootThereIsNoMenu() {
        let session = Sessions.shop()
        session.press("<")
        #expect(session.backMenu == nil)
        #expect(session.frame.contains("nothing to swipe back to"))
    }

    @Test func koreanWords() {
        let session = receipt(language: .ko)
        session.press("<")
        #expect(session.frame.contains("뒤로 가기: 1"))
    }
}
