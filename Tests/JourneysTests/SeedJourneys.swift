import Foundation
import Journeys
import TestSupport

/// The journeys shipped in `Configs/journeys`, loaded once.
enum SeedJourneys {
    static let directory = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func load(_ file: String) throws -> Journey {
        try JourneyLoader.load(path: "\(directory)/\(file)")
    }
}
