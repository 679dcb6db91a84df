import Experiments
import Journeys
import CoordsimApp

/// The funnel of each variant and the statistics of the experiment, as data.
public struct SyntheticReport: Hashable, Codable, Sendable {
    public var seed: UInt64
    public var users: Int
    public var budget: Int
    public var experiment: String
    public var goal: String
    public var goalSource: String
    public var stages: [String]
    /// Users outside the experiment, by reason (e.g. `notCovered` when coverage is below 1).
    public var excluded: [String: Int]
    public var assignment: SampleRatioCheck
    public var funnels: [Funnel]
    /// Each variant after the first against the first (the control).
    public var tests: [VariantTest]

    public struct Funnel: Hashable, Codable, Sendable {
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
    }

    init(options: SyntheticUsers, experiment: ExperimentConfig, goal: FunnelGoal, results: [String: [UserResult]],
         excluded: [Assignment.Reason: Int]) {
        seed = options.seed
        users = options.users
        budget = options.budget
        self.experiment = experiment.key
        self.goal = goal.goal.summary
        goalSource = goal.source
        stages = goal.stages
        self.excluded = Dictionary(uniqueKeysWithValues: excluded.map { ($0.key.rawValue, $0.value) })
        let variants = experiment.variants
        assignment = SampleRatioCheck(observed: variants.map { results[$0]?.count ?? 0 },
                                      weights: experiment.forcedVariant.map { forced in variants.map { $0 == forced ? 1 : 0 } }
                                          ?? experiment.effectiveWeights)
        let funnels = variants.map { variant in
            Self.funnel(variant: variant, results: results[variant] ?? [], stages: goal.stages, goal: goal.goal.summary)
        }
        self.funnels = funnels
        tests = funnels.dropFirst().map { treatment in
            VariantTest(control: funnels[0].variant, treatment: treatment.variant,
                        test: TwoProportionTest(control: funnels[0].converted, treatment: treatment.converted))
        }
    }

    static func funnel(variant: String, results: [UserResult], stages: [String], goal: String) -> Funnel {
        let total = results.count
        var counts = stages.indices.map { index in results.filter { $0.stagesReached > index }.count }
        counts.append(results.filter { $0.goalReached && $0.stagesReached == stages.count }.count)
        let names = stages + ["goal: \(goal)" + (stages.isEmpty ? "" : " (after the screens above)")]
        var steps: [FunnelStep] = []
        for (index, count) in counts.enumerated() {
            let previous = index == 0 ? total : counts[index - 1]
            steps.append(FunnelStep(name: names[index], reached: count,
                                    reach: total == 0 ? 0 : Double(count) / Double(total),
                                    conversion: index == 0 || previous == 0 ? nil : Double(count) / Double(previous),
                                    dropOff: previous - count))
        }
        let converted = Proportion(results.filter(\.goalReached).count, of: total)
        let inputs = results.compactMap(\.inputsToGoal).sorted()
        var median: Double?
        if !inputs.isEmpty {
            let middle = inputs.count / 2
            median = inputs.count % 2 == 1 ? Double(inputs[middle]) : Double(inputs[middle - 1] + inputs[middle]) / 2
        }
        return Funnel(variant: variant, users: total, steps: steps, converted: converted,
                      wilson: converted.wilsonInterval(), medianInputsToGoal: median)
    }
}
