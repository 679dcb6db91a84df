import CoordinatorKit
import Journeys
import ShopApp
import TestSupport
import Testing

@Suite struct SeedJourneyTests {
    @Test func theSeedFlowsAllHaveAJourneyWithAGoal() throws {
        #expect(SeedJourneys.files == ["buy-bicycle.json", "create-account.json", "login-logout.json",
                                       "next-push-pop.json", "tab-switch-reselect.json"])
        for file in SeedJourneys.files {
            #expect(try SeedJourneys.load(file).goal != nil, "\(file) has no goal")
        }
    }

    @Test(arguments: SeedJourneys.files, Fixtures.variants)
    func everySeedJourneyReachesItsGoalWithoutLeaks(file: String, variant: String) throws {
        let journey = try SeedJourneys.load(file)
        let run = try JourneyRunner(Fixtures.shop(variant)).run(journey)
        #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
        #expect(run.goalReached)
        #expect(run.passed)
        #expect(run.finalSnapshot.leaked.isEmpty)
        #expect(!run.journal.contains { if case .leak = $0 { return true } else { return false } })
    }

    @Test(arguments: SeedJourneys.files)
    func everyVariantEndsWithTheSameBusinessOutcome(file: String) throws {
        let journey = try SeedJourneys.load(file)
        let outcomes = try Fixtures.variants.map { variant in
            try JourneyRunner(Fixtures.shop(variant)).run(journey).outcomes
        }
        let expected: [String: [Outcome]] = [
            "buy-bicycle.json": [Outcome(name: "purchase", value: "bicycle")],
            "create-account.json": [Outcome(name: "accountCreated", value: "kim@example.com")],
            "tab-switch-reselect.json": [Outcome(name: "purchase", value: "computer")],
        ]
        for variantOutcomes in outcomes {
            #expect(variantOutcomes == expected[file, default: []])
        }
    }
}
