import CoordsimTesting
import CoordsimUIKit
import Testing

/// Seeds 001 and 004's login, logout and NextView, run in the Simulation.
@Suite struct Seed004Tests {
    let app = AppUnderTest<Seed004.SceneDelegate>()

    /// Login → Main → logout → Login: each finished coordinator leaves the tree and is released
    /// with its screen, which the journal shows as the seed's `deinit` prints would.
    @Test func loginMainLogoutReleasesEachFinishedFlow() throws {
        let simulation = try app.simulation()
        #expect(simulation.snapshot.active?.identifier == "LoginViewController")
        #expect(simulation.snapshot.coordinators.tree == "AppCoordinator#2 [LoginCoordinator#3]")

        let login = simulation.send(.tap("로그인"))
        #expect(login.snapshot.active?.identifier == "MainViewController")
        #expect(login.snapshot.coordinators.tree == "AppCoordinator#2 [MainCoordinator#5]")
        #expect(login.events.map(\.description).filter { $0.hasPrefix("deinit") }
                == ["deinit LoginViewController#1", "deinit LoginCoordinator#3"])

        let logout = simulation.send(.tap("로그아웃"))
        #expect(logout.snapshot.active?.identifier == "LoginViewController")
        #expect(logout.snapshot.coordinators.tree == "AppCoordinator#2 [LoginCoordinator#7]")
        #expect(logout.events.map(\.description).filter { $0.hasPrefix("deinit") }
                == ["deinit MainViewController#4", "deinit MainCoordinator#5"])
        #expect(logout.snapshot.leaked.isEmpty)
    }

    /// NextView's pop is reported from `viewDidDisappear`: the user's back removes the child.
    @Test func nextViewPopIsReportedFromViewDidDisappear() throws {
        let simulation = try app.simulation()
        simulation.send(.tap("로그인"))
        let next = simulation.send(.tap("다음"))
        #expect(next.snapshot.active?.identifier == "NextViewController")
        #expect(next.snapshot.coordinators.tree == "AppCoordinator#2 [MainCoordinator#5, NextViewCoordinator#7]")

        let back = simulation.send(.back)
        #expect(back.snapshot.active?.identifier == "MainViewController")
        #expect(back.snapshot.coordinators.tree == "AppCoordinator#2 [MainCoordinator#5]")
        #expect(back.events.map(\.description).contains("-child NextViewCoordinator#7 of AppCoordinator#2"))
        #expect(back.snapshot.leaked.isEmpty)
    }

    /// Every state up to depth 6 keeps the tree and the screens in step, with no leak.
    @Test func exploreHoldsEveryInvariant() throws {
        let result = try app.explore(depth: 6)
        #expect(result.violations.isEmpty, "\(result.violations)")
        #expect(result.screensReached == ["LoginViewController", "MainViewController", "NextViewController"])
    }
}
