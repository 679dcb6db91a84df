import CoordinatorKit
import Simulation

/// A small app built directly on CoordinatorKit, so model tests don't depend on ShopApp:
/// two tabs, each a stack of `PlainScreen`s whose "Next" button pushes another.
final class PlainScreen: Screen, Storyboarded {
    weak var coordinator: TestCoordinator?

    override func viewWillDisappear(_ animated: Bool) {
        coordinator?.willDisappear.append(.init(screen: title, movingFromParent: isMovingFromParent,
                                                beingDismissed: isBeingDismissed))
    }

    override var elements: [Element] {
        [.button("next", "Next", shortcut: "n"), .button("modal", "Sheet", shortcut: "m")]
    }

    override func handle(_ action: ElementAction) {
        switch action {
        case .activate("next"): coordinator?.pushNext()
        case .activate("modal"): coordinator?.presentSheet()
        default: break
        }
    }
}

/// Records what its navigation delegate and presentation delegate see.
final class TestCoordinator: Coordinator, NavigationControllerDelegate, AdaptivePresentationControllerDelegate {
    struct Shown: Equatable {
        var screen: String
        var from: String?
        var fromStillInStack: Bool
        var origin: Origin?
    }

    var childCoordinators: [Coordinator] = []
    let navigationController: NavigationController
    var willShow: [String] = []
    var didShow: [Shown] = []
    /// For each interactive transition: whether the user cancelled it.
    var interactionsCancelled: [Bool] = []
    /// What UIKit's two flags said in each screen's `viewWillDisappear`.
    var willDisappear: [Disappearance] = []

    struct Disappearance: Equatable {
        var screen: String
        var movingFromParent: Bool
        var beingDismissed: Bool
    }
    var userDismissals = 0
    private var count = 0

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        pushNext()
    }

    func pushNext() {
        let screen = PlainScreen.instantiate()
        count += 1
        screen.title = "S\(count)"
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    func presentSheet() {
        let screen = PlainScreen.instantiate()
        screen.title = "Sheet"
        screen.coordinator = self
        screen.presentationController?.delegate = self
        navigationController.topViewController?.present(screen, animated: true)
    }

    func navigationController(_ navigationController: NavigationController, willShow screen: Screen, animated: Bool) {
        willShow.append(screen.title)
        navigationController.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
            self?.interactionsCancelled.append(context.isCancelled)
        }
    }

    func navigationController(_ navigationController: NavigationController, didShow screen: Screen, animated: Bool) {
        let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
        didShow.append(Shown(screen: screen.title, from: from?.title,
                             fromStillInStack: from.map { f in navigationController.viewControllers.contains { $0 === f } } ?? false,
                             origin: navigationController.transitionCoordinator?.origin))
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        userDismissals += 1
    }
}

/// The root: a tab bar whose tabs are two TestCoordinators.
final class TestRootCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController: TabBarController
    unowned let application: Application

    init(application: Application) {
        self.application = application
        tabBarController = TabBarController(application)
    }

    func start() {
        let tabs = (0..<2).map { _ in TestCoordinator(navigationController: NavigationController(application)) }
        tabs.forEach(startChild)
        for (index, tab) in tabs.enumerated() {
            tab.navigationController.tabBarItem = TabBarItem(title: "Tab\(index + 1)", image: nil, tag: index)
        }
        tabBarController.setViewControllers(tabs.map(\.navigationController), animated: false)
        application.window.rootViewController = tabBarController
    }

    var tabs: [TestCoordinator] { childCoordinators.compactMap { $0 as? TestCoordinator } }
}

enum TestApp {
    /// A Simulation of the test app, and its root coordinator for inspection.
    static func make() -> (Simulation, TestRootCoordinator) {
        var root: TestRootCoordinator!
        let simulation = Simulation { application in
            root = TestRootCoordinator(application: application)
            application.rootCoordinator = root
            root.start()
        }
        return (simulation, root)
    }
}

/// A sheet's delegate that records what UIKit asks and tells it (`should`, `will`, `did`,
/// `attempt`), and refuses the dismissal when told to.
final class RecordingPresentationDelegate: AdaptivePresentationControllerDelegate {
    var heard: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        heard.append("should")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { heard.append("will") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { heard.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        heard.append("attempt")
    }
}
