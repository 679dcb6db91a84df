import CoordsimTesting
import Foundation
import ReaderApp
import Testing

/// The journeys in Configs/journeys pass on both variants, and exploring each variant breaks no
/// invariant: what `reader compare` and `reader explore` check, from the tests.
@Suite struct JourneyTests {
    /// The package's directory, found from this file so the tests run from any directory.
    static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

    static let journeyFiles: [String] = {
        let directory = root + "/Configs/journeys"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func app() throws -> AppUnderTest<ReaderApp> {
        try AppUnderTest<ReaderApp>(config: root + "/Configs/reader.json")
    }

    @Test func thereAreJourneys() {
        #expect(Self.journeyFiles.count >= 2)
    }

    @Test(arguments: journeyFiles)
    func journeyPassesOnBothVariants(file: String) throws {
        let journey = try JourneyLoader.load(path: Self.root + "/Configs/journeys/" + file)
        let comparison = try Self.app().compare(journey, variants: ["sheet", "pushed"])
        for metrics in comparison.variants {
            #expect(metrics.passed, "\(file) on \(metrics.variant): \(metrics.failure ?? "goal not reached")")
            #expect(metrics.leaks.isEmpty)
        }
    }

    @Test(arguments: ["sheet", "pushed"])
    func exploringBreaksNoInvariant(variant: String) throws {
        // Depth 6 reaches every screen; the complete search is for `reader explore` in a release build.
        let result = try Self.app().explore(variant, depth: 6)
        #expect(result.violations.isEmpty, "\(result.violations.map(\.description))")
        #expect(Set(result.screensReached) == ["Feed", "Search", "Profile", "Article", "Comments", "Email", "Password"])
    }

    @Test func theSheetShowsSignInOverProfileAndPushedOnIt() throws {
        let journey = try Journey(json: #"{"name": "start sign in", "steps": [{"tab": 3}, {"tap": "Sign in"}]}"#)
        let app = try Self.app()
        let sheet = try app.run(journey, on: "sheet").finalSnapshot
        let pushed = try app.run(journey, on: "pushed").finalSnapshot
        #expect(sheet.screenSignature == "Profile ^Email")
        #expect(pushed.screenSignature == "Profile>Email")
    }
}
