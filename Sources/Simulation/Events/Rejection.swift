/// Why an event did nothing, as a value: the terminal UI words it in its own language, and
/// ``description`` is the English every other tool prints.
public enum Rejection: Hashable, Sendable, CustomStringConvertible {
    /// No screen is shown yet, so there is nothing to act on.
    case nothingOnScreen
    /// A key that acts on the focused element, with nothing focused.
    case nothingHasFocus
    /// A letter that is no button's shortcut on `screen` (the screen's identifier).
    case noShortcut(Character, screen: String)
    /// A swipe back on the root screen of its stack.
    case nothingToSwipeBackTo
    /// The stack's swipe back is off: its recognizer is disabled, its bar hidden, or its top screen
    /// replaces or hides the back button, as UIKit turns it off.
    case swipeBackDisabled
    /// A back menu `level` (1 is the root) that is not below the top of a stack `depth` deep.
    case noSuchBackMenuLevel(Int, depth: Int)
    /// A modal dismissal with no modal shown.
    case noModalShown
    /// A swipe down the modal refuses: it is full screen, `isModalInPresentation`, or its delegate says no.
    case modalNotDismissibleByUser
    /// A deep link sent to an app that handles none.
    case noDeepLinks
    /// The app refused a deep link; its own words, as its error describes itself.
    case deepLinkRefused(String)
    /// Back on the root screen of its stack.
    case atRootOfStack
    /// Back, a swipe back or the back menu on a tab that is a plain view controller, not a
    /// navigation controller: it has no stack, so UIKit has no back for it.
    case noNavigationStack
    /// A tab selection with no tab bar on screen.
    case noTabBar
    /// A tab selection while a modal covers the tab bar.
    case modalCoversTabBar
    /// A tab `number` (1-based) on a tab bar of `count` tabs.
    case noSuchTab(number: Int, count: Int)
    /// A tap on `label`, which `screen` does not show; `onScreen` lists the labels it does.
    case noSuchLabel(String, screen: String, onScreen: [String])
    /// Text typed with no text field focused.
    case noTextFieldFocused
    /// A tap on the nav bar button `label`, which is disabled (`isEnabled` false).
    case barButtonDisabled(String)
    /// `[` or `]` on `screen` (its identifier), whose nav bar has no button on that side.
    case noBarButton(left: Bool, screen: String)
    /// A tab selection while the selected tab's stack hides the tab bar (`hidesBottomBarWhenPushed`).
    case tabBarHidden

    public var description: String {
        switch self {
        case .nothingOnScreen: return "nothing is on screen"
        case .nothingHasFocus: return "nothing has focus"
        case let .noShortcut(character, screen): return "no shortcut \"\(character)\" on \(screen)"
        case .nothingToSwipeBackTo: return "nothing to swipe back to"
        case .swipeBackDisabled: return "the swipe back is off on this screen"
        case let .noSuchBackMenuLevel(level, depth): return "the back menu has levels 1-\(depth - 1); there is no \(level)"
        case .noModalShown: return "no modal is shown"
        case .modalNotDismissibleByUser: return "this modal cannot be dismissed by the user"
        case .noDeepLinks: return "this app does not handle deep links"
        case let .deepLinkRefused(reason): return reason
        case .atRootOfStack: return "already at the root of the stack"
        case .noNavigationStack: return "this tab is not a navigation controller: nothing to go back to"
        case .noTabBar: return "there is no tab bar on screen"
        case .modalCoversTabBar: return "a modal covers the tab bar"
        case let .noSuchTab(number, count): return "there is no tab \(number); tabs are 1-\(count)"
        case let .noSuchLabel(label, screen, onScreen):
            return "no element labelled \"\(label)\" on \(screen); on screen: " + onScreen.joined(separator: ", ")
        case .noTextFieldFocused: return "no text field has focus; tap one first"
        case let .barButtonDisabled(label): return "the bar button \"\(label)\" is disabled"
        case let .noBarButton(left, screen): return "no \(left ? "left" : "right") bar button on \(screen)"
        case .tabBarHidden: return "the tab bar is hidden on this screen (hidesBottomBarWhenPushed)"
        }
    }
}
