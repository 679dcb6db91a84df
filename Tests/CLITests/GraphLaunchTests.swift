@testable import Coordsim
import Foundation
import Testing

/// `graph` on an app whose login lives in a global: the search stops where a later launch starts
/// elsewhere, and stderr says that (LAUNCH), not that the key missed state (HIDDEN STATE), which
/// `explore` does not report for it.
@Suite struct GraphLaunchTests {
    final class ItemsCoordinator: Coordinator {
        /// What a new process would start with: false. Kept between launches in one process.
        nonisolated(unsafe) static var isLoggedIn = false
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()
        func start() {
            let first: Screen = Self.isLoggedIn ? ItemsScreen(coordinator: self) : LoginScreen(coordinator: self)
            navigationController.pushViewController(first, animated: false)
        }
        func logIn() {
            Self.isLoggedIn = true
            navigationController.setViewControllers([ItemsScreen(coordinator: self)], animated: true)
        }
    }

    final class LoginScreen: CoordinatedScreen<ItemsCoordinator> {
        override var controls: [Control] { [.button("logIn", "Log in") { [weak self] in self?.coordinator?.logIn() }] }
    }

    final class ItemsScreen: CoordinatedScreen<ItemsCoordinator> {}

    final class GlobalLoginApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "global-login")
        let launch: Launch
        init(launch: Launch) { self.launch = launch }
        func start() {
            let coordinator = ItemsCoordinator()
            launch.start(coordinator, showing: coordinator.navigationController)
        }
    }

    @Test func aLaunchThatDiffersIsSaidAsSuch() async {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent]) {
            CoordsimCommand<GlobalLoginApp>.main(["graph"])
        }
        Self.expectLaunchNotHiddenState(result?.standardErrorContent)
    }

    @Test func theProductSearchsGraphSaysItToo() async {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent]) {
            CoordsimCommand<GlobalLoginApp>.main(["graph", "--no-compose"])
        }
        Self.expectLaunchNotHiddenState(result?.standardErrorContent)
    }

    static func expectLaunchNotHiddenState(_ content: [UInt8]?, sourceLocation: SourceLocation = #_sourceLocation) {
        let stderr = String(decoding: content ?? [], as: UTF8.self)
        #expect(stderr.contains("LAUNCH"), "\(stderr)", sourceLocation: sourceLocation)
        #expect(!stderr.contains("HIDDEN STATE"), "\(stderr)", sourceLocation: sourceLocation)
    }
}
