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
    /// UIKit's `tag`: kept, never read (there is no `viewWithTag`).
    public var tag = 0
    /// The views added with ``addSubview(_:)``.
    public private(set) var subviews: [UIView] = []

    /// UIKit's `UIView()`: a stand-in with no frame and no subviews.
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
    /// The colour's name, such as `systemBackground`; the only thing a colour holds here.
    public var name: String

    /// A colour called `name`, as `UIColor(named:)` (which is failable in UIKit; never nil here).
    public init(named name: String) {
        self.name = name
    }

    /// UIKit's `UIColor.black`, named `black`.
    public static let black = UIColor(named: "black")
    /// UIKit's `UIColor.blue`, named `blue`.
    public static let blue = UIColor(named: "blue")
    /// UIKit's `UIColor.brown`, named `brown`.
    public static let brown = UIColor(named: "brown")
    /// UIKit's `UIColor.clear`, named `clear`.
    public static let clear = UIColor(named: "clear")
    /// UIKit's `UIColor.cyan`, named `cyan`.
    public static let cyan = UIColor(named: "cyan")
    /// UIKit's `UIColor.darkGray`, named `darkGray`.
    public static let darkGray = UIColor(named: "darkGray")
    /// UIKit's `UIColor.gray`, named `gray`.
    public static let gray = UIColor(named: "gray")
    /// UIKit's `UIColor.green`, named `green`.
    public static let green = UIColor(named: "green")
    /// UIKit's `UIColor.orange`, named `orange`.
    public static let orange = UIColor(named: "orange")
    /// UIKit's `UIColor.purple`, named `purple`.
    public static let purple = UIColor(named: "purple")
    /// UIKit's `UIColor.red`, named `red`.
    public static let red = UIColor(named: "red")
    /// UIKit's `UIColor.systemBackground`, named `systemBackground`.
    public static let systemBackground = UIColor(named: "systemBackground")
    /// UIKit's `UIColor.white`, named `white`.
    public static let white = UIColor(named: "white")
    /// UIKit's `UIColor.yellow`, named `yellow`.
    public static let yellow = UIColor(named: "yellow")
}

extension Screen {
    /// A view to configure and forget: each use is a fresh stand-in, since nothing reads it back.
    public var view: UIView { UIView() }
}
