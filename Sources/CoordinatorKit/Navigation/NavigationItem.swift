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

    /// An item with `title`, as `UINavigationItem(title:)`; nil shows the screen's `title`.
    public init(title: String? = nil) { self.title = title }
}

/// A button in a bar, as `UIBarButtonItem`. Only its title is modelled: it names the back button
/// when set as a ``NavigationItem/backBarButtonItem``.
public final class BarButtonItem {
    /// The button's title; as a back button item, the back button's title (nil uses the default).
    public var title: String?
    /// Kept, never drawn: the terminal draws every bar button alike.
    public var style: Style

    /// `UIBarButtonItem(title:style:target:action:)` without the target: nothing is called on a tap.
    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
    }

    /// `UIBarButtonItem.Style`.
    public enum Style: Sendable, Hashable {
        /// `plain` is an ordinary button, `done` UIKit's bold Done button; coordsim draws both alike.
        case plain, done
    }
}
