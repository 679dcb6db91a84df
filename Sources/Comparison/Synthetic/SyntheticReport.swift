import Experiments
import Journeys
import CoordsimApp

/// The funnel of each variant and the statistics of the comparison, as data.
public struct SyntheticReport: Hashable, Codable, Sendable {
    /// The seed the users were made from: the same seed gives the same report.
    public var seed: UInt64
    /// How many users ran.
    public var users: Int
    /// The most inputs each user made.
    public var budget: Int
    /// How users chose their inputs.
    public var model: UserModel
    /// The experiment's key; nil for an ad-hoc split of named variants.
    public var experiment: String?
    /// How users were split, in a sentence.
    public var split: String
    /// The goal in words, e.g. `outcome order=book`.
    public var goal: String
    /// Where the goal and stages came from, e.g. a journey file.
    public var goalSource: String
    /// The funnel's stages before the goal: screen identifiers, in order.
    public var stages: [String]
    /// The fewest inputs from launch to the goal, by arm label; an arm that does not reach it is missing.
    public var shortestPaths: [String: Int]
    /// What makes the result doubtful, e.g. no variant reaching the goal within the budget.
    public var warnings: [String]
    /// Users outside the experiment, by reason (e.g. `notCovered` when coverage is below 1).
    public var excluded: [String: Int]
    /// Whether the arms got the share of users their weights promise (a sample-ratio check).
    public var assignment: SampleRatioCheck
    /// One funnel per arm, in the split's order; the first is the control.
    public var funnels: [Funnel]
    /// Each variant after the first against the first (the control).
    public var tests: [VariantTest]
    /// The difference the power figures plan for (`--mde`), if one was given.
    public var lift: Lift?
    /// Every user walked every variant (`--paired`); nil when users were split.
    public var paired: Bool?
    /// How a run that stopped when decided ended (`--until-decided`): users used, cap, batch; nil otherwise.
    public var stopping: Stopping?
    /// The correction of the goals' p-values for testing several at once; nil for a plain run.
    public var correction: Correction?

    /// One arm's users from launch through the stages to the goal.
    public struct Funnel: Hashable, Codable, Sendable {
        /// The arm's label: the variant's name, `B (2)` for a variant named twice.
        public var variant: String
        /// Users assigned to the arm.
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

    /// One stage of a funnel, or its goal.
    public struct FunnelStep: Hashable, Codable, Sendable {
        /// The stage's screen identifier, or `goal: …` for the goal.
        public var name: String
        /// Users who reached it (having reached every stage before it).
        public var reached: Int
        /// reached / users of the variant.
        public var reach: Double
        /// reached / reached at the step before; nil for the first step or after a step nobody reached.
        public var conversion: Double?
        /// Users lost since the step before.
        public var dropOff: Int
    }

    /// One treatment arm tested against the control.
    public struct VariantTest: Hashable, Codable, Sendable {
        /// The control arm's label.
        public var control: String
        /// The treatment arm's label.
        public var treatment: String
        /// The two-proportion z-test of the two arms' conversions.
        public var test: TwoProportionTest
        /// The smallest increase over the control's rate these users detect with 80% power
        /// (two-sided α = 0.05), in rate points; nil when not even a rate of 1 would be.
        public var minimumDetectableEffect: Double?
        /// The users each variant needs to detect ``SyntheticReport/lift`` over the control's
        /// rate with 80% power; nil without a lift, or when the lift leaves 0...1.
        public var usersNeeded: Int?
        /// The same users on both sides (`--paired`): the 2×2 table, McNemar's test, the paired interval.
        public var paired: PairedResult?
        /// GrowthBook's anytime-valid interval of the difference (`--sequential`, `--until-decided`).
        public var sequential: SequentialResult?
        /// The p-value the decision rests on, after the ``SyntheticReport/correction``: the sequential
        /// one when there is one (the paired one for paired users), else McNemar's for paired users,
        /// else the z-test's. Nil for a plain run, or where the test is undefined.
        public var adjustedPValue: Double?
        /// What the comparison decided (`--sequential`, `--until-decided`); nil for a plain run.
        public var decision: Decision?
        /// The guardrail metrics' tests: inputs to the goal and giving up; nil for a plain run.
        public var guardrails: [GuardrailTest]?
    }

    /// The report of `run`: funnels, the sample-ratio check and each treatment's test.
    public init(_ run: SyntheticRun) {
        self.init(run, tallies: run.results.map { ArmTally($0, stages: run.goal.stages.count) })
    }

    /// The report of `run` from its arms' tallies (`run.results` is not read): what a run that
    /// keeps no user's result, such as one that stops when decided, reports.
    init(_ run: SyntheticRun, tallies: [ArmTally]) {
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
}
