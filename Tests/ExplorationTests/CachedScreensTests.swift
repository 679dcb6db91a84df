import CoordinatorKit
import ExplorationFixtures
import Testing
@testable import Exploration

/// A screen a coordinator in the tree keeps to show again is no leak; one that nothing in the app
/// reaches is, even where a weak property still points at it.
@Suite struct CachedScreensTests {
    @Test(arguments: [false, true])
    func aScreenKeptByItsCoordinatorForReuseIsNoLeak(byName: Bool) throws {
        let result = Explorer(app: try CachedScreens.app(byName: byName), stopAtFirstViolation: false).run()
        #expect(result.isComplete && result.isSound, "\(result.report)")
        #expect(result.violations.isEmpty, "\(result.report)")
        // The kept screen was pushed and popped: a state with the list on top holds it alive, out of the window.
        #expect(result.states.contains { state in
            state.snapshot.stacks.first?.screens.count == 1 && state.snapshot.live.contains { $0.type == "Detail" }
        }, "\(result.report)")
    }

    @Test func aScreenOnlyAWeakPropertyPointsAtIsALeak() throws {
        let result = Explorer(app: try CachedScreens.app(cycle: true), stopAtFirstViolation: false).run()
        let leak = try #require(result.violations.first { $0.invariant == .noLeaks }, "\(result.report)")
        #expect(leak.message.hasPrefix("leaked: Detail"), "\(leak.message)")
        #expect(leak.path.map(\.description) == ["tap Open fresh", "back"])
        #expect(result.violations.count == 1, "\(result.report)")
    }
}
