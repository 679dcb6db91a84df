import CoordsimApp

/// The root coordinator: hosts the Feed, Search and Profile coordinators, one navigation stack
/// each, in a tab bar that is on screen from launch (seed 000 §5).
public final class TabBarCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public let tabBarController: TabBarController
    let context: AppContext

    public init(context: AppContext) {
        self.context = context
        tabBarController = TabBarController(context.application)
    }

    public func start() {
        let application = context.application
        let feed = FeedCoordinator(navigationController: NavigationController(application), context: context)
        let search = SearchCoordinator(navigationController: NavigationController(application), context: context)
        let profile = ProfileCoordinator(navigationController: NavigationController(application), context: context)
        startChild(feed)
        startChild(search)
        startChild(profile)
        tabBarController.viewControllers = [
            feed.navigationController, search.navigationController, profile.navigationController,
        ]
    }

    public var feedCoordinator: FeedCoordinator? { child(FeedCoordinator.self) }
    public var searchCoordinator: SearchCoordinator? { child(SearchCoordinator.self) }
    public var profileCoordinator: ProfileCoordinator? { child(ProfileCoordinator.self) }

    private func child<Child: Coordinator>(_ type: Child.Type) -> Child? {
        childCoordinators.lazy.compactMap { $0 as? Child }.first
    }
}
