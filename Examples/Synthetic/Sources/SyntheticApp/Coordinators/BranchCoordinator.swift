import CoordsimUIKit

/// The screens pushed from a tab's root by one of its Push buttons, and everything pushed
/// above them. The tab's coordinator removes it when its last screen is popped.
public final class BranchCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    let tab: Int
    let shape: SyntheticShape
    let first: Int
    let armed: Bool

    init(navigationController: UINavigationController, tab: Int, shape: SyntheticShape, first: Int, armed: Bool) {
        self.navigationController = navigationController
        self.tab = tab
        self.shape = shape
        self.first = first
        self.armed = armed
    }

    public func start() {
        show([first])
    }

    /// Pushes the screen that `choice` on the screen at `path` leads to.
    func push(_ choice: Int, from path: [Int]) {
        show(path + [choice])
    }

    private func show(_ path: [Int]) {
        let screen = LevelScreen(tab: tab, path: path, shape: shape, armed: armed)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }
}
