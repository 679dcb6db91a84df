import CoordsimUIKit

/// One tab: its navigation stack, its root, and as children the branch a Push on the root
/// starts and the sheet the root presents. It is the stack's delegate, so it sees every pop
/// (back, swipe-back, reselecting the tab) and ends a branch once none of its screens is left.
public final class TabCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    public var childCoordinators: [Coordinator] = []
    public let navigationController = UINavigationController()
    let tab: Int
    let shape: SyntheticShape
    let model: SharedModel
    /// Weak: the tab bar coordinator owns this one.
    weak var tabBar: TabBarCoordinator?

    init(tab: Int, shape: SyntheticShape, model: SharedModel, tabBar: TabBarCoordinator) {
        self.tab = tab
        self.shape = shape
        self.model = model
        self.tabBar = tabBar
    }

    public func start() {
        navigationController.delegate = self
        navigationController.tabBarItem = UITabBarItem(title: "Tab \(tab + 1)", image: nil, tag: tab)
        let root = RootScreen(tab: tab, shape: shape, model: model)
        root.coordinator = self
        navigationController.pushViewController(root, animated: false)
    }

    /// The tab a cross link goes to: the next one, round.
    var nextTab: Int { (tab + 1) % shape.tabs }

    func push(_ choice: Int) {
        let armed = shape.hiddenState && tab == 0 && model.armed
        startChild(BranchCoordinator(navigationController: navigationController, tab: tab, shape: shape,
                                     first: choice, armed: armed))
    }

    func presentSheet(_ sheet: Int) {
        let child = SheetCoordinator(presenter: navigationController, tab: tab, sheet: sheet)
        child.parent = self
        startChild(child)
    }

    func sheetDidFinish(_ sheet: SheetCoordinator) {
        childDidFinish(sheet)
    }

    /// Ends the sheet on screen, if any, as its Done does.
    func endSheet() {
        childCoordinators.compactMap { $0 as? SheetCoordinator }.forEach { $0.done() }
    }

    /// Pops to the root, animated so that the stack's delegate ends the branch (see below).
    func popToRoot() {
        _ = navigationController.popToRootViewController(animated: true)
    }

    func markNextTab() {
        model.marked[nextTab].toggle()
    }

    func openNextTab() {
        tabBar?.select(nextTab)
    }

    func arm() {
        model.armed = true
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) as? LevelScreen,
              !navigationController.viewControllers.contains(where: { $0 === from }),
              let branch = from.coordinator else { return }
        // A pop of several screens (back to the root) or of the branch's last one ends it.
        let stillShown = navigationController.viewControllers.contains { ($0 as? LevelScreen)?.coordinator === branch }
        if !stillShown { childDidFinish(branch) }
    }
}
