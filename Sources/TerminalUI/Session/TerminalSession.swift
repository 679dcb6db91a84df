import CoordinatorKit
import Simulation

/// The terminal's side of a run: turns input into Simulation events and keeps the frame to
/// draw. It owns no terminal, so tests drive it exactly as the curses loop does.
package final class TerminalSession {
    package let simulation: Simulation
    package let variant: String
    /// The header's name for the program, such as `coordsim`.
    package let title: String
    package let renderer = FrameRenderer()
    package private(set) var size: Size
    /// The frame for the current state; hit-testing of clicks uses it.
    package private(set) var frame: Frame

    /// How many journal events the inspector keeps, to scroll back through.
    static let journalLimit = 2000
    private var events: [JournalEvent] = []
    private var freshEvents = 0
    /// How many of the newest journal entries (those the view shows: lifecycle and delegate
    /// calls only with `L`) are below the view; 0 is live.
    private var journalSkip = 0
    /// Whether the journal showed lifecycle and delegate calls at the last step: a toggle changes
    /// which entries there are, so the view goes live.
    private var journalShowedCallbacks = false
    /// Each stack's name as the journal shows it: its tab's name, or `root`, `sheet`, `full screen`
    /// (in English, as the journal's own words are, whatever the UI's language); kept after the
    /// stack is gone, so old journal lines still read the same.
    private var stackNames: [ObjectID: String] = [:]
    /// The language of the UI's own text, such as `en` or `ko`.
    package let language: String
    private var status: String?
    /// A message that stays, wrapped in a box, until a key or click dismisses it.
    private var notice: String?
    /// The deep-link prompt's text while it is open (`:`), nil while it is closed.
    package private(set) var linkPrompt: String?
    /// More's list of the tabs past the fourth, while it is shown: its highlighted row. It is the
    /// terminal's, as the link prompt is: the model has no More controller, so showing it sends
    /// no event, and choosing a row sends the tab's `selectTab`.
    package private(set) var moreList: Int?
    /// The back button's menu while it is open (`<`, a long press on back): the titles of the
    /// screens below the top, root first. The terminal's, as the link prompt is: choosing a level
    /// sends `backMenu(level:)`.
    package private(set) var backMenu: [String]?
    /// The longest URL the prompt takes: longer input is refused key by key, and the header says so.
    package static let maximumLinkLength = 2048

    /// `showsInspector: false` starts as `run --no-inspector` does, without rendering the frame twice.
    package init(simulation: Simulation, variant: String, size: Size, title: String = "coordsim", language: String = "en",
                showsInspector: Bool = true) {
        self.simulation = simulation
        self.language = language
        self.variant = variant
        self.title = title
        self.size = size
        self.frame = Frame(size: size)
        if simulation.snapshot.viewport != size {
            simulation.send(.resize(size))
        }
        if !showsInspector { simulation.setInspectorShown(false) }
        record(simulation.launchEvents)
        frame = render()
    }

    /// Called with every event the session sends to the Simulation and the step it made (the
    /// journal events it caused, and why it did nothing if it didn't), so `run --record` and
    /// `run --journal` see exactly what the app saw. Keys that only dismiss a notice, or arrive
    /// while the terminal is too small or the link prompt is open, never reach it; in More's
    /// list only a chosen tab does, as its `selectTab`.
    package var onStep: ((Event, Step) -> Void)?

    /// True once `q` was pressed.
    package var isFinished: Bool { simulation.chrome.quitRequested }

    /// The scene the current frame is drawn from.
    package var scene: Scene {
        Scene(snapshot: simulation.snapshot, chrome: simulation.chrome, variant: variant, size: size,
              events: events, freshEvents: freshEvents, status: status, title: title, notice: notice,
              journalSkip: journalSkip, stackNames: stackNames, language: language,
              waitingDeepLink: simulation.app?.waitingDeepLink, linkPrompt: linkPrompt, moreList: moreList,
              backMenu: backMenu)
    }

    /// Applies one input and renders the frame that shows its effect.
    @discardableResult
    package func handle(_ input: TerminalInput) -> Frame {
        status = nil
        switch input {
        case .key, .click, .alt, .unbound:
            if notice != nil {
                // The key that dismisses a notice does nothing else: it was read, not aimed at the app.
                notice = nil
                frame = render()
                return frame
            }
        case .resize, .journal:
            break
        }
        if linkPrompt != nil, handlePrompt(input) {
            frame = render()
            return frame
        }
        if backMenu != nil, handleBackMenu(input) {
            frame = render()
            return frame
        }
        if moreList != nil, !isTooSmall, !simulation.chrome.showsHelp, handleMoreList(input) {
            frame = render()
            return frame
        }
        let text = ChromeText.forLanguage(language)
        switch input {
        case .key where isTooSmall:
            // Nothing of the app is drawn, so nothing may change unseen: only the key map's quit acts.
            if KeyMap.command(for: input, in: .tooSmall) == .quit { simulation.requestQuit() }
        case .click where isTooSmall, .alt where isTooSmall, .unbound where isTooSmall:
            break
        case .key(.character(":")) where !isTyping && !simulation.chrome.showsHelp:
            openLinkPrompt()
        case .key(.character("<")) where !isTyping && !simulation.chrome.showsHelp:
            openBackMenu()
        case .key(.escape) where backsToMore && !simulation.chrome.showsHelp:
            // `< More` on the root of a tab under More, as UIKit's back button there.
            openMoreList()
        case let .key(key):
            apply(.key(key))
        case let .alt(character):
            // Alt and a digit selects that tab from any screen, typing or not: digits stay the field's.
            if !simulation.chrome.showsHelp, let digit = character.wholeNumberValue, (1...9).contains(digit),
               character.isASCII {
                apply(.selectTab(digit - 1))
            } else {
                status = text.noAction("Alt-\(character)")
            }
        case let .unbound(name):
            status = text.noAction(name)
        case let .click(x, y):
            // Help is modal, like its keys: a click only closes nothing and does nothing.
            if !simulation.chrome.showsHelp, let target = frame.hitTest(x: x, y: y) {
                if let event = target.event { apply(event) } else { openMoreList() }
            }
        case let .resize(newSize):
            size = newSize
            apply(.resize(newSize))
        case let .journal(scroll):
            scrollJournal(scroll)
        }
        frame = render()
        return frame
    }

    /// Shows `message` in a box over the app until a key dismisses it, wrapped to the terminal's
    /// width, e.g. why a saved state was not restored.
    package func announce(_ message: String) {
        notice = message
        frame = render()
    }

    /// Says why `run --restore` started fresh, in the UI's language, in a box until a key.
    package func announce(_ problem: RestoreProblem) {
        announce(ChromeText.forLanguage(language).restoreProblem(problem))
    }

    /// Shows or hides the inspector, as `run --no-inspector` starts (no key is sent: a focused
    /// text field would take it).
    package func setInspectorShown(_ shown: Bool) {
        simulation.setInspectorShown(shown)
        frame = render()
    }

    /// Sends an event that did not come from the terminal, such as `run --open`'s deep link.
    package func send(_ event: Event) {
        apply(event)
        frame = render()
    }

    /// True while the terminal is below ``FrameRenderer/minimumSize`` and shows only a message.
    package var isTooSmall: Bool {
        size.columns < FrameRenderer.minimumSize.columns || size.rows < FrameRenderer.minimumSize.rows
    }

    /// True while a text field is being edited: printable keys, `:` included, type into it.
    private var isTyping: Bool { simulation.snapshot.active?.isEditing == true }

    private func openLinkPrompt() {
        guard let app = simulation.app, !type(of: app).configuration.deepLinkRoutes.isEmpty else {
            status = ChromeText.forLanguage(language).rejection(.noDeepLinks)
            return
        }
        linkPrompt = ""
    }

    /// A key while the link prompt is open: it edits the URL, Enter opens it, Esc cancels.
    /// Returns false for what the prompt leaves to the usual handling (a resize, the journal).
    private func handlePrompt(_ input: TerminalInput) -> Bool {
        guard var typed = linkPrompt else { return false }
        let text = ChromeText.forLanguage(language)
        switch input {
        case .resize, .journal:
            return false
        case .key(.escape):
            linkPrompt = nil
        case .key(.enter):
            linkPrompt = nil
            let url = String(typed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !url.isEmpty else { return true }
            apply(.deepLink(url))
            if let reason = lastRejection, case .deepLinkRefused = reason, let app = simulation.app {
                let routes = type(of: app).configuration.deepLinkRoutes
                // The routes first: the header cuts a long line at its end.
                status = text.routes(routes.joined(separator: " ")) + " · " + text.rejection(reason)
            }
        case .key(.backspace):
            typed.removeLast(typed.isEmpty ? 0 : 1)
            linkPrompt = typed
        case let .key(key):
            let character: Character
            switch key {
            case let .character(typedCharacter): character = typedCharacter
            case .space: character = " "
            default:
                status = text.linkPromptKeys
                return true
            }
            guard typed.count < Self.maximumLinkLength else {
                status = text.linkTooLong(Self.maximumLinkLength)
                return true
            }
            typed.append(character)
            linkPrompt = typed
        case .click, .alt, .unbound:
            status = text.linkPromptKeys
        }
        return true
    }

    /// Opens the back button's menu on the stack keys act on; where there is no back button with a
    /// screen below the top, says why as the Simulation would refuse the choice.
    private func openBackMenu() {
        let snapshot = simulation.snapshot
        guard let screens = snapshot.activeStack?.screens, screens.count > 1, snapshot.affordances.contains(.back) else {
            let plainTab = snapshot.modal == nil && snapshot.visibleStack?.isPlainTab == true
            status = ChromeText.forLanguage(language).rejection(plainTab ? .noNavigationStack : .nothingToSwipeBackTo)
            return
        }
        backMenu = screens.dropLast().map(\.title)
    }

    /// A key while the back menu is open: a number chooses that level, Esc closes it. Returns false
    /// for what the menu leaves to the usual handling (a resize, the journal).
    private func handleBackMenu(_ input: TerminalInput) -> Bool {
        guard let levels = backMenu else { return false }
        switch input {
        case .resize, .journal:
            return false
        case .key(.escape):
            backMenu = nil
        case let .key(.character(character)) where character.isASCII && character.wholeNumberValue.map { (1...levels.count).contains($0) } == true:
            backMenu = nil
            apply(.backMenu(level: character.wholeNumberValue!))
        case .key, .click, .alt, .unbound:
            status = ChromeText.forLanguage(language).backMenuKeys
        }
        return true
    }

    /// Whether Esc goes back to More's list: on the root of a tab under More, nothing over it.
    private var backsToMore: Bool {
        let snapshot = simulation.snapshot
        return !isTyping && snapshot.modal == nil && snapshot.activeStack?.screens.count == 1
            && FrameRenderer.isUnderMore(snapshot)
    }

    /// Shows More's list, the selected tab's row highlighted when it is one of More's.
    private func openMoreList() {
        let tabs = FrameRenderer.moreTabs(simulation.snapshot)
        guard !tabs.isEmpty else { return }
        moreList = simulation.snapshot.selectedTab.flatMap { tabs.contains($0) ? $0 - tabs.lowerBound : nil } ?? 0
    }

    /// An input while More's list is shown. ↑ ↓ move its highlight, Enter or Space choose, a tab
    /// (its key or a click) closes it and goes there; the chrome's keys act as anywhere. Another
    /// key would act unseen on the screen under the list, so it says what the list takes instead.
    /// Returns false for what the usual handling takes.
    private func handleMoreList(_ input: TerminalInput) -> Bool {
        guard let row = moreList else { return false }
        let tabs = FrameRenderer.moreTabs(simulation.snapshot)
        guard !tabs.isEmpty else {
            moreList = nil
            return false
        }
        switch input {
        case .resize, .journal, .unbound:
            return false
        case let .click(x, y):
            if case let .tab(index) = frame.hitTest(x: x, y: y) { chooseTab(index) }
            return true
        case .key, .alt:
            break
        }
        switch KeyMap.command(for: input, in: .moreList) {
        case .moveWithin where input == .key(.up):
            moreList = max(0, row - 1)
        case .moveWithin where input == .key(.down):
            moreList = min(tabs.count - 1, row + 1)
        case .moveWithin:
            break
        case .activate:
            chooseTab(tabs.lowerBound + row)
        case .selectTab:
            switch input {
            case let .key(.character(digit)), let .alt(digit): chooseTab((digit.wholeNumberValue ?? 1) - 1)
            default: break
            }
        case nil:
            status = ChromeText.forLanguage(language).moreListKeys
        case .some:
            return false
        }
        return true
    }

    /// Closes More's list on tab `index`. The tab selected before the list is not selected while
    /// it is up (UIKit selects More's controller), so choosing it shows it as it was, unpopped.
    private func chooseTab(_ index: Int) {
        let count = simulation.snapshot.stacks.count
        guard index < count else {
            status = ChromeText.forLanguage(language).rejection(.noSuchTab(number: index + 1, count: count))
            return
        }
        moreList = nil
        if index != simulation.snapshot.selectedTab { apply(.selectTab(index)) }
    }

    /// Why the last event sent did nothing, if it didn't.
    private var lastRejection: Rejection?

    private func apply(_ event: Event) {
        let step = simulation.send(event)
        lastRejection = step.reason
        onStep?(event, step)
        record(step.events)
        // The app changed something: it must be seen, not stay under More's list.
        if moreList != nil, !step.events.isEmpty { moreList = nil }
        if let reason = step.reason { status = ChromeText.forLanguage(language).rejection(reason) }
    }

    private func record(_ new: [JournalEvent]) {
        noteStackNames()
        freshEvents = new.count
        guard !new.isEmpty else { return }
        events += new
        // Scrolled back, the view stays on what it shows while new entries arrive below.
        let showsCallbacks = simulation.chrome.showsCallbacks
        if journalSkip > 0 { journalSkip += showsCallbacks ? new.count : new.count { !$0.isCallback } }
        if events.count > Self.journalLimit { events.removeFirst(events.count - Self.journalLimit) }
        journalSkip = min(journalSkip, max(0, events.count - 1))
    }

    private func noteStackNames() {
        let snapshot = simulation.snapshot
        for stack in snapshot.stacks {
            if let title = stack.tabTitle {
                if stackNames[stack.id] != title { stackNames[stack.id] = title }
            } else if stackNames[stack.id] == nil {
                stackNames[stack.id] = ChromeText.english.rootStack
            }
        }
        if let modal = snapshot.modal, stackNames[modal.id] == nil {
            let text = ChromeText.english
            stackNames[modal.id] = snapshot.presentation?.style.coversScreen == true ? text.fullScreen : text.sheet
        }
    }

    /// Moves the journal view by the entries that fit (see ``FrameRenderer/journalSkip(after:in:)``).
    private func scrollJournal(_ scroll: JournalScroll) {
        journalSkip = renderer.journalSkip(after: scroll, in: scene)
    }

    private func render() -> Frame {
        if simulation.chrome.showsCallbacks != journalShowedCallbacks {
            journalShowedCallbacks = simulation.chrome.showsCallbacks
            journalSkip = 0
        }
        return renderer.render(scene)
    }
}
