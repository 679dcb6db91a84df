#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            let codingPath = Self.codingPath(of: error)
            throw JourneyFileError(path: path, stepIndex: stepIndex(in: codingPath),
                                   jsonPath: jsonPath(codingPath), message: message(of: error))
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

    static func codingPath(of error: DecodingError) -> [CodingKey] {
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return context.codingPath
        case let .keyNotFound(key, context):
            return context.codingPath + [key]
        @unknown default:
            return []
        }
    }

    /// The index after `steps` in a coding path, if the path goes through a step.
    static func stepIndex(in codingPath: [CodingKey]) -> Int? {
        guard let at = codingPath.firstIndex(where: { $0.stringValue == "steps" && $0.intValue == nil }),
              codingPath.indices.contains(at + 1) else { return nil }
        return codingPath[at + 1].intValue
    }

    static func jsonPath(_ codingPath: [CodingKey]) -> String {
        "$" + codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }

    static func message(of error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, _): return "wrong type; expected \(typeName(type))"
        case let .valueNotFound(type, _): return "is null; expected \(typeName(type))"
        case .keyNotFound: return "is missing"
        case let .dataCorrupted(context):
            if let underlying = context.underlyingError {
                return "not valid JSON: \(underlying)"
            }
            return context.debugDescription
        @unknown default: return "cannot be read"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default: return "\(type)"
        }
    }
}
