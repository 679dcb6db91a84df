/// A move from one tab into another that the app makes on purpose, such as "Send a message" on
/// a doctor's page, which selects the Messages tab and opens the conversation there.
///
/// `explore` checks that an input changes no tab but the one it is made on (`independentTabs`).
/// A declared move may also change the tab it names, and select it: it is explored like any
/// other input, and not reported. It must still change no other tab.
///
/// ```swift
/// static let configuration = AppConfiguration(name: "clinic", crossTabMoves: [
///     // DoctorDetailScreen's button .button("sendMessage", "Send a message") opens Messages.
///     CrossTabMove(from: "DoctorDetail", control: "sendMessage", to: "Messages"),
/// ])
/// ```
public struct CrossTabMove: Hashable, Sendable {
    /// The screen the move is made on, by its identifier (a `DoctorDetailScreen` is `DoctorDetail`).
    public var screen: String
    /// The element id of the control that makes the move; nil: any control on ``screen``.
    public var control: String?
    /// The tab the move may change: the title the tab bar shows, or the identifier of the tab's
    /// root screen (which does not change with the language).
    public var tab: String

    /// A move on `screen` (made by `control`, or by any control when nil) into the tab `tab`.
    public init(from screen: String, control: String? = nil, to tab: String) {
        self.screen = screen
        self.control = control
        self.tab = tab
    }
}
