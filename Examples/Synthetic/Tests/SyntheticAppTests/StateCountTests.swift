import CoordsimTesting
import SyntheticApp
import Testing

/// The closed form of the README against a real exploration of the app, shape by shape.
@Suite struct StateCountTests {
    let app = AppUnderTest<SyntheticApp>()

    /// Small shapes a debug build explores in moments: one to three tabs, depth 0 to 3, fanout 1
    /// and 2, no sheet to two.
    static let shapes = [
        SyntheticShape(tabs: 2, depth: 1, fanout: 1, modals: 0),
        SyntheticShape(tabs: 2, depth: 2, fanout: 2, modals: 1),
        SyntheticShape(tabs: 3, depth: 1, fanout: 2, modals: 2),
        SyntheticShape(tabs: 2, depth: 3, fanout: 1, modals: 2),
        SyntheticShape(),
        SyntheticShape(tabs: 1, depth: 3, fanout: 2, modals: 2),
        SyntheticShape(tabs: 3, depth: 2, fanout: 2, modals: 0),
        SyntheticShape(tabs: 2, depth: 0, fanout: 1, modals: 1),
    ]

    @Test(arguments: shapes)
    func aCompleteExplorationFindsExactlyTheClosedForm(_ shape: SyntheticShape) throws {
        let result = try app.explore(launch: shape.launchValues)
        #expect(result.isComplete)
        #expect(result.violations.isEmpty, "no leak, no stale child: \(result.violations)")
        #expect(result.states.count == shape.reachableStates)
    }

    @Test func theDefaultShapeIsSmall() {
        let shape = SyntheticShape()
        #expect(shape.stacksPerTab == 3)
        #expect(shape.localStatesPerTab == 5)
        #expect(shape.reachableStates == 135)
    }

    /// The README's table, as the closed form gives it (too big to explore in a test).
    @Test func theBenchmarkShapesCounts() {
        #expect(SyntheticShape(tabs: 6, depth: 6, fanout: 2, modals: 2).reachableStates == 25_968_158_353_902)
        #expect(SyntheticShape(tabs: 3, depth: 30, fanout: 1, modals: 1).reachableStates == 95_139)
        #expect(SyntheticShape(tabs: 3, depth: 3, fanout: 2, modals: 1).reachableStates == 11_475)
        #expect(SyntheticShape(tabs: 7, depth: 40, fanout: 4, modals: 4).reachableStates == nil, "does not fit an Int")
        #expect(SyntheticShape(tabs: 2, depth: 1, hiddenState: true).reachableStates == nil)
    }

    static let crossLinked = [
        SyntheticShape(tabs: 2, depth: 1, fanout: 1, modals: 1, crossLinks: true),
        SyntheticShape(tabs: 3, depth: 1, fanout: 2, modals: 0, crossLinks: true),
        SyntheticShape(tabs: 1, depth: 2, fanout: 1, modals: 1, crossLinks: true),
    ]

    /// Cross links: each root's mark doubles the states (× 2^N), and a mark changes another
    /// tab, which today's `independentTabs` reports at once.
    @Test(arguments: crossLinked)
    func crossLinksDoubleTheStatesPerTabAndBreakIndependentTabs(_ shape: SyntheticShape) throws {
        let variant = try app.variant(launch: shape.launchValues)
        let result = Explorer(app: variant, invariants: []).run()
        #expect(result.isComplete)
        #expect(result.states.count == shape.reachableStates)
        guard shape.tabs > 1 else { return }
        let checked = try app.explore(launch: shape.launchValues)
        #expect(checked.violations.first?.invariant == .independentTabs)
        #expect(checked.violations.first?.path == [.tap("Mark tab 2")])
    }

    /// Hidden state: Arm changes nothing a snapshot shows, yet the same Push from the same
    /// snapshot then leads somewhere else.
    @Test func armingIsInvisibleUntilAPushDependsOnIt() throws {
        let launch = SyntheticShape(tabs: 2, depth: 1, hiddenState: true).launchValues
        let plain = try app.simulation(launch: launch)
        let armed = try app.simulation(launch: launch)
        armed.send(.tap("Arm"))
        #expect(armed.snapshot.structural == plain.snapshot.structural, "the explorer sees one state")
        plain.send(.tap("Push 1"))
        armed.send(.tap("Push 1"))
        #expect(plain.snapshot.activeStack?.top?.parameters == ["path": "1"])
        #expect(armed.snapshot.activeStack?.top?.parameters == ["path": "1", "armed": "yes"])
    }
}
