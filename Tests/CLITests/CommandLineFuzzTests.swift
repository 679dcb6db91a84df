import ArgumentParser
@testable import Coordsim
import ShopApp
import TestSupport
import Testing

/// Random command lines, from the real subcommands, options and values at their edges (huge,
/// negative, not numbers, empty, control characters), never crash the parser or the checks it
/// runs: each parses, or is refused with a message and exit 64 (help and version exit 0).
/// Parsing only: nothing is run. Each line is read as `main()` reads it
/// (`CoordsimCommand.reading`): an unknown first word and `run`'s plain forms never reach
/// ArgumentParser, whose debug build checks every command type again on every parse (most of
/// this suite's time), and the batches run in parallel.
@Suite struct CommandLineFuzzTests {
    static let words = ["run", "validate", "script", "compare", "assign", "explore", "graph", "help", "scirpt", "--",
                        "--users", "--goal", "--variants", "--variant", "--seed", "--budget", "--epsilon", "--patience",
                        "--mde", "--model", "--experiment", "--depth", "--max-states", "--state-file", "--restore",
                        "--journal", "--record", "--open", "--user", "--launch", "--lang", "--config", "--format",
                        "--check", "--journey-out", "--diff", "--help", "--version", "-h", "--no-inspector"]
    static let values = ["0", "1", "-1", "10", "99999999999", "99999999999999999999999", "1e5", "nan", "inf", "-0",
                         "0.5", "1.5", "2pp", "10%", "1e400pp", "nan%", "", " ", "A", "A,B", "A,A", "Z", ",", "purchase",
                         "screen:", "screen:Basket", "goal-directed", "uniform", "json", "text", "ko", "xx",
                         "startLoggedIn=true", "startLoggedIn=", "=1", "coordsim://buy", "\u{1B}[2J", "/dev/null",
                         "Configs/journeys/buy-bicycle.json", "childOwnsScreen=warn", "x=y"]
    static let batches = 8
    static let linesPerBatch = 150

    /// How each line was read.
    struct Tally {
        var parsed = 0, quick = 0, unknown = 0, refused = 0
        var total: Int { parsed + quick + unknown + refused }
    }

    static func line(_ mutator: inout Mutator) -> [String] {
        (0..<mutator.below(7)).map { _ in
            mutator.below(2) == 0 ? words[mutator.below(words.count)] : values[mutator.below(values.count)]
        }
    }

    /// Reads `arguments` as `main()` does and checks what a person would see.
    static func read(_ arguments: [String], into tally: inout Tally) {
        switch CoordsimCommand<ShopApp>.reading(arguments) {
        case let .unknownCommand(message):
            #expect(message.hasPrefix("Error: unknown command"), "\(arguments): \(message)")
            tally.unknown += 1
        case .quickRun:
            tally.quick += 1
        case .argumentParser:
            do {
                _ = try CoordsimCommand<ShopApp>.parseAsRoot(arguments)
                tally.parsed += 1
            } catch {
                let code = CoordsimCommand<ShopApp>.exitCode(for: error).rawValue
                let message = CoordsimCommand<ShopApp>.message(for: error)
                #expect(code == 64 || (code == 0 && !message.isEmpty), "\(arguments): exit \(code)")
                #expect(!message.isEmpty, "\(arguments): no message")
                tally.refused += 1
            }
        }
    }

    @Test(arguments: 0..<batches)
    func commandLinesParseOrAreRefusedWithAMessage(batch: Int) {
        var mutator = Mutator(seed: 20_261_127 &+ UInt64(batch))
        var tally = Tally()
        for _ in 0..<Self.linesPerBatch { Self.read(Self.line(&mutator), into: &tally) }
        #expect(tally.total == Self.linesPerBatch)
    }

    /// The batches together: 1,200 lines, and each way of reading one is taken often.
    @Test func theBatchesCoverEveryWayALineIsRead() {
        var tally = Tally()
        for batch in 0..<Self.batches {
            var mutator = Mutator(seed: 20_261_127 &+ UInt64(batch))
            for _ in 0..<Self.linesPerBatch {
                let arguments = Self.line(&mutator)
                // Counted without ArgumentParser: the batch tests parse these same lines.
                switch CoordsimCommand<ShopApp>.reading(arguments) {
                case .unknownCommand: tally.unknown += 1
                case .quickRun: tally.quick += 1
                case .argumentParser: tally.parsed += 1
                }
            }
        }
        #expect(tally.total >= 1_000)
        #expect(tally.unknown > 100)
        #expect(tally.quick > 20)
        #expect(tally.parsed > 300)
    }
}
