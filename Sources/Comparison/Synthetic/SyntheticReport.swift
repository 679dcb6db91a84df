import Experiments
import Journeys
import CoordsimApp

/// The funnel of each variant and the statistics of the comparison, as data.
public struct SyntheticReport: Hashable, Codable, Sendable {
    public var seed: UInt64
    public var users: Int
    public var budget: Int
    /// How users chose their inputs.
    public var model: UserModel
    /// The experiment's key; nil for an ad-hoc split of named variants.
    public var experiment: String?
    /// How users were split, in a sentence.
    public var split: String
    public var goal: String
    public var goalSource: String
    public var stages: [String]
    /// The fewest inputs from launch to the goal, by arm label; an arm that does not reach it is missing.
    public var shortestPaths: [String: Int]
    public var warnings: [String]
    /// Users outside the experiment, by reason (e.g. `notCovered` when coverage is below 1).
    public var excluded: [String: Int]
    public var assignment: SampleRatioCheck
    public var funnels: [Funnel]
    /// Each variant after the first against the first (the control).
    public var tests: [VariantTest]
    /// The difference the power figures plan for (`--mde`), if one was given.
    public var lift: Lift?

    public struct Funnel: Hashable, Codable, Sendable {
        /// The arm's label: the variant's name, `B (2)` for a variant named twice.
        public var variant: String
        public var users: Int
        /// The stages in order (screens, then the goal), each with how many users reached it.
        public var steps: [FunnelStep]
        /// Users who reached the goal by any path: the conversion the tests compare.
        public var converted: Proportion
        /// 95% Wilson interval of the conversion; nil without users.
        public var wilson: Interval?
        /// Median inputs to the goal among users who reached it; nil when none did.
        public var medianInputsToGoal: Double?
        /// Users who gave up (patience) before the goal.
        public var abandoned: Int
    }

    public struct FunnelStep: Hashable, Codable, Sendable {
        public var name: String
        public var reached: Int
        /// reached / users of the variant.
        public var reach: Double
        /// reached / reached at the step before; nil for the first step or after a step nobody reached.
        public var conversion: Double?
        /// Users lost since the step before.
        public var dropOff: Int
    }

    public struct VariantTest: Hashable, Codable, Sendable {
        public var control: String
        public var treatment: String
        public var test: TwoProportionTest
        /// The smallest increase over the control's rate these users detect with 80% power
        /// (two-sided α = 0.05), in rate points; nil when not even a rate of 1 would be.
        public var minimumDetectableEffect: Double?
        /// The users each variant needs to detect ``SyntheticReport/lift`` over the control's
        /// rate with 80% power; nil without a lift, or when the lift leaves 0...1.
        public var usersNeeded: Int?
    }

    public init(_ run: SyntheticRun) {
        self.init(options: run.options, split: run.split, goal: run.goal, shortestPaths: run.shortestPaths,
                  warnings: run.warnings, excluded: run.excluded, tallies: run.results.map { results in
                      var tally = FunnelTally(stages: run.goal.stages.count)
                      for result in results { tally.add(result) }
                      return tally
                  })
    }

    /// The report of users counted as they finished, one tally per arm of `split`.
    init(options: SyntheticUsers, split arms: UserSplit, goal funnelGoal: FunnelGoal, shortestPaths byVariant: [String: Int],
         warnings found: [String], excluded left: [String: Int], tallies: [FunnelTally]) {
        let run = (split: arms, goal: funnelGoal, shortestPaths: byVariant, warnings: found, excluded: left)
        seed = options.seed
        users = options.users
        budget = options.budget
        model = options.model
        experiment = run.split.experiment
        split = run.split.summary
        goal = run.goal.goal.summary
        goalSource = run.goal.source
        stages = run.goal.stages
        var paths: [String: Int] = [:]
        for arm in run.split.arms { paths[arm.label] = run.shortestPaths[arm.variant] }
        shortestPaths = paths
        warnings = run.warnings
        excluded = run.excluded
        lift = options.lift
        assignment = SampleRatioCheck(observed: tallies.map(\.users), weights: run.split.weights)
        let funnels = zip(run.split.arms, tallies).map { arm, tally in
            tally.funnel(variant: arm.label, stages: run.goal.stages, goal: run.goal.goal.summary)
        }
        self.funnels = funnels
        let power = Power()
        tests = funnels.dropFirst().map { treatment in
            let control = funnels[0]
            let rate = control.converted.rate
            return VariantTest(
                control: control.variant, treatment: treatment.variant,
                test: TwoProportionTest(control: control.converted, treatment: treatment.converted),
                minimumDetectableEffect: power.minimumDetectableEffect(control: rate, controlUsers: control.users,
                                                                       treatmentUsers: treatment.users),
                usersNeeded: options.lift.flatMap { power.usersNeeded(control: rate, difference: $0.difference(over: rate)) })
        }
    }

    static func funnel(variant: String, results: [UserResult], stages: [String], goal: String) -> Funnel {
        var tally = FunnelTally(stages: stages.count)
        for result in results { tally.add(result) }
        return tally.funnel(variant: variant, stages: stages, goal: goal)
    }
}

/// One arm's users, counted as they finish: what its ``SyntheticReport/Funnel`` needs, in memory
/// that does not grow with the users (inputs to the goal are counted by value, at most the budget).
struct FunnelTally {
    private(set) var users = 0
    /// Users by the number of stages they reached, 0 through the stage count.
    private var reachedStage: [Int]
    private var converted = 0
    private var convertedThroughStages = 0
    private var abandoned = 0
    /// Users who reached the goal, by the inputs it took them.
    private var inputsToGoal: [Int: Int] = [:]

    init(stages: Int) { reachedStage = Array(repeating: 0, count: stages + 1) }

    mutating func add(_ result: UserResult) {
        users += 1
        reachedStage[min(result.stagesReached, reachedStage.count - 1)] += 1
        if result.goalReached {
            converted += 1
            if result.stagesReached >= reachedStage.count - 1 { convertedThroughStages += 1 }
            if let count = result.inputsToGoal { inputsToGoal[count, default: 0] += 1 }
        }
        if result.abandoned { abandoned += 1 }
    }

    /// The median of the inputs to the goal: the middle value, or the mean of the two middle ones.
    private var medianInputsToGoal: Double? {
        let total = inputsToGoal.values.reduce(0, +)
        guard total > 0 else { return nil }
        // The values at 0-based ranks (total - 1) / 2 and total / 2.
        var low: Int?
        var seen = 0
        for (value, count) in inputsToGoal.sorted(by: { $0.key < $1.key }) {
            seen += count
            if low == nil, seen > (total - 1) / 2 { low = value }
            if seen > total / 2 { return Double(low! + value) / 2 }
        }
        return nil
    }

    func funnel(variant: String, stages: [String], goal: String) -> SyntheticReport.Funnel {
        let total = users
        // Users who reached at least stage i: the sum of those who stopped at i or later.
        var counts = stages.indices.map { index in reachedStage[(index + 1)...].reduce(0, +) }
        counts.append(convertedThroughStages)
        let names = stages + ["goal: \(goal)" + (stages.isEmpty ? "" : " (after the screens above)")]
        var steps: [SyntheticReport.FunnelStep] = []
        for (index, count) in counts.enumerated() {
            let previous = index == 0 ? total : counts[index - 1]
            steps.append(SyntheticReport.FunnelStep(name: names[index], reached: count,
                                                    reach: total == 0 ? 0 : Double(count) / Double(total),
                                                    conversion: index == 0 || previous == 0 ? nil : Double(count) / Double(previous),
                                                    dropOff: previous - count))
        }
        let proportion = Proportion(converted, of: total)
        let median = medianInputsToGoal
        return SyntheticReport.Funnel(variant: variant, users: total, steps: steps, converted: proportion,
                      wilson: proportion.wilsonInterval(), medianInputsToGoal: median, abandoned: abandoned)
    }
}
