/// `NSUserActivity`, which Foundation has on Apple's platforms and swift-corelibs-foundation lacks:
/// a deep link's handoff, so an app's `DeepLinkOption.build(with userActivity:)` compiles. Nothing
/// here delivers one; a deep link reaches the app through `SimulatedApp.open(_:)`.
open class NSUserActivity {
    /// What kind of activity this is, such as ``NSUserActivityTypeBrowsingWeb``.
    public let activityType: String
    /// The web page a browsing activity continues, as Foundation's.
    public var webpageURL: URL?

    /// An activity of `activityType`, as Foundation's `init(activityType:)`.
    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// The activity type of a universal link opened in the app, as Foundation's.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
