import CoordsimApp
import CoordsimUIKit

/// Apps whose model holds state no screen shows, written as a new user would write them: the
/// explorer must find that state (``HiddenState``), or key it when the app declares it.
public enum ModelStateApps {
    final class Model {
        var booked = false
    }

    final class Coordinator: CoordsimApp.Coordinator {
        var childCoordinators: [CoordsimApp.Coordinator] = []
        let navigationController = UINavigationController()
        let model: Model

        init(model: Model) { self.model = model }

        func start() {
            let root = Appointments()
            root.coordinator = self
            navigationController.pushViewController(root, animated: false)
        }

        func book() { model.booked = true }

        func showDetails() {
            // What the pushed screen shows depends on the booking, which the root does not show.
            let details = Details()
            details.booked = model.booked
            navigationController.pushViewController(details, animated: true)
        }
    }

    final class Appointments: UIViewController, OwnedScreen {
        weak var coordinator: Coordinator?
        var owner: AnyObject? { coordinator }

        override var elements: [Element] { [.button("book", "Book"), .button("details", "Details")] }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("book"): coordinator?.book()
            case .activate("details"): coordinator?.showDetails()
            default: break
            }
        }
    }

    final class Details: UIViewController {
        var booked = false
        override var parameters: [String: String] { ["booked": booked ? "yes" : "no"] }
        override var elements: [Element] { [.text("status", booked ? "Booked" : "Not booked")] }
    }

    /// The booking app: a "Book" button whose booking only a pushed screen shows.
    public class Booking: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "booking") }
        let launch: Launch
        let model = Model()
        var window: UIWindow?

        public required init(launch: Launch) { self.launch = launch }

        /// Whether the app declares its booking (``DeclaredBooking``).
        class var declaresBooking: Bool { false }

        public var explorationState: [String: String] {
            type(of: self).declaresBooking ? ["booked": model.booked ? "yes" : "no"] : [:]
        }

        public func start() {
            let coordinator = Coordinator(model: model)
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.navigationController
            window?.makeKeyAndVisible()
        }
    }

    /// The same app declaring its booking as exploration state: the explorer then keys on it.
    public final class DeclaredBooking: Booking {
        public override class var configuration: AppConfiguration { AppConfiguration(name: "declared-booking") }
        override class var declaresBooking: Bool { true }
    }

    /// Login state kept in a file-level global, as a widely copied sample app does: on iOS each
    /// launch is a new process, here every launch in one process shares it.
    nonisolated(unsafe) public static var globalLoggedIn = false

    final class Login: UIViewController {
        var onLogin: (() -> Void)?
        override var elements: [Element] { [.button("login", "Log in")] }
        override func handle(_ action: ElementAction) {
            if case .activate("login") = action { onLogin?() }
        }
    }

    final class Items: UIViewController {}

    /// The app with its login state in a global.
    public final class GlobalLogin: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration { AppConfiguration(name: "global-login") }
        let launch: Launch
        var window: UIWindow?
        let navigationController = UINavigationController()

        public required init(launch: Launch) { self.launch = launch }

        public func start() {
            if ModelStateApps.globalLoggedIn {
                navigationController.setViewControllers([Items()], animated: false)
            } else {
                let login = Login()
                login.onLogin = { [weak self] in
                    ModelStateApps.globalLoggedIn = true
                    self?.navigationController.setViewControllers([Items()], animated: true)
                }
                navigationController.setViewControllers([login], animated: false)
            }
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }
    }

    /// Session state kept in a global that starts signed in, as the social sample does: only
    /// ``GlobalSession`` reads it, so tests of it run apart from those of ``globalLoggedIn``.
    nonisolated(unsafe) public static var globalSignedIn = true

    final class Feed: UIViewController {
        var onLogOut: (() -> Void)?
        override var elements: [Element] { [.button("logout", "Log out")] }
        override func handle(_ action: ElementAction) {
            if case .activate("logout") = action { onLogOut?() }
        }
    }

    /// Starts on its feed while ``globalSignedIn``, else on Login. Logging in again sets it back,
    /// so a search that ends signed in, and replays nothing while signed out, launches where the
    /// first launch did every time it looks. `resetsSession` resets the global at launch, as the
    /// docs tell app authors to.
    public final class GlobalSession: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration {
            AppConfiguration(name: "global-session",
                             launchParameters: [LaunchParameter("resetsSession", default: false, summary: "sign in at launch")])
        }
        let launch: Launch
        var window: UIWindow?
        let navigationController = UINavigationController()

        public required init(launch: Launch) {
            self.launch = launch
            if launch.parameter("resetsSession") { ModelStateApps.globalSignedIn = true }
        }

        public func start() {
            if ModelStateApps.globalSignedIn { showFeed(animated: false) } else { showLogin(animated: false) }
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }

        private func showFeed(animated: Bool) {
            let feed = Feed()
            feed.onLogOut = { [weak self] in
                ModelStateApps.globalSignedIn = false
                self?.showLogin(animated: true)
            }
            navigationController.setViewControllers([feed], animated: animated)
        }

        private func showLogin(animated: Bool) {
            let login = Login()
            login.onLogin = { [weak self] in
                ModelStateApps.globalSignedIn = true
                self?.showFeed(animated: true)
            }
            navigationController.setViewControllers([login], animated: animated)
        }
    }

    /// Launches so far, in a global a launch reads, as an app that counts its launches in a
    /// static: every launch starts in a state no other launch started in.
    nonisolated(unsafe) public static var launchCount = 0

    final class Counted: UIViewController {
        override var elements: [Element] { [.button("more", "More")] }
        override func handle(_ action: ElementAction) {
            if case .activate("more") = action { navigationController?.pushViewController(Items(), animated: true) }
        }
    }

    /// Two tabs whose first root's title says how many launches the process has had: states
    /// that never end, one new launch state per replay, unless the search stops where it sees it.
    public final class LaunchCounter: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration { AppConfiguration(name: "launch-counter") }
        let launch: Launch
        var window: UIWindow?

        public required init(launch: Launch) { self.launch = launch }

        public func start() {
            ModelStateApps.launchCount += 1
            let first = Counted()
            first.title = "Launch \(ModelStateApps.launchCount)"
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: first),
                                    UINavigationController(rootViewController: Counted())]
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
        }
    }

    /// `app` as an ``AppVariant`` to explore.
    public static func variant(_ app: any SimulatedApp.Type, parameters: [String: LaunchValue] = [:]) throws -> AppVariant {
        try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: parameters)
    }
}
