import Foundation
import TestSupport
import Testing

/// `explore`'s findings from the command line: check levels, the list of checks, exit statuses,
/// and a failing journey that fails under `script`.
@Suite struct ExploreFindingsTests {
    /// The first error is written as a journey whatever its check: an app's own invariant, which
    /// no other expectation states, ends in `{"expect": {"invariant": name}}`, and the journey
    /// fails under `script` with the check's own message. A journey naming no check is exit 2.
    @Test func theFirstErrorIsWrittenWhateverItsCheck() throws {
        // random-tabs, built beside coordsim: a drawn app whose first errors are its own invariants.
        let binary = try CoordsimBinary.require().deletingLastPathComponent().appendingPathComponent("random-tabs")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no random-tabs beside coordsim")
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("out.json").path
        let explored = try ProcessRunner.run(binary, ["explore", "--launch", "seed=13", "--launch", "flows=true",
                                                      "--journey-out", path])
        #expect(explored.status == 1, "\(explored.stderr)")
        #expect(explored.stderr.contains("invariant broken: no page marked bad is on screen (and 2 more"), "\(explored.stderr)")
        #expect(explored.stdout.contains("shortest failing path of noBadPage, as a journey"), "\(explored.stdout)")
        #expect(!explored.stdout.contains("no journey expectation can state"), "\(explored.stdout)")
        let journey = try String(contentsOfFile: path, encoding: .utf8)
        #expect(journey.contains("\"invariant\" : \"noBadPage\""), "\(journey)")
        let replayed = try ProcessRunner.run(binary, ["script", path])
        #expect(replayed.status == 1, "\(replayed.stdout)\(replayed.stderr)")
        #expect(replayed.stderr.contains("expected: noBadPage holds\n  actual:   broken: a bad page is shown"), "\(replayed.stderr)")

        let other = scratch.url.appendingPathComponent("other.json").path
        let deep = try ProcessRunner.run(binary, ["explore", "--launch", "seed=382", "--launch", "flows=true",
                                                  "--check", "noLeaks=warn", "--check", "childOwnsScreen=warn",
                                                  "--journey-out", other])
        #expect(deep.status == 1, "\(deep.stderr)")
        #expect(try ProcessRunner.run(binary, ["script", other]).status == 1)

        let misnamed = scratch.url.appendingPathComponent("misnamed.json").path
        try journey.replacingOccurrences(of: "\"noBadPage\"", with: "\"noBadPag\"").write(toFile: misnamed, atomically: true,
                                                                                         encoding: .utf8)
        let refused = try ProcessRunner.run(binary, ["script", misnamed])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("($.steps[1].expect.invariant): no check is named \"noBadPag\" (did you mean "
                                        + "\"noBadPage\"?); random-tabs's checks: noLeaks, childOwnsScreen,"), "\(refused.stderr)")
    }

    /// With no error (warnings only), `--journey-out` has nothing to write, and says so.
    @Test func aRunWithoutErrorsSaysItWroteNoJourney() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("none.json").path
        // Composed: the product search of the whole shop past its bugs takes minutes in a debug build.
        let explored = try CoordsimBinary.run(["explore", "--compose", "--variant", "tutorials-bug",
                                               "--check", "childOwnsScreen=warn", "--check", "noLeaks=warn",
                                               "--journey-out", path])
        #expect(explored.status == 0, "\(explored.stdout)\(explored.stderr)")
        #expect(explored.stdout.contains("  WARNING "), "\(explored.stdout)")
        #expect(explored.stdout.contains("no error-level finding, so no failing journey: nothing was written to \(path)"),
                "\(explored.stdout)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The product and the composed search meet errors in different orders; the journey written
    /// is the same from both: the shortest path first, then the order checks are listed in.
    @Test func bothSearchesWriteTheSameJourney() throws {
        let binary = try CoordsimBinary.require().deletingLastPathComponent().appendingPathComponent("random-tabs")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no random-tabs beside coordsim")
        let scratch = try ScratchDirectory()
        var written: [String] = []
        for mode in ["--no-compose", "--compose"] {
            let path = scratch.url.appendingPathComponent("\(mode).json").path
            // Four tabs, a full-screen cover, flows: three errors; the shortest changes another tab.
            let explored = try ProcessRunner.run(binary, ["explore", mode, "--launch", "seed=8", "--launch", "flows=true",
                                                          "--journey-out", path])
            #expect(explored.status == 1, "\(mode): \(explored.stderr)")
            #expect(explored.stderr.contains("(and 2 more; see ERROR above)"), "\(mode): \(explored.stderr)")
            written.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(written[0] == written[1])
        #expect(written[0].contains("independentTabs broken after 2 inputs"), "\(written[0])")
        let replayed = try ProcessRunner.run(binary, ["script", scratch.url.appendingPathComponent("--compose.json").path])
        #expect(replayed.status == 1 && replayed.stderr.contains("expected: independentTabs holds"), "\(replayed.stderr)")
    }

    /// A product search of a tab bar stopped by the state limit says that the tabs' states
    /// multiply and what explores them one by one; a depth bound, which the user chose, does not.
    @Test func aProductSearchStoppedShortInATabBarPointsToCompose() throws {
        let stopped = try CoordsimBinary.run(["explore", "--max-states", "300"])
        // Nothing broke in the states it saw, but it did not see them all: not a pass.
        #expect(stopped.status == 4, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("stopped at the state limit (300 states) before it had seen every state"),
                "\(stopped.stderr)")
        #expect(stopped.stdout.contains("stopped at 300 states (the state limit)"), "\(stopped.stdout)")
        #expect(stopped.stdout.contains("  compose      this search tries every combination of the 3 tabs' states, "
                                        + "which multiply; coordsim explore --compose explores each tab on its own"),
                "\(stopped.stdout)")
        let bounded = try CoordsimBinary.run(["explore", "--depth", "3"])
        #expect(bounded.status == 0, "\(bounded.stderr)")
        #expect(bounded.stdout.contains("depth 3, not complete"), "\(bounded.stdout)")
        #expect(!bounded.stdout.contains("--compose"), "\(bounded.stdout)")
    }

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

    /// With stdout and stderr on one file (`2>&1`, a CI log), the error comes after the report,
    /// not before it or inside one of its lines: stdout is flushed before stderr is written.
    @Test func anErrorOnTheSameFileComesAfterTheReport() throws {
        let binary = try CoordsimBinary.require()
        let merged = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"),
                                           ["-c", "\"$0\" explore --variant tutorials-bug --depth 3 2>&1", binary.path],
                                           in: Fixtures.repositoryRoot)
        #expect(merged.status == 1, "\(merged.stdout)")
        let lines = merged.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("coordsim explore: variant tutorials-bug") == true, "\(merged.stdout)")
        #expect(lines.last?.hasPrefix("coordsim: invariant broken") == true, "\(merged.stdout)")
        #expect(lines.filter { $0.contains("coordsim: invariant broken") }.count == 1, "\(merged.stdout)")
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

    /// An app with no config file runs every command on the config it derives from its
    /// declaration; `validate` shows that config, and the variant it checks is in it.
    @Test func validateWithoutAFileShowsTheDerivedConfig() throws {
        let binary = try CoordsimBinary.require().deletingLastPathComponent().appendingPathComponent("random-tabs")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no random-tabs beside coordsim")
        let shown = try ProcessRunner.run(binary, ["validate"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("the config random-tabs derives from its declaration (no file): OK\n"
                                       + "default variant: default\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("launch: seed=0"), "\(shown.stdout)")
        let unknown = try ProcessRunner.run(binary, ["validate", "--variant", "B"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown variant \"B\""), "\(unknown.stderr)")
    }
}
