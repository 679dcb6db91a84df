import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp
import CoordsimConfig
import Journeys
import Exploration

/// The output formats of the headless A/B commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json

    /// Pretty JSON with sorted keys, so the same run prints the same bytes.
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// Loads a journey file and checks the names it uses against `app` (its tap labels against
/// `config`'s label texts), turning its errors into usage errors (exit 2).
func loadJourneyFile(_ path: String, app: AppConfiguration, config: AppConfig) throws -> Journey {
    do {
        return try JourneyLoader.load(path: path, app: app, config: config, invariants: Explorer.checkNames(of: app))
    } catch {
        throw CLIError.journey(error)
    }
}
