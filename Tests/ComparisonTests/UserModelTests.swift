import Comparison
import CoordsimApp
import Experiments
import Journeys
import ShopApp
import Simulation
import TestSupport
import Testing

/// The user models on fixed seeds, the ad-hoc split, and the A/A check.
@Suite struct UserModelTests {
    static let journeys = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path

    func goal(_ name: String, variant: String = "B") throws -> FunnelGoal {
        try FunnelGoal.resolve(name, journeysDirectory: Self.journeys, variant: Fixtures.shop(variant))
    }

    /// What a report says per variant: users, conversions, gave up, median inputs to the goal.
    struct ArmOutcome: Hashable, CustomStringConvertible {
        var variant: String
        var users: Int
        var converted: Int
        var abandoned: Int
        var median: Double?
        var description: String { "\(variant): \(converted)/\(users), \(abandoned) gave up, median \(median.map { "\($0)" } ?? "-")" }
    }

    static func outcomes(_ report: SyntheticReport) -> [ArmOutcome] {
        report.funnels.map { ArmOutcome(variant: $0.variant, users: $0.users, converted: $0.converted.successes,
                                     abandoned: $0.abandoned, median: $0.medianInputsToGoal) }
    }

    struct PinnedCase: CustomTestStringConvertible, Sendable {
        var model: UserModel
        var expected: [ArmOutcome]
        var shortestPaths: [String: Int]
        var testDescription: String { model.name }
    }

    /// 400 users, seed 5, purchase through the purchase-sheet experiment (B against C's sheet).
    /// Uniform walkers favour C, whose sheet hides the tab bar they would wander off through;
    /// goal-directed users find the purchase two inputs away on both and convert alike.
    static let pinned = [
        PinnedCase(model: .uniform, expected: [
            ArmOutcome(variant: "B", users: 157, converted: 92, abandoned: 0, median: 15.5),
            ArmOutcome(variant: "C", users: 164, converted: 109, abandoned: 0, median: 13),
        ], shortestPaths: ["B": 2, "C": 2]),
        PinnedCase(model: .default, expected: [
            ArmOutcome(variant: "B", users: 157, converted: 127, abandoned: 30, median: 2),
            ArmOutcome(variant: "C", users: 164, converted: 138, abandoned: 26, median: 2),
        ], shortestPaths: ["B": 2, "C": 2]),
    ]

    @Test(arguments: pinned)
    func eachModelGivesTheSameFunnelOnASeed(_ pinned: PinnedCase) throws {
        let report = try SyntheticUsers(users: 400, seed: 5, budget: 40, experiment: "purchase-sheet", model: pinned.model)
            .run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("purchase"))
        #expect(Self.outcomes(report) == pinned.expected)
        #expect(report.shortestPaths == pinned.shortestPaths)
        #expect(report.model == pinned.model)
        #expect(report.text.contains("model: \(pinned.model)\n"))
    }

    @Test func theReportHeaderNamesTheModelAndItsParameters() throws {
        let report = try SyntheticUsers(users: 20, seed: 1, model: .goalDirected(epsilon: 0.25, patience: 4))
            .run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("purchase"))
        #expect(report.text.hasPrefix("""
            synthetic users: 20, seed 1, budget 40 inputs each
            model: goal-directed (epsilon 0.25: 25% of inputs are random, the rest follow a shortest path to the goal; \
            patience 4: they give up after 4 inputs on average)
            experiment: buy-flow (GrowthBook hash v1, seed "buy-flow", weights 0.5/0.5)
            goal: outcome purchase (from \(Self.journeys)/buy-bicycle.json)
            shortest path from launch to the goal: A 2 inputs, B 2 inputs

            """))
    }

    /// The walks are learned once and followed afterwards: replaying each user's inputs on a fresh
    /// Simulation must end where the walk said, with the goal reached exactly when it said so.
    /// A graph of 40 states fills at once, so most walks go on past it on their own Simulation.
    @Test(arguments: [(UserModel.uniform, nil), (.default, nil), (.uniform, 40), (.default, 40)])
    func everyWalkReplaysOnTheSimulation(_ model: UserModel, _ stateLimit: Int?) throws {
        let goal = try goal("accountCreated")
        let run = try SyntheticUsers(users: 150, seed: 21, budget: 25, variants: ["A", "C"], model: model, recordsInputs: true)
            .simulate(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal, states: LearnedStates(stateLimit: stateLimit))
        for (arm, results) in zip(run.split.arms, run.results) {
            let variant = try AppVariant(ShopApp.self, config: Fixtures.defaultConfig, variant: arm.variant,
                                         parameters: goal.launch ?? [:])
            for result in results {
                let simulation = Simulation(variant)
                var reached = false
                var stages = 0
                func advance(_ snapshot: Snapshot) {
                    if stages < goal.stages.count, snapshot.active?.identifier == goal.stages[stages] { stages += 1 }
                }
                advance(simulation.snapshot)
                for event in result.inputsTaken ?? [] {
                    let step = simulation.send(event)
                    for case let .outcome(name, value) in step.events where goal.goal.matches(Outcome(name: name, value: value)) {
                        reached = true
                    }
                    if !reached { advance(step.snapshot) }
                }
                #expect(reached == result.goalReached, "\(arm.label): \(result.inputsTaken ?? [])")
                #expect(stages == result.stagesReached, "\(arm.label): \(result.inputsTaken ?? [])")
            }
        }
    }

    /// Uniform walkers draw the same whether they follow the graph or simulate past it. (The shortest
    /// paths in the header come from the same limited graphs, so only the users' results are compared.)
    @Test func aFullGraphChangesNoUniformResult() throws {
        let users = SyntheticUsers(users: 200, seed: 8, budget: 30, model: .uniform)
        let goal = try goal("purchase")
        let learned = try users.run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal)
        let small = try users.run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal,
                                  states: LearnedStates(stateLimit: 10))
        #expect(small.funnels == learned.funnels)
        #expect(small.tests == learned.tests)
        #expect(small.assignment == learned.assignment)
    }

    @Test func namedVariantsSplitUsersEvenlyWithoutAnExperiment() throws {
        var config = Fixtures.defaultConfig
        config.experiments = nil
        let report = try SyntheticUsers(users: 1000, seed: 2, variants: ["A", "C"])
            .run(app: ShopApp.self, config: config, goal: goal("purchase"))
        #expect(report.experiment == nil)
        #expect(report.split == "none: an even split of A, C (GrowthBook hash v2, seed \"coordsim-ad-hoc:A,C\")")
        #expect(report.funnels.map(\.variant) == ["A", "C"])
        #expect(report.funnels.map(\.users) == [501, 499])
        #expect(report.excluded.isEmpty)
        #expect(report.assignment.expected == [500, 500])
        #expect(!report.assignment.isMismatch)
    }

    @Test func aNamedExperimentStillDrivesTheSplit() throws {
        let report = try SyntheticUsers(users: 300, seed: 2, experiment: "purchase-sheet")
            .run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("purchase"))
        #expect(report.experiment == "purchase-sheet")
        #expect(report.funnels.map(\.variant) == ["B", "C"])
        #expect(report.excluded.keys.sorted() == ["notCovered"])
        #expect(throws: AssignmentError.self) {
            try SyntheticUsers(users: 10, seed: 2, experiment: "purchase-sheet", variants: ["A", "B"])
                .run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("purchase"))
        }
    }

    /// An A/A check: B against itself over 400 seeds of 100 users each. With α = 0.05 the number
    /// of seeds that call a difference is Binomial(400, 0.05): mean 20, sd √(400·0.05·0.95) = 4.36.
    /// P(X ≤ 7) = 0.00062 and P(X ≥ 35) = 0.00110 (scipy.stats.binom), so 8...34 holds 99.83% of
    /// the time; the run is deterministic, so it either always holds or never does (it gives 20).
    @Test func anAACheckCallsADifferenceAboutOneTimeInTwenty() throws {
        var config = Fixtures.defaultConfig
        config.experiments = nil
        let goal = try goal("purchase")
        let states = LearnedStates()
        var falsePositives = 0
        var undefined = 0
        for seed in 1...400 {
            let report = try SyntheticUsers(users: 100, seed: UInt64(seed), variants: ["B", "B"])
                .run(app: ShopApp.self, config: config, goal: goal, states: states)
            #expect(report.funnels.map(\.variant) == ["B", "B (2)"])
            guard let p = report.tests[0].test.pValue else {
                undefined += 1
                continue
            }
            if p < 0.05 { falsePositives += 1 }
        }
        #expect(undefined == 0)
        #expect((8...34).contains(falsePositives), "\(falsePositives) of 400 A/A runs had p < 0.05")
    }
}
