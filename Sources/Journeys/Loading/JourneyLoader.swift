#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp

/// Reads journey files and checks them before anything runs.
public enum JourneyLoader {
    /// Loads the journey at `path`, or throws a ``JourneyFileError`` naming the file and the step.
    public static func load(path: String) throws -> Journey {
        guard let data = FileManager.default.contents(atPath: path) else {
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            throw JourneyFileError(path: path, message: type == .typeDirectory ? "is a directory, not a journey file"
                                                      : type != nil ? "cannot read the file; check its permissions"
                                                      : "no such journey file")
        }
        return try parse(data, path: path)
    }

    /// Decodes and validates journey bytes; `path` only labels errors.
    public static func parse(_ data: Data, path: String) throws -> Journey {
        let journey: Journey
        do {
            journey = try JSONDecoder().decode(Journey.self, from: data)
        } catch let error as DecodingError {
            let location = error.jsonPath
            throw JourneyFileError(path: path, stepIndex: stepIndex(in: location), jsonPath: location.description,
                                   message: error.summary)
        } catch {
            throw JourneyFileError(path: path, message: "not valid JSON: \(error)")
        }
        try validate(journey, path: path)
        return journey
    }

    /// Checks what decoding cannot: at least one step, tab numbers, a goal that says something.
    public static func validate(_ journey: Journey, path: String) throws {
        guard !journey.steps.isEmpty else {
            throw JourneyFileError(path: path, jsonPath: "$.steps", message: "has no steps; add at least one")
        }
        if let goal = journey.goal, goal.outcome == nil, goal.screen == nil {
            throw JourneyFileError(path: path, jsonPath: "$.goal",
                                   message: "says nothing; set \"outcome\" (with an optional \"value\") or \"screen\"")
        }
        if let goal = journey.goal, goal.value != nil, goal.outcome == nil {
            throw JourneyFileError(path: path, jsonPath: "$.goal.value", message: "needs an \"outcome\" to belong to")
        }
        for (index, step) in journey.steps.enumerated() {
            if case let .tab(number) = step, !(1...9).contains(number) {
                throw JourneyFileError(path: path, stepIndex: index, jsonPath: "$.steps[\(index)].tab",
                                       message: "tab \(number) does not exist; tabs are numbered from 1")
            }
            if case let .text(text) = step, text.isEmpty {
                throw JourneyFileError(path: path, stepIndex: index, jsonPath: "$.steps[\(index)].text",
                                       message: "is empty; type at least one character")
            }
        }
    }

    /// The index after `steps` in a path, if the path goes through a step.
    static func stepIndex(in path: JSONPath) -> Int? {
        guard let at = path.components.firstIndex(of: .key("steps")), path.components.indices.contains(at + 1),
              case let .index(index) = path.components[at + 1] else { return nil }
        return index
    }
}
