import ArgumentParser
import Exploration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Journeys

/// `coordsim explore`: every reachable state up to a depth, with its invariants checked.
struct Explore<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "explore",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Explore every reachable navigation state and check its invariants.",
            discussion: """
                The inputs are the visible controls (buttons, segmented options, list rows, and for \
                each text field a fixed valid and a fixed invalid value), the tabs, back and a \
                cancelled swipe-back. It runs until no input reaches a new state and says \
                "complete: N states, M transitions"; --depth bounds it, and --max-states stops an app \
                whose states never end. On a broken invariant it prints the shortest path as a \
                journey that `\(executableName) script` replays, and exits 1.
                """)
    }

    @OptionGroup var options: AppOptions<App>

    @Option(name: .long, parsing: .unconditional, help: "The longest input path to explore (default: no bound).",
            transform: { try Numbers.whole($0, atLeast: 0, example: 6) })
    var depth: Int?

    @Option(name: .customLong("max-states"), parsing: .unconditional,
            help: "Stop, not complete, after finding this many states. (default: \(Explorer.defaultMaxStates))",
            transform: { try Numbers.whole($0, atLeast: 1, example: 100_000) })
    var maxStates: Int = Explorer.defaultMaxStates

    @Flag(help: "Rebuild every state by replaying its path from launch, instead of walking or undoing to it (slower; for comparison).")
    var replay = false

    @Option(name: .customLong("deep-link"), help: ArgumentHelp(
        "Also open this deep link from every state (repeatable).", valueName: "url"))
    var deepLinks: [String] = []

    @Option(name: .customLong("journey-out"), help: ArgumentHelp(
        "Also write the failing journey to this file.", valueName: "path"))
    var journeyOut: String?

    func run() throws {
        try reportingErrors {
            let app = try options.makeApp()
            for url in deepLinks {
                do { try App.checkDeepLink(url) } catch { throw CLIError.usage("--deep-link \(url): \(error)") }
            }
            let bar = ExplorationProgressBar()
            var explorer = Explorer(app: app, depth: depth, maxStates: maxStates, revisit: replay ? .replay : .navigate)
            explorer.deepLinks = deepLinks
            let result = explorer.run(progress: bar?.update)
            bar?.finish()
            printText("\(executableName) \(result.report)")
            if let peak = peakResidentKilobytes() {
                printText("  memory       peak RSS \(peak / 1024) MB")
            }
            guard let violation = result.violations.first else { return }
            let journey = violation.journey(variant: app.name, launch: app.parameters)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let json = String(decoding: try encoder.encode(journey), as: UTF8.self)
            printText("\nshortest failing path, as a journey (replay with `\(executableName) script`):\n\(json)")
            if let journeyOut {
                do {
                    try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: journeyOut), options: .atomic)
                } catch {
                    throw CLIError.usage("cannot write \(journeyOut): \(Self.describe(error))")
                }
            }
            throw CLIError.failure("invariant broken: \(violation.invariant)")
        }
    }

    /// The text Foundation's `localizedDescription` gives for the errors `Data.write` throws
    /// (FoundationEssentials has no `localizedDescription`).
    private static func describe(_ error: Error) -> String {
        guard let error = error as? CocoaError else { return "The operation could not be completed. \(error)" }
        let reasons: [Int: String] = [
            4: "The file doesn’t exist.", 255: "The file couldn’t be locked.", 257: "You don’t have permission.",
            258: "The file name is invalid.", 259: "The file isn’t in the correct format.", 260: "The file doesn’t exist.",
            513: "You don’t have permission.", 514: "The file name is invalid.",
            516: "A file with the same name already exists.", 517: "The specified text encoding isn’t applicable.",
            518: "The specified URL type isn’t supported.", 640: "There isn’t enough space.", 642: "The volume is read only.",
        ]
        let code = error.code.rawValue
        return "The operation could not be completed. " + (reasons[code] ?? "(NSCocoaErrorDomain error \(code).)")
    }
}
