import ArgumentParser
import Comparison
import Experiments

/// `compare --users`' options that make it decide: pairing, sequential testing, stopping, the correction.
struct DecidingOptions: ParsableArguments {
    @Flag(name: .long, help: "Every synthetic user walks every variant with the same random draws (paired users).")
    var paired = false

    @Flag(name: .long, help: "GrowthBook's anytime-valid (sequential) interval of the difference, safe to look at any time.")
    var sequential = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The sequential interval's tuning parameter S: the users where it is narrowest (default 5000).", valueName: "S"))
    var tuning: Double?

    @Flag(name: .customLong("until-decided"), help: "Add users in batches until every goal is decided, or --max-users.")
    var untilDecided = false

    @Option(name: .customLong("max-users"), parsing: .unconditional,
            help: ArgumentHelp("With --until-decided: the most users (default 100,000).", valueName: "n"),
            transform: { try Numbers.whole($0, in: Numbers.users, example: 100_000) })
    var maxUsers: Int?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("With --until-decided: the users added between looks (default 1,000).", valueName: "b"),
            transform: { try Numbers.whole($0, in: Numbers.users, example: 1000) })
    var batch: Int?

    @Option(name: .long, help: ArgumentHelp(
        "The correction across goals: holm (default), bh (Benjamini-Hochberg) or none.", valueName: "method"))
    var correction: Correction?

    /// Any of these options was given.
    var isGiven: Bool {
        paired || sequential || tuning != nil || untilDecided || maxUsers != nil || batch != nil || correction != nil
    }

    /// The run decides (a ``UserExperiment``) rather than printing the plain users report.
    func isDeciding(goals: Int) -> Bool { isGiven || goals > 1 }

    /// The sequential tuning parameter, when the run is sequential.
    var sequentialTuning: Double? {
        sequential || untilDecided ? (tuning ?? SequentialTest.defaultTuning) : nil
    }

    /// Refuses combinations that cannot run as usage errors (exit 64), as the parser refuses other
    /// bad flag pairs; run from ``Compare/validate()``, before the config is read.
    func check(users: Int?, journeys: [String]) throws {
        let usersOnly = [("--paired", paired), ("--sequential", sequential), ("--until-decided", untilDecided),
                         ("--tuning", tuning != nil), ("--max-users", maxUsers != nil), ("--batch", batch != nil),
                         ("--correction", correction != nil)].filter(\.1).map(\.0)
        if !usersOnly.isEmpty, users == nil && !untilDecided || !journeys.isEmpty {
            throw ValidationError("\(usersOnly.joined(separator: ", ")) \(usersOnly.count == 1 ? "tests" : "test") synthetic users, "
                + "not journeys: give --users N --goal NAME (or --until-decided --goal NAME) and no journey files")
        }
        if let tuning, !(tuning.isFinite && tuning > 0) {
            throw ValidationError("--tuning takes the sequential tuning parameter S, a number of users above 0 (GrowthBook's default: 5000)")
        }
        if tuning != nil, !sequential, !untilDecided {
            throw ValidationError("--tuning sets the sequential interval: add --sequential (or --until-decided)")
        }
        if !untilDecided, maxUsers != nil || batch != nil {
            throw ValidationError("--max-users and --batch go with --until-decided")
        }
        if untilDecided, users != nil {
            throw ValidationError("--until-decided adds users until decided: give its cap with --max-users N, not --users")
        }
        let stopping = self.stopping
        if let stopping, stopping.maxUsers < stopping.batch {
            throw ValidationError("--max-users (\(Format.count(stopping.maxUsers))) is below the batch (\(Format.count(stopping.batch))): "
                + "the cap must hold at least one batch; raise --max-users or lower --batch")
        }
    }

    var stopping: UserExperiment.UntilDecided? {
        guard untilDecided else { return nil }
        return UserExperiment.UntilDecided(maxUsers: maxUsers ?? UserExperiment.UntilDecided.defaultMaxUsers,
                                           batch: batch ?? UserExperiment.UntilDecided.defaultBatch)
    }
}

extension Correction: ExpressibleByArgument {}
