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
import Journeys
import CoordsimApp

/// `coordsim compare`: journeys side by side on variants, or synthetic users through an experiment.
struct Compare<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "compare",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Compare variants: run journeys on each side by side, or send synthetic users through an experiment.",
            discussion: """
                Journeys:  \(executableName) compare --variants A,B JOURNEY...   (no JOURNEY: every file in --journeys)
                Users:     \(executableName) compare --users N --seed S --goal NAME [--experiment KEY] [--budget K]
                --goal is a journey file, a journey's name, an outcome (NAME or NAME=VALUE) or screen:ID.
                A journey that fails on any variant exits 1.
                The shared --variant option does not apply here: pick the variants with --variants A,B; \
                with --users, the experiment assigns them.
                """)
    }

    @OptionGroup var options: AppOptions<App>

    @Option(name: .long, help: ArgumentHelp("Variants to run the journeys on, comma separated; default: all.",
                                            valueName: "A,B"))
    var variants: String?

    @Argument(help: ArgumentHelp("Journey files.", valueName: "journey"))
    var journeys: [String] = []

    @Option(name: .customLong("journeys"), help: ArgumentHelp(
        "Where journeys live" + (App.configuration.journeysDirectory.map { " (default: \($0))." } ?? "."), valueName: "dir"))
    var journeysOption: String?

    /// The journeys folder: `--journeys`, else the app's.
    var journeysDirectory: String? { journeysOption ?? App.configuration.journeysDirectory }

    @Option(name: .long, help: ArgumentHelp("Synthetic users to send through the experiment.", valueName: "n"))
    var users: Int?

    @Option(name: .long, help: "The seed of the synthetic users; the same seed prints the same report.")
    var seed: UInt64 = 1

    @Option(name: .long, help: ArgumentHelp("What synthetic users try to reach.", valueName: "name"))
    var goal: String?

    @Option(name: .long, help: ArgumentHelp("The most inputs each synthetic user makes.", valueName: "k"))
    var budget: Int = 40

    @Option(name: .long, help: ArgumentHelp("The experiment that assigns synthetic users; default: the config's first.",
                                            valueName: "key"))
    var experiment: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if options.variant != nil { throw ValidationError("compare runs several variants: use --variants A,B (plural) instead of --variant") }
        if let users {
            guard users > 0 else { throw ValidationError("--users must be at least 1") }
            guard goal != nil else { throw ValidationError("--users needs --goal NAME (a journey, an outcome or screen:ID)") }
            guard journeys.isEmpty, variants == nil else {
                throw ValidationError("--users assigns variants by the experiment; drop the journeys and --variants")
            }
            guard budget > 0 else { throw ValidationError("--budget must be at least 1") }
        } else if goal != nil || experiment != nil {
            throw ValidationError("--goal and --experiment go with --users N")
        }
    }

    func run() throws {
        try reportingErrors {
            let config = try options.loadConfig()
            if let users { try runUsers(users, config: config) } else { try runJourneys(config: config) }
        }
    }

    private func runJourneys(config: AppConfig) throws {
        let names = variants.map { $0.split(separator: ",").map { $0.trimmingSpacesAndTabs() } }
            ?? config.variantNames
        for name in names where config.variant(named: name) == nil {
            throw CLIError.usage("unknown variant \"\(name)\"; valid variants: \(config.variantNames.joined(separator: ", "))")
        }
        var paths = journeys
        if paths.isEmpty {
            guard let journeysDirectory else {
                throw CLIError.usage("no journeys given; name journey files, or a folder with --journeys DIR")
            }
            let found = (try? FileManager.default.contentsOfDirectory(atPath: journeysDirectory)) ?? []
            paths = found.filter { $0.hasSuffix(".json") }.sorted().map { "\(journeysDirectory)/\($0)" }
            guard !paths.isEmpty else { throw CLIError.usage("no journeys given and none in \(journeysDirectory)") }
        }
        let apps = try names.map { try options.makeApp(config: config, variant: $0) }
        let comparisons = try paths.map { path in
            do {
                return try JourneyComparison.run(loadJourneyFile(path), path: path, variants: apps)
            } catch let error as UnknownLaunchParameter {
                throw CLIError.usage("journey error: \(path): $.launch: \(error)")
            }
        }
        switch format {
        case .text: printText(comparisons.map(\.text).joined(separator: "\n"), terminator: "")
        case .json: print(try OutputFormat.json(comparisons))
        }
        let failed = comparisons.filter { !$0.passed }
        if !failed.isEmpty {
            throw CLIError.failure("\(failed.count) of \(comparisons.count) journeys failed on some variant: "
                + failed.map { "\"\($0.journey)\"" }.joined(separator: ", "))
        }
    }

    private func runUsers(_ count: Int, config: AppConfig) throws {
        let synthetic = SyntheticUsers(users: count, seed: seed, budget: budget, experiment: experiment)
        let report: SyntheticReport
        do {
            let probe = try Assignment.resolve(config: config, user: nil, experiment: experiment)
            let baseline = config.experiments?.first { $0.key == probe.experiment }?.variants.first ?? config.defaultVariant
            let funnelGoal = try FunnelGoal.resolve(goal ?? "", journeysDirectory: journeysDirectory ?? "",
                                                    variant: options.makeApp(config: config, variant: baseline))
            let bar = ProgressBar()
            report = try synthetic.run(app: App.self, config: config, goal: funnelGoal,
                                       language: options.language(in: config),
                                       progress: bar.map { bar in { done, total in bar.update(done, of: total) } })
            bar?.finish()
        } catch let error as AssignmentError {
            throw CLIError.usage("\(error)\(options.configSuffix)")
        } catch let error as FunnelGoalError {
            throw CLIError.usage("--goal: \(error)")
        } catch let error as JourneyFileError {
            throw CLIError.usage("journey error: \(error)")
        } catch let error as UnknownLaunchParameter {
            throw CLIError.usage("--goal: the goal's journey: $.launch: \(error)")
        }
        switch format {
        case .text: printText(report.text, terminator: "")
        case .json: print(try OutputFormat.json(report))
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
    }
}
