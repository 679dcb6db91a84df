import CoordinatorKit

/// Everything that can happen to the app from outside. One event at a time goes into
/// ``Simulation/send(_:)-(Event)``; the terminal, journeys and exploration all speak this.
public enum Event: Hashable, Codable, Sendable {
    /// A key, interpreted by the key map (focus, shortcuts, tabs, Esc as back).
    case key(Key)
    /// Tap an element by its label: a button's, a text field's, or one option of a segmented control or list.
    case tap(String)
    /// The nav bar's back button.
    case back
    /// An interactive swipe-back from the left edge that completes, or is cancelled halfway.
    case swipeBack(completes: Bool)
    /// A long press on the back button, then a choice in its menu: pops to the screen at `level`
    /// of the stack keys act on (1 is the root), several levels at once.
    case backMenu(level: Int)
    /// The user swipes a modal sheet down.
    case dismissModal
    /// The user begins to swipe a modal sheet down and lets go: it stays.
    case cancelledSwipeDown
    /// Tap a tab in the tab bar (0-based).
    case selectTab(Int)
    /// Type text into the focused text field, starting to edit it if needed.
    case text(String)
    /// The terminal changed size.
    case resize(Size)
    /// Open a URL such as `myapp://order?item=book`.
    case deepLink(String)
}

/// What one event did: the state after it, and the journal events it caused, in order.
public struct Step: Hashable, Sendable {
    /// The state after the event.
    public var snapshot: Snapshot
    /// The journal events the event caused, in order.
    public var events: [JournalEvent]
    /// Set when the event did nothing here, e.g. a tap on a label that isn't on screen.
    public var reason: Rejection?
    /// ``reason`` in English, as the headless tools print it.
    public var rejection: String? { reason?.description }

    package init(snapshot: Snapshot, events: [JournalEvent], reason: Rejection? = nil) {
        self.snapshot = snapshot
        self.events = events
        self.reason = reason
    }
}

/// What one event did, without the state after it (see ``Simulation/perform(_:)``).
package struct Outcome: Hashable, Sendable {
    package var events: [JournalEvent]
    /// Set when the event did nothing here, e.g. a tap on a label that isn't on screen.
    package var reason: Rejection?
    /// ``reason`` in English, as the headless tools print it.
    package var rejection: String? { reason?.description }

    package init(events: [JournalEvent], reason: Rejection? = nil) {
        self.events = events
        self.reason = reason
    }
}
