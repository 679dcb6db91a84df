import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// The keys of docs/keys.md, as the Simulation interprets them.
@Suite struct KeyMapTests {
    private func home() -> Simulation { Fixtures.simulation(variant: "B") }

    @Test func tabAndShiftTabMoveFocusAndWrap() {
        let simulation = home()
        var seen = [simulation.snapshot.active?.focus]
        for _ in 0..<5 { seen.append(simulation.press("tab").snapshot.active?.focus) }
        #expect(seen == ["product", "buy", "createAccount", "next", "logout", "product"])
        #expect(simulation.press("backtab").snapshot.active?.focus == "logout")
    }

    /// Each screen keeps its own focus (kept on the screen itself) across tab switches and pushes.
    @Test func eachTabsScreenKeepsItsFocus() {
        let simulation = home()
        simulation.press("tab")
        simulation.press("tab")
        #expect(simulation.snapshot.active?.focus == "createAccount")
        simulation.press("3")
        #expect(simulation.snapshot.active?.focus == "name")
        // Past the fields (a focused field takes the keys), to the button.
        simulation.press("tab")
        simulation.press("tab")
        #expect(simulation.snapshot.active?.focus == "submit")
        simulation.press("1")
        #expect(simulation.snapshot.active?.focus == "createAccount")
        simulation.press("3")
        #expect(simulation.snapshot.active?.focus == "submit")
        // A screen pushed anew starts at its first focusable element, whatever the last one of its type had.
        simulation.press("1")
        simulation.press("c")
        #expect(simulation.activeStackIdentifiers == ["Home", "CreateAccount"])
        #expect(simulation.snapshot.active?.focus == "name")
    }

    @Test func arrowsMoveWithinTheSegmentedControl() {
        let simulation = home()
        #expect(simulation.press("right").snapshot.stacks[0].screens[0].parameters == ["product": "bicycle"])
        #expect(simulation.press("right").snapshot.stacks[0].screens[0].parameters == ["product": "bicycle"])
        #expect(simulation.press("left").snapshot.stacks[0].screens[0].parameters == ["product": "computer"])
        // Up and down move focus when the focused control is not a list.
        #expect(simulation.press("down").snapshot.active?.focus == "buy")
    }

    @Test func arrowsMoveWithinAList() {
        let simulation = home()
        simulation.press("2")
        #expect(simulation.snapshot.active?.identifier == "Store")
        simulation.press("down")
        simulation.press("enter")
        #expect(simulation.activeStackIdentifiers == ["Store", "Buy"])
        #expect(simulation.snapshot.activeStack?.top?.parameters == ["product": "bicycle"])
    }

    @Test func enterAndSpaceActivateTheFocusedControl() {
        let simulation = home()
        simulation.press("tab")
        simulation.press("enter")
        #expect(simulation.activeStackIdentifiers == ["Home", "Buy"])
        simulation.press("esc")
        // Focus stays where it was on Home, as a screen keeps its state under a push.
        #expect(simulation.snapshot.active?.focus == "buy")
        simulation.press("tab")
        simulation.press("space")
        #expect(simulation.activeStackIdentifiers == ["Home", "CreateAccount"])
    }

    @Test func shortcutLettersActivateTheirButtonsCaseInsensitively() {
        let simulation = home()
        simulation.press("B")
        #expect(simulation.activeStackIdentifiers == ["Home", "Buy"])
        let step = simulation.send(.key(.character("z")))
        #expect(step.reason == .noShortcut("z", screen: "Buy"))   // a value the terminal UI words in its language
        #expect(step.rejection == "no shortcut \"z\" on Buy")
    }

    /// While a text field is edited, letters and digits type; shortcuts and tab keys don't fire.
    @Test func editingATextFieldSwallowsShortcutsUntilItEnds() {
        let simulation = home()
        simulation.press("3")
        #expect(simulation.snapshot.active?.focus == "name")
        #expect(simulation.snapshot.active?.isEditing == false)
        simulation.press("enter")
        #expect(simulation.snapshot.active?.isEditing == true)
        for key in ["s", "1", "q", "2", "space", "i", "x", "backspace"] { simulation.press(key) }
        #expect(simulation.snapshot.activeStack?.top?.parameters == ["name": "s1q2 i", "email": ""])
        #expect(simulation.snapshot.selectedTab == 2)
        #expect(simulation.chrome == Chrome())
        // Esc ends editing without going back; the field keeps focus, and keys are keys again.
        simulation.press("esc")
        #expect(simulation.snapshot.active?.isEditing == false)
        #expect(simulation.activeStackIdentifiers == ["CreateAccount"])
        // With the button focused, `s` is the Sign up shortcut again.
        simulation.press("tab")
        simulation.press("tab")
        #expect(simulation.snapshot.active?.focus == "submit")
        simulation.press("s")
        #expect(simulation.snapshot.active?.elements.compactMap(Self.errorText) == ["Email is empty: enter an address such as name@example.com."])
    }

    /// As in UIKit, a focused field takes no key until it is picked (issue 23): the tab keys and
    /// shortcuts act; Enter starts typing, and then every printable key types, `q` included.
    @Test func aFocusedFieldTypesOnlyOncePicked() {
        let simulation = home()
        simulation.press("3")
        #expect(simulation.snapshot.active?.focus == "name")
        #expect(simulation.snapshot.active?.isEditing == false)
        simulation.press("2")
        #expect(simulation.snapshot.selectedTab == 1, "the tab key selects tab 2")
        simulation.press("3")
        simulation.press("s")
        #expect(simulation.snapshot.activeStack?.top?.parameters == ["name": "", "email": "", "errors": "nameEmpty,emailEmpty"],
                "s is Sign up's shortcut, not a letter for Name")
        simulation.press("enter")
        #expect(simulation.snapshot.active?.isEditing == true)
        for key in ["q", "u", "i", "n", "n", "1"] { simulation.press(key) }
        #expect(simulation.snapshot.activeStack?.top?.parameters["name"] == "quinn1")
        #expect(simulation.chrome == Chrome(), "no shortcut fired: not quit, the inspector still on")
        #expect(simulation.snapshot.selectedTab == 2)
        // Enter ends typing; focus stays on the field, and the next letter is a key again.
        simulation.press("enter")
        #expect(simulation.snapshot.active?.isEditing == false)
        #expect(simulation.snapshot.active?.focus == "name")
        simulation.press("q")
        #expect(simulation.chrome.quitRequested)
        #expect(simulation.snapshot.activeStack?.top?.parameters["name"] == "quinn1")
    }

    @Test func qQuitsOnlyWhenNoTextFieldHasFocus() {
        let simulation = home()
        simulation.press("3")
        simulation.press("tab")
        simulation.press("tab")
        #expect(simulation.snapshot.active?.focus == "submit")
        simulation.press("q")
        #expect(simulation.chrome.quitRequested)
    }

    /// A failed Sign up sends focus to the first invalid field, as `becomeFirstResponder()` would.
    @Test(arguments: [("", "", "name"), ("Kim", "", "email"), ("Kim", "kim@", "email"), ("", "kim@example.com", "name")])
    func aFailedSubmitFocusesTheFirstInvalidField(name: String, email: String, focused: String) {
        let simulation = home()
        simulation.press("3")
        if !name.isEmpty { simulation.expectAccepted(.text(name)) }
        simulation.press("tab")
        if !email.isEmpty { simulation.expectAccepted(.text(email)) }
        simulation.expectAccepted(.tap("Sign up"))
        #expect(simulation.activeStackIdentifiers == ["CreateAccount"])
        #expect(simulation.snapshot.active?.focus == focused)
        #expect(simulation.snapshot.active?.isEditing == false)
    }

    @Test func anEmptyEmailSaysItIsEmptyAndABadOneThatItIsMalformed() {
        let simulation = home()
        simulation.press("3")
        simulation.expectAccepted(.text("Kim"))
        simulation.expectAccepted(.tap("Sign up"))
        #expect(simulation.snapshot.active?.elements.compactMap(Self.errorText) == ["Email is empty: enter an address such as name@example.com."])
        #expect(simulation.snapshot.active?.focus == "email")
        simulation.expectAccepted(.text("kim@"))
        simulation.expectAccepted(.tap("Sign up"))
        #expect(simulation.snapshot.active?.elements.compactMap(Self.errorText) == ["Email is malformed: use the form name@example.com."])
    }

    private static func errorText(_ element: Element) -> String? {
        if case let .text(text, .error) = element.kind { return text }
        return nil
    }

    @Test func tabLeavesTheFieldAndMovesFocus() {
        let simulation = home()
        simulation.press("3")
        simulation.expectAccepted(.text("Kim"))
        simulation.press("tab")
        #expect(simulation.snapshot.active?.focus == "email")
        #expect(simulation.snapshot.active?.isEditing == false)
        simulation.expectAccepted(.text("kim@example.com"))
        #expect(simulation.snapshot.active?.isEditing == true)
        simulation.press("tab")
        #expect(simulation.snapshot.active?.focus == "submit")
        simulation.press("s")
        #expect(simulation.activeStackIdentifiers == ["CreateAccount", "AccountCreated"])
    }

    @Test func numberKeysSelectTabsAndEscGoesBack() {
        let simulation = home()
        simulation.press("b")
        simulation.press("2")
        #expect(simulation.snapshot.selectedTab == 1)
        simulation.press("1")
        #expect(simulation.activeStackIdentifiers == ["Home", "Buy"])
        simulation.press("esc")
        #expect(simulation.activeStackIdentifiers == ["Home"])
        #expect(simulation.send(.key(.escape)).rejection == "already at the root of the stack")
    }

    @Test func chromeKeysToggleInspectorHelpAndQuit() {
        let simulation = home()
        #expect(simulation.chrome.showsInspector)
        simulation.press("i")
        #expect(!simulation.chrome.showsInspector)
        simulation.press("?")
        #expect(simulation.chrome.showsHelp)
        // Help swallows other keys, so nothing happens unseen behind it.
        simulation.press("b")
        #expect(simulation.activeStackIdentifiers == ["Home"])
        simulation.press("esc")
        #expect(!simulation.chrome.showsHelp)
        simulation.press("q")
        #expect(simulation.chrome.quitRequested)
    }

    @Test func tappingAMissingLabelSaysWhatIsThere() {
        let simulation = home()
        let step = simulation.send(.tap("Checkout"))
        #expect(step.rejection == "no element labelled \"Checkout\" on Home; on screen: Computer, Bicycle, Buy subscription, Create account, Next, Log out")
    }

    @Test func typingWithoutAFocusedFieldIsRefused() {
        #expect(home().send(.text("x")).rejection == "no text field has focus; tap one first")
    }

    @Test func resizeChangesOnlyTheViewport() {
        let simulation = home()
        var expected = simulation.snapshot
        expected.viewport = Size(columns: 100, rows: 30)
        let step = simulation.expectAccepted(.resize(Size(columns: 100, rows: 30)))
        #expect(step.snapshot == expected)
        #expect(step.events.isEmpty)
    }

    @Test func koreanLabelsComeFromTheConfig() {
        let simulation = Fixtures.simulation(variant: "B", loggedIn: false, language: .ko)
        #expect(simulation.snapshot.active?.title == "로그인")
        simulation.press("l")
        #expect(simulation.snapshot.active?.elements[1] == .segmented("product", ["컴퓨터", "자전거"], selected: 0))
        #expect(simulation.snapshot.stacks.map(\.tabTitle) == ["메인", "구매", "계정 만들기"])
    }
}

/// The one answer to "what can a person do here", read by taps, the explorer and synthetic users.
@Suite struct AffordanceTests {
    @Test func homeOffersItsControlsTheTabsAndNoBack() {
        let home = Fixtures.simulation(variant: "B")
        #expect(home.snapshot.affordances == [
            .option(label: "Computer", element: "product", index: 0, isSelected: true),
            .option(label: "Bicycle", element: "product", index: 1, isSelected: false),
            .button(label: "Buy subscription", element: "buy", shortcut: "b"),
            .button(label: "Create account", element: "createAccount", shortcut: "c"),
            .button(label: "Next", element: "next", shortcut: "n"),
            .button(label: "Log out", element: "logout", shortcut: "o"),
            .tab(1), .tab(2), .tab(3),
        ])
    }

    @Test func aPushedScreenOffersBackAndSwipeAndASheetOnlyBack() {
        let pushed = Fixtures.simulation(variant: "B")
        pushed.press("b")
        #expect(pushed.snapshot.affordances.suffix(2) == [.back, .swipeBack])
        let sheet = Fixtures.simulation(variant: "C")
        sheet.press("b")
        #expect(sheet.snapshot.affordances == [.button(label: "Purchase", element: "purchase", shortcut: "p"), .back],
                "a sheet covers the tab bar, and swipe-back inside a sheet is not simulated")
    }

    @Test func aTapOnALabelNotOfferedListsWhatIs() {
        let form = Fixtures.simulation(variant: "A")
        form.press("c")
        #expect(form.snapshot.affordances.first == .field(label: "Name", element: "name", value: ""))
        let step = form.send(.tap("Submit"))
        #expect(step.rejection == #"no element labelled "Submit" on CreateAccount; on screen: Name, Email, Sign up"#)
    }
}
