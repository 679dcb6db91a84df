import Comparison
import Experiments
import Journeys
import CoordsimApp
import Simulation

extension Compare {
    /// `compare --users` that decides: paired or split users, sequential or fixed-horizon tests,
    /// one goal or several, until decided or for N users.
    func runExperiment(config: AppConfig) throws {
        let userModel = userModel(config: config)
        if case .uniform = userModel, epsilon != nil || patience != nil {
            throw CLIError.usage("--epsilon and --patience apply to goal-directed users; the config\(options.configSuffix) "
                + "picks uniform users: drop them or add --model goal-directed")
        }
        var synthetic = SyntheticUsers(users: users ?? deciding.stopping?.maxUsers ?? 1,
                                       seed: seed, budget: budget ?? config.syntheticUsers?.budget ?? 40,
                                       experiment: experiment, variants: variantNames, model: userModel,
                                       lift: mde.flatMap(Lift.init))
        synthetic.launch = try options.choice.launchValues()
        let experimentRun = UserExperiment(users: synthetic, paired: deciding.paired, tuning: deciding.sequentialTuning,
                                           untilDecided: deciding.stopping, correction: deciding.correction ?? .holm)
        let (report, launches) = try explainingUsersErrors { () throws -> (ExperimentReport, LaunchRepeatability) in
            let split = try UserSplit(config: config, experiment: experiment, variants: variantNames)
            let first = try options.makeApp(config: config, variant: split.arms[0].variant)
            let launches = LaunchRepeatability(try split.arms.map { try options.makeApp(config: config, variant: $0.variant) })
            var goals: [FunnelGoal] = []
            for name in goal {
                guard !goals.contains(where: { $0.name == name }) else { throw CLIError.usage("--goal \(name) is given twice") }
                goals.append(try FunnelGoal.resolve(name, journeysDirectory: journeysDirectory ?? "", variant: first))
            }
            let bar = ProgressBar()
            let report = try experimentRun.run(app: App.self, config: config, goals: goals, language: options.language(in: config),
                                           progress: bar.map { bar in { done, total in bar.update(done, of: total) } })
            bar?.finish()
            return (report, launches)
        }
        for warning in Set(report.reports.flatMap(\.warnings)).sorted() {
            StandardError.write(TerminalText.visible("\(executableName): warning: \(warning)") + "\n")
        }
        switch format {
        case .text: printText(report.text, terminator: "")
        case .json: print(report.reports.count == 1 ? try OutputFormat.json(report.reports[0]) : try OutputFormat.json(report))
        }
        if let launch = launches.report() {
            StandardError.write(TerminalText.visible("\(executableName): \(launch)") + "\n")
            throw CLIError.unsound("later launches started elsewhere than the first: see LAUNCH above")
        }
    }
}
