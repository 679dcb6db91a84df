/// `UIWindowScene`: the scene a launch connects. Get it from ``CoordsimApp/Launch/windowScene``.
public final class UIWindowScene {
    /// The simulated application whose window this scene shows.
    package let application: Application

    /// The scene of `application`; a launch gives one as ``CoordsimApp/Launch/windowScene``.
    package init(application: Application) {
        self.application = application
    }
}

extension Launch {
    /// The scene this launch connects, for a scene delegate's `UIWindow(windowScene:)`.
    public var windowScene: UIWindowScene { UIWindowScene(application: application) }
}

/// `UIWindow`: the scene's one window. Every `UIWindow` of a scene is that application's
/// `Window`, so a scene delegate's code runs unchanged:
///
/// ```swift
/// window = UIWindow(windowScene: launch.windowScene)
/// window?.rootViewController = navigationController
/// window?.makeKeyAndVisible()
/// ```
public final class UIWindow {
    /// The application's window this one speaks for.
    package let window: Window

    /// The window of `windowScene`'s application.
    public init(windowScene: UIWindowScene) {
        window = windowScene.application.window
    }

    /// Setting it swaps the hierarchy, as UIKit's does.
    public var rootViewController: ViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// The window is always key and visible here.
    public func makeKeyAndVisible() {
        window.makeKeyAndVisible()
    }
}
