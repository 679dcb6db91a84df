import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp
import CoordsimConfig

/// Errors the command line reports to the person who typed the command, with their exit codes.
enum CLIError: Error, CustomStringConvertible {
    /// A config that cannot be used: exit 2.
    case config(FileError)
    /// A journey file that cannot be used (or names what the app does not have): exit 2.
    case journey(FileError)
    /// A wrong flag value or name: exit 2.
    case usage(String)
    /// A run that did what it should not (a failed expectation, a broken invariant): exit 1.
    case failure(String)
    /// An exploration whose state key missed state the app keeps (its counts are a lower bound): exit 3.
    case unsound(String)
    /// A search stopped at the state limit with no error-level finding: it has not seen every
    /// state, so it has not shown the app correct: exit 4.
    case incomplete(String)
    /// A search stopped by Ctrl-C, its report printed, with no error-level finding: exit 130 (128 + SIGINT).
    case interrupted(String)

    var description: String {
        switch self {
        case let .config(error): return "config error: \(error)"
        case let .journey(error): return "journey error: \(error)"
        case let .usage(message): return message
        case let .failure(message), let .unsound(message), let .incomplete(message), let .interrupted(message):
            return message
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .config, .journey, .usage: return ExitCode(2)
        case .failure: return ExitCode(1)
        case .unsound: return ExitCode(3)
        case .incomplete: return ExitCode(4)
        case .interrupted: return ExitCode(130)
        }
    }
}

extension FileError {
    /// A journey's launch value that the app refuses, as a problem at `$.launch` in the journey file.
    init(journeyLaunch error: LaunchParameterError, file: String) {
        let problem: Problem = switch error.problem {
        case .unknown: .unknownName(kind: "launch parameter", name: error.name)
        case .wrongType, .unreadable: .wrongType
        case .outOfRange, .notAChoice: .invalidValue
        }
        self.init(file: file, path: JSONPath.root.appending("launch"), problem: problem, what: "\(error)")
    }
}

extension ParsableCommand {
    /// Runs `body`, turning a ``CLIError`` into its message on stderr and its exit code.
    func reportingErrors(_ body: () throws -> Void) throws {
        try reportingCLIErrors(body)
    }
}

/// Runs `body`, turning a ``CLIError`` into its message on stderr and its exit code.
func reportingCLIErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError {
        StandardError.write(TerminalText.visible("\(executableName): \(error.description)") + "\n")
        throw error.exitCode
    }
}
