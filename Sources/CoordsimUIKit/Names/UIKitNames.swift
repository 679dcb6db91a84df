// Foundation comes with `import CoordsimUIKit` as it comes with `import UIKit`: coordinator code
// uses `NSObject`, `Bundle` and `NSCoder` from it.
@_exported import Foundation
// The app API, for the one type that is not UIKit's: the `SimulatedApp` that plays the scene delegate.
@_exported import CoordsimApp

// UIKit's names for CoordinatorKit's types. They are the same types, not copies, so the two
// spellings cannot drift apart: a screen written with `UIViewController` is a `Screen`.

/// `UIViewController`: a content screen. Declare what it shows in `elements` and what its
/// buttons do in `handle(_:)`; that replaces outlets and actions (README, "Screens").
public typealias UIViewController = Screen
/// `UINavigationController`.
public typealias UINavigationController = NavigationController
/// `UITabBarController`. Subclass it and set `viewControllers` in `viewDidLoad`.
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
/// `UIBarButtonItem`: only its title is modelled (a back button's), and that it is set.
public typealias UIBarButtonItem = BarButtonItem
/// `UIGestureRecognizer`: only `isEnabled` is modelled (the interactive pop's).
public typealias UIGestureRecognizer = GestureRecognizer
