import CoordsimApp
import ExplorationFixtures
import Simulation
import Testing

/// Forgetting `rootCoordinator` stops the launch with a message that names the fix, instead of
/// an app whose first screen's buttons silently do nothing.
@Suite struct ForgottenRootTests {
    @Test func aLaunchThatReleasesTheCoordinatorStopsAndNamesTheFix() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Simulation(try ForgottenRootCoordinator.app())
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("ForgottenRootCoordinator.SceneDelegate.start() set no `application.rootCoordinator`"), "\(message)")
        #expect(message.contains("coordinator of Home: it was released when start() returned"), "\(message)")
        #expect(message.contains("Set `launch.application.rootCoordinator = coordinator` in start()"), "\(message)")
    }

    /// The command line asks first, so a person gets the message and exit 1, not a stopped process.
    @Test func theCommandLinesCheckFindsTheForgottenRootWithoutStopping() throws {
        let problem = try #require(Simulation.forgottenRootProblem(of: try ForgottenRootCoordinator.app()))
        #expect(problem.contains("set no `application.rootCoordinator`"), "\(problem)")
        #expect(Simulation.forgottenRootProblem(of: try ForgottenRootCoordinator.app(keepsCoordinator: true)) == nil)
    }

    /// A scene delegate that keeps its coordinator in a property launches: Home's coordinator is alive.
    @Test func aSceneDelegateThatKeepsItsCoordinatorLaunches() throws {
        let simulation = Simulation(try ForgottenRootCoordinator.app(keepsCoordinator: true))
        #expect(simulation.snapshot.active?.identifier == "Home")
        #expect(simulation.snapshot.stacks.first?.screens.first?.owner == .object(type: "MainCoordinator"))
    }
}
