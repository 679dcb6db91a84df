@testable import Coordsim
import Foundation
import Simulation
import Testing

/// The command line learns of a forgotten root coordinator from the launch itself, with no extra
/// launch at start-up: a headless command prints the launch's message as an error and exits 1.
@Suite struct ForgottenRootExitTests {
    final class NotesCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()
        func start() { navigationController.pushViewController(NotesScreen(coordinator: self), animated: false) }
    }

    final class NotesScreen: CoordinatedScreen<NotesCoordinator> {
        override var controls: [Control] { [.button("open", "Open") {}] }
    }

    /// Sets no `rootCoordinator` and keeps the coordinator nowhere: it is gone when `start()` returns.
    final class ForgetfulApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "forgetful")
        let launch: Launch
        init(launch: Launch) { self.launch = launch }
        func start() {
            let coordinator = NotesCoordinator()
            coordinator.start()
            launch.application.window.rootViewController = coordinator.navigationController
        }
    }

    static func app() throws -> AppVariant {
        var app = try AppVariant(ForgetfulApp.self, config: .derived(from: ForgetfulApp.configuration))
        app.forgottenRootPolicy = AppChoice<ForgetfulApp>.exitOnForgottenRoot
        return app
    }

    @Test func aHeadlessLaunchThatForgotItsRootExits1WithTheMessage() async throws {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            _ = Simulation(try Self.app())
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.hasPrefix("coordsimPackageTests.xctest: CLITests.ForgottenRootExitTests.ForgetfulApp.start() set no `application.rootCoordinator`"), "\(message)")
        #expect(message.contains("Set `launch.application.rootCoordinator = coordinator` in start()"), "\(message)")
        #expect(message.hasSuffix("\n") && message.filter { $0 == "\n" }.count == 1, "one line: \(message)")
    }

    /// The same variant as the CLI makes it, for `run`: the launch keeps the message instead.
    @Test func runsPolicyKeepsTheMessageForTheSessionToRefuse() throws {
        var app = try Self.app()
        app.forgottenRootPolicy = .keep
        #expect(Simulation(app).forgottenRoot?.contains("set no `application.rootCoordinator`") == true)
    }
}
