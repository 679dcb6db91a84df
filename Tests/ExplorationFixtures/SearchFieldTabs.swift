import CoordsimApp
import CoordsimUIKit

/// Two tabs, Home and Search, whose Search screen keeps its query in a property, as a UIKit
/// screen keeps a text field's text, and leaves it out of its `parameters`. Find pushes Results
/// only once something is typed. Switching to Home and back finds the query as it was: the
/// field's text is state while the tab is in the background, though no parameter says so.
public enum SearchFieldTabs {
    final class Home: UIViewController {
        override var elements: [Element] { [.button("open", "Open")] }
        override func handle(_ action: ElementAction) {
            if case .activate("open") = action { navigationController?.pushViewController(Detail(), animated: true) }
        }
    }

    final class Detail: UIViewController {}

    class Search: UIViewController {
        var query = ""
        var findLabel: String { "Find" }
        override var elements: [Element] { [.textField("query", "Search", value: query), .button("find", findLabel)] }
        override func handle(_ action: ElementAction) {
            switch action {
            case let .setText("query", text): query = text
            case .activate("find") where !query.isEmpty:
                navigationController?.pushViewController(Results(), animated: true)
            default: break
            }
        }
    }

    final class Results: UIViewController {}

    /// Its button labelled as its field is, as many search screens are: a tap by label reaches the field.
    final class SharedLabel: Search {
        override var findLabel: String { "Search" }
    }

    /// ``App`` with ``SharedLabel`` for its Search tab.
    public final class SharedLabelApp: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration { AppConfiguration(name: "shared-label") }
        let launch: Launch
        var window: UIWindow?

        public required init(launch: Launch) { self.launch = launch }

        public func start() {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: Home()),
                                    UINavigationController(rootViewController: SharedLabel())]
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
        }
    }

    public final class App: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration { AppConfiguration(name: "search-field-tabs") }
        let launch: Launch
        var window: UIWindow?

        public required init(launch: Launch) { self.launch = launch }

        public func start() {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: Home()),
                                    UINavigationController(rootViewController: Search())]
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
        }
    }
}
