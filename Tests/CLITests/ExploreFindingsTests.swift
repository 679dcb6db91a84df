import Foundation
import TestSupport
import Testing

/// `explore`'s findings from the command line: check levels, the list of checks, exit statuses,
/// and a failing journey that fails under `script`.
@Suite struct ExploreFindingsTests {
    @Test func anUnknownCheckExits2WithTheList() throws {
        let result = try CoordsimBinary.run(["explore", "--check", "noLeak=off"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown check \"noLeak\""), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean \"noLeaks\""), "\(result.stderr)")
        #expect(result.stderr.contains("nothingUnderLogin"), "\(result.stderr)")
    }

    @Test func anUnknownLevelExits2WithTheLevels() throws {
        let result = try CoordsimBinary.run(["explore", "--check", "noLeaks=loud"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown level \"loud\"; levels: off, warn, error"), "\(result.stderr)")
        let bare = try CoordsimBinary.run(["explore", "--check", "noLeaks"])
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("give NAME=LEVEL"), "\(bare.stderr)")
    }

    @Test func listChecksNamesEveryCheckWithItsRuleAndLevel() throws {
        let result = try CoordsimBinary.run(["explore", "--list-checks", "--check", "independentTabs=warn"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("independentTabs") && $0.contains(" warn ") })
        #expect(lines.contains { $0.hasPrefix("nothingUnderLogin") && $0.contains(" error ") && $0.hasSuffix("(the app's own)") })
    }

    @Test func anErrorFailsTheRunAndAWarningDoesNot() throws {
        let failing = try CoordsimBinary.run(["explore", "--variant", "tutorials-bug", "--depth", "3"])
        #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("ERROR        childOwnsScreen"), "\(failing.stdout)")
        let warned = try CoordsimBinary.run(["explore", "--variant", "tutorials-bug", "--depth", "3",
                                             "--check", "childOwnsScreen=warn"])
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(warned.stdout.contains("WARNING      childOwnsScreen"), "\(warned.stdout)")
    }

    /// The path `explore` prints for a deep link during a buy flow is the one that fails: the
    /// journey it writes fails under `script`.
    @Test func theWrittenJourneyFailsUnderScript() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("ul.json").path
        let explored = try CoordsimBinary.run(["explore", "--deep-link", "coordsim://buy", "--variant", "unanimated-links",
                                               "--stop-at-first", "--journey-out", path])
        #expect(explored.status == 1, "\(explored.stdout)\(explored.stderr)")
        let replayed = try CoordsimBinary.run(["script", path, "--variant", "unanimated-links"])
        #expect(replayed.status == 1, "\(replayed.stdout)\(replayed.stderr)")
        let journey = try String(contentsOfFile: path, encoding: .utf8)
        #expect(journey.contains("coordsim://buy"))
    }

    @Test func aJourneyThatCannotBeWrittenExits2AndLeavesNothing() throws {
        let result = try CoordsimBinary.run(["explore", "--variant", "tutorials-bug", "--depth", "3",
                                             "--journey-out", "/nonexistent-dir/out.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the journey to /nonexistent-dir/out.json: the directory /nonexistent-dir does not exist"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-dir/out.json"))
    }
}
