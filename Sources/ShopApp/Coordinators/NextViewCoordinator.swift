import CoordsimApp

/// Seed 004's NextViewCoordinator: NextView reports its pop from `viewDidDisappear`, and
/// this coordinator passes the news up so the parent removes it.
///
/// Unlike the seed, the parent removes this child by identity, not with `removeLast()`.
public final class NextViewCoordinator: Coordinator, NextFinishing {
    public var childCoordinators: [Coordinator] = []
    public weak var parentCoordinator: Coordinator?
    public let navigationController: NavigationController
    let context: AppContext

    public init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    public func start() {
        let screen = context.makeNextScreen(delegate: self)
        navigationController.pushViewController(screen, animated: true)
    }

    public func nextDidFinish() {
        parentCoordinator?.childDidFinish(self)
    }
}
