import ArgumentParser
import CoordsimApp
import Exploration

/// `--check NAME=LEVEL` (repeatable): the level of each of the explorer's checks, by name.
struct CheckOptions<App: SimulatedApp>: ParsableArguments {
    @Option(name: .customLong("check"), help: ArgumentHelp(
        "Set a check's level: NAME=off|warn|error (repeatable; a warning is reported and does not fail "
            + "the run). --list-checks on explore lists the checks.", valueName: "name=level"))
    var checks: [String] = []

    /// The levels given, by check name. Exit 2 for a name the app does not have or a level that is not one.
    func levels() throws -> [String: CheckLevel] {
        try Self.levels(checks, app: App.configuration)
    }

    static func levels(_ arguments: [String], app: AppConfiguration) throws -> [String: CheckLevel] {
        let names = Explorer.checkNames(of: app)
        var levels: [String: CheckLevel] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw CLIError.usage("--check \(argument): give NAME=LEVEL, e.g. --check backMatchesDepth=warn; "
                    + "checks: \(names.joined(separator: ", "))")
            }
            guard names.contains(parts[0]) else {
                throw CLIError.usage("--check \(argument): " + Suggestion.unknownName("check", parts[0], valid: names))
            }
            guard let level = CheckLevel(rawValue: parts[1]) else {
                throw CLIError.usage("--check \(argument): unknown level \"\(parts[1])\"; levels: off, warn, error")
            }
            levels[parts[0]] = level
        }
        return levels
    }

    /// The text `explore --list-checks` prints: every check, the app's own too, with its rule and level.
    static func list(_ app: AppConfiguration, levels: [String: CheckLevel]) -> String {
        let checks = Explorer.checks(of: app)
        let width = checks.map(\.invariant.name.count).max() ?? 0
        return checks.map { check in
            let level = levels[check.invariant.name] ?? check.level
            let own = Invariant.generic.contains(check.invariant) ? "" : " (the app's own)"
            return check.invariant.name.padding(toLength: width) + "  " + level.rawValue.padding(toLength: 5) + "  "
                + check.invariant.summary + own
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
