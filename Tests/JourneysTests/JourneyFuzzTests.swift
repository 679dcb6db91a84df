import CoordsimApp
import Foundation
import CoordsimConfig
import Journeys
import ShopApp
import TestSupport
import Testing

/// Mutated copies of the shop's journeys never crash the loader or the runner: each one loads,
/// is checked against the app and runs, or fails with a FileError that names its file and
/// says where (`line:column`, the JSON path).
@Suite struct JourneyFuzzTests {
    enum Outcome: Hashable { case ran, malformed, badLaunch }

    @Test func thousandsOfMutatedJourneysLoadAndRunOrFailClearly() throws {
        let directory = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys")
        let originals = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { Array(try Data(contentsOf: directory.appendingPathComponent($0))) }
        try #require(!originals.isEmpty)
        var mutator = Mutator(seed: 20_261_125)
        let runner = JourneyRunner(Fixtures.shop("B"))
        var outcomes: [Outcome: Int] = [:]
        let perMutation = 240
        for mutation in Mutator.Mutation.allCases {
            for index in 0..<perMutation {
                let bytes = mutator.mutate(originals[index % originals.count], mutation)
                let file = "fuzz/\(mutation)-\(index).json"
                do {
                    let journey = try JourneyLoader.parse(Data(bytes), path: file, app: ShopApp.configuration)
                    _ = try runner.run(journey)
                    outcomes[.ran, default: 0] += 1
                } catch let error as FileError {
                    #expect(error.file == file)
                    #expect(!error.message.isEmpty, "\(file)")
                    // Positioned: a place in the file, or (for an empty file) a message that says so.
                    #expect(error.position != nil || bytes.allSatisfy({ " \n\r\t".utf8.contains($0) }), "\(file): \(error)")
                    outcomes[.malformed, default: 0] += 1
                } catch is LaunchParameterError {
                    // A launch value the app refuses: the commands report it as `$.launch: ...` (exit 2).
                    outcomes[.badLaunch, default: 0] += 1
                } catch {
                    Issue.record("\(file): threw \(type(of: error)): \(error)")
                }
            }
        }
        #expect(outcomes.values.reduce(0, +) == Mutator.Mutation.allCases.count * perMutation)
        #expect(outcomes.values.reduce(0, +) >= 1_000)
        // The mutations reach the runner as well as the loader.
        #expect(outcomes[.ran, default: 0] > 50)
        #expect(outcomes[.malformed, default: 0] > 300)
    }
}
