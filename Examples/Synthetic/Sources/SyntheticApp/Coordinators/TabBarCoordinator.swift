import CoordsimUIKit

/// The root coordinator: the tab bar, and one ``TabCoordinator`` per tab as its children.
public final class TabBarCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public let tabBarController = UITabBarController()
    let shape: SyntheticShape
    let model: SharedModel

    init(shape: SyntheticShape, model: SharedModel) {
        self.shape = shape
        self.model = model
    }

    public func start() {
        let tabs = (0..<shape.tabs).map { TabCoordinator(tab: $0, shape: shape, model: model, tabBar: self) }
        for tab in tabs {
            childCoordinators.append(tab)
            tab.start()
        }
        tabBarController.viewControllers = tabs.map(\.navigationController)
    }

    /// Selects `tab` (0-based), as a cross link does.
    func select(_ tab: Int) {
        tabBarController.selectedIndex = tab
    }

    /// Follows `synthetic://tab/N`, as a scene delegate hands a link to its root coordinator:
    /// ends the selected tab's sheet, selects tab N and pops it to its root.
    func open(tab: Int) {
        let tabs = childCoordinators.compactMap { $0 as? TabCoordinator }
        guard tabs.indices.contains(tab) else { return }
        tabs[tabBarController.selectedIndex].endSheet()
        select(tab)
        tabs[tab].popToRoot()
    }
}
