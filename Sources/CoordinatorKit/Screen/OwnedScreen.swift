/// A screen that names the object it reports to: its `coordinator` or `delegate`.
///
/// Conform your screens and coordsim knows which coordinator owns each screen shown: the
/// Snapshot carries it (``ScreenSnapshot/owner``), `explore` checks that every child coordinator
/// owns a screen still shown and that no screen has lost its coordinator, and restoration asks the
/// owner of the top screen for the next one. `owner` should read the existing weak property, so
/// conforming adds no reference:
///
/// ```swift
/// extension HomeScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
/// ```
public protocol OwnedScreen: Screen {
    /// The object this screen reports to, read from the screen's own weak `coordinator` or
    /// `delegate`; nil once it has been released.
    var owner: AnyObject? { get }
}
