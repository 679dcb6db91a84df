import ArgumentParser
import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Journeys
import ShopApp

/// `coordsim script JOURNEY`: runs a journey headless.
struct Script: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",   // spelled out: deriving it costs a String(describing:) of the type at launch
        abstract: "Run a journey headless and print the final screen as plain text, or the final Snapshot and journal (json).",
        discussion: """
            A failed expectation, a rejected input or a goal not reached exits 1 and says which step, \
            what was expected and what was there. A malformed journey file exits 2 with its path and step index.
            The text output is a plain description of the final screen, not the terminal UI's frame: the title \
            (with "< Back" when there is one), the screen's elements one per line ("> " marks the focused one), \
            and the tab bar with the selected tab in brackets.
            """)

    @OptionGroup var options: AppOptions

    @Argument(help: ArgumentHelp("The journey file (JSON; see the README's Journeys section).", valueName: "journey"))
    var journey: String

    @Option(name: .long, help: "text: the final screen as plain text; json: the final Snapshot and the whole journal.")
    var format: Format = .text

    /// The output formats of the headless A/B commands.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json

        /// Pretty JSON with sorted keys, so the same run prints the same bytes.
        static func json<Value: Encodable>(_ value: Value) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
    }

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
            let config = try options.loadConfig()
            let journey = try Self.loadJourney(self.journey)
            let runner = try Self.runner(config: config, variant: options.variant, options: options)
            let run = try runner.run(journey)
            let problem = run.failure.map(\.description)
                ?? (run.passed ? nil : "goal not reached: \(run.journey.goal?.summary ?? "")")
            switch format {
            case .text:
                printText(PlainScreenText.render(run.finalSnapshot), terminator: "")
            case .json:
                print(try Format.json(Output(journey: journey.name, file: self.journey, variant: run.variant,
                                             goal: journey.goal, goalReached: run.goalReached, goalStep: run.goalStep,
                                             failure: problem, snapshot: run.finalSnapshot, journal: run.journal)))
            }
            if let problem {
                throw CLIError.failure("journey \"\(journey.name)\" (\(self.journey)) on variant \(run.variant): \(problem)")
            }
        }
    }

    /// Loads a journey file, turning its errors into usage errors (exit 2).
    static func loadJourney(_ path: String) throws -> Journey {
        do {
            return try JourneyLoader.load(path: path)
        } catch let error as JourneyFileError {
            throw CLIError.usage("journey error: \(error)")
        }
    }

    static func runner(config: AppConfig, variant: String?, options: AppOptions) throws -> JourneyRunner {
        do {
            return try JourneyRunner(config: config, variant: variant, language: options.lang)
        } catch let error as UnknownVariant {
            throw CLIError.usage("\(error) (in \(options.config))")
        }
    }
}
