import CoordsimTesting
import CoordsimUIKit
import Testing

/// A tab bar made the window's root before its tabs are set, as an app does that shows the tab
/// bar first and starts its tabs' coordinators after: UIKit loads the selected tab then, so its
/// `viewDidLoad` title is on screen from launch.
enum TabsSetOnScreen {
    final class Feed: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
        }
    }

    final class Inbox: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
        }
    }

    final class SceneDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "tabs-set-on-screen")
        var window: UIWindow?
        let launch: Launch
        let tabBarController = UITabBarController()

        init(launch: Launch) { self.launch = launch }

        func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            window.rootViewController = tabBarController
            window.makeKeyAndVisible()
            tabBarController.viewControllers = [UINavigationController(rootViewController: Feed()),
                                                UINavigationController(rootViewController: Inbox())]
        }
    }
}

@Suite struct TabsSetOnScreenTests {
    let app = AppUnderTest<TabsSetOnScreen.SceneDelegate>()

    @Test func tabsSetOnATabBarOnScreenLoadTheSelectedOne() throws {
        let device = try app.device()
        #expect(device.launch.filter(\.isLifecycle).map(\.description)
                == ["Feed#2.viewDidLoad", "Feed#2.viewWillAppear", "Feed#2.viewDidAppear"],
                "\(device.launch.map(\.description))")
        #expect(device.snapshot.active?.title == "Feed")
        // The other tab loads on its first selection, as before.
        #expect(device.tapTab(1).journal.contains("Inbox#4.viewDidLoad"))
    }
}
