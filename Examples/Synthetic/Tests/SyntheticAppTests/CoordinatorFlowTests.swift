import CoordsimTesting
import SyntheticApp
import Testing

/// The coordinators as a UIKit app keeps them: a branch child while its screens are on the
/// stack, a sheet child while its sheet is up, each removed however the user leaves.
@Suite struct CoordinatorFlowTests {
    let app = AppUnderTest<SyntheticApp>()

    /// The coordinator tree, depth first, by type.
    func tree(_ simulation: Simulation) -> [String] {
        simulation.snapshot.coordinators?.allNodes.map(\.ref.type) ?? []
    }

    static let idle = ["TabBarCoordinator", "TabCoordinator", "TabCoordinator", "TabCoordinator"]

    @Test func aBranchChildLivesWhileItsScreensAreShown() throws {
        let simulation = try app.simulation()
        #expect(tree(simulation) == Self.idle)
        simulation.send([.tap("Push 1"), .tap("Push 1")])
        #expect(simulation.snapshot.activeStack?.screens.map(\.identifier) == ["Root", "Level", "Level"])
        #expect(tree(simulation) == ["TabBarCoordinator", "TabCoordinator", "BranchCoordinator", "TabCoordinator", "TabCoordinator"])
        simulation.send(.back)
        #expect(tree(simulation).contains("BranchCoordinator"), "one of its screens is still shown")
        simulation.send(.swipeBack(completes: true))
        #expect(tree(simulation) == Self.idle)
        #expect(simulation.snapshot.leaked.isEmpty)
    }

    @Test func reselectingTheTabPopsToTheRootAndEndsTheBranch() throws {
        let simulation = try app.simulation()
        simulation.send([.tap("Push 1"), .tap("Push 1"), .selectTab(0)])
        #expect(simulation.snapshot.activeStack?.depth == 1)
        #expect(tree(simulation) == Self.idle)
        #expect(simulation.snapshot.leaked.isEmpty)
    }

    @Test(arguments: [Event.tap("Done"), .dismissModal, .key(.escape)])
    func aSheetsChildEndsOnDoneAndOnTheUsersSwipeDown(_ leave: Event) throws {
        let simulation = try app.simulation()
        simulation.send([.tap("Sheet 1"), .tap("Push")])
        #expect(simulation.snapshot.modal?.screens.map(\.identifier) == ["Sheet", "Sheet"])
        #expect(tree(simulation).contains("SheetCoordinator"))
        if leave != .tap("Done") { simulation.send(.back) }
        simulation.send(leave)
        #expect(simulation.snapshot.modal == nil)
        #expect(tree(simulation) == Self.idle)
        #expect(simulation.snapshot.leaked.isEmpty)
    }

    @Test func aShapeOutsideItsRangeIsRefused() throws {
        let error = #expect(throws: LaunchParameterError.self) { try app.variant(launch: ["tabs": 8]) }
        #expect(error?.description == #"launch parameter "tabs" takes a whole number from 1 to 7 (Int), not 8"#)
    }
}
