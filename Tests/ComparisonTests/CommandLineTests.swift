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
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
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
}
