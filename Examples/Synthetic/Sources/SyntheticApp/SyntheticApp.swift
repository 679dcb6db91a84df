import CoordsimUIKit

/// A generated app whose shape comes from its launch parameters (``SyntheticShape``): N tabs,
/// each a stack D pushes deep with F Push buttons per screen, M sheets on each root, and
/// optionally cross-tab links and state no screen shows. Written as a UIKit app would be: a
/// scene delegate, a tab bar coordinator, one coordinator per tab, child coordinators for the
/// pushed branches and the sheets, removed when their screens leave.
///
/// ```
/// synthetic explore --launch tabs=2 --launch depth=3 --launch fanout=2
/// ```
public final class SyntheticApp: UIResponder, SimulatedApp {
    public static let configuration = AppConfiguration(
        name: "synthetic",
        abstract: "A generated app of any size, for exploration benchmarks: its shape comes from --launch.",
        launchParameters: SyntheticShape.launchParameters)

    let launch: Launch
    public let shape: SyntheticShape
    var window: UIWindow?
    public private(set) var tabBarCoordinator: TabBarCoordinator?

    public init(launch: Launch) {
        self.launch = launch
        shape = SyntheticShape(launch: launch)
    }

    public func start() {
        let coordinator = TabBarCoordinator(shape: shape, model: SharedModel(tabs: shape.tabs))
        launch.application.rootCoordinator = coordinator
        tabBarCoordinator = coordinator
        coordinator.start()
        window = UIWindow(windowScene: launch.windowScene)
        window?.rootViewController = coordinator.tabBarController
        window?.makeKeyAndVisible()
    }

    /// `synthetic://tab/N` (1-based): ends the selected tab's sheet, selects tab N and pops it to
    /// its root. It reaches no new state, so the closed forms still count the states.
    public func open(_ url: String) throws {
        try Self.checkDeepLink(url)
        tabBarCoordinator?.open(tab: Int(url.dropFirst(Self.tabLink.count))! - 1)
    }

    public static func checkDeepLink(_ url: String) throws {
        guard url.hasPrefix(tabLink), let number = Int(url.dropFirst(tabLink.count)), number >= 1 else {
            throw DeepLinkRefused(url: url, reason: "the one link is \(tabLink)N, N a tab's number")
        }
    }

    static let tabLink = "synthetic://tab/"
}
