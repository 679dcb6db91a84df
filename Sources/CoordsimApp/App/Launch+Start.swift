extension Launch {
    /// What a `start()` does, in a scene delegate's order: makes `coordinator` the application's
    /// root coordinator, starts it, and puts `rootViewController` in the window.
    ///
    /// ```swift
    /// func start() {
    ///     let app = AppCoordinator()
    ///     launch.start(app, showing: app.tabBarController)
    /// }
    /// ```
    public func start(_ coordinator: Coordinator, showing rootViewController: ViewController) {
        application.rootCoordinator = coordinator
        coordinator.start()
        application.window.rootViewController = rootViewController
    }
}
