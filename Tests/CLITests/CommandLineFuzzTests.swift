import ArgumentParser
import Coordsim
import ShopApp
import TestSupport
import Testing

/// Random command lines, from the real subcommands, options and values at their edges (huge,
/// negative, not numbers, empty, control characters), never crash the parser or the checks it
/// runs: each parses, or is refused with a message and exit 64 (help and version exit 0).
/// Parsing only: nothing is run, so the suite stays fast.
@Suite struct CommandLineFuzzTests {
    static let words = ["run", "validate", "script", "compare", "assign", "explore", "graph", "help", "scirpt", "--",
                        "--users", "--goal", "--variants", "--variant", "--seed", "--budget", "--epsilon", "--patience",
                        "--mde", "--model", "--experiment", "--depth", "--max-states", "--state-file", "--restore",
                        "--journal", "--record", "--open", "--user", "--launch", "--lang", "--config", "--format",
                        "--check", "--journey-out", "--diff", "--help", "--version", "-h"]
    static let values = ["0", "1", "-1", "10", "99999999999", "99999999999999999999999", "1e5", "nan", "inf", "-0",
                         "0.5", "1.5", "2pp", "10%", "1e400pp", "nan%", "", " ", "A", "A,B", "A,A", "Z", ",", "purchase",
                         "screen:", "screen:Basket", "goal-directed", "uniform", "json", "text", "ko", "xx",
                         "startLoggedIn=true", "startLoggedIn=", "=1", "coordsim://buy", "\u{1B}[2J", "/dev/null",
                         "Configs/journeys/buy-bicycle.json", "childOwnsScreen=warn", "x=y"]

    @Test func thousandsOfCommandLinesParseOrAreRefusedWithAMessage() {
        var mutator = Mutator(seed: 20_261_127)
        var parsed = 0, refused = 0
        for _ in 0..<1_000 {
            var arguments: [String] = []
            for _ in 0..<mutator.below(7) {
                arguments.append(mutator.below(2) == 0 ? Self.words[mutator.below(Self.words.count)]
                                                       : Self.values[mutator.below(Self.values.count)])
            }
            do {
                _ = try CoordsimCommand<ShopApp>.parseAsRoot(arguments)
                parsed += 1
            } catch {
                let code = CoordsimCommand<ShopApp>.exitCode(for: error).rawValue
                let message = CoordsimCommand<ShopApp>.message(for: error)
                #expect(code == 64 || (code == 0 && !message.isEmpty), "\(arguments): exit \(code)")
                #expect(!message.isEmpty, "\(arguments): no message")
                refused += 1
            }
        }
        #expect(parsed + refused == 1_000)
        #expect(parsed > 50)
        #expect(refused > 250)
    }
}
