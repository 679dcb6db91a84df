/// The parts of the UI around the phone that keys toggle: inspector, help, quit.
/// They live here, not in the terminal, so a headless run handles `i`, `?` and `q` exactly as a keyboard does.
public struct Chrome: Hashable, Codable, Sendable {
    public var showsInspector: Bool
    public var showsHelp: Bool
    public var quitRequested: Bool
    /// True when the inspector's journal also shows lifecycle and navigation delegate calls (`L`).
    public var showsCallbacks: Bool = false

    public init(showsInspector: Bool = true, showsHelp: Bool = false, quitRequested: Bool = false) {
        self.showsInspector = showsInspector
        self.showsHelp = showsHelp
        self.quitRequested = quitRequested
    }
}
