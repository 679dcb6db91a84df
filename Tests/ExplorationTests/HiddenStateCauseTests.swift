import CoordinatorKit
import CoordsimApp
import CoordsimUIKit
@testable import Exploration
import Simulation
import Testing

/// A counter no screen shows until Details is pushed: three taps on Add and one give different
/// outcomes, so the shortened history must be reported with its own outcome.
private enum Counting {
    final class Model {
        var count = 0
    }

    final class Coordinator: CoordsimApp.Coordinator {
        var childCoordinators: [CoordsimApp.Coordinator] = []
        let navigationController = UINavigationController()
        let model: Model

        init(model: Model) { self.model = model }

        func start() {
            let root = Counter()
            root.coordinator = self
            navigationController.pushViewController(root, animated: false)
        }

        func showDetails() {
            let details = Details()
            details.count = model.count
            navigationController.pushViewController(details, animated: false)
        }
    }

    final class Counter: UIViewController, OwnedScreen {
        weak var coordinator: Coordinator?
        var owner: AnyObject? { coordinator }
        override var elements: [Element] { [.button("add", "Add"), .button("details", "Details")] }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("add"): coordinator?.model.count += 1
            case .activate("details"): coordinator?.showDetails()
            default: break
            }
        }
    }

    final class Details: UIViewController {
        var count = 0
        override var parameters: [String: String] { ["count": String(count)] }
    }

    final class App: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "counting")
        let launch: Launch
        let model = Model()
        var window: UIWindow?

        init(launch: Launch) { self.launch = launch }

        func start() {
            let coordinator = Coordinator(model: model)
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.navigationController
            window?.makeKeyAndVisible()
        }
    }
}

@Suite struct HiddenStateCauseTests {
    /// History A is shortened from three taps to one: the difference printed beside it, and the
    /// expectation its journey ends with, are those of the one tap, so the journey passes.
    @Test func theShortenedHistoryIsReportedWithItsOwnOutcome() throws {
        let app = try AppVariant(Counting.App.self, config: .derived(from: Counting.App.configuration), variant: nil,
                                 language: .en, parameters: [:])
        let launch = StateKey.of(Navigator.makeSimulation(app))
        let add = Input.tap("Add")
        let analysis = Search.analyseConflict(app, at: launch, inputs: [.tap("Details")], first: [add, add, add], second: [])
        guard case let .hidden(hidden) = analysis else {
            Issue.record("expected hidden state, got \(analysis)")
            return
        }
        #expect(hidden.cause == [add])
        #expect(hidden.differences.count == 1 && hidden.differences[0].contains("0 → 1"), "\(hidden.differences)")
        #expect(!hidden.differences.joined().contains("3"), "\(hidden.differences)")
    }
}
