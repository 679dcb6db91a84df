import CoordsimTesting
import ReaderApp
import Testing

extension GoalName {
    static let signedIn: GoalName = "signedIn"
}

/// An A/B check as an app's own test: synthetic users, paired, until the answer is known.
@Suite struct ABTests {
    @Test func theSheetSignsInMorePeopleThanThePushedFlow() throws {
        let reader = try AppUnderTest<ReaderApp>(config: JourneyTests.root + "/Configs/reader.json")
        let report = try reader.compareUsers(goals: [.signedIn], variants: ["sheet", "pushed"], paired: true,
                                             untilDecided: .init(maxUsers: 10_000, batch: 500),
                                             journeys: JourneyTests.root + "/Configs/journeys")
        let test = report.test(.signedIn)
        #expect(test.decision == .control, "the control, the sheet, signs in more people")
        #expect(test.paired!.discordant.controlOnly > test.paired!.discordant.treatmentOnly)
        #expect(test.guardrails!.allSatisfy { !$0.isWorse })
    }
}
