import Comparison
import Foundation
import Experiments
import Journeys
import ShopApp
import TestSupport
import Testing

/// Synthetic users run to a decision: paired, sequential, until decided, several goals.
@Suite struct UserExperimentTests {
    static let journeys = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path

    func goal(_ name: String) throws -> FunnelGoal {
        try FunnelGoal.resolve(name, journeysDirectory: Self.journeys, variant: Fixtures.shop("A"))
    }

    func run(_ experiment: UserExperiment, goals: [String] = ["purchase"], states: LearnedStates? = nil) throws -> ExperimentReport {
        try experiment.run(app: ShopApp.self, config: Fixtures.defaultConfig, goals: goals.map(goal), states: states)
    }

    @Test func aFixedRunOfSplitUsersReportsWhatThePlainRunDoes() throws {
        let users = SyntheticUsers(users: 300, seed: 5, variants: ["A", "C"])
        let plain = try users.run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("purchase"))
        let report = try run(UserExperiment(users: users)).reports[0]
        #expect(report.funnels == plain.funnels)
        #expect(report.assignment == plain.assignment)
        #expect(report.tests.map(\.test) == plain.tests.map(\.test))
        #expect(report.paired == nil && report.stopping == nil && report.correction == .holm)
        let test = report.tests[0]
        #expect(test.paired == nil && test.sequential == nil)
        #expect(test.adjustedPValue == test.test.pValue, "one goal: Holm leaves the z-test's p-value as it is")
        #expect(test.decision == .undecided)
        #expect(test.guardrails?.map(\.metric) == [.inputsToGoal, .gaveUp])
        let gaveUp = try #require(test.guardrails?.last)
        #expect(gaveUp.control == Double(report.funnels[0].abandoned) / Double(report.funnels[0].users))
    }

    @Test func pairedUsersWalkEveryVariantAndTheTableAddsUp() throws {
        let report = try run(UserExperiment(users: SyntheticUsers(users: 400, seed: 2, variants: ["A", "C"]), paired: true)).reports[0]
        #expect(report.paired == true)
        #expect(report.funnels.map(\.users) == [400, 400])
        let test = report.tests[0]
        let paired = try #require(test.paired)
        #expect(paired.both + paired.discordant.controlOnly == report.funnels[0].converted.successes)
        #expect(paired.both + paired.discordant.treatmentOnly == report.funnels[1].converted.successes)
        #expect(paired.both + paired.discordant.controlOnly + paired.discordant.treatmentOnly + paired.neither == 400)
        // Common random numbers: the same user mostly does the same on both. Independent users
        // would disagree about a third of the time at these rates (p1(1 - p2) + p2(1 - p1)).
        let discordant = paired.discordant.controlOnly + paired.discordant.treatmentOnly
        #expect(discordant < 20, "\(discordant) of 400 users converted in one variant only")
        #expect(test.adjustedPValue == paired.pValue, "a fixed-horizon paired run decides on McNemar's test")
    }

    @Test func aUserPairedWithTheSameVariantWalksTheSameWalk() throws {
        let report = try run(UserExperiment(users: SyntheticUsers(users: 200, seed: 4, variants: ["C", "C"]), paired: true,
                                            tuning: SequentialTest.defaultTuning)).reports[0]
        let paired = try #require(report.tests[0].paired)
        #expect(paired.discordant.controlOnly == 0 && paired.discordant.treatmentOnly == 0)
        // No discordant user: McNemar's p is 1 and the interval is the exact bound on the discordant share.
        let bound = 1 - pow(0.05, 1 / Double(paired.both + paired.neither))
        #expect(paired.pValue == 1 && paired.differenceInterval == Interval(lower: -bound, upper: bound))
        #expect(paired.inputsToGoal.differences.variance == 0 && paired.inputsToGoal.pValue == nil)
        #expect(report.tests[0].decision == .undecided)
    }

    @Test func theSequentialIntervalIsGrowthBooksOnTheFunnels() throws {
        let report = try run(UserExperiment(users: SyntheticUsers(users: 500, seed: 8, variants: ["A", "C"]), tuning: 2_000)).reports[0]
        let expected = SequentialTest(control: SampleStatistic(report.funnels[0].converted),
                                      treatment: SampleStatistic(report.funnels[1].converted), tuning: 2_000)
        let sequential = try #require(report.tests[0].sequential)
        #expect(sequential.tuning == 2_000)
        #expect(sequential.differenceInterval == expected.differenceInterval && sequential.pValue == expected.pValue)
        #expect(report.tests[0].adjustedPValue == expected.pValue, "a sequential run decides on the sequential p-value")
        // Anytime-valid costs width: the sequential interval is wider than the fixed-horizon one.
        let fixed = try #require(report.tests[0].test.differenceInterval)
        let anytime = try #require(sequential.differenceInterval)
        #expect(anytime.upper - anytime.lower > fixed.upper - fixed.lower)
    }

    @Test func untilDecidedStopsAtTheFirstBatchThatDecides() throws {
        let until = UserExperiment.UntilDecided(maxUsers: 20_000, batch: 500)
        let users = SyntheticUsers(users: 0, seed: 1, variants: ["A", "C"])
        let report = try run(UserExperiment(users: users, paired: true, tuning: SequentialTest.defaultTuning, untilDecided: until))
        let stopping = try #require(report.reports[0].stopping)
        #expect(stopping.decided && report.isDecided)
        #expect(stopping.usersUsed % 500 == 0 && stopping.usersUsed < 20_000)
        #expect(report.reports[0].funnels.map(\.users) == [stopping.usersUsed, stopping.usersUsed])
        let decision = try #require(report.reports[0].tests[0].decision)
        #expect(decision == (report.reports[0].tests[0].test.difference > 0 ? .treatment : .control))
        // One batch fewer was not decided.
        var fewer = users
        fewer.users = stopping.usersUsed - 500
        let before = try run(UserExperiment(users: fewer, paired: true, tuning: SequentialTest.defaultTuning))
        #expect(before.reports[0].tests[0].decision == .undecided)
    }

    @Test func aCapStopsAnUndecidedRun() throws {
        let until = UserExperiment.UntilDecided(maxUsers: 600, batch: 250)
        let report = try run(UserExperiment(users: SyntheticUsers(users: 0, seed: 3, variants: ["A", "C"]),
                                            tuning: SequentialTest.defaultTuning, untilDecided: until))
        let stopping = try #require(report.reports[0].stopping)
        #expect(stopping == SyntheticReport.Stopping(usersUsed: 600, maxUsers: 600, batch: 250, decided: false))
        #expect(report.reports[0].users == 600 && report.reports[0].funnels.map(\.users).reduce(0, +) == 600)
        #expect(report.test("purchase").decision == .undecided)
    }

    /// Looking after every batch is what the sequential interval allows: over many seeds, an A/A
    /// comparison run until decided declares a difference in no more than α of them.
    @Test func anAAComparisonDeclaresADifferenceInNoMoreThanAlphaOfSeeds() throws {
        let states = LearnedStates()
        let until = UserExperiment.UntilDecided(maxUsers: 1_000, batch: 100)
        var falseDecisions = 0
        let seeds = 1...40
        for seed in seeds {
            let users = SyntheticUsers(users: 0, seed: UInt64(seed), variants: ["B", "B"])
            let report = try run(UserExperiment(users: users, tuning: SequentialTest.defaultTuning, untilDecided: until), states: states)
            let decision = report.test("purchase").decision
            if decision == .treatment || decision == .control { falseDecisions += 1 }
        }
        #expect(Double(falseDecisions) / Double(seeds.count) <= 0.05, "\(falseDecisions) of \(seeds.count) A/A runs declared a difference")
    }

    @Test func anAAComparisonWithALiftIsEquivalent() throws {
        var users = SyntheticUsers(users: 0, seed: 6, variants: ["B", "B"])
        users.lift = .points(0.1)
        let report = try run(UserExperiment(users: users, tuning: SequentialTest.defaultTuning,
                                            untilDecided: .init(maxUsers: 50_000, batch: 1_000)))
        #expect(report.test("purchase").decision == .equivalent)
        let interval = try #require(report.test("purchase").sequential?.differenceInterval)
        #expect(interval.lower > -0.1 && interval.upper < 0.1)
    }

    @Test func pairingRefusesAnExperimentWhoseAssignmentItWouldOverride() throws {
        let error = #expect(throws: UserExperimentError.self) {
            try run(UserExperiment(users: SyntheticUsers(users: 10, seed: 1, experiment: "purchase-sheet"), paired: true))
        }
        #expect(error?.message == "--paired sends every user through every variant, which would override experiment "
            + "purchase-sheet's assignment (its coverage 0.8); compare its variants with --variants B,C --paired, or drop --paired")
        // An even, fully covered experiment pairs: its assignment is not needed.
        let report = try run(UserExperiment(users: SyntheticUsers(users: 20, seed: 1, experiment: "buy-flow"), paired: true))
        #expect(report.reports[0].funnels.map(\.users) == [20, 20])
    }

    @Test(arguments: [Correction.holm, .bh, .none])
    func severalGoalsAreCorrectedTogether(_ correction: Correction) throws {
        let users = SyntheticUsers(users: 400, seed: 9, variants: ["A", "B", "C"])
        let report = try run(UserExperiment(users: users, paired: true, correction: correction),
                             goals: ["purchase", "screen:Receipt"])
        #expect(report.goals == ["purchase", "screen:Receipt"])
        #expect(report.reports.map(\.goal) == ["outcome purchase", "screen Receipt"])
        // Two goals, two treatments each: four tests, corrected as one family on McNemar's p-values.
        let tests = report.reports.flatMap(\.tests)
        #expect(tests.count == 4)
        #expect(tests.contains { $0.paired!.pValue < 1 })
        #expect(tests.map { $0.adjustedPValue! } == correction.adjust(tests.map { $0.paired!.pValue }))
        #expect(report.test("screen:Receipt", treatment: "C").treatment == "C")
    }
}
