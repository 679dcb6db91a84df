import CoordinatorKit
import Simulation

/// Everything one frame is drawn from: values only, so rendering is a pure function.
public struct Scene: Hashable, Sendable {
    public var snapshot: Snapshot
    public var chrome: Chrome
    /// The variant's name, shown in the header so that A and B are never confused.
    public var variant: String
    /// The terminal's size (the Snapshot's viewport follows it).
    public var size: Size
    /// Recent journal events, oldest first; lifecycle and delegate calls are shown only when
    /// `chrome.showsCallbacks` is on.
    public var events: [JournalEvent]
    /// How many of the last `events` the latest step caused; they are drawn highlighted.
    public var freshEvents: Int
    /// A one-line message for the header, such as why the last key did nothing.
    public var status: String?
    /// What the header calls the program: the executable's name, such as `coordsim`.
    public var title: String
    /// A message shown in a box until a key dismisses it, such as why a saved state was not restored.
    public var notice: String?
    /// How many of the newest events the journal view is scrolled past; 0 follows new events (live).
    public var journalSkip: Int
    /// Stacks by their one name: a tab's name, or "sheet".
    public var stackNames: [ObjectID: String]
    /// The language code of the UI's own text (`en`, `ko`).
    public var language: String
    /// A deep link the app holds until it can follow it (e.g. until login), shown in the header.
    public var waitingDeepLink: String?
    /// The deep-link prompt's text while it is open (`:`), drawn at the bottom of the phone.
    public var linkPrompt: String?

    public init(snapshot: Snapshot, chrome: Chrome = Chrome(), variant: String, size: Size? = nil,
                events: [JournalEvent] = [], freshEvents: Int = 0, status: String? = nil, title: String = "coordsim",
                notice: String? = nil, journalSkip: Int = 0, stackNames: [ObjectID: String] = [:], language: String = "en",
                waitingDeepLink: String? = nil, linkPrompt: String? = nil) {
        self.linkPrompt = linkPrompt
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
