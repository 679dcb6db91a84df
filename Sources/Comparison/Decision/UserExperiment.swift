import CoordsimApp
import Experiments

/// Synthetic users run to a decision: split between the variants or paired (each user walks every
/// variant with common random numbers), tested with fixed-horizon or GrowthBook's anytime-valid
/// statistics, on one goal or several with a correction, and, when asked, in batches until every
/// goal is decided. Users are summed up as they finish, so memory does not grow with their number.
public struct UserExperiment: Sendable {
    /// Adds users in batches until every goal's test is decided, or the cap.
    public struct UntilDecided: Hashable, Codable, Sendable {
        /// The most users to run: per arm for paired users, in all for split ones.
        public var maxUsers: Int
        /// The users added between looks at the tests.
        public var batch: Int

        /// The cap `--until-decided` uses unless given.
        public static let defaultMaxUsers = 100_000
        /// The batch `--until-decided` uses unless given.
        public static let defaultBatch = 1_000

        /// Stops at `maxUsers` users at most, looking after every `batch`.
        public init(maxUsers: Int = defaultMaxUsers, batch: Int = defaultBatch) {
            self.maxUsers = maxUsers
            self.batch = batch
        }
    }

    /// The users: seed, budget, model, split, lift and launch values; `users.users` is how many
    /// run when the experiment does not stop on its own.
    public var users: SyntheticUsers
    /// Each user walks every variant (common random numbers) instead of one.
    public var paired: Bool
    /// GrowthBook's sequential tuning parameter S, for anytime-valid intervals; nil for fixed-horizon
    /// tests. A run with ``untilDecided`` is always sequential (S = 5,000 unless given).
    public private(set) var tuning: Double?
    /// Set to add users in batches until decided; nil runs `users.users` users once.
    public var untilDecided: UntilDecided?
    /// How the goals' p-values are corrected for testing several at once; Holm by default.
    public var correction: Correction
    /// The significance level of every test and decision (two-sided).
    public let alpha = 0.05

    /// An experiment of `users`; `tuning` nil is fixed-horizon, unless `untilDecided` makes it
    /// sequential.
    public init(users: SyntheticUsers, paired: Bool = false, tuning: Double? = nil, untilDecided: UntilDecided? = nil,
                correction: Correction = .holm) {
        self.users = users
        self.paired = paired
        // Stopping when decided looks after every batch: only the anytime-valid test may be looked at so.
        self.tuning = tuning ?? (untilDecided == nil ? nil : SequentialTest.defaultTuning)
        self.untilDecided = untilDecided
        self.correction = correction
    }

    /// Runs the users towards each goal (the same users, by id and seed, for every goal) and
    /// decides each goal's test. `progress` gets (users done, most users).
    public func run(app: any SimulatedApp.Type, config: AppConfig, goals: [FunnelGoal], language: Language = .en,
                    states: LearnedStates? = nil, progress: ((Int, Int) -> Void)? = nil) throws -> ExperimentReport {
        precondition(!goals.isEmpty, "A user experiment needs at least one goal.")
        let learned = states ?? LearnedStates()
        let setups = try goals.map { try users.prepare(app: app, config: config, goal: $0, language: language, states: learned) }
        let split = setups[0].split
        if paired { try Self.checkPairable(split, config: config) }
        let arms = split.arms.count
        var tallies = goals.map { goal in Array(repeating: ArmTally(stages: goal.stages.count), count: arms) }
        var pairs = goals.map { _ in Array(repeating: PairTally(), count: arms - 1) }
        var excluded = goals.map { _ in [String: Int]() }
        var generator = SplitMix64(seed: users.seed)
        let cap = untilDecided?.maxUsers ?? users.users
        let batch = untilDecided?.batch ?? cap
        var done = 0
        while true {
            let end = min(cap, done + batch)
            while done < end {
                let id = SyntheticUsers.nextUserID(&generator)
                for (index, setup) in setups.enumerated() {
                    let stages = goals[index].stages
                    if paired {
                        let results = split.arms.map { arm in
                            users.walk(user: id, graph: setup.graphs[arm.variant]!, stages: stages, coupled: true)
                        }
                        for (arm, result) in results.enumerated() { tallies[index][arm].add(result) }
                        for arm in 1..<arms { pairs[index][arm - 1].add(control: results[0], treatment: results[arm]) }
                        continue
                    }
                    switch try split.arm(for: id, config: config) {
                    case let .arm(arm):
                        tallies[index][arm].add(users.walk(user: id, graph: setup.graphs[split.arms[arm].variant]!, stages: stages))
                    case let .excluded(reason):
                        excluded[index][reason, default: 0] += 1
                    }
                }
                done += 1
                progress?(done, cap)
            }
            var reports = goals.indices.map { index in
                report(goal: goals[index], setup: setups[index], tallies: tallies[index], pairs: pairs[index],
                       excluded: excluded[index], users: done)
            }
            decide(&reports)
            let decided = reports.allSatisfy { $0.tests.allSatisfy { $0.decision != .undecided } }
            if let untilDecided, decided || done >= cap {
                for index in reports.indices {
                    reports[index].stopping = SyntheticReport.Stopping(usersUsed: done, maxUsers: untilDecided.maxUsers,
                                                                       batch: untilDecided.batch, decided: decided)
                }
            }
            if untilDecided == nil || decided || done >= cap {
                return ExperimentReport(correction: correction, alpha: alpha, goals: goals.map(\.name), reports: reports)
            }
        }
    }

    /// Refuses to pair users on an experiment whose assignment pairing would override: pairing
    /// sends every user through every variant, so a forced variant, coverage or uneven weights
    /// would be ignored.
    static func checkPairable(_ split: UserSplit, config: AppConfig) throws {
        guard let key = split.experiment, let definition = config.experiments?.first(where: { $0.key == key }) else { return }
        var overridden: [String] = []
        if let forced = definition.forcedVariant { overridden.append("its forced variant \(forced)") }
        if let coverage = definition.coverage, coverage < 1 { overridden.append("its coverage \(Format.number(coverage))") }
        let weights = definition.effectiveWeights
        if let first = weights.first, weights.contains(where: { abs($0 - first) > 1e-12 }) {
            overridden.append("its weights " + weights.map { Format.number($0) }.joined(separator: "/"))
        }
        guard !overridden.isEmpty else { return }
        throw UserExperimentError(message: "--paired sends every user through every variant, which would override experiment "
            + "\(key)'s assignment (\(overridden.joined(separator: ", "))); compare its variants with --variants "
            + "\(definition.variants.joined(separator: ",")) --paired, or drop --paired")
    }

    /// One goal's report at `users` users: the fixed-horizon report, then the paired and sequential
    /// tests and the guardrails of each treatment.
    func report(goal: FunnelGoal, setup: SyntheticUsers.PreparedRun, tallies: [ArmTally], pairs: [PairTally], excluded: [String: Int], users count: Int) -> SyntheticReport {
        var options = users
        options.users = count
        let run = SyntheticRun(options: options, split: setup.split, goal: goal, shortestPaths: setup.reach.paths,
                               warnings: setup.reach.warnings, results: [], excluded: excluded)
        var report = SyntheticReport(run, tallies: tallies)
        report.paired = paired ? true : nil
        report.correction = correction
        for index in report.tests.indices {
            let control = tallies[0], treatment = tallies[index + 1]
            var test = report.tests[index]
            if let tuning {
                test.sequential = .init(SequentialTest(control: SampleStatistic(control.conversion),
                                                       treatment: SampleStatistic(treatment.conversion), tuning: tuning, alpha: alpha))
            }
            if paired {
                let pair = pairs[index]
                let sequential = tuning.map {
                    SyntheticReport.SequentialResult(SequentialTest(pairedDifferences: pair.conversion.differences,
                                                                    tuning: $0, alpha: alpha))
                }
                test.paired = .init(pair.conversion, inputsToGoal: PairedMeanTest(differences: pair.inputsDifference.statistic,
                                                                                  alpha: alpha),
                                    sequential: sequential)
            }
            test.guardrails = guardrails(control: control, treatment: treatment)
            report.tests[index] = test
        }
        return report
    }

    func guardrails(control: ArmTally, treatment: ArmTally) -> [SyntheticReport.GuardrailTest] {
        let inputs = MeanTest(control: control.inputsToGoal.statistic, treatment: treatment.inputsToGoal.statistic, alpha: alpha)
        let inputsSequential = tuning.map {
            SequentialTest(control: control.inputsToGoal.statistic, treatment: treatment.inputsToGoal.statistic, tuning: $0, alpha: alpha)
        }
        let gaveUp = TwoProportionTest(control: control.gaveUp, treatment: treatment.gaveUp)
        let gaveUpSequential = tuning.map {
            SequentialTest(control: SampleStatistic(control.gaveUp), treatment: SampleStatistic(treatment.gaveUp), tuning: $0, alpha: alpha)
        }
        func worse(_ difference: Double, fixed: Double?, sequential: SequentialTest?) -> Bool {
            guard difference > 0 else { return false }
            if let sequential { return (sequential.pValue ?? 1) < alpha }
            return (fixed ?? 1) < alpha
        }
        return [
            .init(metric: .inputsToGoal, control: inputs.control.mean, treatment: inputs.treatment.mean, difference: inputs.difference,
                  pValue: inputs.pValue, differenceInterval: inputs.differenceInterval,
                  sequential: inputsSequential.map(SyntheticReport.SequentialResult.init),
                  isWorse: worse(inputs.difference, fixed: inputs.pValue, sequential: inputsSequential)),
            .init(metric: .gaveUp, control: gaveUp.control.rate, treatment: gaveUp.treatment.rate, difference: gaveUp.difference,
                  pValue: gaveUp.pValue, differenceInterval: gaveUp.differenceInterval,
                  sequential: gaveUpSequential.map(SyntheticReport.SequentialResult.init),
                  isWorse: worse(gaveUp.difference, fixed: gaveUp.pValue, sequential: gaveUpSequential)),
        ]
    }

    /// The p-value and interval each goal's test decides on: the sequential ones when the run is
    /// sequential (paired ones for paired users), else McNemar's and the paired interval, else the
    /// z-test and its interval.
    func evidence(_ test: SyntheticReport.VariantTest) -> (pValue: Double?, interval: Interval?) {
        if tuning != nil {
            let sequential = paired ? test.paired?.sequential : test.sequential
            // No user converted in one variant only: the sequential interval has no variance to
            // work from, and the paired interval's exact bound on the discordant share stands in.
            if paired, sequential?.differenceInterval == nil, let pair = test.paired,
               pair.discordant.controlOnly + pair.discordant.treatmentOnly == 0 {
                return (nil, pair.differenceInterval)
            }
            return (sequential?.pValue, sequential?.differenceInterval)
        }
        if let paired = test.paired { return (paired.pValue, paired.differenceInterval) }
        return (test.test.pValue, test.test.differenceInterval)
    }

    /// Corrects every goal's p-values together (each goal against each treatment) and decides.
    func decide(_ reports: inout [SyntheticReport]) {
        var places: [(Int, Int)] = []
        var pValues: [Double] = []
        for (r, report) in reports.enumerated() {
            for (t, test) in report.tests.enumerated() {
                if let p = evidence(test).pValue {
                    places.append((r, t))
                    pValues.append(p)
                }
            }
        }
        let adjusted = correction.adjust(pValues)
        for (place, p) in zip(places, adjusted) { reports[place.0].tests[place.1].adjustedPValue = p }
        for r in reports.indices {
            for t in reports[r].tests.indices {
                let test = reports[r].tests[t]
                let interval = evidence(test).interval
                var decision = Decision.undecided
                if let p = test.adjustedPValue, p < alpha {
                    decision = test.test.difference > 0 ? .treatment : .control
                } else if let lift = users.lift, let interval {
                    let margin = abs(lift.difference(over: test.test.control.rate))
                    if interval.lower > -margin && interval.upper < margin { decision = .equivalent }
                }
                reports[r].tests[t].decision = decision
            }
        }
    }
}

/// A user experiment that cannot run as asked (e.g. pairing users on an experiment whose assignment it would override).
public struct UserExperimentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What cannot run and why, in a sentence.
    public var message: String
    public var description: String { message }

    package init(message: String) { self.message = message }
}
