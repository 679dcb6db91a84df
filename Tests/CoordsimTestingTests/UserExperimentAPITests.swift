import CoordsimTesting
import ShopApp
import TestSupport
import Testing

extension GoalName {
    static let purchase: GoalName = "purchase"
}

/// A/B checks as an app's tests write them: only the public API, typed values, no @testable.
@Suite struct UserExperimentAPITests {
    let shop: AppUnderTest<ShopApp>
    let journeys = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path

    init() throws {
        shop = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath)
    }

    @Test func pairedUsersDecideThatTheSheetSellsMore() throws {
        let report = try shop.compareUsers(goals: [.purchase], variants: ["A", "C"], paired: true,
                                           untilDecided: .init(maxUsers: 20_000, batch: 500), journeys: journeys)
        #expect(report.test(.purchase).decision == .treatment)
        let test = report.test(.purchase)
        #expect(test.treatment == "C" && test.control == "A")
        let paired = try #require(test.paired)
        #expect(paired.discordant.treatmentOnly > paired.discordant.controlOnly)
        #expect(try #require(test.paired?.sequential?.differenceInterval).lower > 0)
        #expect(report.reports[0].stopping?.decided == true)
        #expect(report.report("nothing") == nil)
    }

    @Test func aFixedRunOfSplitUsersIsTheSameReportEveryTime() throws {
        let first = try shop.compareUsers(goals: [.purchase], variants: ["A", "C"], users: 200, seed: 3, sequential: true,
                                          journeys: journeys)
        let again = try shop.compareUsers(goals: [.purchase], variants: ["A", "C"], users: 200, seed: 3, sequential: true,
                                          journeys: journeys)
        #expect(first == again)
        #expect(first.text == again.text)
        #expect(first.reports[0].funnels.map(\.users).reduce(0, +) == 200)
        #expect(first.test(.purchase).sequential?.tuning == SequentialTest.defaultTuning)
        #expect(first.test(.purchase).decision == .undecided)
    }
}
