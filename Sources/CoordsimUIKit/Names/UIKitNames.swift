// Foundation comes with `import CoordsimUIKit` as it comes with `import UIKit`: coordinator code
// uses `NSObject`, `Bundle` and `NSCoder` from it.
@_exported import Foundation
// The app API, for the one type that is not UIKit's: the `SimulatedApp` that plays the scene delegate.
@_exported import CoordsimApp

// UIKit's names for CoordinatorKit's types. They are the same types, not copies, so the two
// spellings cannot drift apart: a screen written with `UIViewController` is a `Screen`, and a
// `UINavigationController` is a `UIViewController`, as in UIKit.

/// `UIViewController`: a content screen, and the base of `UINavigationController` and
/// `UITabBarController`. An `NSObject`, as UIKit's. Declare what a screen shows in `elements` and
/// what its buttons do in `handle(_:)`; that replaces outlets and actions (README, "Screens").
public typealias UIViewController = ViewController
/// `UINavigationController`: a `UIViewController` that can be presented, be a tab, or come from a
/// storyboard. Pushing one is refused, as UIKit refuses it.
public typealias UINavigationController = NavigationController
/// `UITabBarController`: a `UIViewController`. Subclass it and set `viewControllers` in
/// `viewDidLoad`. It can be the window's root, or a stack's root module (docs/uikit.md).
public typealias UITabBarController = TabBarController
/// `UITabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UIImage`, kept by name only.
public typealias UIImage = Image
/// `UINavigationControllerDelegate`. `didShow` is required here (DECISIONS.md).
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UIPresentationController`.
public typealias UIPresentationController = PresentationController
/// `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIModalPresentationStyle`: `.automatic` (the default), `.pageSheet`, `.formSheet`, `.fullScreen`, `.overFullScreen`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator

/// `UIResponder`, so a scene delegate's declaration compiles. Nothing here responds to events:
/// the simulation routes keys itself.
open class UIResponder {
    /// UIKit's `UIResponder()`, for a subclass's `super.init()`.
    public init() {}
}
/// `UINavigationItem`: the title and back button a screen gives the navigation bar.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`: a title or system item, `isEnabled`, and a target/action or `primaryAction`.
public typealias UIBarButtonItem = BarButtonItem
/// `UIGestureRecognizer`: only `isEnabled` is modelled (the interactive pop's).
public typealias UIGestureRecognizer = GestureRecognizer
