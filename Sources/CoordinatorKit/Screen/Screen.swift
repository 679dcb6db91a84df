import Foundation

/// A content screen: another name for ``ViewController``, the `UIViewController` analogue that apps
/// subclass. Navigation and tab bar controllers are view controllers too, as in UIKit, so a
/// `Screen` may be a container; the content screen's parts (``ViewController/elements``,
/// ``ViewController/handle(_:)``, ``ViewController/parameters``, the appearance calls) are declared
/// on the class itself.
public typealias Screen = ViewController

/// Seed 000's `Storyboarded`: make a screen by its type, as a storyboard would by its identifier.
public protocol Storyboarded {
    /// A new instance, made as the storyboard would make it.
    static func instantiate() -> Self
}

extension Storyboarded where Self: Screen {
    /// A new screen from ``ViewController/fromStoryboard()``, through its `init(coder:)`.
    public static func instantiate() -> Self { Self.fromStoryboard() }
}

extension Screen {
    /// A new screen made as a storyboard makes one, through ``init(coder:)``. A screen whose
    /// `init(coder:)` returns nil stops the app with a message, as UIKit stops.
    public static func fromStoryboard() -> Self {
        guard let screen = Self(coder: storyboardCoder) else {
            preconditionFailure("\(self).init(coder:) returned nil: a storyboard cannot make this screen.")
        }
        return screen
    }
}

/// The coder storyboards pass to ``ViewController/init(coder:)``; screens here decode nothing from it.
nonisolated(unsafe) private let storyboardCoder = NSCoder()
