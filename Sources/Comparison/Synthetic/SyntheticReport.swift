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
        let options = run.options
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
        assignment = SampleRatioCheck(observed: run.results.map(\.count), weights: run.split.weights)
        let funnels = zip(run.split.arms, run.results).map { arm, results in
            Self.funnel(variant: arm.label, results: results, stages: run.goal.stages, goal: run.goal.goal.summary)
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
        let total = results.count
        var reachedStage = Array(repeating: 0, count: stages.count + 1)
        var converted = 0
        var abandoned = 0
        var convertedThroughStages = 0
        var inputs: [Int] = []
        for result in results {
            reachedStage[min(result.stagesReached, stages.count)] += 1
            if result.goalReached {
                converted += 1
                if result.stagesReached == stages.count { convertedThroughStages += 1 }
                if let count = result.inputsToGoal { inputs.append(count) }
            }
            if result.abandoned { abandoned += 1 }
        }
        // Users who reached at least stage i: the sum of those who stopped at i or later.
        var counts = stages.indices.map { index in reachedStage[(index + 1)...].reduce(0, +) }
        counts.append(convertedThroughStages)
        let names = stages + ["goal: \(goal)" + (stages.isEmpty ? "" : " (after the screens above)")]
        var steps: [FunnelStep] = []
        for (index, count) in counts.enumerated() {
            let previous = index == 0 ? total : counts[index - 1]
            steps.append(FunnelStep(name: names[index], reached: count,
                                    reach: total == 0 ? 0 : Double(count) / Double(total),
                                    conversion: index == 0 || previous == 0 ? nil : Double(count) / Double(previous),
                                    dropOff: previous - count))
        }
        let proportion = Proportion(converted, of: total)
        inputs.sort()
        var median: Double?
        if !inputs.isEmpty {
            let middle = inputs.count / 2
            median = inputs.count % 2 == 1 ? Double(inputs[middle]) : Double(inputs[middle - 1] + inputs[middle]) / 2
        }
        return Funnel(variant: variant, users: total, steps: steps, converted: proportion,
                      wilson: proportion.wilsonInterval(), medianInputsToGoal: median, abandoned: abandoned)
    }
}
