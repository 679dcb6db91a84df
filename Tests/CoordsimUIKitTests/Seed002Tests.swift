import CoordsimTesting
import CoordsimUIKit
import Testing

/// Seed 002's MVVM-C, run in the Simulation.
@Suite struct Seed002Tests {
    let app = AppUnderTest<Seed002.SceneDelegate>()

    /// The coordinator makes the view model and injects it with `init(viewModel:)`; the next
    /// coordinator passes a `User` on.
    @Test func coordinatorInjectsTheViewModelAndPassesTheUser() throws {
        let simulation = try app.simulation()
        #expect(simulation.snapshot.active?.elements.first == .text("greeting", "Hello"))
        let next = simulation.send(.tap("Next"))
        #expect(next.snapshot.active?.identifier == "BViewController")
        #expect(next.snapshot.active?.elements == [.text("user", "ain <ain@gmail.com>")])
        #expect(next.snapshot.coordinators.tree == "ACoordinator#2 [BCoordinator#4]")
    }

    /// Seed 002 never removes BCoordinator: back leaves it stale, as it would on a device.
    @Test func theSeedNeverRemovesBCoordinator() throws {
        let simulation = try app.simulation()
        simulation.send(.tap("Next"))
        let back = simulation.send(.back)
        #expect(back.snapshot.staleChildren.map(\.child.description) == ["BCoordinator#4"])
    }
}
