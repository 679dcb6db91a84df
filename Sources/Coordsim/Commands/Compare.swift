import ArgumentParser
import Comparison
import Experiments
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CoordsimConfig
import Journeys
import CoordsimApp
import Simulation

/// `coordsim compare`: journeys side by side on variants, or synthetic users through an experiment.
struct Compare<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "compare",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Compare variants: run journeys on each side by side, or send synthetic users through an experiment.",
            discussion: """
                Journeys:  \(executableName) compare --variants A,B JOURNEY...   (no JOURNEY: every file in --journeys)
                Users:     \(executableName) compare --users N --goal NAME [--variants A,B | --experiment KEY] [--seed S] [--budget K]
                           [--model goal-directed|uniform] [--epsilon E] [--patience P] [--mde 2pp|10%]
                --goal is a journey file, a journey's name, an outcome (NAME or NAME=VALUE) or screen:ID; \
                an unknown screen or outcome is refused.
                With --users, --variants A,B splits users evenly between the variants with no experiment (a variant \
                named twice is an A/A check); otherwise an experiment of the config (default: its first) assigns them.
                Users are goal-directed by default: with probability 1 - epsilon (default \(Format.number(UserModel.defaultEpsilon))) \
                each input is a step of a shortest path to the goal, otherwise any input on screen, and before each input \
                they give up with probability 1/(patience + 1) (patience: inputs made on average, default \
                \(Format.number(UserModel.defaultPatience))). Uniform users pick every input at random. The config's \
                "syntheticUsers" sets these too; flags win.
                Deciding:  --paired (every user walks every variant: the 2x2 table, McNemar's exact test, the paired \
                interval), --sequential [--tuning S] (GrowthBook's anytime-valid interval, S default 5000), \
                --until-decided [--max-users N] [--batch B] (add users until the sequential interval excludes 0, or lies \
                inside +-MDE with --mde), --goal repeated with --correction holm|bh|none. These add guardrails (inputs \
                to goal, giving up) and a decision per goal: treatment, control, equivalent or undecided.
                The report gives each variant's funnel, the z-test and the 95% CI of the difference, the minimum \
                detectable effect at 80% power, and with --mde the users each variant needs to detect that lift.
                A journey that fails on any variant exits 1.
                The shared --variant option does not apply here: pick the variants with --variants A,B.
                """)
    }

    enum Model: String, ExpressibleByArgument, CaseIterable {
        case goalDirected = "goal-directed"
        case uniform
    }

    @OptionGroup var options: AppOptions<App>

    @Option(name: .long, help: ArgumentHelp(
        "Variants to compare, comma separated: the journeys' (default: all), or an even split of synthetic users.",
        valueName: "A,B"))
    var variants: String?

    @Argument(help: ArgumentHelp("Journey files.", valueName: "journey"))
    var journeys: [String] = []

    @Option(name: .customLong("journeys"), help: ArgumentHelp(
        "Where journeys live" + (App.configuration.journeysDirectory.map { " (default: \($0))." } ?? "."), valueName: "dir"))
    var journeysOption: String?

    /// The journeys folder: `--journeys`, else the app's.
    var journeysDirectory: String? { journeysOption ?? App.configuration.journeysDirectory }

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Synthetic users to send towards the goal.", valueName: "n"),
            transform: { try Numbers.whole($0, in: Numbers.users, example: 1000) })
    var users: Int?

    @Option(name: .long, parsing: .unconditional,
            help: "The seed of the synthetic users; the same seed prints the same report.",
            transform: Numbers.seed)
    var seed: UInt64 = 1

    @Option(name: .long, help: ArgumentHelp(
        "What synthetic users try to reach; repeat it to test several goals, corrected together (--correction).",
        valueName: "name"))
    var goal: [String] = []

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The most inputs each synthetic user makes (default: the config's, else 40).", valueName: "k"),
            transform: { try Numbers.whole($0, in: Numbers.budget, example: 40) })
    var budget: Int?

    @Option(name: .long, help: ArgumentHelp("The experiment that assigns synthetic users; default: the config's first.",
                                            valueName: "key"))
    var experiment: String?

    @Option(name: .long, help: ArgumentHelp(
        "How synthetic users choose inputs: goal-directed or uniform (default: the config's, else goal-directed).",
        valueName: "model"))
    var model: Model?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Goal-directed users: the share of random inputs, 0 to 1.", valueName: "e"),
            transform: { try Numbers.number($0, in: 0...1, "a share of inputs from 0 to 1, e.g. 0.1") })
    var epsilon: Double?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Goal-directed users: the inputs they make on average before giving up.", valueName: "p"),
            transform: { try Numbers.positive($0, "a number of inputs above 0, e.g. 10") })
    var patience: Double?

    @Option(name: .long, help: ArgumentHelp(
        "A lift to plan for: 2pp (percentage points) or 10% (relative to the control); the report gives the users it needs.",
        valueName: "lift"))
    var mde: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup(title: "Deciding") var deciding: DecidingOptions

    func validate() throws {
        if options.variant != nil { throw ValidationError("compare runs several variants: use --variants A,B (plural) instead of --variant") }
        try deciding.check(users: users, journeys: journeys)
        if users != nil || deciding.untilDecided {
            guard !goal.isEmpty else {
                throw ValidationError("\(users != nil ? "--users" : "--until-decided") needs --goal NAME (a journey, an outcome or screen:ID)")
            }
            guard journeys.isEmpty else {
                throw ValidationError("--users sends synthetic users, journeys run without it: drop the journeys or --users")
            }
            guard variants == nil || experiment == nil else {
                throw ValidationError("--variants splits users evenly with no experiment; --experiment KEY splits them by an experiment: give one of them")
            }
            if model == .uniform, epsilon != nil || patience != nil {
                throw ValidationError("--epsilon and --patience apply to goal-directed users; drop them or use --model goal-directed")
            }
            if let mde, Lift(mde) == nil {
                throw ValidationError("--mde takes a lift such as 2pp (percentage points: 50% to 52%) or 10% (relative: 50% to 55%), not \"\(mde)\"")
            }
        } else {
            let given = [("--goal", !goal.isEmpty), ("--experiment", experiment != nil), ("--budget", budget != nil),
                         ("--model", model != nil), ("--epsilon", epsilon != nil), ("--patience", patience != nil),
                         ("--mde", mde != nil)].filter(\.1).map(\.0)
            if !given.isEmpty {
                throw ValidationError("\(given.joined(separator: ", ")) \(given.count == 1 ? "goes" : "go") with --users N "
                    + "or --until-decided")
            }
        }
    }

    func run() throws {
        try reportingErrors {
            let config = try options.loadConfig()
            if deciding.isDeciding(goals: goal.count) {
                try runExperiment(config: config)
            } else if let users {
                try runUsers(users, config: config)
            } else {
                try runJourneys(config: config)
            }
        }
    }

    /// The variants of `--variants`, trimmed.
    var variantNames: [String]? {
        variants.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpacesAndTabs() } }
    }

    private func runJourneys(config: AppConfig) throws {
        let names = variantNames ?? config.variantNames
        for name in names where config.variant(named: name) == nil {
            throw CLIError.usage("unknown variant \"\(name)\"; valid variants: \(config.variantNames.joined(separator: ", "))")
        }
        var paths = journeys
        if paths.isEmpty {
            guard let journeysDirectory else {
                throw CLIError.usage("no journeys given; name journey files, or a folder with --journeys DIR")
            }
            let found: [String]
            do {
                found = try FileManager.default.contentsOfDirectory(atPath: journeysDirectory)
            } catch {
                throw CLIError.usage("cannot read the journeys folder \(journeysDirectory) (it is relative to the working "
                    + "directory); name journey files, or pass a folder with --journeys DIR")
            }
            paths = found.filter { $0.hasSuffix(".json") }.sorted().map { "\(journeysDirectory)/\($0)" }
            guard !paths.isEmpty else { throw CLIError.usage("no journeys given and none in \(journeysDirectory)") }
        }
        let apps = try names.map { try options.makeApp(config: config, variant: $0) }
        let launches = LaunchRepeatability(apps)
        let comparisons = try paths.map { path in
            do {
                return try JourneyComparison.run(loadJourneyFile(path, app: App.configuration, config: config), path: path, variants: apps)
            } catch let error as LaunchParameterError {
                throw CLIError.journey(FileError(journeyLaunch: error, file: path))
            }
        }
        switch format {
        case .text: printText(comparisons.map(\.text).joined(separator: "\n"), terminator: "")
        case .json: print(try OutputFormat.json(comparisons))
        }
        let launch = launches.report()
        if let launch { StandardError.write(TerminalText.visible("\(executableName): \(launch)") + "\n") }
        let failed = comparisons.filter { !$0.passed }
        if !failed.isEmpty {
            throw CLIError.failure("\(failed.count) of \(comparisons.count) journeys failed on some variant: "
                + failed.map { "\"\($0.journey)\"" }.joined(separator: ", "))
        }
        if launch != nil { throw CLIError.unsound("later launches started elsewhere than the first: see LAUNCH above") }
    }

    /// The user model: the flags, else the config's `syntheticUsers`, else the default.
    func userModel(config: AppConfig) -> UserModel {
        let configured = config.syntheticUsers
        guard (model?.rawValue ?? configured?.model ?? UserModel.default.name) == "goal-directed" else { return .uniform }
        // The config refuses epsilon and patience beside "uniform", so its values belong to goal-directed users.
        return .goalDirected(epsilon: epsilon ?? configured?.epsilon ?? UserModel.defaultEpsilon,
                             patience: patience ?? configured?.patience ?? UserModel.defaultPatience)
    }

    /// Runs a users' comparison, turning the errors of what the person gave (an experiment, a
    /// goal, the goal's journey) into usage errors that name it.
    func explainingUsersErrors<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as AssignmentError {
            throw CLIError.usage("\(error)\(options.configSuffix)")
        } catch let error as UserExperimentError {
            throw CLIError.usage("\(error)\(options.configSuffix)")
        } catch let error as FunnelGoalError {
            throw CLIError.usage("--goal: \(error)")
        } catch let error as FileError {
            throw CLIError.journey(error)
        } catch let error as LaunchParameterError {
            throw CLIError.usage("--goal: the goal's journey: $.launch: \(error)")
        }
    }

    private func runUsers(_ count: Int, config: AppConfig) throws {
        let userModel = userModel(config: config)
        if case .uniform = userModel, epsilon != nil || patience != nil {
            throw CLIError.usage("--epsilon and --patience apply to goal-directed users; the config\(options.configSuffix) "
                + "picks uniform users: drop them or add --model goal-directed")
        }
        var synthetic = SyntheticUsers(users: count, seed: seed, budget: budget ?? config.syntheticUsers?.budget ?? 40,
                                       experiment: experiment, variants: variantNames, model: userModel,
                                       lift: mde.flatMap(Lift.init))
        synthetic.launch = try options.choice.launchValues()
        let (report, launches) = try explainingUsersErrors { () throws -> (SyntheticReport, LaunchRepeatability) in
            let split = try UserSplit(config: config, experiment: experiment, variants: variantNames)
            let launches = LaunchRepeatability(try split.arms.map { try options.makeApp(config: config, variant: $0.variant) })
            let funnelGoal = try FunnelGoal.resolve(goal[0], journeysDirectory: journeysDirectory ?? "",
                                                    variant: options.makeApp(config: config, variant: split.arms[0].variant))
            let bar = ProgressBar()
            let report = try synthetic.run(app: App.self, config: config, goal: funnelGoal,
                                       language: options.language(in: config),
                                       progress: bar.map { bar in { done, total in bar.update(done, of: total) } })
            bar?.finish()
            return (report, launches)
        }
        for warning in report.warnings { StandardError.write(TerminalText.visible("\(executableName): warning: \(warning)") + "\n") }
        switch format {
        case .text: printText(report.text, terminator: "")
        case .json: print(try OutputFormat.json(report))
        }
        if let launch = launches.report() {
            StandardError.write(TerminalText.visible("\(executableName): \(launch)") + "\n")
            throw CLIError.unsound("later launches started elsewhere than the first: see LAUNCH above")
        }
    }
}

/// A progress bar on stderr, only when stderr is a terminal, drawn once a run has taken
/// half a second (short runs stay quiet).
final class ProgressBar {
    private let start = Date()
    private var drawn = false
    private var lastPercent = -1

    /// Nil when stderr is not a TTY.
    init?() {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        // SIGINT, SIGTERM or SIGHUP mid-run: erase the bar, then end as the signal would have, so
        // the shell's prompt starts on a clean line.
        // A signal ignored on purpose (`nohup`) stays ignored. One blocked by whoever started us is
        // unblocked: at a terminal, a person's Ctrl-C ends the run.
        _ = progressBarErase   // initialise the global now, not in the handler
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            sigaction(signalNumber, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }   // SIG_IGN
            signal(signalNumber) { received in
                progressBarErase.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
                signal(received, SIG_DFL)
                raise(received)
            }
            sigaddset(&unblocked, signalNumber)
        }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    func update(_ done: Int, of total: Int) {
        guard total > 0, done % 64 == 0 || done == total else { return }
        guard drawn || Date().timeIntervalSince(start) > 0.5 else { return }
        let percent = done * 100 / total
        guard percent != lastPercent else { return }
        lastPercent = percent
        drawn = true
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        StandardError.write("\rusers [\(bar)] \(percent)% \(done)/\(total)")
    }

    func finish() {
        if drawn { StandardError.write("\r\u{1B}[K") }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            sigaction(signalNumber, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != 1 { signal(signalNumber, SIG_DFL) }
        }
    }
}

/// What erases the progress bar's line: carriage return, erase to the end of the line.
private let progressBarErase: [UInt8] = [0x0D, 0x1B, 0x5B, 0x4B]
