import ArgumentParser
@_exported import CoordsimApp
#if canImport(Glibc)
import Glibc
#endif

/// The coordsim command line for an app: the terminal UI and every headless subcommand.
///
/// An app's executable needs one line in its `main.swift`:
///
/// ```swift
/// import Coordsim
/// CoordsimCommand<MyApp>.main()
/// ```
public struct CoordsimCommand<App: SimulatedApp>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            // Spelled out: deriving it costs a String(describing:) of the type at launch.
            commandName: executableName,
            abstract: App.configuration.abstract.isEmpty
                ? "\(App.configuration.name) in coordsim, a terminal simulator of an iOS app's navigation built with the Coordinator pattern."
                : App.configuration.abstract,
            version: coordsimVersion,
            subcommands: [
                Run<App>.self,
                Validate<App>.self,
                Script<App>.self,
                Compare<App>.self,
                Assign<App>.self,
                Explore<App>.self,
                Graph<App>.self,
            ],
            defaultSubcommand: Run<App>.self
        )
    }

    public init() {}

    /// The subcommands' names, as a first argument names them.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// Runs the command line. A first argument that is neither an option nor a subcommand is
    /// refused with a "did you mean": `run` is the default subcommand and takes no arguments, so
    /// ArgumentParser would otherwise answer `coordsim scirpt` with run's usage.
    ///
    /// `run` in its plain forms skips ArgumentParser (see `RunRequest.parsedQuickly`): the same
    /// request, validated and run the same way, and its errors reported by the same `exit(withError:)`.
    public static func main() {
        atexit(checkStandardOutput)
        switch reading(CommandLine.arguments.dropFirst()) {
        case let .unknownCommand(message):
            StandardError.write(TerminalText.visible(message) + "\n")
            Glibc.exit(ExitCode.validationFailure.rawValue)
        case let .quickRun(run):
            do {
                try run.run()
            } catch {
                exit(withError: error)
            }
        case .argumentParser:
            main(nil)
        }
    }

    /// How ``main()`` reads a command line before it runs anything.
    enum Reading {
        /// The first argument names no subcommand: this message, exit 64.
        case unknownCommand(String)
        /// `run` in a plain form, read and validated without ArgumentParser.
        case quickRun(RunRequest<App>)
        /// ArgumentParser reads it, and words its errors (a quick `run` that fails validation too).
        case argumentParser
    }

    /// How ``main()`` reads `arguments` (the program's name left out); the command-line fuzz
    /// tests call it as `main()` does.
    static func reading<Arguments: Collection<String>>(_ arguments: Arguments) -> Reading {
        if let first = arguments.first, let message = unknownCommand(first) { return .unknownCommand(message) }
        guard let run = RunRequest<App>.parsedQuickly(arguments) else { return .argumentParser }
        do {
            try run.validate()
        } catch {
            return .argumentParser
        }
        return .quickRun(run)
    }

    /// The error for a first argument that names no subcommand, or nil.
    static func unknownCommand(_ argument: String) -> String? {
        // Options and the default command first: listing the names builds every subcommand's configuration.
        guard !argument.hasPrefix("-"), argument != "help", argument != Run<App>.commandName else { return nil }
        let names = commandNames
        guard !names.contains(argument) else { return nil }
        let program = configuration.commandName ?? "coordsim"
        var message = "Error: unknown command '\(argument)'"
        if let suggestion = Suggestion.closest(to: argument, in: names) { message += " (did you mean '\(suggestion)'?)" }
        message += "\nUsage: \(program) [<command>] [<options>]; commands: \(names.joined(separator: ", ")) (default: run)"
        message += "\n  See '\(program) --help' for more information."
        return message
    }
}

/// At exit, flushes stdout and, when what was printed did not all arrive (`> /dev/full`, a full
/// disk), says so in one line and exits 2: a report or graph cut short must not look complete.
private func checkStandardOutput() {
    // All streams: stdout is the only buffered one written to (stderr is unbuffered), and Swift 6
    // refuses to read the C global `stdout` from here.
    guard fflush(nil) != 0 else { return }
    let reason = String(cString: strerror(errno))
    StandardError.write("\(executableName): the output was not written in full to stdout: \(reason)\n")
    _exit(2)
}

/// The name the person ran the program by, such as `coordsim` or `reader`: usage, the terminal
/// UI's header and advice name it.
let executableName: String = {
    guard let path = CommandLine.arguments.first, let name = path.split(separator: "/").last else { return "coordsim" }
    return String(name)
}()

/// The version `--version` prints.
package let coordsimVersion = "0.2.0"
