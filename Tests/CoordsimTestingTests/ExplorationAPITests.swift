import CoordsimTesting
import ShopApp
import TestSupport
import Testing

/// `AppUnderTest.explore` as an app's own tests call it: checks by name and level, findings, soundness.
@Suite struct ExplorationAPITests {
    @Test func aCheckSetToWarnIsReportedAndDoesNotFail() throws {
        let app = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath)
        let result = try app.explore("tutorials-bug", depth: 3, checks: ["childOwnsScreen": .warn])
        #expect(result.errors.isEmpty, "\(result.report)")
        let warning = try #require(result.warnings.first, "\(result.report)")
        #expect(warning.invariant.name == "childOwnsScreen")
        #expect(result.isSound, "\(result.report)")
    }

    @Test func aCheckTurnedOffIsNotChecked() throws {
        let result = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath).explore("tutorials-bug", depth: 3, checks: ["childOwnsScreen": .off])
        #expect(!result.invariants.contains { $0.name == "childOwnsScreen" })
        #expect(result.violations.isEmpty, "\(result.report)")
    }

    @Test func anUnknownCheckIsRefusedWithTheList() throws {
        let error = try #require(throws: UnknownCheck.self) {
            try AppUnderTest<ShopApp>().explore(depth: 1, checks: ["noLeak": .off])
        }
        #expect(error.description.contains("noLeaks") && error.description.contains("nothingUnderLogin"))
    }
}
