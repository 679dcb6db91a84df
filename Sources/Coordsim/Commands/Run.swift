import ArgumentParser
import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CoordsimConfig
import Journeys
import Restoration
import CoordsimApp
import Simulation
import TerminalUI

/// `coordsim run`: the app in the terminal UI, the default command.
struct Run<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Run the app in the terminal UI (the default command).",
            discussion: KeyMap.usage + """

                Needs a terminal; for runs without one use `\(executableName) script`, `compare` or `explore`.
                """)
    }

    @OptionGroup var options: AppOptions<App>

    @Flag(name: .customLong("no-inspector"), help: "Start with the inspector hidden (i shows it).")
    var noInspector = false

    @Option(name: .long, help: ArgumentHelp(
        "Run as this user: the variant comes from the config's experiment (see `\(executableName) assign`).",
        valueName: "id"))
    var user: String?

    @Option(name: .long, help: ArgumentHelp("The experiment --user is bucketed in; defaults to the config's first.",
                                            valueName: "key"))
    var experiment: String?

    @Flag(name: .long, help: "Start from the navigation state saved when the last run quit.")
    var restore = false

    @Option(name: .customLong("state-file"), help: ArgumentHelp(
        "Where the navigation state is saved on quit and read by --restore (default: $XDG_STATE_HOME/coordsim/\(App.configuration.name)/state.json, else ~/.local/state/coordsim/\(App.configuration.name)/state.json).",
        valueName: "path"))
    var stateFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "Open a deep link after launch" + (App.configuration.deepLinkRoutes.first.map { ", e.g. \($0)" } ?? "")
            + "; the app decides what happens when it cannot follow it yet.",
        valueName: "url"))
    var open: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write the session as a journey file on quit; `\(executableName) script PATH --variant NAME` replays it to the same final screen.",
        valueName: "path"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Write the journal as JSON Lines while the app runs, one event a line.",
                                            valueName: "path"))
    var journal: String?

    /// The options as plain values, which do the work.
    var request: RunRequest<App> {
        RunRequest(choice: options.choice, noInspector: noInspector, user: user, experiment: experiment, restore: restore,
                   stateFile: stateFile, open: open, record: record, journal: journal)
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}

/// What `run` was asked to do, as plain values. ArgumentParser's ``Run`` makes one; so does
/// `RunRequest.parsedQuickly`, without ArgumentParser, for the plain forms a start uses.
struct RunRequest<App: SimulatedApp> {
    var choice: AppChoice<App>
    var noInspector = false
    var user: String?
    var experiment: String?
    var restore = false
    var stateFile: String?
    var open: String?
    var record: String?
    var journal: String?

    func validate() throws {
        if record != nil && restore {
            throw ValidationError("--record starts from launch, so a replay can repeat it; it cannot be combined with --restore")
        }
        if let open {
            do { try App.checkDeepLink(open) } catch {
                throw ValidationError(TerminalText.visible("\(error)"))
            }
        }
        if user?.isEmpty == true { throw ValidationError("--user needs a non-empty id") }
        if experiment != nil && user == nil { throw ValidationError("--experiment needs --user") }
    }

    func run() throws {
        try reportingCLIErrors {
            // The config is loaded and checked before the terminal is touched, so its errors
            // print on a normal screen.
            // --user picks the variant as `coordsim assign` does; the header says which and why.
            let assignment = try user.map { try choice.assignment(user: $0, experiment: experiment) }
            // The two variables it reads, not ProcessInfo's whole environment: copying that is start-up time.
            let stateEnvironment = ["XDG_STATE_HOME", "HOME"].reduce(into: [String: String]()) { found, name in
                found[name] = getenv(name).map { String(cString: $0) }
            }
            let statePath = stateFile ?? StateFile.defaultPath(app: App.configuration.name, environment: stateEnvironment)
            // The state is saved on quit over whatever is at the path: refuse what is not coordsim's
            // (a directory, a device, someone's file) now, and leave it untouched.
            if let refusal = StateFile.refusal(statePath) {
                throw CLIError.usage("the state file \(statePath) \(refusal); coordsim only reads and replaces its own "
                    + "state files, and left it as it is: give another path with --state-file")
            }
            // --restore brings back the variant the state was saved in; asking for another is refused
            // here, before the terminal is touched, rather than restoring into the wrong variant.
            // Read once: the saved variant picks the app, and restoration starts from the same bytes.
            var loaded = restore ? StateFile.load(statePath) : nil
            var saved = loaded.flatMap(Self.savedVariant)
            if let missing = saved, case let config = try choice.loadConfig(), config.variant(named: missing) == nil {
                // A variant since removed from the config: the file is moved aside and the app starts fresh.
                loaded = .failure(FileError(file: statePath, problem: .incompatible, what: "it was saved in variant "
                    + "\(missing), which the config\(choice.configSuffix) no longer has (its variants: "
                    + "\(config.variantNames.joined(separator: ", ")))"))
                saved = nil
            }
            if let saved, let asked = choice.variant ?? assignment?.variant, asked != saved {
                throw CLIError.usage("""
                    the state in \(statePath) was saved in variant \(saved), and --restore brings back that variant; \
                    drop --variant \(asked) to restore it, or drop --restore to start variant \(asked) fresh
                    """)
            }
            var app = try choice.makeApp(variant: saved ?? assignment?.variant)
            // The launch happens in the terminal: it keeps a forgotten root's message, and the session
            // is refused below, so the terminal is restored before the message prints (exit 1).
            app.forgottenRootPolicy = .keep
            let recorder = try SessionRecorder(journalPath: journal)
            let text = ChromeText.forLanguage(app.language.rawValue)
            let header = assignment.map { text.assignedVariant($0.variant, user ?? "", $0.reason.rawValue) }
                ?? app.name
            // Like --journal's, a --record path that cannot be written is refused before the UI starts.
            if let record { try SessionRecorder.checkWritable(record, option: "--record") }
            let outcome: TerminalRunner.Outcome
            var writeFailures: [String] = []
            do {
                outcome = try MainActor.assumeIsolated {
                    var session: TerminalSession?
                    var restoreProblem: String?
                    var maySave = true
                    var saveFailure: String?
                    let outcome = try TerminalRunner.run { size in
                        let launch = restore
                            ? Restoration.start(app, stateFile: statePath, loaded: loaded ?? .success(nil), viewport: size)
                            : Restoration.Start(simulation: Simulation(app, viewport: size))
                        let (simulation, problem) = (launch.simulation, launch.message)
                        if let forgotten = simulation.forgottenRoot {
                            // A state file moved aside on the way is said too: the session that would announce it never starts.
                            throw CLIError.failure(forgotten + (problem.map { "\n\(executableName): \($0)" } ?? ""))
                        }
                        maySave = launch.maySaveOnQuit
                        let started = TerminalSession(simulation: simulation, variant: header, size: size,
                                                      title: executableName, language: app.language.rawValue,
                                                      showsInspector: !noInspector)
                        recorder.write(simulation.launchEvents)
                        // The key that quits is the terminal's, not the app's: a replay has nothing to quit.
                        started.onStep = { event, step in
                            recorder.record(event, step, quits: simulation.chrome.quitRequested)
                        }
                        if let open { started.send(.deepLink(open)) }
                        if let problem {
                            started.announce(Self.restoreProblem(loaded, path: statePath, launch: launch) ?? RestoreProblem(
                                path: statePath, kind: .unreadable, detail: problem, movedTo: nil, english: problem))
                            restoreProblem = problem
                        }
                        session = started
                        return started
                    }
                    let recordFailure = record.flatMap { writeJourney(recorder.journey(variant: app), to: $0) }
                    // Quit and signals alike save where the user was, for the next `run --restore`.
                    if let session, maySave { saveFailure = save(session.simulation, variant: app.name, to: statePath) }
                    // The header may have cut it short: say it again, whole, on the restored screen.
                    if let restoreProblem { StandardError.write(TerminalText.visible("\(executableName): \(restoreProblem)") + "\n") }
                    writeFailures = [recorder.journalFailure, recordFailure, saveFailure].compactMap { $0 }
                    return outcome
                }
            } catch let error as TerminalError {
                throw CLIError.usage(error.description(command: executableName))
            }
            for failure in writeFailures { StandardError.write(TerminalText.visible("\(executableName): \(failure)") + "\n") }
            // A signal's exit code says more than a lost write; a write lost after a clean quit is exit 2.
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
            if !writeFailures.isEmpty { throw ExitCode(2) }
        }
    }

    /// Writes the recorded journey atomically (a temporary file beside it, then a rename); returns
    /// why it failed, in one line, or nil.
    private func writeJourney(_ journey: Journey, to path: String) -> String? {
        guard let json = try? OutputFormat.json(journey) else { return "the session could not be encoded; nothing was written to \(path)" }
        let data = Array(json.utf8)
        guard let failure = SessionRecorder.writeAtomically(data, to: path) else { return nil }
        // The session is the user's work: keep it where it can be written, and say where.
        let fallback = FileManager.default.temporaryDirectory
            .appendingPathComponent("coordsim-record-\(ProcessInfo.processInfo.processIdentifier).json").path
        if SessionRecorder.writeAtomically(data, to: fallback) == nil {
            return "the session was not recorded to \(path): \(failure); it was saved to \(fallback) instead"
        }
        return "the session was not recorded to \(path): \(failure)"
    }

    /// Why the restoration started fresh, in parts, so the notice can be worded in the UI's language.
    private static func restoreProblem(_ loaded: Result<NavigationState?, FileError>?, path: String,
                                       launch: Restoration.Start) -> RestoreProblem? {
        guard let message = launch.message, let loaded else { return nil }
        // Restoration moves an unusable file to PATH.bad, and may save on quit only when it could.
        let movedTo = launch.maySaveOnQuit ? path + ".bad" : nil
        switch loaded {
        case let .failure(error):
            let kind: RestoreProblem.Kind
            switch error.stateFileVerdict {
            case .unreadable: kind = .unreadable
            case .corrupt: kind = .corrupt
            case .incompatible: kind = .incompatible
            }
            return RestoreProblem(path: error.file, location: error.position.map { "\($0)" }, kind: kind,
                                  detail: error.detail, movedTo: movedTo, english: message)
        case .success:
            // Restoration words it "state file PATH is incompatible: DETAIL; starting fresh (...)".
            var detail = Substring(message)
            if let start = detail.firstRange(of: "is incompatible: ") { detail = detail[start.upperBound...] }
            if let end = detail.firstRange(of: "; starting fresh") { detail = detail[..<end.lowerBound] }
            return RestoreProblem(path: path, kind: .notRestorable, detail: String(detail), movedTo: movedTo, english: message)
        }
    }

    /// The variant a readable state file was saved in; nil when there is none (restoration then
    /// reports the file's problem itself and starts fresh).
    private static func savedVariant(_ loaded: Result<NavigationState?, FileError>) -> String? {
        guard case let .success(state?) = loaded else { return nil }
        return state.variant
    }

    /// Saves the state atomically; returns why it failed, for stderr once the terminal is restored.
    private func save(_ simulation: Simulation, variant: String, to path: String) -> String? {
        do throws(StateFileError) {
            try Restoration.save(simulation, variant: variant, to: path)
            return nil
        } catch {
            return "the navigation state was not saved: \(error)"
        }
    }
}
