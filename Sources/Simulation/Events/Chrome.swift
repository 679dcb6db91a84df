/// The parts of the UI around the phone that keys toggle: inspector, help, quit.
/// They live here, not in the terminal, so a headless run handles `i`, `?` and `q` exactly as a keyboard does.
package struct Chrome: Hashable, Codable, Sendable {
    /// True when the inspector panel is shown beside the phone (`i`).
    package var showsInspector: Bool
    /// True when the key help is shown (`?`).
    package var showsHelp: Bool
    /// Set by `q`: the terminal UI quits after this event.
    package var quitRequested: Bool
    /// True when the inspector's journal also shows lifecycle and navigation delegate calls (`L`).
    package var showsCallbacks: Bool = false

    /// The chrome as at launch by default: the inspector shown, no help, no quit.
    package init(showsInspector: Bool = true, showsHelp: Bool = false, quitRequested: Bool = false) {
        self.showsInspector = showsInspector
        self.showsHelp = showsHelp
        self.quitRequested = quitRequested
    }
}
