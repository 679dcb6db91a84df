/// How the presented modal is shown, and whether the user may dismiss it right now, as a value.
///
/// UIKit's rule for a user dismissal (a swipe down, or back at the modal's root here): a
/// full-screen modal has no such gesture, so never; a sheet may be dismissed unless
/// `isModalInPresentation` is set on the presented controller or on the screen shown in it (the
/// top of a presented navigation controller), or its presentation controller's delegate answers
/// `presentationControllerShouldDismiss` with false.
public struct ModalPresentation: Hashable, Codable, Sendable {
    /// A sheet or full screen, as the presented controller's `modalPresentationStyle` says.
    public var style: ModalPresentationStyle
    /// Whether a user dismissal would be accepted now, by the rule above.
    public var userMayDismiss: Bool

    /// A presentation in `style`, which the user may or may not dismiss now.
    public init(style: ModalPresentationStyle, userMayDismiss: Bool) {
        self.style = style
        self.userMayDismiss = userMayDismiss
    }
}
