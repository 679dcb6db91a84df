extension AppUnderTest {
    /// Synthetic users through `variants` (the first is the control) towards each goal, tested and
    /// decided as `compare --users` does: split or `paired` users, fixed-horizon or `sequential`
    /// tests, `users` of them or, with `untilDecided`, batches until every goal is decided. Goals
    /// are named as `--goal` takes them (an outcome, a journey's name, `screen:ID`); journeys come
    /// from `journeys` (by default the app's journeys directory, relative to the working directory).
    /// The same arguments always give the same report.
    ///
    /// ```swift
    /// extension GoalName { static let purchase: GoalName = "purchase" }
    ///
    /// @Test func theSheetSellsMore() throws {
    ///     let report = try shop.compareUsers(goals: [.purchase], variants: ["A", "C"], paired: true,
    ///                                        untilDecided: .init(maxUsers: 20_000, batch: 500))
    ///     #expect(report.test(.purchase).decision == .treatment)
    /// }
    /// ```
    public func compareUsers(goals: [GoalName], variants: [String], users: Int = 1_000, seed: UInt64 = 1,
                             model: UserModel = .default, budget: Int = 40, lift: Lift? = nil, paired: Bool = false,
                             sequential: Bool = false, tuning: Double = SequentialTest.defaultTuning,
                             untilDecided: UserExperiment.UntilDecided? = nil, correction: Correction = .holm,
                             launch: [String: LaunchValue] = [:], journeys: String? = nil) throws -> ExperimentReport {
        var synthetic = SyntheticUsers(users: untilDecided?.maxUsers ?? users, seed: seed, budget: budget,
                                       variants: variants, model: model, lift: lift)
        synthetic.launch = launch
        let experiment = UserExperiment(users: synthetic, paired: paired,
                                        tuning: sequential || untilDecided != nil ? tuning : nil,
                                        untilDecided: untilDecided, correction: correction)
        let first = try variant(variants.first, launch: launch)
        let resolved = try goals.map {
            try FunnelGoal.resolve($0.name, journeysDirectory: journeys ?? App.configuration.journeysDirectory ?? "",
                                  variant: first)
        }
        return try experiment.run(app: App.self, config: config, goals: resolved, language: language)
    }
}
