/// What a screen shows in the navigation bar, as `UINavigationItem`: its title, and the back
/// button the screen above it shows.
public final class NavigationItem {
    /// The bar's title while this screen is on top; nil shows the screen's `title`.
    public var title: String?
    /// The back button's title while this screen is the one below the top (`backButtonTitle`);
    /// nil uses the title. Ignored when ``backBarButtonItem`` is set, as in UIKit.
    public var backButtonTitle: String?
    /// The back button the screen above this one shows (`backBarButtonItem`): only its title is read.
    public var backBarButtonItem: BarButtonItem?
    /// A button in place of the back button while this screen is on top. As in UIKit, it turns off
    /// the interactive swipe back (the back button it replaces is what the swipe stands for).
    public var leftBarButtonItem: BarButtonItem?
    /// A button on the right of the bar while this screen is on top.
    public var rightBarButtonItem: BarButtonItem?
    /// Hides the back button while this screen is on top, which also turns off the swipe back.
    public var hidesBackButton = false

    public init(title: String? = nil) { self.title = title }
}

/// A button in a bar, as `UIBarButtonItem`. Only its title is modelled: it names the back button
/// when set as a ``NavigationItem/backBarButtonItem``.
public final class BarButtonItem {
    public var title: String?
    public var style: Style

    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
    }

    /// `UIBarButtonItem.Style`.
    public enum Style: Sendable, Hashable {
        case plain, done
    }
}
