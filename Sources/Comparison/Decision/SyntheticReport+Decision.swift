import Experiments

/// What a comparison decided about a goal.
public enum Decision: String, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The treatment converts better: the anytime-valid interval lies above 0.
    case treatment
    /// The control converts better: the interval lies below 0.
    case control
    /// The variants differ by less than the stated lift (`--mde`): the interval lies inside ±lift.
    case equivalent
    /// None of these yet: more users would tell.
    case undecided

    public var description: String { rawValue }
}

extension SyntheticReport {
    /// Paired users' conversion in two variants. In JSON: `discordant`, `pValue`, `differenceInterval`
    /// as the issue gives them, with the rest of the table and the paired tests beside.
    public struct PairedResult: Hashable, Codable, Sendable {
        /// The users who converted in one variant only: the cells McNemar's test reads.
        public struct Discordant: Hashable, Codable, Sendable {
            /// Users who converted in the control only.
            public var controlOnly: Int
            /// Users who converted in the treatment only.
            public var treatmentOnly: Int
        }

        /// Users who converted in one variant only, by which.
        public var discordant: Discordant
        /// Users who converted in both variants, and in neither.
        public var both: Int
        /// Users who converted in neither variant.
        public var neither: Int
        /// McNemar's exact test (statsmodels' `mcnemar(table, exact=True)`).
        public var pValue: Double
        /// treatment rate − control rate, the same users on both sides.
        public var difference: Double
        /// The 95% interval of the paired difference (see `PairedProportionTest.differenceInterval`).
        public var differenceInterval: Interval?
        /// The paired t-test of inputs to the goal, on users who reached it in both variants.
        public var inputsToGoal: PairedMeanTest
        /// The anytime-valid interval of the paired difference (`--sequential`, `--until-decided`).
        public var sequential: SequentialResult?

        package init(_ test: PairedProportionTest, inputsToGoal: PairedMeanTest, sequential: SequentialResult?) {
            discordant = Discordant(controlOnly: test.controlOnly, treatmentOnly: test.treatmentOnly)
            both = test.both
            neither = test.neither
            pValue = test.pValue
            difference = test.difference
            differenceInterval = test.differenceInterval
            self.inputsToGoal = inputsToGoal
            self.sequential = sequential
        }
    }

    /// GrowthBook's anytime-valid interval and p-value (`SequentialTest`), with its tuning parameter.
    public struct SequentialResult: Hashable, Codable, Sendable {
        /// GrowthBook's tuning parameter S the interval was made with.
        public var tuning: Double
        /// Nil where a side has no variance.
        public var differenceInterval: Interval?
        /// The anytime-valid p-value; nil where a side has no variance.
        public var pValue: Double?

        package init(_ test: SequentialTest) {
            tuning = test.tuning
            differenceInterval = test.differenceInterval
            pValue = test.pValue
        }
    }

    /// A guardrail metric's test: a metric that should not get worse while the goal improves.
    public struct GuardrailTest: Hashable, Codable, Sendable {
        /// `inputs to goal` (mean, of users who reached it) or `gave up` (share of users).
        public var metric: GuardrailMetric
        /// The metric in the control: mean inputs, or the share of users who gave up.
        public var control: Double
        /// The metric in the treatment, likewise.
        public var treatment: Double
        /// treatment − control.
        public var difference: Double
        /// Welch's t-test for inputs to the goal, the z-test for giving up; nil where undefined.
        public var pValue: Double?
        /// The 95% interval of ``difference``; nil where undefined.
        public var differenceInterval: Interval?
        /// The anytime-valid interval, when the run is sequential.
        public var sequential: SequentialResult?
        /// The metric got significantly worse (higher) in the treatment, by the sequential test
        /// when there is one, else the fixed-horizon one, at α.
        public var isWorse: Bool
    }

    /// The guardrails every deciding run reports.
    public enum GuardrailMetric: String, Hashable, Codable, Sendable, CaseIterable {
        /// Mean inputs to the goal, of users who reached it.
        case inputsToGoal = "inputs to goal"
        /// The share of users who gave up before the goal.
        case gaveUp = "gave up"
    }

    /// How a run that adds users until decided ended.
    public struct Stopping: Hashable, Codable, Sendable {
        /// The users the run used (per arm for paired users, in all for split ones).
        public var usersUsed: Int
        /// The most users the run would use, in the same units as ``usersUsed``.
        public var maxUsers: Int
        /// The users added between looks at the tests.
        public var batch: Int
        /// Every goal's test was decided before the cap.
        public var decided: Bool

        package init(usersUsed: Int, maxUsers: Int, batch: Int, decided: Bool) {
            self.usersUsed = usersUsed
            self.maxUsers = maxUsers
            self.batch = batch
            self.decided = decided
        }
    }
}
