import CoordsimTesting
import CoordsimUIKit
import Testing

/// Seed 000's child coordinator flow, run in the Simulation as the tutorial wrote it.
@Suite struct Seed000Tests {
    let app = AppUnderTest<Seed000.SceneDelegate>()

    /// §2 and §3: Buy appends and starts a child, which pushes; back pops, and `didShow` with
    /// `from` removes the child. The journal reads in that cause order.
    @Test func childBuyCoordinatorIsRemovedThroughDidShowAndFrom() throws {
        let simulation = try app.simulation()
        #expect(simulation.snapshot.coordinators.tree == "MainCoordinator#2")

        simulation.send(.tap("자전거"))
        let buy = simulation.send(.tap("Buy"))
        #expect(buy.snapshot.active?.identifier == "BuyViewController")
        #expect(buy.snapshot.active?.elements == [.text("product", "selectedProduct: 1")])
        #expect(buy.snapshot.coordinators.tree == "MainCoordinator#2 [BuyCoordinator#4]")
        let order = buy.events.filter { !$0.isLifecycle }.map(\.description)
        #expect(order.prefix(3) == ["+child BuyCoordinator#4 of MainCoordinator#2", "start BuyCoordinator#4",
                                     "push BuyViewController#3 over ViewController#1 on #0"])

        let back = simulation.send(.back)
        #expect(back.snapshot.coordinators.tree == "MainCoordinator#2")
        #expect(back.events.filter { !$0.isLifecycle }.map(\.description) == [
            "pop BuyViewController#3 -> ViewController#1 (user) on #0",
            "willShow ViewController#1 on #0",
            "didShow ViewController#1 on #0",
            "-child BuyCoordinator#4 of MainCoordinator#2",
            "deinit BuyCoordinator#4",
            "deinit BuyViewController#3",
        ])
    }

    /// The product chosen on the main screen reaches BuyViewController's `viewDidLoad` (§4).
    @Test func productTypeIsPassedOn() throws {
        let simulation = try app.simulation()
        simulation.send(.tap("컴퓨터"))
        simulation.send(.tap("Buy"))
        let buy = try #require(simulation.application.window.activeScreen as? Seed000.BuyViewController)
        #expect(buy.printed == ["selectedProduct: 0"])
    }

    /// The tree is read from the tutorial's own `Coordinator` protocol, so explore's ownership
    /// checks and the leak check hold over every state.
    @Test func exploreHoldsEveryInvariant() throws {
        let result = try app.explore(depth: 6)
        #expect(result.violations.isEmpty, "\(result.violations)")
        // Main with either product selected, Buy with either product, and Create account over
        // either: UIKit keeps Main's selection while the form covers it, and back shows it.
        #expect(result.states.count == 6)
    }

    /// The tutorials' bug, §2 without §3: the child is appended and never removed. The stale child
    /// shows in the snapshot, and explore finds it with its shortest path.
    @Test func withoutDidShowTheChildGoesStale() throws {
        let simulation = try app.simulation(launch: ["removesFinishedChildren": false])
        simulation.send(.tap("Buy"))
        let back = simulation.send(.back)
        #expect(back.snapshot.coordinators.tree == "MainCoordinator#2 [BuyCoordinator#4]")
        #expect(back.snapshot.staleChildren.map(\.child.description) == ["BuyCoordinator#4"])
        #expect(back.events.map(\.description).last == "STALE BuyCoordinator#4 of MainCoordinator#2: owns no screen")

        let result = try app.explore(launch: ["removesFinishedChildren": false], depth: 4)
        let violation = try #require(result.violations.first { $0.invariant == .childOwnsScreen })
        #expect(violation.path.map(\.description) == ["tap Buy", "back"])
    }
}

extension Optional<CoordinatorNode> {
    /// The tree as `Root#0 [Child#3 [Grandchild#5], Other#7]`.
    var tree: String {
        guard let node = self else { return "(none)" }
        return node.tree
    }
}

extension CoordinatorNode {
    var tree: String {
        children.isEmpty ? ref.description : "\(ref.description) [\(children.map(\.tree).joined(separator: ", "))]"
    }
}
