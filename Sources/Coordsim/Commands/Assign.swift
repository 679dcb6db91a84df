import ArgumentParser
import Experiments
import CoordsimApp

/// `coordsim assign --user ID`: which variant a user gets, and why.
struct Assign<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "assign",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Put a user in a variant with GrowthBook's bucketing, and say why.",
            discussion: """
                Precedence: --variant, then the experiment's forcedVariant, then the hash of the user id \
                (FNV-1a 32, hashVersion 1 or 2, seed = the experiment's seed or key), then the config's defaultVariant. \
                Without --experiment the config's first experiment is used, as `run --user` does.
                --variant NAME is not something to run here: it is the override at the top of that order, so the \
                answer is NAME (reason: flag), as `run --user ID --variant NAME` would run it. \
                --lang and --launch play no part: labels and launch values do not affect assignment.
                """)
    }

    @OptionGroup var options: AppOptions<App>

    @Option(name: .long, help: ArgumentHelp("The user id to hash.", valueName: "id"))
    var user: String

    @Option(name: .long, help: ArgumentHelp("The experiment key; defaults to the config's first.", valueName: "key"))
    var experiment: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if user.isEmpty { throw ValidationError("--user needs a non-empty id") }
    }

    func run() throws {
        try reportingErrors {
            let assignment = try options.assignment(user: user, experiment: experiment)
            switch format {
            case .json:
                print(try OutputFormat.json(assignment))
            case .text:
                printText("user \(user): variant \(assignment.variant)")
                printText("  reason: \(assignment.reason.rawValue): \(assignment.description)")
                if let key = assignment.experiment { printText("  experiment: \(key)") }
                if let buckets = assignment.buckets {
                    printText("  buckets: " + buckets.map { "\($0.variant) \($0.range)" }.joined(separator: "  "))
                }
            }
        }
    }
}

extension AppChoice {
    /// The variant `user` runs, with its reason: `--variant` first, then the config's experiment.
    /// `run --user` calls this; errors become usage errors (exit 2).
    func assignment(user: String?, experiment: String? = nil) throws -> Assignment {
        let config = try loadConfig()
        do {
            return try Assignment.resolve(config: config, user: user, experiment: experiment, variantFlag: variant)
        } catch let error as AssignmentError {
            throw CLIError.usage("\(error)\(configSuffix)")
        }
    }
}
