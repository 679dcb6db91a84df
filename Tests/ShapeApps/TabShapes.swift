import CoordsimApp
import CoordsimUIKit

/// A test app of another shape than the shop's, for the terminal UI's tests: any number of tabs
/// with long titles, a badge, a full-screen modal and a sheet, and deep links (`shapes://tab?n=3`,
/// `shapes://full`), and the nav bar's buttons, a switch and hidden bars (`shapes://items`, in
/// BarShapes.swift). Its shape comes from `--launch tabs=N` and `--launch badge=N`.
///
/// Each tab's root has Push, Full screen, Sheet and Badge +1; a full-screen modal has Done
/// (the only way out: a user cannot swipe it away).
public final class TabShapes: UIResponder, SimulatedApp {
    /// Tab titles, as a clinic app might have them: long enough to need shortening at 80 columns.
    public static let titles = ["Appointments", "Doctors", "Messages", "Profile", "Settings", "Billing", "Help", "Labs", "News"]

    public static let configuration = AppConfiguration(
        name: "shapes",
        abstract: "A test app: any number of tabs, a badge, a full-screen modal, deep links.",
        launchParameters: [
            LaunchParameter("tabs", default: 4, in: 1...9, summary: "tabs in the tab bar"),
            LaunchParameter("badge", default: 0, in: 0...9, summary: "the tab (1-based) that starts with badge 3; 0 for none"),
        ],
        deepLinkRoutes: ["shapes://tab?n=N", "shapes://full", "shapes://items"])

    let launch: Launch
    var window: UIWindow?
    var coordinator: TabsCoordinator?

    public init(launch: Launch) {
        self.launch = launch
    }

    public func start() {
        let coordinator = TabsCoordinator(tabs: launch.int("tabs"), badge: launch.int("badge"))
        launch.application.rootCoordinator = coordinator
        self.coordinator = coordinator
        coordinator.start()
        window = UIWindow(windowScene: launch.windowScene)
        window?.rootViewController = coordinator.tabBarController
        window?.makeKeyAndVisible()
    }

    public func open(_ url: String) throws {
        let route = try Self.route(url)
        guard let coordinator else { throw DeepLinkRefused(url: url, reason: "the app is not running") }
        switch route {
        case let .tab(number):
            guard number <= coordinator.stacks.count else {
                throw DeepLinkRefused(url: url, reason: "there is no tab \(number)")
            }
            coordinator.tabBarController.selectedIndex = number - 1
        case .full:
            coordinator.stacks[coordinator.tabBarController.selectedIndex].presentFullScreen()
        case .items:
            coordinator.stacks[coordinator.tabBarController.selectedIndex].showItems()
        }
    }

    public static func checkDeepLink(_ url: String) throws {
        _ = try route(url)
    }

    enum Route { case tab(Int), full, items }

    static func route(_ url: String) throws -> Route {
        if url == "shapes://full" { return .full }
        if url == "shapes://items" { return .items }
        if url.hasPrefix("shapes://tab?n="), let number = Int(url.dropFirst("shapes://tab?n=".count)), number >= 1 {
            return .tab(number)
        }
        throw DeepLinkRefused(url: url, reason: "unknown route")
    }
}

final class TabsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController = UITabBarController()
    var stacks: [StackCoordinator] = []
    let tabs: Int
    let badge: Int

    init(tabs: Int, badge: Int) {
        self.tabs = tabs
        self.badge = badge
    }

    func start() {
        for tab in 0..<tabs {
            let stack = StackCoordinator(title: TabShapes.titles[tab])
            childCoordinators.append(stack)
            stack.start()
            var item = UITabBarItem(title: TabShapes.titles[tab], image: nil, tag: tab)
            if tab + 1 == badge { item.badgeValue = "3" }
            stack.navigationController.tabBarItem = item
            stacks.append(stack)
        }
        tabBarController.viewControllers = stacks.map(\.navigationController)
    }
}

final class StackCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    let title: String

    init(title: String) { self.title = title }

    func start() {
        let root = TabRoot()
        root.title = title
        root.coordinator = self
        navigationController.pushViewController(root, animated: false)
    }

    func push() {
        let detail = Detail()
        detail.title = "Detail"
        detail.coordinator = self
        navigationController.pushViewController(detail, animated: true)
    }

    func presentFullScreen() {
        let modal = FullScreenRoot()
        modal.title = "Full screen"
        modal.coordinator = self
        let stack = UINavigationController(rootViewController: modal)
        stack.modalPresentationStyle = .fullScreen
        navigationController.present(stack, animated: true)
    }

    func presentSheet() {
        let sheet = FullScreenRoot()
        sheet.title = "Sheet"
        sheet.coordinator = self
        navigationController.present(UINavigationController(rootViewController: sheet), animated: true)
    }

    func dismiss() {
        navigationController.dismiss(animated: true)
    }

    func addBadge() {
        let value = Int(navigationController.tabBarItem?.badgeValue ?? "") ?? 0
        navigationController.tabBarItem?.badgeValue = "\(value + 1)"
    }
}

final class TabRoot: UIViewController {
    weak var coordinator: StackCoordinator?
    override var elements: [Element] {
        [.textField("note", "Note", value: note), .button("push", "Push", shortcut: "p"),
         .button("full", "Full screen", shortcut: "f"), .button("sheet", "Sheet", shortcut: "s"),
         .button("badge", "Badge +1", shortcut: "b")]
    }
    var note = ""

    override var parameters: [String: String] { ["note": note] }

    override func handle(_ action: ElementAction) {
        switch action {
        case .activate("push"): coordinator?.push()
        case .activate("full"): coordinator?.presentFullScreen()
        case .activate("sheet"): coordinator?.presentSheet()
        case .activate("badge"): coordinator?.addBadge()
        case let .setText("note", text): note = text
        default: break
        }
    }
}

final class Detail: UIViewController {
    weak var coordinator: StackCoordinator?
}

final class FullScreenRoot: UIViewController {
    weak var coordinator: StackCoordinator?
    override var elements: [Element] { [.text("info", "Done closes it."), .button("done", "Done", shortcut: "d")] }

    override func handle(_ action: ElementAction) {
        if case .activate("done") = action { coordinator?.dismiss() }
    }
}
