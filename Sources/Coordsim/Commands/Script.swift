import ArgumentParser
import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimConfig
import Journeys
import Exploration
import CoordsimApp

/// `coordsim script JOURNEY`: runs a journey headless.
struct Script<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "script",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Run a journey headless and print the final screen as plain text, or the final Snapshot and journal (json).",
            discussion: """
                A failed expectation, a rejected input or a goal not reached exits 1 and says which step, \
                what was expected and what was there. A malformed journey file exits 2 with its path and step index.
                The text output is a plain description of the final screen, not the terminal UI's frame: the title \
                (with "< Back" when there is one), the screen's elements one per line ("> " marks the focused one), \
                and the tab bar with the selected tab in brackets.
                """)
    }

    @OptionGroup var options: AppOptions<App>

    @Argument(help: ArgumentHelp("The journey file (JSON; see docs/journeys.md).", valueName: "journey"))
    var journey: String

    @Option(name: .long, help: "text: the final screen as plain text; json: the final Snapshot and the whole journal.")
    var format: OutputFormat = .text

    /// What `--format json` prints.
    struct Output: Encodable {
        var journey: String
        var file: String
        var variant: String
        var goal: Goal?
        var goalReached: Bool
        var goalStep: Int?
        var failure: String?
        var snapshot: Snapshot
        var journal: [JournalEvent]
    }

    func run() throws {
        try reportingErrors {
            let app = try options.makeApp()
            let journey = try loadJourneyFile(self.journey, app: App.configuration, config: app.config)
            let run: JourneyRun
            do {
                run = try JourneyRunner(app, judge: JourneyChecks(app)).run(journey)
            } catch let error as LaunchParameterError {
                throw CLIError.journey(FileError(journeyLaunch: error, file: self.journey))
            }
            let problem = run.failure.map(\.description)
                ?? (run.passed ? nil : "goal not reached: \(run.journey.goal?.summary ?? "")")
            switch format {
            case .text:
                printText(PlainScreenText.render(run.finalSnapshot), terminator: "")
            case .json:
                print(try OutputFormat.json(Output(journey: journey.name, file: self.journey, variant: run.variant,
                                             goal: journey.goal, goalReached: run.goalReached, goalStep: run.goalStep,
                                             failure: problem, snapshot: run.finalSnapshot, journal: run.journal)))
            }
            if let problem {
                throw CLIError.failure("journey \"\(journey.name)\" (\(self.journey)) on variant \(run.variant): \(problem)")
            }
        }
    }
}
