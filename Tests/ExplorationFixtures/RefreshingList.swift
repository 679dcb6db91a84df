import CoordsimApp
import CoordsimUIKit

/// A four-tab travel app (Trips, Explore, Inbox, Profile) whose Trips list refreshes its count in
/// `viewWillAppear`, as iOS apps do: after Book on a trip's page, back, reselecting the tab and a
/// cancelled swipe-back each show the list again, and it shows the new count. Back still pops
/// exactly the top screen; nothing is wrong.
///
/// ``Buggy`` has a real fault in the same place: the list's refresh pushes a "Booked" banner
/// screen whenever a trip is booked, so back and reselecting the tab leave two screens.
public enum RefreshingList {
    final class Store {
        var booked = false
    }

    final class TripsCoordinator {
        let navigationController = UINavigationController()
        let store: Store
        let pushesBanner: Bool

        init(store: Store, pushesBanner: Bool) {
            self.store = store
            self.pushesBanner = pushesBanner
        }

        func start() {
            let list = TripsList()
            list.coordinator = self
            navigationController.pushViewController(list, animated: false)
        }

        func showTrip() {
            let trip = TripPage()
            trip.coordinator = self
            navigationController.pushViewController(trip, animated: true)
        }

        func listWillAppear() {
            // BUG (in Buggy): a banner pushed from the list's refresh.
            if pushesBanner, store.booked, !(navigationController.topViewController is Banner) {
                navigationController.pushViewController(Banner(), animated: false)
            }
        }
    }

    final class TripsList: UIViewController {
        weak var coordinator: TripsCoordinator?
        var count = 0
        override var parameters: [String: String] { ["trips": "\(count)"] }
        override var elements: [Element] { [.button("open", "Open trip")] }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            count = coordinator?.store.booked == true ? 1 : 0
            coordinator?.listWillAppear()
        }

        override func handle(_ action: ElementAction) {
            if case .activate("open") = action { coordinator?.showTrip() }
        }
    }

    final class TripPage: UIViewController {
        weak var coordinator: TripsCoordinator?
        override var parameters: [String: String] { ["booked": coordinator?.store.booked == true ? "yes" : "no"] }
        override var elements: [Element] { [.button("book", "Book")] }

        override func handle(_ action: ElementAction) {
            if case .activate("book") = action { coordinator?.store.booked = true }
        }
    }

    final class Banner: UIViewController {}

    final class Plain: UIViewController {}

    final class TabsCoordinator {
        let tabBarController = UITabBarController()
        let trips: TripsCoordinator
        let others = [UINavigationController(), UINavigationController(), UINavigationController()]

        init(pushesBanner: Bool) { trips = TripsCoordinator(store: Store(), pushesBanner: pushesBanner) }

        func start() {
            trips.start()
            trips.navigationController.tabBarItem = UITabBarItem(title: "Trips", image: nil, tag: 0)
            for (stack, title) in zip(others, ["Explore", "Inbox", "Profile"]) {
                stack.pushViewController(Plain(), animated: false)
                stack.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            }
            tabBarController.viewControllers = [trips.navigationController] + others
        }
    }

    // Only `app(buggy:)` is public: tests in other modules need nothing else.
    class SceneDelegate: UIResponder, SimulatedApp {
        class var configuration: AppConfiguration { AppConfiguration(name: "refreshing-list") }
        class var pushesBanner: Bool { false }
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        required init(launch: Launch) {
            self.launch = launch
        }

        func start() {
            let coordinator = TabsCoordinator(pushesBanner: Self.pushesBanner)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    final class Buggy: SceneDelegate {
        override class var pushesBanner: Bool { true }
    }

    /// The app; `buggy` pushes a banner from the list's refresh.
    public static func app(buggy: Bool = false) throws -> AppVariant {
        let app: any SimulatedApp.Type = buggy ? Buggy.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
