import ArgumentParser
import CoordinatorKit
import Foundation
import Simulation
import TerminalUI

/// `coordsim run`: the app in the terminal UI, the default command.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the app in the terminal UI (the default command).",
        discussion: """
            Keys: 1 2 3 tabs, Tab/Shift-Tab focus, arrows, Enter/Space activate, Esc back, \
            the shown letter of a button, i inspector, ? help, q quit. Mouse clicks work on tabs and buttons.
            Needs a terminal; for runs without one use `coordsim script`, `compare` or `explore`.
            """)

    @OptionGroup var options: AppOptions

    @Flag(name: .customLong("no-inspector"), help: "Start with the inspector hidden (i shows it).")
    var noInspector = false

    @Option(name: .long, help: ArgumentHelp(
        "Run as this user: the variant comes from the config's experiment (see `coordsim assign`).",
        valueName: "id"))
    var user: String?

    @Option(name: .long, help: ArgumentHelp("The experiment --user is bucketed in; defaults to the config's first.",
                                            valueName: "key"))
    var experiment: String?

    func validate() throws {
        if user?.isEmpty == true { throw ValidationError("--user needs a non-empty id") }
        if experiment != nil && user == nil { throw ValidationError("--experiment needs --user") }
    }

    func run() throws {
        try reportingErrors {
            // The config is loaded and checked before the terminal is touched, so its errors
            // print on a normal screen.
            // --user picks the variant as `coordsim assign` does; the header says which and why.
            let assignment = try user.map { try options.assignment(user: $0, experiment: experiment) }
            let app = try options.makeApp(variant: assignment?.variant)
            let header = assignment.map { "\($0.variant) · user \(user ?? "") (\($0.reason.rawValue))" }
                ?? app.variant.name
            let outcome: TerminalRunner.Outcome
            do {
                outcome = try MainActor.assumeIsolated {
                    try TerminalRunner.run { size in
                        let session = TerminalSession(simulation: Simulation(app: app, viewport: size),
                                                      variant: header, size: size)
                        if noInspector { session.handle(.key(.character("i"))) }   // the same toggle as the key
                        return session
                    }
                }
            } catch let error as TerminalError {
                throw CLIError.usage(error.description)
            }
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }
}
