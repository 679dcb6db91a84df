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
                whose states never end. Build in release for large apps (swift build -c release).

                It reports every broken invariant once, with its shortest path from launch, which a \
                replay confirms, and prints the first error's path as a journey that \
                `\(executableName) script` replays. --check NAME=off|warn|error sets a check's level; \
                --list-checks lists them. It also checks that its state key is deterministic: two \
                histories that reach the same state and then act differently are reported as HIDDEN \
                STATE (the app keeps state no screen shows; see docs/explore.md).

                Ctrl-C stops the search where it next reports progress and prints the report of what \
                it found so far, marked "interrupted by the user" (every count a lower bound; each \
                finding with its shortest path among the states found, confirmed by a replay); a second \
                Ctrl-C quits at once, without a report.

                Exit status: 0 when nothing at error level broke and the key held; 1 when an \
                error-level invariant broke (interrupted or not); 130 when interrupted by Ctrl-C with \
                no error-level finding; 3 when none broke but the state key missed state the app \
                keeps, a later launch started elsewhere than the first (LAUNCH: the search stops \
                there), or the app did what coordsim does not model, such as a modal over a modal \
                (the counts are then a lower bound); 4 when none broke but the search stopped at the \
                state limit (--max-states) before it had seen every state; 2 for bad input.
                """)
    }

    @OptionGroup var options: AppOptions<App>
    @OptionGroup var checkOptions: CheckOptions<App>

    @Option(name: .long, parsing: .unconditional, help: "The longest input path to explore (default: no bound).",
            transform: { try Numbers.whole($0, in: Numbers.depth, example: 6) })
    var depth: Int?

    @Option(name: .customLong("max-states"), parsing: .unconditional,
            help: "Stop, not complete, after finding this many states. (default: \(Explorer.defaultMaxStates))",
            transform: { try Numbers.whole($0, in: Numbers.maxStates, example: 100_000) })
    var maxStates: Int = Explorer.defaultMaxStates

    @Flag(help: "Rebuild every state by replaying its path from launch, instead of walking or undoing to it (slower; for comparison).")
    var replay = false

    @Flag(name: .customLong("stop-at-first"), help: "Stop at the first error-level violation (with its shortest path).")
    var stopAtFirst = false

    @Flag(name: .customLong("list-checks"), help: "List every check, the app's own too, with its rule and level, and exit.")
    var listChecks = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Explore each tab on its own and compose the tabs (checking that they do not interfere), instead of "
            + "the product of every tab's states; the default is the product search (see docs/explore.md)."))
    var compose = false

    @Option(name: .customLong("deep-link"), help: ArgumentHelp(
        "Also open this deep link from every state (repeatable).", valueName: "url"))
    var deepLinks: [String] = []

    @Option(name: .customLong("journey-out"), help: ArgumentHelp(
        "Also write the error with the shortest path to this file, as a journey that fails under `script` "
            + "(written whole or not at all).",
        valueName: "path"))
    var journeyOut: String?

    func run() throws {
        try reportingErrors {
            let levels = try checkOptions.levels()
            if listChecks {
                printText(CheckOptions<App>.list(App.configuration, levels: levels))
                return
            }
            let app = try options.makeApp()
            for url in deepLinks {
                do { try App.checkDeepLink(url) } catch { throw CLIError.usage("--deep-link \(url): \(error)") }
            }
            if compose, replay { throw CLIError.usage("--compose explores each tab with its own tour; it cannot be combined with --replay") }
            if compose, stopAtFirst { throw CLIError.usage("--compose reports every finding; it cannot be combined with --stop-at-first") }
            let bar = ExplorationProgressBar()
            var explorer = Explorer(app: app, depth: depth, maxStates: maxStates, checks: levels,
                                    stopAtFirstViolation: stopAtFirst, revisit: replay ? .replay : .navigate)
            explorer.deepLinks = deepLinks
            let interruption = SearchInterruption()
            explorer.cancellation = interruption.cancellation
            if compose {
                let composed = explorer.composed(progress: bar?.update)
                interruption.stop()
                bar?.finish()
                printText("\(executableName) \(composed.report)")
                try printJourneys(of: composed.hiddenStates, app: app)
                try finish(errors: composed.violations.filter { $0.level == .error }, app: app, sound: composed.isSound,
                           launchDiffers: composed.launchDifference != nil, unmodelled: !composed.unmodelled.isEmpty,
                           stoppedAtLimit: composed.stoppedAtStateLimit ? composed.searchedStates : nil,
                           interrupted: composed.isInterrupted ? Self.interrupted(after: composed.searchedStates)
                            : composed.appChecksInterrupted
                                ? "interrupted by the user during the app's checks on the composed states: every count "
                                    + "above is exact; the app's invariants were checked on \(composed.combinationsChecked) "
                                    + "of them" : nil)
                return
            }
            let result = explorer.run(progress: bar?.update)
            interruption.stop()
            bar?.finish()
            printText("\(executableName) \(result.report)")
            if let peak = peakResidentKilobytes() {
                printText("  memory       peak RSS \(peak / 1024) MB")
            }
            if let hint = Self.composeHint(result) { printText(hint) }
            try printJourneys(of: result.hiddenStates, app: app)
            var stoppedAtLimit: Int?
            if case .maxStates? = result.limit { stoppedAtLimit = result.states.count }
            try finish(errors: result.errors, app: app, sound: result.isSound,
                       launchDiffers: result.launchDifference != nil, unmodelled: !result.unmodelled.isEmpty,
                       stoppedAtLimit: stoppedAtLimit,
                       interrupted: result.limit == .interrupted ? Self.interrupted(after: result.states.count) : nil)
        }
    }

    /// Prints each hidden state's two histories as journeys that replay from launch.
    private func printJourneys(of hiddenStates: [HiddenState], app: AppVariant) throws {
        for hidden in hiddenStates where hidden.second != nil {
            let journeys = try hidden.journeys(variant: app.name, launch: app.parameters).map(OutputFormat.json)
            printText("\nhidden state, the two histories as journeys (each ends with what tells it from the other):\n"
                + journeys.joined(separator: "\n"))
        }
    }

    /// For a product search that stopped short (the state limit, Ctrl-C) in a tab bar: the tabs'
    /// states multiply, and `--compose` explores each on its own. Nil otherwise.
    static func composeHint(_ result: ExplorationResult) -> String? {
        switch result.limit {
        case .maxStates?, .interrupted?: break
        default: return nil
        }
        let tabs = result.widestTabBar
        guard tabs > 1 else { return nil }
        return "  compose      this search tries every combination of the \(tabs) tabs' states, which multiply; "
            + "\(executableName) explore --compose explores each tab on its own and composes them, checking that "
            + "they do not interfere (docs/explore.md, \"Composition\")"
    }

    private static func interrupted(after states: Int) -> String {
        "interrupted by the user after \(states) states: the report above is of what was found before; every count is "
            + "a lower bound"
    }

    /// Prints the journey of the error with the shortest path that fails under `script` (and writes
    /// it with --journey-out), and exits 1 when there is an error, 130 when the search was
    /// interrupted (Ctrl-C) and none was found, 3 when the key was not sound, the launch differed, or the app did what
    /// coordsim does not model, 4 when the search stopped at the state limit (`stoppedAtLimit`
    /// states): a search that has not seen every state has not shown the app correct.
    private func finish(errors found: [Violation], app: AppVariant, sound: Bool, launchDiffers: Bool, unmodelled: Bool,
                        stoppedAtLimit: Int? = nil, interrupted: String?) throws {
        // Shortest path first, then in the order checks are listed: the same journey from the
        // product and the composed search, whichever order each met the errors in.
        let names = Explorer.checkNames(of: app.app.configuration)
        let errors = found.sorted {
            ($0.path.count, names.firstIndex(of: $0.invariant.name) ?? names.count)
                < ($1.path.count, names.firstIndex(of: $1.invariant.name) ?? names.count)
        }
        guard let first = errors.first else {
            if let journeyOut {
                printText("\nno error-level finding, so no failing journey: nothing was written to \(journeyOut)")
            }
            if let interrupted { throw CLIError.interrupted(interrupted) }
            if launchDiffers {
                throw CLIError.unsound("later launches started elsewhere than the first (see LAUNCH): the counts are a "
                    + "lower bound")
            }
            if !sound {
                throw CLIError.unsound("the state key missed state the app keeps: the counts are a lower bound")
            }
            if unmodelled {
                throw CLIError.unsound("the app did what coordsim does not model (see NOT MODELLED): the counts are a "
                    + "lower bound")
            }
            if let stoppedAtLimit {
                throw CLIError.incomplete("stopped at the state limit (\(stoppedAtLimit) states) before it had seen "
                    + "every state: nothing broke in those, the rest were not checked; raise --max-states, or find what "
                    + "makes the states endless (a counter, objects piling up: see the report above)")
            }
            return
        }
        let others = errors.count - 1
        let broken = CLIError.failure("invariant broken: \(first.invariant)"
            + (others > 0 ? " (and \(others) more; see ERROR above)" : ""))
        // A journey is printed as failing only if it fails under `script`. Each ends in an
        // expectation that states its error (the invariant itself where nothing else can), so this
        // is a check, not a choice: should one pass, the next error whose journey fails is written.
        var unstated: [Violation] = []
        for violation in errors {
            let journey = violation.journey(variant: app.name, launch: app.parameters)
            guard (try? JourneyRunner(app, judge: JourneyChecks(app)).run(journey))?.failure != nil else {
                unstated.append(violation)
                continue
            }
            for skipped in unstated { printUnstated(skipped, noneWritten: false) }
            let json = try OutputFormat.json(journey)
            printText("\nshortest failing path of \(violation.invariant.name), as a journey (replay with "
                + "`\(executableName) script`):\n\(json)")
            if let journeyOut {
                try OutputFile.write(Data((json + "\n").utf8), to: journeyOut, what: "the journey")
            }
            throw broken
        }
        for (index, skipped) in unstated.enumerated() { printUnstated(skipped, noneWritten: index == unstated.count - 1) }
        throw broken
    }

    /// Says that `violation`'s journey passed under the runner, and with `noneWritten` that no
    /// error's journey went to --journey-out.
    private func printUnstated(_ violation: Violation, noneWritten: Bool) {
        printText("\nshortest failing path of \(violation.invariant.name): \(violation.pathText)\nas a journey, this path "
            + "passed under `\(executableName) script`, so it is not one that fails"
            + (noneWritten && journeyOut != nil ? "; none was written to \(journeyOut!)" : ""))
    }
}
