import Foundation
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

    /// The command line's headless commands pass a policy that reports and ends the process
    /// itself: the launch hands it the same message instead of stopping with a backtrace.
    @Test func anExitPolicyGetsTheMessageFromTheLaunch() async throws {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent]) {
            var app = try ForgottenRootCoordinator.app()
            app.forgottenRootPolicy = .exit { message in
                FileHandle.standardError.write(Data("reported: \(message)\n".utf8))
                exit(3)
            }
            _ = Simulation(app)
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.hasPrefix("reported: ExplorationFixtures.ForgottenRootCoordinator.SceneDelegate.start() set no `application.rootCoordinator`"),
                "\(message)")
    }

    /// `run` keeps the message on the launch (it must restore the terminal before it reports), and
    /// the app's `restore(_:)` is not run on coordinators already gone.
    @Test func aKeepPolicyLaunchesAndKeepsTheMessage() throws {
        var app = try ForgottenRootCoordinator.app()
        app.forgottenRootPolicy = .keep
        let simulation = Simulation(app)
        #expect(simulation.forgottenRoot?.contains("set no `application.rootCoordinator`") == true)
        var prepared = false
        _ = Simulation(app, preparing: { _ in prepared = true })
        #expect(!prepared)
        var kept = try ForgottenRootCoordinator.app(keepsCoordinator: true)
        kept.forgottenRootPolicy = .keep
        #expect(Simulation(kept).forgottenRoot == nil)
    }

    /// A scene delegate that keeps its coordinator in a property launches: Home's coordinator is alive.
    @Test func aSceneDelegateThatKeepsItsCoordinatorLaunches() throws {
        let simulation = Simulation(try ForgottenRootCoordinator.app(keepsCoordinator: true))
        #expect(simulation.snapshot.active?.identifier == "Home")
        #expect(simulation.snapshot.stacks.first?.screens.first?.owner == .object(type: "MainCoordinator"))
    }
}
