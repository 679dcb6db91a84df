import CoordinatorKit
import TestSupport
import ShopApp
import Simulation
import Testing
@testable import TerminalUI

/// The frames a person sees, pinned as golden files under `Snapshots/`.
@Suite struct GoldenFrameTests {
    @Test func homeAt80x24() {
        let session = Sessions.shop()
        Golden.expect(session.frame, matches: "home-80x24")
    }

    @Test func buyAfterBicycleIsChosen() {
        let session = Sessions.shop()
        session.press("right", "b")   // the product control has focus: choose Bicycle, then buy
        #expect(session.frame.contains("Selected product: Bicycle"))
        Golden.expect(session.frame, matches: "buy-bicycle-80x24")
    }

    @Test func inspectorOnAWideTerminal() {
        let session = Sessions.shop(columns: 120, rows: 30)
        session.press("b")
        Golden.expect(session.frame, matches: "inspector-120x30")
    }

    @Test func childReleasedShowsInTheInspector() {
        let session = Sessions.shop(columns: 120, rows: 30)
        session.press("b", "esc")
        Golden.expect(session.frame, matches: "inspector-after-back-120x30")
    }

    @Test func tooSmall() {
        let session = Sessions.shop(columns: 30, rows: 10)
        Golden.expect(session.frame, matches: "too-small-30x10")
    }

    @Test func korean() {
        let session = Sessions.shop(language: .ko, columns: 100, rows: 24)
        session.press("right")
        Golden.expect(session.frame, matches: "home-ko-100x24")
    }

    @Test func koreanCreateAccountFieldsAlign() {
        let session = Sessions.shop(language: .ko, inspector: false)
        session.press("c", "enter")
        session.handle(.key(.character("김")))
        Golden.expect(session.frame, matches: "create-account-ko-80x24")
    }

    @Test func modalSheet() {
        let session = Sessions.shop(variant: "C", inspector: false)
        session.press("b")
        Golden.expect(session.frame, matches: "modal-sheet-C-80x24")
    }

    @Test func help() {
        let session = Sessions.shop()
        session.press("?")
        Golden.expect(session.frame, matches: "help-80x24")
    }
}

/// Frames added with issue 11.
@Suite struct InspectorGoldenFrameTests {
    /// The tutorials' bug: a sheet swiped down that nobody reported leaves its child in the tree.
    @Test func staleChild() {
        let size = Size(columns: 100, rows: 30)
        let session = TerminalSession(simulation: ForgetfulBuyShop.simulation(viewport: size), variant: "Forgetful", size: size)
        session.press("b", "esc")
        #expect(session.frame.contains("ForgetfulBuyCoordinator#14 STALE"))
        Golden.expect(session.frame, matches: "stale-child-100x30")
    }
}

/// The inspector of issue 11: full height, scrolling, callbacks, tall terminals, Korean chrome.
@Suite struct InspectorLayoutGoldenFrameTests {
    @Test func scrolledJournalIsPausedAndCountsWhatIsAboveAndBelow() {
        let session = Sessions.shop()
        session.press("b", "esc", "n", "esc", "c", "esc")
        session.handle(.journal(.pageUp))
        #expect(session.frame.contains("paused"))
        #expect(session.frame.contains("older · PgUp"))
        Golden.expect(session.frame, matches: "journal-scrolled-80x24")
        // New events leave the paused view where it is; End goes live again.
        let paused = session.press("b").text
        session.handle(.journal(.live))
        #expect(session.frame.contains("live"))
        #expect(paused != session.frame.text)
    }

    @Test func lifecycleToggleShowsCallbacks() {
        let session = Sessions.shop()
        session.press("L", "b")
        #expect(session.frame.contains("didShow BuyScreen#12 on Main"))
        Golden.expect(session.frame, matches: "journal-callbacks-80x24")
        session.press("L")
        #expect(!session.frame.contains("didShow"))
    }

    @Test func tallTerminalUsesEveryRow() {
        let session = Sessions.shop(columns: 120, rows: 40)
        session.press("b", "p")
        Golden.expect(session.frame, matches: "inspector-120x40")
    }

    @Test func tallNarrowTerminalPutsTheInspectorBelowThePhone() {
        let session = Sessions.shop(columns: 60, rows: 50)
        session.press("b")
        #expect(session.frame.contains("Inspector"))
        Golden.expect(session.frame, matches: "inspector-below-60x50")
    }

    @Test func koreanChrome() {
        let session = Sessions.shop(language: .ko)
        session.press("b")
        #expect(session.frame.contains("인스펙터"))
        Golden.expect(session.frame, matches: "inspector-ko-80x24")
    }

    @Test func koreanHelp() {
        let session = Sessions.shop(language: .ko)
        session.press("?")
        Golden.expect(session.frame, matches: "help-ko-80x24")
    }

    @Test func helpAt40x14MarksWhatItLeavesOut() {
        let session = Sessions.shop(columns: 40, rows: 14)
        session.press("?")
        #expect(session.frame.contains("more"))
        Golden.expect(session.frame, matches: "help-40x14")
    }

    @Test func aLongStackKeepsItsTopScreen() {
        let session = Sessions.shop()
        session.press("b", "p")
        #expect(session.frame.contains("› Receipt#14"))
    }
}

/// Under `--lang ko` every word the UI itself says is Korean, and wide characters keep the columns.
@Suite struct KoreanChromeGoldenFrameTests {
    private func koreanSession(variant: String = "B", loggedIn: Bool = true, inspector: Bool = true) -> TerminalSession {
        let size = Size(columns: 80, rows: 24)
        let simulation = Fixtures.simulation(variant: variant, loggedIn: loggedIn, language: .ko, viewport: size)
        let session = TerminalSession(simulation: simulation, variant: variant, size: size, language: "ko")
        if !inspector { session.setInspectorShown(false) }
        return session
    }

    @Test func aKeyThatDoesNothingSaysWhyInKorean() {
        let session = koreanSession()
        session.press("z")
        #expect(session.frame.contains("단축키 없음"))
        Golden.expect(session.frame, matches: "rejection-ko-80x24")
    }

    @Test func everyRejectionHasKoreanWords() {
        let rejections: [Rejection] = [
            .nothingOnScreen, .nothingHasFocus, .noShortcut("z", screen: "Home"), .nothingToSwipeBackTo, .noModalShown,
            .modalNotDismissibleByUser, .noDeepLinks, .deepLinkRefused("x"), .atRootOfStack, .noNavigationStack, .noTabBar,
            .modalCoversTabBar, .noSuchTab(number: 4, count: 3), .noSuchLabel("X", screen: "Home", onScreen: ["A"]),
            .noTextFieldFocused,
        ]
        for rejection in rejections {
            let korean = ChromeText.korean.rejection(rejection)
            #expect(korean != rejection.description)
            #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(korean)")
        }
    }

    @Test func aRestoreProblemIsAKoreanNotice() {
        let session = koreanSession()
        session.announce(RestoreProblem(path: "/tmp/state.json", location: "3:9", kind: .corrupt,
                                        detail: "$.root: unknown root \"tabs\"", movedTo: "/tmp/state.json.bad",
                                        english: "state file /tmp/state.json:3:9 is corrupt: …"))
        #expect(session.frame.contains("아무 키나 누르세요"))
        Golden.expect(session.frame, matches: "restore-notice-ko-80x24")
    }

    @Test func aWaitingDeepLinkIsSignedInKorean() {
        let session = koreanSession(loggedIn: false)
        session.send(.deepLink("coordsim://buy?product=bicycle"))
        #expect(session.frame.contains("대기 중인 링크"))
        Golden.expect(session.frame, matches: "link-waiting-ko-80x24")
    }

    @Test func aSheetClosesInKorean() {
        let session = koreanSession(variant: "C", inspector: false)
        session.press("b")
        #expect(session.frame.contains("닫기"))
        Golden.expect(session.frame, matches: "modal-sheet-ko-C-80x24")
    }
}
