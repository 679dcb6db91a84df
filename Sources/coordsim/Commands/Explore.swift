import ArgumentParser
import Exploration
import Foundation
import Journeys

/// `coordsim explore`: every reachable state up to a depth, with its invariants checked.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore every reachable navigation state breadth-first and check its invariants.",
        discussion: """
            The inputs are the visible controls (buttons, segmented options, list rows, and for \
            each text field a fixed valid and a fixed invalid value), the tabs, back and a \
            cancelled swipe-back. On a broken invariant it prints the shortest path as a journey \
            that `coordsim script` replays, and exits 1.
            """)

    @OptionGroup var options: AppOptions

    @Option(help: "The longest input path to explore.")
    var depth: Int = Explorer.defaultDepth

    @Option(name: .customLong("journey-out"), help: ArgumentHelp(
        "Also write the failing journey to this file.", valueName: "path"))
    var journeyOut: String?

    func run() throws {
        try reportingErrors {
            guard depth >= 0 else { throw CLIError.usage("--depth must be 0 or more") }
            let app = try options.makeApp()
            let result = Explorer(app: app, depth: depth).run()
            print(result.report)
            guard let violation = result.violations.first else { return }
            let journey = violation.journey(variant: app.variant.name, startLoggedIn: app.config.startLoggedIn)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let json = String(decoding: try encoder.encode(journey), as: UTF8.self)
            print("\nshortest failing path, as a journey (replay with `coordsim script`):\n\(json)")
            if let journeyOut {
                do {
                    try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: journeyOut), options: .atomic)
                } catch {
                    throw CLIError.usage("cannot write \(journeyOut): \(error.localizedDescription)")
                }
            }
            throw CLIError.failure("invariant broken: \(violation.invariant)")
        }
    }
}
