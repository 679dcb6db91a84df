import Foundation
import TestSupport
import Testing

/// End-to-end: the built `coordsim` binary, checked on its output and exit code.
/// `swift build` must run first (`.ci/run` does).
@Suite struct CommandLineTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func coordsim(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = Process()
        process.executableURL = try CoordsimBinary.require(sourceLocation: sourceLocation)
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readAllRetryingInterrupts()
        let stderr = err.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryJourney(_ json: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("journey-\(UUID().uuidString).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func scriptPrintsTheFinalFrame() throws {
        let result = try coordsim("script", "Configs/journeys/buy-bicycle.json", "--variant", "C")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("                  Home\n"))
        #expect(result.stdout.contains("[1 Main]  2 Buy  3 Create account"))
    }

    @Test func scriptJSONHasTheSnapshotAndTheJournal() throws {
        let result = try coordsim("script", "Configs/journeys/buy-bicycle.json", "--format", "json")
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["goalReached"] as? Bool == true)
        // The journey ends back on Home in the Main tab, focus on [b] Buy subscription.
        let snapshot = object?["snapshot"] as? [String: Any]
        #expect(snapshot?["rootKind"] as? String == "tabBar")
        #expect(snapshot?["selectedTab"] as? Int == 0)
        let active = snapshot?["active"] as? [String: Any]
        #expect(active?["identifier"] as? String == "Home")
        #expect(active?["title"] as? String == "Home")
        #expect(active?["focus"] as? String == "buy")
        #expect(active?["isModal"] as? Bool == false)
        #expect((active?["elements"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                == ["productLabel", "product", "buy", "createAccount", "next", "logout"])
        #expect(((object?["journal"] as? [Any])?.count ?? 0) > 20)
    }

    @Test func aFailedExpectationExitsOneWithExpectedActualAndStep() throws {
        let path = try temporaryJourney(#"{"name": "wrong", "launch": {"startLoggedIn": true}, "steps": [{"key": "b"}, {"expect": {"title": "Basket"}}]}"#)
        let result = try coordsim("script", path, "--variant", "A")
        #expect(result.status == 1)
        #expect(result.stderr == """
            coordsim: journey "wrong" (\(path)) on variant A: step 1 {"expect":{"title":"Basket"}} failed
              expected: title "Basket"
              actual:   title "Buy"

            """)
    }

    @Test func aMalformedJourneyExitsTwoWithPathAndStep() throws {
        let path = try temporaryJourney(#"{"name": "bad", "steps": [{"key": "b"}, {"key": "nope"}]}"#)
        let result = try coordsim("script", path)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("coordsim: journey error: \(path):1:49: step 1 ($.steps[1].key): unknown key \"nope\""))
    }

    @Test func assignStatesTheVariantAndTheReason() throws {
        let result = try coordsim("assign", "--user", "alice")
        #expect(result.status == 0)
        #expect(result.stdout == """
            user alice: variant B
              reason: hash: hash 0.808 (v1, seed "buy-flow") is in B's bucket [0.5, 1) of experiment "buy-flow"
              experiment: buy-flow
              buckets: A [0, 0.5)  B [0.5, 1)

            """)
        let flagged = try coordsim("assign", "--user", "alice", "--variant", "C", "--format", "json")
        #expect(flagged.stdout.contains(#""reason" : "flag""#))
        #expect(try coordsim("assign", "--user", "alice", "--experiment", "nope").status == 2)
    }

    @Test func compareExitsZeroWhenEveryJourneyPassesAndTheUsersReportRepeats() throws {
        let journeys = try coordsim("compare", "--variants", "A,C", "Configs/journeys/next-push-pop.json")
        #expect(journeys.status == 0)
        #expect(journeys.stdout.contains("children created   0                         2"))
        let first = try coordsim("compare", "--users", "60", "--seed", "9", "--goal", "purchase", "--budget", "20")
        let second = try coordsim("compare", "--users", "60", "--seed", "9", "--goal", "purchase", "--budget", "20")
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr.isEmpty, "no progress bar when stderr is not a terminal")
        #expect(try coordsim("compare", "--users", "10").status != 0)
    }

    @Test func adHocVariantsSplitUsersWithoutAnExperiment() throws {
        let result = try coordsim("compare", "--variants", "A,C", "--users", "200", "--goal", "purchase", "--mde", "5pp")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(5)) == [
            "synthetic users: 200, seed 1, budget 40 inputs each",
            "model: goal-directed (epsilon 0.1: 10% of inputs are random, the rest follow a shortest path to the goal; "
                + "patience 10: they give up after 10 inputs on average)",
            "experiment: none: an even split of A, C (GrowthBook hash v2, seed \"coordsim-ad-hoc:A,C\")",
            "goal: outcome purchase (from Configs/journeys/buy-bicycle.json)",
            "shortest path from launch to the goal: A 2 inputs, C 2 inputs",
        ])
        #expect(lines.contains { $0.hasPrefix("    power: with ") && $0.hasSuffix("is detected 80% of the time (minimum detectable effect)") })
        #expect(lines.contains { $0.hasPrefix("    to detect 5pp (") && $0.hasSuffix(" users per variant at 80% power") })
    }

    @Test func strictGoalsRefuseUnknownNamesAndWarnWhenNothingReachesThem() throws {
        let screen = try coordsim("compare", "--users", "10", "--goal", "screen:Recipt")
        #expect(screen.status == 2)
        #expect(screen.stderr == "coordsim: --goal: unknown goal screen \"Recipt\" (did you mean \"Receipt\"?); shop's screens: "
            + "Login, Home, Buy, Store, CreateAccount, AccountCreated, Next, Receipt\n")
        let outcome = try coordsim("compare", "--users", "10", "--goal", "refund")
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "coordsim: --goal: unknown goal outcome \"refund\"; known outcomes: accountCreated, purchase "
            + "(or use a journey file, a journey's name or screen:ID)\n")
        let unreachable = try coordsim("compare", "--users", "10", "--goal", "screen:Receipt", "--budget", "1")
        #expect(unreachable.status == 0)
        #expect(unreachable.stderr == "coordsim: warning: no variant reaches the goal (screen Receipt) within 1 input of launch: "
            + "every user will miss it; check --goal and --budget\n")
        #expect(unreachable.stdout.contains("    two-proportion z-test: n/a (both rates are 0%: no variance)\n"))
    }

    @Test func theModelComesFromTheFlagsThenTheConfig() throws {
        let uniform = try coordsim("compare", "--users", "20", "--goal", "purchase", "--model", "uniform")
        #expect(uniform.stdout.contains("model: uniform (every input is chosen at random among what the screen offers; "
            + "nobody gives up before the budget)\n"))
        let refused = try coordsim("compare", "--users", "20", "--goal", "purchase", "--model", "uniform", "--patience", "5")
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("Error: --epsilon and --patience apply to goal-directed users; drop them or use --model goal-directed\n"))
        let text = try String(contentsOfFile: Fixtures.defaultConfigPath, encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).json").path
        try text.replacingOccurrences(of: "\"experiments\": [",
                                      with: "\"syntheticUsers\": {\"epsilon\": 0.3, \"patience\": 4, \"budget\": 12},\n  \"experiments\": [")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let configured = try coordsim("compare", "--config", path, "--users", "20", "--goal", "purchase", "--patience", "6")
        #expect(configured.status == 0)
        #expect(configured.stdout.hasPrefix("""
            synthetic users: 20, seed 1, budget 12 inputs each
            model: goal-directed (epsilon 0.3: 30% of inputs are random, the rest follow a shortest path to the goal; \
            patience 6: they give up after 6 inputs on average)

            """))
    }
}
