import CoordinatorKit
import Simulation

/// Everything one frame is drawn from: values only, so rendering is a pure function.
package struct Scene: Hashable, Sendable {
    package var snapshot: Snapshot
    package var chrome: Chrome
    /// The variant's name, shown in the header so that A and B are never confused.
    package var variant: String
    /// The terminal's size (the Snapshot's viewport follows it).
    package var size: Size
    /// Recent journal events, oldest first; lifecycle and delegate calls are shown only when
    /// `chrome.showsCallbacks` is on.
    package var events: [JournalEvent]
    /// How many of the last `events` the latest step caused; they are drawn highlighted.
    package var freshEvents: Int
    /// A one-line message for the header, such as why the last key did nothing.
    package var status: String?
    /// What the header calls the program: the executable's name, such as `coordsim`.
    package var title: String
    /// A message shown in a box until a key dismisses it, such as why a saved state was not restored.
    package var notice: String?
    /// How many of the newest events the journal view is scrolled past; 0 follows new events (live).
    package var journalSkip: Int
    /// Stacks by their one name: a tab's name, or "sheet".
    package var stackNames: [ObjectID: String]
    /// The language code of the UI's own text (`en`, `ko`).
    package var language: String
    /// A deep link the app holds until it can follow it (e.g. until login), shown in the header.
    package var waitingDeepLink: String?
    /// The deep-link prompt's text while it is open (`:`), drawn at the bottom of the phone.
    package var linkPrompt: String?
    /// More's list of the tabs past the fourth, while it is shown: its highlighted row.
    package var moreList: Int?
    /// The back button's menu while it is open (`<`): the titles of the screens below the top, root first.
    package var backMenu: [String]?

    package init(snapshot: Snapshot, chrome: Chrome = Chrome(), variant: String, size: Size? = nil,
                events: [JournalEvent] = [], freshEvents: Int = 0, status: String? = nil, title: String = "coordsim",
                notice: String? = nil, journalSkip: Int = 0, stackNames: [ObjectID: String] = [:], language: String = "en",
                waitingDeepLink: String? = nil, linkPrompt: String? = nil, moreList: Int? = nil,
                backMenu: [String]? = nil) {
        self.linkPrompt = linkPrompt
        self.backMenu = backMenu
        self.moreList = moreList
        self.waitingDeepLink = waitingDeepLink
        self.notice = notice
        self.journalSkip = journalSkip
        self.stackNames = stackNames
        self.language = language
        self.snapshot = snapshot
        self.chrome = chrome
        self.variant = variant
        self.size = size ?? snapshot.viewport
        self.events = events
        self.freshEvents = freshEvents
        self.status = status
        self.title = title
    }
}
