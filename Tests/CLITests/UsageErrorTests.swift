import Foundation
import ShopApp
import TestSupport
import Testing

/// Misuse of the command line through the built binary: what a person sees and the exit code.
@Suite struct UsageErrorTests {
    @Test func aMistypedCommandGetsADidYouMean() throws {
        let result = try CoordsimBinary.run(["scirpt", "Configs/journeys/buy-bicycle.json"])
        #expect(result.stderr == """
            Error: unknown command 'scirpt' (did you mean 'script'?)
            Usage: coordsim [<command>] [<options>]; commands: run, validate, script, compare, assign, explore, graph (default: run)
              See 'coordsim --help' for more information.

            """)
        #expect(result.status == 64)
        #expect(result.stdout == "")
    }

    @Test func theVersionIsPrinted() throws {
        let result = try CoordsimBinary.run(["--version"])
        #expect(result.stdout == "0.2.0\n")
        #expect(result.status == 0)
    }

    struct BadNumber: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badNumbers = [
        BadNumber(arguments: ["explore", "--depth", "-1"],
                  error: "Error: The value '-1' is invalid for '--depth <depth>': give a whole number from 0 to 1,000"),
        BadNumber(arguments: ["graph", "--depth", "two"],
                  error: "Error: The value 'two' is invalid for '--depth <depth>': give a whole number from 0 to 1,000, e.g. 6"),
        BadNumber(arguments: ["compare", "--users", "1e5", "--goal", "purchase"],
                  error: "Error: The value '1e5' is invalid for '--users <n>': give a whole number from 1 to 1,000,000,000, e.g. 1000"),
        BadNumber(arguments: ["compare", "--users", "0", "--goal", "purchase"],
                  error: "Error: The value '0' is invalid for '--users <n>': give a whole number from 1 to 1,000,000,000"),
        // Past the range, and past Int: refused at parse time, before anything is allocated.
        BadNumber(arguments: ["compare", "--users", "99999999999", "--goal", "purchase", "--variants", "A,B"],
                  error: "Error: The value '99999999999' is invalid for '--users <n>': give a whole number from 1 to 1,000,000,000"),
        BadNumber(arguments: ["compare", "--users", "99999999999999999999999", "--goal", "purchase"],
                  error: "Error: The value '99999999999999999999999' is invalid for '--users <n>': give a whole number from 1 to 1,000,000,000, e.g. 1000"),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--budget", "99999999999"],
                  error: "Error: The value '99999999999' is invalid for '--budget <k>': give a whole number from 1 to 10,000"),
        BadNumber(arguments: ["explore", "--max-states", "99999999999"],
                  error: "Error: The value '99999999999' is invalid for '--max-states <max-states>': give a whole number from 1 to 10,000,000"),
        BadNumber(arguments: ["graph", "--depth", "99999999999"],
                  error: "Error: The value '99999999999' is invalid for '--depth <depth>': give a whole number from 0 to 1,000"),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--patience", "1e400"],
                  error: "Error: The value '1e400' is invalid for '--patience <p>': give a number of inputs above 0, e.g. 10"),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--epsilon", "nan"],
                  error: "Error: The value 'nan' is invalid for '--epsilon <e>': give a share of inputs from 0 to 1, e.g. 0.1"),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--mde", "1e400pp"],
                  error: "Error: --mde takes a lift such as 2pp (percentage points: 50% to 52%) or 10% (relative: 50% to 55%), not \"1e400pp\""),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--seed", "-1"],
                  error: "Error: The value '-1' is invalid for '--seed <seed>': give a whole number from 0 to 18446744073709551615"),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--epsilon", "1.5"],
                  error: "Error: The value '1.5' is invalid for '--epsilon <e>': give a share of inputs from 0 to 1, e.g. 0.1"),
        BadNumber(arguments: ["compare", "--users", "10", "--goal", "purchase", "--mde", "2"],
                  error: "Error: --mde takes a lift such as 2pp (percentage points: 50% to 52%) or 10% (relative: 50% to 55%), not \"2\""),
    ]

    @Test(arguments: badNumbers)
    func badNumbersSayWhatAGoodOneLooksLike(_ bad: BadNumber) throws {
        let result = try CoordsimBinary.run(bad.arguments)
        #expect(result.stderr.hasPrefix(bad.error + "\n"))
        #expect(result.status == 64)
    }

    @Test func aLanguageWithoutLabelsIsRefused() throws {
        let scratch = try ScratchDirectory()
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.defaultConfigPath))
        var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var labels = try #require(config["labels"] as? [String: Any])
        labels["ko"] = nil
        config["labels"] = labels
        let path = try scratch.write("config.json", String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self))
        let result = try CoordsimBinary.run(["script", "Configs/journeys/buy-bicycle.json", "--config", path, "--lang", "ko"])
        #expect(result.stderr == "coordsim: the config gives no \"ko\" labels (in \(path)); add them under \"labels\", or use --lang en\n")
        #expect(result.status == 2)
    }

    @Test func graphDiffDrawsDotOrRefusesMermaid() throws {
        let dot = try CoordsimBinary.run(["graph", "--diff", "B,C", "--format", "dot", "--depth", "3"])
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("digraph coordsim_diff {\n  rankdir=LR;\n  label=\"B (red, dashed) against C (blue, bold); grey: both\";\n"))
        #expect(dot.stdout.contains("    c_MainCoordinator -> c_ChildBuyCoordinator [color=red, fontcolor=red, style=dashed];\n"))
        #expect(dot.stdout.contains("    c_MainCoordinator -> c_ModalBuyCoordinator [color=blue, fontcolor=blue, style=bold];\n"))
        #expect(dot.stdout.hasSuffix("  }\n}\n"))
        let mermaid = try CoordsimBinary.run(["graph", "--diff", "B,C", "--format", "mermaid"])
        #expect(mermaid.stderr == "coordsim: --diff draws with --format dot, or prints text without --format; there is no Mermaid drawing of a difference\n")
        #expect(mermaid.status == 2)
    }

    @Test func aJourneyWithASyntaxErrorSaysWhere() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("journey.json", "{\"name\": \"x\",\n \"steps\": [{\"key\": \"b\"},]}")
        let result = try CoordsimBinary.run(["script", path])
        #expect(result.stderr == "coordsim: journey error: \(path):2:25: JSON syntax error: expected a value, found ']'; remove the trailing comma before it\n")
        #expect(result.status == 2)
    }

    @Test func aLabelWithAnUnknownPlaceholderIsAConfigError() throws {
        let scratch = try ScratchDirectory()
        let text = try String(contentsOfFile: Fixtures.defaultConfigPath, encoding: .utf8)
        let path = try scratch.write("config.json", text.replacingOccurrences(
            of: #""buy.selectedProduct": "Selected product: {product}""#, with: #""buy.selectedProduct": "Selected product: {prodct}""#))
        let result = try CoordsimBinary.run(["validate", "--config", path])
        #expect(result.stderr == "coordsim: config error: \(path):109:30: $.labels.en[\"buy.selectedProduct\"]: "
            + "unknown placeholder \"{prodct}\" (did you mean \"{product}\"?); \"buy.selectedProduct\" takes {product}\n")
        #expect(result.status == 2)
    }
}
