import Simulation

/// The terminal UI's own words (the app's labels come from its config), in each language the UI
/// speaks, chosen by language code. Unknown codes get English. Why a key did nothing comes from
/// the Simulation as a ``Rejection`` value and is worded here; only the app's own names and words
/// inside it (screens, labels, a deep link's refusal) stay as the app gave them.
package struct ChromeText: Sendable {
    package var inspector: String
    package var stacks: String
    package var modal: String
    package var none: String
    package var live: String
    package var screensAndCoordinators: @Sendable (Int, Int) -> String
    package var leaked: String
    package var coordinators: String
    package var journal: String
    package var journalLive: String
    package var journalPaused: @Sendable (Int) -> String
    package var olderAbove: @Sendable (Int) -> String
    package var nothingYet: String
    package var callbacksShown: String
    package var sheet: String
    package var stale: String
    package var more: @Sendable (Int) -> String
    /// How many columns something needs at least, after its name in the header: `≥69 cols`.
    package var columnsAtLeast: @Sendable (Int) -> String
    package var typingInto: @Sendable (String) -> String
    package var fieldFocused: @Sendable (String) -> String
    package var keysTitle: String
    package var closeHelp: String
    package var pressAnyKey: String
    package var linkWaiting: @Sendable (String) -> String
    package var tooSmall: String
    package var need: @Sendable (Int, Int) -> String
    package var now: @Sendable (Int, Int) -> String
    package var variant: String
    package var nothingOnScreen: String
    package var legendTitle: String
    package var legend: [(keys: String, action: String)]
    /// The name of a stack that is the window's root and no tab's, as the Stacks list and journal show it.
    package var rootStack: String
    /// A sheet's close control on its root's nav bar.
    package var close: String
    /// The mark before each leaked object in the inspector.
    package var leakMark: String
    /// Why the last key did nothing, for the header.
    package var rejection: @Sendable (Rejection) -> String
    /// The header's variant for `run --user`: the variant, the user and why (an assignment reason's code).
    package var assignedVariant: @Sendable (_ variant: String, _ user: String, _ reason: String) -> String
    /// Why `run --restore` started fresh.
    package var restoreProblem: @Sendable (RestoreProblem) -> String
    /// A full-screen modal's name, as the Stacks list and journal show it (a sheet is ``sheet``).
    package var fullScreen: String = "full screen"
    /// A key or sequence that does nothing here, by its name: `End: no action here`.
    package var noAction: @Sendable (String) -> String = { "\($0): no action here" }
    /// The app's deep-link routes, after a link it refused.
    package var routes: @Sendable (String) -> String = { "routes: \($0)" }
    /// What the deep-link prompt takes, said when another key is pressed in it.
    package var linkPromptKeys: String = "type a URL · Enter: open · Esc: cancel"
    /// A URL at the prompt reached the longest it may be.
    package var linkTooLong: @Sendable (Int) -> String = { "a URL has at most \($0) characters" }
    /// The inspector's one-line legend under a tree with a STALE child.
    package var staleLegend: String = "STALE: owns no screen; childDidFinish was not called"
    /// The tab bar's last item when there are more than five tabs, as UIKit's.
    package var moreTab: String = "More"
    /// What More's list takes, said when another key is pressed in it.
    package var moreListKeys: String = "↑ ↓ Enter: choose a tab"
    /// The back button's menu (`<`), drawn on the phone's last row before its levels.
    package var backMenu: String = "Back to"
    /// What the back menu takes, said in the header while it is open.
    package var backMenuKeys: String = "a number: pop to that screen · Esc: cancel"
    /// The language code of these words, as ``KeyMap`` keys each binding's words.
    package var language: String = "en"

    /// The header's hint, from ``KeyMap``: `? help · i inspector · q quit`. Made once, with the
    /// language's words (``withKeyWords()``): the header draws it on every frame.
    package private(set) var hint = ""
    /// The header hint's word after the tab keys, from ``KeyMap``: `1-4 tabs`.
    package private(set) var tabsHint = ""
    /// The header's hint when the inspector has no room, up to the columns it needs.
    private var hintNoRoomStart = ""

    /// The header's hint when the inspector has no room: `? help · q quit · inspector ≥69 cols`.
    package func hintNoRoom(_ columns: Int) -> String {
        hintNoRoomStart + " " + columnsAtLeast(columns)
    }

    /// These words with the key map's hints in ``language`` filled in.
    private func withKeyWords() -> ChromeText {
        var text = self
        text.hint = KeyMap.hint([.help, .toggleInspector, .quit], language: language)
        text.tabsHint = KeyMap.binding(.selectTab).words(language).hint ?? ""
        text.hintNoRoomStart = KeyMap.hint([.help, .quit], language: language) + " · "
            + (KeyMap.binding(.toggleInspector).words(language).hint ?? inspector)
        return text
    }

    package static func forLanguage(_ code: String) -> ChromeText {
        code == "ko" ? .korean : .english
    }

    package static let english = ChromeText(
        inspector: "Inspector", stacks: "Stacks", modal: "Modal", none: "none", live: "Live",
        screensAndCoordinators: { "\($0) \($0 == 1 ? "screen" : "screens"), \($1) coord." }, leaked: "Leaked", coordinators: "Coordinators",
        journal: "Journal", journalLive: "live", journalPaused: { "paused · \($0) newer · End" },
        olderAbove: { "↑ \($0) older · PgUp" }, nothingYet: "nothing yet", callbacksShown: "+calls",
        sheet: "sheet", stale: "STALE", more: { "… \($0) more" },
        columnsAtLeast: { "≥\($0) cols" },
        typingInto: { "typing into \($0) · Enter/Tab/Esc: done" }, fieldFocused: { "\($0) focused · Enter: type · Tab: next" },
        keysTitle: "Keys", closeHelp: "press ? to close", pressAnyKey: "press any key to continue",
        linkWaiting: { "link waiting: \($0)" },
        tooSmall: "terminal too small", need: { "(need \($0)×\($1))" }, now: { "now \($0)×\($1)" },
        variant: "variant", nothingOnScreen: "nothing on screen yet",
        legendTitle: "Journal",
        legend: [
            ("#12", "an object's id, in order of first sight"),
            ("•", "caused by the last key"),
            ("(user)", "back, swipe, tab bar: not app code"),
            ("(code)", "the app popped or dismissed it"),
            ("STALE", "a child that owns no screen"),
        ],
        rootStack: "root", close: "Close", leakMark: "LEAK",
        rejection: { $0.description },
        assignedVariant: { "\($0) · user \($1) (\($2))" },
        restoreProblem: { $0.english }).withKeyWords()

    package static let korean = ChromeText(
        inspector: "인스펙터", stacks: "스택", modal: "모달", none: "없음", live: "살아 있음",
        screensAndCoordinators: { "화면 \($0), 코디네이터 \($1)" }, leaked: "누수", coordinators: "코디네이터",
        journal: "저널", journalLive: "실시간", journalPaused: { "멈춤 · 새 항목 \($0) · End" },
        olderAbove: { "↑ 이전 \($0) · PgUp" }, nothingYet: "아직 없음", callbacksShown: "+호출",
        sheet: "시트", stale: "방치됨", more: { "… \($0)개 더" },
        columnsAtLeast: { "≥\($0)열" },
        typingInto: { "\($0) 입력 중 · Enter/Tab/Esc: 완료" }, fieldFocused: { "\($0) 선택됨 · Enter: 입력 · Tab: 다음" },
        keysTitle: "키", closeHelp: "? 를 누르면 닫힘", pressAnyKey: "아무 키나 누르세요",
        linkWaiting: { "대기 중인 링크: \($0)" },
        tooSmall: "터미널이 너무 작음", need: { "(\($0)×\($1) 필요)" }, now: { "지금 \($0)×\($1)" },
        variant: "변형", nothingOnScreen: "아직 화면 없음",
        legendTitle: "저널",
        legend: [
            ("#12", "객체 id, 처음 본 순서"),
            ("•", "마지막 키가 일으킨 일"),
            ("(user)", "뒤로, 스와이프, 탭 바"),
            ("(code)", "앱 코드가 닫음"),
            ("방치됨", "화면이 하나도 없는 자식"),
        ],
        rootStack: "루트", close: "닫기", leakMark: "누수",
        rejection: koreanRejection,
        assignedVariant: { "\($0) · 사용자 \($1) (\(koreanReasons[$2] ?? $2))" },
        restoreProblem: koreanRestoreProblem, fullScreen: "전체 화면", noAction: { "\($0): 여기서는 동작 없음" },
        routes: { "경로: \($0)" }, linkPromptKeys: "URL 입력 · Enter: 열기 · Esc: 취소",
        linkTooLong: { "URL은 최대 \($0)자" }, staleLegend: "방치됨: 화면이 없음; childDidFinish 호출 안 됨",
        moreTab: "더 보기", moreListKeys: "↑ ↓ Enter: 탭 선택",
        backMenu: "뒤로 가기", backMenuKeys: "숫자: 그 화면으로 돌아가기 · Esc: 취소", language: "ko").withKeyWords()

    private static func koreanRejection(_ rejection: Rejection) -> String {
        switch rejection {
        case .nothingOnScreen: return "화면에 아무것도 없음"
        case .nothingHasFocus: return "포커스된 컨트롤 없음"
        case let .noShortcut(character, screen): return "\(screen)에 \"\(character)\" 단축키 없음"
        case .nothingToSwipeBackTo: return "스와이프로 돌아갈 화면 없음"
        case .swipeBackDisabled: return "이 화면에서는 스와이프로 돌아갈 수 없음"
        case let .noSuchBackMenuLevel(level, depth): return "뒤로 메뉴는 1-\(depth - 1)단계; \(level)단계 없음"
        case .noModalShown: return "떠 있는 모달 없음"
        case .modalNotDismissibleByUser: return "이 모달은 사용자가 닫을 수 없음"
        case .noDeepLinks: return "이 앱은 딥 링크를 받지 않음"
        case let .deepLinkRefused(reason): return "딥 링크 거부: \(reason)"
        case .atRootOfStack: return "이미 스택의 루트"
        case .noNavigationStack: return "이 탭은 내비게이션 컨트롤러가 아님: 돌아갈 화면 없음"
        case .noTabBar: return "화면에 탭 바 없음"
        case .modalCoversTabBar: return "모달이 탭 바를 가림"
        case let .noSuchTab(number, count): return "\(number)번 탭 없음; 탭은 1-\(count)"
        case let .noSuchLabel(label, screen, onScreen):
            return "\(screen)에 \"\(label)\" 없음; 화면에: " + onScreen.joined(separator: ", ")
        case .noTextFieldFocused: return "포커스된 텍스트 필드 없음; 먼저 필드를 탭하세요"
        case let .barButtonDisabled(label): return "바 버튼 \"\(label)\" 비활성화됨"
        case let .noBarButton(left, screen): return "\(screen)에 \(left ? "왼쪽" : "오른쪽") 바 버튼 없음"
        case .tabBarHidden: return "이 화면에서는 탭 바가 숨겨짐 (hidesBottomBarWhenPushed)"
        }
    }

    /// GrowthBook's assignment reasons (`Assignment.Reason`'s codes), in Korean.
    private static let koreanReasons: [String: String] = [
        "flag": "플래그", "forced": "강제 지정", "hash": "해시", "notCovered": "범위 밖",
        "singleVariation": "변형이 하나뿐", "unknownHashVersion": "알 수 없는 해시 버전",
        "noUser": "사용자 없음", "noExperiment": "실험 없음",
    ]

    private static func koreanRestoreProblem(_ problem: RestoreProblem) -> String {
        let what: String
        switch problem.kind {
        case .unreadable: what = "상태 파일을 읽을 수 없어"
        case .corrupt: what = "상태 파일이 손상되어"
        case .incompatible: what = "상태 파일이 이 버전과 맞지 않아"
        case .notRestorable: what = "저장된 화면을 이 앱이 다시 만들 수 없어"
        }
        let kept = problem.movedTo.map { "파일은 \($0)(으)로 옮겨 두었습니다." }
            ?? "파일은 그대로 두었고, 이번 실행은 끝날 때 그 위에 저장하지 않습니다."
        return "\(what) 새로 시작합니다: \(problem.path)\(problem.location.map { ":\($0)" } ?? ""). "
            + "\(kept) 자세한 내용(영어): \(problem.detail)"
    }
}
