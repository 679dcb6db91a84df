import CoordsimTesting
import CoordsimUIKit
import Foundation
import Testing

/// Forgetting `rootCoordinator` stops the launch with a message that names the fix, instead of
/// an app whose first screen's buttons silently do nothing.
@Suite struct ForgottenRootTests {
    @Test func aLaunchThatReleasesTheCoordinatorStopsAndNamesTheFix() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try AppUnderTest<ForgottenRoot.SceneDelegate>().simulation()
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("ForgottenRoot.SceneDelegate.start() set no `application.rootCoordinator`"), "\(message)")
        #expect(message.contains("coordinator of Home: it was released when start() returned"), "\(message)")
        #expect(message.contains("Set `launch.application.rootCoordinator = coordinator` in start()"), "\(message)")
    }

    /// The command line asks first, so a person gets the message and exit 1, not a stopped process.
    @Test func theCommandLinesCheckFindsTheForgottenRootWithoutStopping() throws {
        let forgets = try AppVariant(ForgottenRoot.SceneDelegate.self, config: .derived(from: ForgottenRoot.SceneDelegate.configuration))
        let problem = try #require(Simulation.forgottenRootProblem(of: forgets))
        #expect(problem.contains("set no `application.rootCoordinator`"), "\(problem)")
        let keeps = try AppVariant(ForgottenRoot.Kept.self, config: .derived(from: ForgottenRoot.Kept.configuration))
        #expect(Simulation.forgottenRootProblem(of: keeps) == nil)
    }

    /// A scene delegate that keeps its coordinator in a property launches: Home's coordinator is alive.
    @Test func aSceneDelegateThatKeepsItsCoordinatorLaunches() throws {
        let simulation = try AppUnderTest<ForgottenRoot.Kept>().simulation()
        #expect(simulation.snapshot.active?.identifier == "Home")
        #expect(simulation.snapshot.stacks.first?.screens.first?.owner == .object(type: "MainCoordinator"))
    }
}
