import Foundation
import TestSupport
import Testing

/// `compare --users` that decides, through the built binary: its JSON and its refusals.
@Suite struct DecidingCompareTests {
    struct BadInput: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Flags that do not go together: usage errors, refused before the config is read, as the parser refuses others.
    static let badCombinations = [
        BadInput(arguments: ["compare", "--sequential", "Configs/journeys/buy-bicycle.json"],
                 error: "Error: --sequential tests synthetic users, not journeys: give --users N --goal NAME "
                    + "(or --until-decided --goal NAME) and no journey files"),
        BadInput(arguments: ["compare", "--until-decided", "--goal", "purchase", "Configs/journeys/buy-bicycle.json"],
                 error: "Error: --until-decided tests synthetic users, not journeys: give --users N --goal NAME "
                    + "(or --until-decided --goal NAME) and no journey files"),
        BadInput(arguments: ["compare", "--until-decided", "--goal", "purchase", "--max-users", "500", "--batch", "1000"],
                 error: "Error: --max-users (500) is below the batch (1,000): the cap must hold at least one batch; "
                    + "raise --max-users or lower --batch"),
        BadInput(arguments: ["compare", "--users", "10", "--goal", "purchase", "--sequential", "--tuning", "0"],
                 error: "Error: --tuning takes the sequential tuning parameter S, a number of users above 0 (GrowthBook's default: 5000)"),
        BadInput(arguments: ["compare", "--users", "10", "--goal", "purchase", "--sequential", "--tuning", "-5"],
                 error: "Error: --tuning takes the sequential tuning parameter S, a number of users above 0 (GrowthBook's default: 5000)"),
        BadInput(arguments: ["compare", "--users", "10", "--goal", "purchase", "--tuning", "100"],
                 error: "Error: --tuning sets the sequential interval: add --sequential (or --until-decided)"),
        BadInput(arguments: ["compare", "--users", "10", "--goal", "purchase", "--batch", "5"],
                 error: "Error: --max-users and --batch go with --until-decided"),
        BadInput(arguments: ["compare", "--users", "10", "--goal", "purchase", "--until-decided"],
                 error: "Error: --until-decided adds users until decided: give its cap with --max-users N, not --users"),
        // Refused before the config is read: a missing config does not hide the usage error.
        BadInput(arguments: ["compare", "--users", "10", "--goal", "purchase", "--batch", "5", "--config", "/nonexistent/config.json"],
                 error: "Error: --max-users and --batch go with --until-decided"),
    ]

    @Test(arguments: badCombinations)
    func badCombinationsAreUsageErrorsWithExit64(_ bad: BadInput) throws {
        let result = try CoordsimBinary.run(bad.arguments)
        #expect(result.stderr.hasPrefix(bad.error + "\nUsage: coordsim compare"))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    /// Pairing that the config's experiment would override: the flags go together, the experiment does not, so exit 2.
    @Test func pairingAnExperimentThatWouldOverrideItIsRefusedWithExit2() throws {
        let result = try CoordsimBinary.run(["compare", "--users", "10", "--goal", "purchase", "--experiment", "purchase-sheet", "--paired"])
        #expect(result.stderr == "coordsim: --paired sends every user through every variant, which would override experiment "
            + "purchase-sheet's assignment (its coverage 0.8); compare its variants with --variants B,C --paired, or drop --paired (in Configs/default.json)\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func pairedSequentialJSONCarriesTheTableTheIntervalsAndTheDecision() throws {
        let result = try CoordsimBinary.run(["compare", "--users", "300", "--goal", "purchase", "--variants", "A,C",
                                             "--paired", "--sequential", "--tuning", "2000", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["paired"] as? Bool == true)
        let test = try #require((json["tests"] as? [[String: Any]])?.first)
        let paired = try #require(test["paired"] as? [String: Any])
        let discordant = try #require(paired["discordant"] as? [String: Int])
        #expect(Set(discordant.keys) == ["controlOnly", "treatmentOnly"])
        #expect(paired["pValue"] is Double)
        let interval = try #require(paired["differenceInterval"] as? [String: Double])
        #expect(interval["lower"]! <= interval["upper"]!)
        let sequential = try #require(test["sequential"] as? [String: Any])
        #expect(sequential["tuning"] as? Double == 2000)
        #expect(sequential["differenceInterval"] is [String: Double] && sequential["pValue"] is Double)
        #expect(["treatment", "control", "equivalent", "undecided"].contains(test["decision"] as? String ?? ""))
        #expect((test["guardrails"] as? [[String: Any]])?.compactMap { $0["metric"] as? String } == ["inputs to goal", "gave up"])
    }

    @Test func untilDecidedSaysHowManyUsersItUsedAndSeveralGoalsShareOneCorrection() throws {
        let result = try CoordsimBinary.run(["compare", "--until-decided", "--max-users", "400", "--batch", "200", "--goal", "purchase",
                                             "--goal", "screen:Receipt", "--variants", "A,C", "--correction", "bh", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["correction"] as? String == "bh")
        #expect(json["goals"] as? [String] == ["purchase", "screen:Receipt"])
        let reports = try #require(json["reports"] as? [[String: Any]])
        for report in reports {
            let stopping = try #require(report["stopping"] as? [String: Any])
            #expect(stopping["maxUsers"] as? Int == 400 && stopping["batch"] as? Int == 200)
            let used = try #require(stopping["usersUsed"] as? Int)
            #expect(used == 200 || used == 400)
            #expect(report["users"] as? Int == used)
        }
        let text = try CoordsimBinary.run(["compare", "--until-decided", "--max-users", "400", "--batch", "200", "--goal", "purchase",
                                           "--variants", "A,C"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("\nstopping: 400 users, the cap (--max-users 400) before a decision; batches of 200\n"))
        #expect(text.stdout.contains("  decision: undecided: add users (p = "))
    }
}
