/// The parts of the UI around the phone that keys toggle: inspector, help, quit.
/// They live here, not in the terminal, so a headless run handles `i`, `?` and `q` exactly as a keyboard does.
public struct Chrome: Hashable, Codable, Sendable {
    /// True when the inspector panel is shown beside the phone (`i`).
    public var showsInspector: Bool
    /// True when the key help is shown (`?`).
    public var showsHelp: Bool
    /// Set by `q`: the terminal UI quits after this event.
    public var quitRequested: Bool
    /// True when the inspector's journal also shows lifecycle and navigation delegate calls (`L`).
    public var showsCallbacks: Bool = false

    /// The chrome as at launch by default: the inspector shown, no help, no quit.
    public init(showsInspector: Bool = true, showsHelp: Bool = false, quitRequested: Bool = false) {
        self.showsInspector = showsInspector
        self.showsHelp = showsHelp
        self.quitRequested = quitRequested
    }
}
