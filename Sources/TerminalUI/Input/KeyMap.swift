import Simulation

/// What a key binding does: one line of help, one row of docs/keys.md.
package enum KeyCommand: String, Sendable, CaseIterable {
    case selectTab, moveFocus, moveWithin, activate, back, backMenu, barButton, shortcut, typeIntoField, openDeepLink
    case toggleInspector, toggleCallbacks, pageJournal, help, quit, click
}

/// Where a binding acts. Elsewhere its keys do something else or nothing.
package struct KeyPlaces: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// On a screen, no text field being typed into.
    package static let screen = KeyPlaces(rawValue: 1)
    /// While a text field takes the printable keys.
    package static let typing = KeyPlaces(rawValue: 2)
    /// While the help overlay is shown.
    package static let help = KeyPlaces(rawValue: 4)
    /// While the terminal is below the minimum size and shows only a message.
    package static let tooSmall = KeyPlaces(rawValue: 8)
    /// While More's list of the tabs past the fourth is shown.
    package static let moreList = KeyPlaces(rawValue: 16)
}

/// A binding's words in one language: the help overlay's key column and action, and its word
/// in the header's hint (`? help`), if the hint names it.
package struct KeyWords: Sendable {
    package var keys: String
    package var action: String
    package var hint: String?

    package init(_ keys: String, _ action: String, hint: String? = nil) {
        self.keys = keys
        self.action = action
        self.hint = hint
    }
}

/// One key binding: its keys, what they do, where, and how each language and the docs say it.
package struct KeyBinding: Sendable {
    package var command: KeyCommand
    /// What the terminal delivers for it, decoded. Empty where any key of a kind works (a
    /// button's letter) or the input is the mouse's.
    package var inputs: [TerminalInput]
    package var places: KeyPlaces
    /// Its keys as docs/keys.md's table lists them (Markdown).
    package var docKeys: String
    /// What it does, as docs/keys.md's table says it (Markdown, English).
    package var doc: String
    /// Its phrase in `run --help`'s list of keys (English), nil where another's phrase covers it.
    package var usage: String?
    /// Its words in each language the UI speaks, by language code (``ChromeText/forLanguage(_:)``).
    package var words: [String: KeyWords]

    /// Its words in `language`, English when that language has none.
    package func words(_ language: String) -> KeyWords {
        words[language] ?? words["en"]!
    }
}

/// Every key of the terminal UI, in the help overlay's order. The help, the header's hint, both
/// languages' key text, `run --help` and docs/keys.md are made from it; the tests check the key
/// handling (Simulation's key switch, the session, the input decoder) and the docs against it.
package enum KeyMap {
    package static let bindings: [KeyBinding] = [
        KeyBinding(
            command: .selectTab,
            inputs: (1...9).map { .key(.character(Character("\($0)"))) } + (1...9).map { .alt(Character("\($0)")) },
            places: [.screen, .moreList],
            docKeys: "`1` … `9`, `Alt-1` … `Alt-9`",
            doc: "select that tab; selecting the selected tab pops it to its root. `Alt` and a digit also "
                + "while typing into a text field (Option as Meta on a Mac)",
            usage: "number keys select tabs (again: pop to root; Alt-number also while typing)",
            // The help's key column is the app's own tab keys (`1 2 3`, `1-7`), put in when it is drawn.
            words: ["en": KeyWords("1 2 3", "select a tab; again: pop to root; Alt-n: also while typing", hint: "tabs"),
                    "ko": KeyWords("1 2 3", "탭 선택; 다시 누르면 루트로; Alt-숫자: 입력 중에도", hint: "탭")]),
        KeyBinding(
            command: .moveFocus, inputs: [.key(.tab), .key(.backTab)], places: [.screen, .typing],
            docKeys: "`Tab` / `Shift-Tab`", doc: "move focus among the controls (and end typing into a field)",
            usage: "Tab/Shift-Tab focus",
            words: ["en": KeyWords("Tab S-Tab", "move focus"), "ko": KeyWords("Tab S-Tab", "포커스 이동")]),
        KeyBinding(
            command: .moveWithin, inputs: [.key(.left), .key(.right), .key(.up), .key(.down)], places: [.screen, .moreList],
            docKeys: "`←` `→` `↑` `↓`",
            doc: "`←` `→` change the option of a focused segmented control; `↑` `↓` change the row of a "
                + "focused list, elsewhere move focus",
            usage: "arrows",
            words: ["en": KeyWords("← → ↑ ↓", "move within a control or list"),
                    "ko": KeyWords("← → ↑ ↓", "컨트롤이나 목록 안에서 이동")]),
        KeyBinding(
            command: .activate, inputs: [.key(.enter), .key(.space)], places: [.screen, .moreList],
            docKeys: "`Enter` / `Space`",
            doc: "activate the focused control (a segmented control moves to its next option; a text field starts typing)",
            usage: "Enter/Space activate (on a text field: start typing; Enter/Tab/Esc end it)",
            words: ["en": KeyWords("Enter Space", "activate the focused control"),
                    "ko": KeyWords("Enter Space", "포커스된 컨트롤 실행")]),
        KeyBinding(
            command: .back, inputs: [.key(.escape)], places: [.screen, .help],
            docKeys: "`Esc`",
            doc: "back: pops like the nav bar's back button; at a sheet's root, swipes the sheet down; at the root of a tab under More, shows More's list; closes the help",
            usage: "Esc back",
            words: ["en": KeyWords("Esc", "back, or dismiss the modal"), "ko": KeyWords("Esc", "뒤로, 또는 모달 닫기")]),
        // The nav bar's buttons (`navigationItem`): brackets, as they sit at the bar's two edges.
        KeyBinding(
            command: .barButton, inputs: [.key(.character("[")), .key(.character("]"))], places: .screen,
            docKeys: "`[` / `]`",
            doc: "tap the nav bar's left or right button (`navigationItem`'s first left or right bar button item, "
                + "the one at the bar's edge); click the others",
            usage: "[ ] nav bar buttons",
            words: ["en": KeyWords("[ ]", "tap the nav bar's left or right button"),
                    "ko": KeyWords("[ ]", "내비게이션 바의 왼쪽·오른쪽 버튼 누르기")]),
        KeyBinding(
            command: .backMenu, inputs: [.key(.character("<"))], places: .screen,
            docKeys: "`<`",
            doc: "the back button's menu, as a long press on it: lists the screens below the top, numbered from the "
                + "root; that number pops to it at once, several levels in one user pop; `Esc` cancels",
            usage: "< back menu",
            words: ["en": KeyWords("<", "back menu: pop several levels (number; Esc cancels)"),
                    "ko": KeyWords("<", "뒤로 메뉴: 여러 단계 뒤로 (숫자; Esc 취소)")]),
        KeyBinding(
            command: .shortcut, inputs: [], places: .screen,
            docKeys: "the letter shown on a button, e.g. `b` for `[b] Buy subscription`", doc: "activates that button",
            usage: "the shown letter of a button",
            words: ["en": KeyWords("[b] letter", "activate that control"), "ko": KeyWords("[b] 글자", "그 컨트롤 실행")]),
        KeyBinding(
            command: .typeIntoField, inputs: [.key(.enter)], places: [.screen, .typing],
            docKeys: "`Enter` on a text field",
            doc: "start typing into it; `Enter`, `Esc`, `Tab`, `Shift-Tab`, `↑` or `↓` end the typing",
            usage: nil,
            words: ["en": KeyWords("Enter", "on a text field: type into it; Enter/Tab/Esc: done"),
                    "ko": KeyWords("Enter", "텍스트 필드에서: 입력 시작; Enter/Tab/Esc: 완료")]),
        KeyBinding(
            command: .openDeepLink, inputs: [.key(.character(":"))], places: [.screen, .moreList],
            docKeys: "`:`",
            doc: "open a deep link: type the URL at the prompt on the phone's last row, `Enter` opens it, `Esc` cancels",
            usage: ": open a deep link",
            words: ["en": KeyWords(":", "open a deep link (Enter; Esc cancels)"),
                    "ko": KeyWords(":", "딥 링크 열기 (Enter; Esc 취소)")]),
        KeyBinding(
            command: .toggleInspector, inputs: [.key(.character("i"))], places: [.screen, .moreList],
            docKeys: "`i`", doc: "inspector on or off", usage: "i inspector",
            words: ["en": KeyWords("i", "inspector on or off", hint: "inspector"),
                    "ko": KeyWords("i", "인스펙터 켜기/끄기", hint: "인스펙터")]),
        KeyBinding(
            command: .toggleCallbacks, inputs: [.key(.character("L"))], places: [.screen, .moreList],
            docKeys: "`L`", doc: "lifecycle and navigation delegate calls in the journal, on or off",
            usage: "L lifecycle and delegate calls",
            words: ["en": KeyWords("L", "lifecycle and delegate calls"), "ko": KeyWords("L", "생명주기·델리게이트 호출")]),
        KeyBinding(
            command: .pageJournal,
            inputs: [.journal(.pageUp), .journal(.pageDown), .journal(.live), .journal(.wheelUp), .journal(.wheelDown)],
            places: [.screen, .typing, .moreList],
            docKeys: "`PgUp` / `PgDn`, mouse wheel", doc: "page the journal back and forth; `End` goes back to live",
            usage: "PgUp/PgDn/End the journal",
            words: ["en": KeyWords("PgUp PgDn", "page the journal; End: live"),
                    "ko": KeyWords("PgUp PgDn", "저널 스크롤; End: 실시간")]),
        KeyBinding(
            command: .help, inputs: [.key(.character("?"))], places: [.screen, .help, .moreList],
            docKeys: "`?`", doc: "help; `?` or `Esc` closes it, `q` quits", usage: "? help",
            words: ["en": KeyWords("?", "this help", hint: "help"), "ko": KeyWords("?", "이 도움말", hint: "도움말")]),
        KeyBinding(
            command: .quit, inputs: [.key(.character("q"))], places: [.screen, .help, .tooSmall, .moreList],
            docKeys: "`q`", doc: "quit; the navigation state is saved ([state-file.md](state-file.md))", usage: "q quit",
            words: ["en": KeyWords("q", "quit (not while typing)", hint: "quit"),
                    "ko": KeyWords("q", "종료 (입력 중이 아닐 때)", hint: "종료")]),
        KeyBinding(
            command: .click, inputs: [], places: .screen,
            docKeys: "left click",
            doc: "on tabs, buttons, text fields, switches, the options of a segmented control, list rows, `< Back`, "
                + "the nav bar's buttons and a sheet's close control",
            usage: "Mouse clicks work on tabs and buttons.",
            words: ["en": KeyWords("mouse", "click tabs, buttons, fields; wheel"),
                    "ko": KeyWords("마우스", "탭, 버튼, 필드 클릭; 휠")]),
    ]

    /// The binding of `command`; every command has one.
    package static func binding(_ command: KeyCommand) -> KeyBinding {
        bindings.first { $0.command == command }!
    }

    /// What `input` does in `place`, if a binding there has it.
    package static func command(for input: TerminalInput, in place: KeyPlaces) -> KeyCommand? {
        bindings.first { $0.places.contains(place) && $0.inputs.contains(input) }?.command
    }

    /// The header's hint for `commands`, in their order: `? help · i inspector · q quit`.
    package static func hint(_ commands: [KeyCommand], language: String) -> String {
        commands.map { command in
            let binding = binding(command)
            let words = binding.words(language)
            return words.keys + " " + (words.hint ?? words.action)
        }.joined(separator: " · ")
    }

    /// `run --help`'s sentence on the keys: every binding's phrase, the mouse's last.
    package static var usage: String {
        let keys = bindings.filter { $0.command != .click }.compactMap(\.usage)
        return "Keys: " + keys.joined(separator: ", ") + ". " + (binding(.click).usage ?? "")
    }

    /// docs/keys.md's table of keys.
    package static var markdownTable: String {
        (["| key | action |", "| --- | --- |"] + bindings.map { "| \($0.docKeys) | \($0.doc) |" })
            .joined(separator: "\n")
    }
}
