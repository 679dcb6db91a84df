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

    final class Search: UIViewController {
        var query = ""
        let findLabel: String
        init(findLabel: String) {
            self.findLabel = findLabel
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
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

    /// The app; with `sharedLabel`, Find is labelled Search, as its field is (as many search
    /// screens are): a tap by label then reaches the field.
    public final class App: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration {
            AppConfiguration(name: "search-field-tabs", launchParameters: [
                LaunchParameter("sharedLabel", default: false, summary: "label the Find button Search"),
            ])
        }
        let launch: Launch
        var window: UIWindow?

        public required init(launch: Launch) { self.launch = launch }

        public func start() {
            let search = Search(findLabel: launch.parameter("sharedLabel") ? "Search" : "Find")
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: Home()),
                                    UINavigationController(rootViewController: search)]
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
        }
    }
}
