/// Stand-ins for the view layer, so that harmless view code in a view controller compiles:
/// `view.backgroundColor = .brown`, `view.addSubview(label)`. The terminal draws none of it. A
/// screen shows what its `elements` describe (README, "Screens").
open class UIView {
    /// Kept, never drawn.
    public var backgroundColor: UIColor?
    /// Kept, never drawn.
    public var isHidden = false
    /// Kept, never drawn.
    public var alpha = 1.0
    public var tag = 0
    /// The views added with ``addSubview(_:)``.
    public private(set) var subviews: [UIView] = []

    public init() {}

    /// Keeps `view`; nothing is laid out.
    public func addSubview(_ view: UIView) {
        subviews.append(view)
    }

    /// Does nothing: stand-ins have no superview.
    public func removeFromSuperview() {}
}

/// `UIColor`, by name. Nothing is drawn in it.
public struct UIColor: Hashable, Sendable {
    public var name: String

    /// A colour called `name`, as `UIColor(named:)` (which is failable in UIKit; never nil here).
    public init(named name: String) {
        self.name = name
    }

    public static let black = UIColor(named: "black")
    public static let blue = UIColor(named: "blue")
    public static let brown = UIColor(named: "brown")
    public static let clear = UIColor(named: "clear")
    public static let cyan = UIColor(named: "cyan")
    public static let darkGray = UIColor(named: "darkGray")
    public static let gray = UIColor(named: "gray")
    public static let green = UIColor(named: "green")
    public static let orange = UIColor(named: "orange")
    public static let purple = UIColor(named: "purple")
    public static let red = UIColor(named: "red")
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let white = UIColor(named: "white")
    public static let yellow = UIColor(named: "yellow")
}

extension Screen {
    /// A view to configure and forget: each use is a fresh stand-in, since nothing reads it back.
    public var view: UIView { UIView() }
}
