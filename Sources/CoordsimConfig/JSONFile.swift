#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a JSON file does not fit, and why: the JSON path and `line:column` where known.
package struct JSONFileProblem: Error, Hashable, Sendable {
    package var path: JSONPath?
    package var position: SourcePosition?
    package var message: String

    package init(path: JSONPath? = nil, position: SourcePosition? = nil, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }
}

/// The config's checks for any JSON file a person writes (journeys, state files): the strict
/// ``JSONParser`` for syntax, a ``ConfigShape`` for keys and types, then `JSONDecoder`, whose
/// errors are placed in the file through the parsed document.
package enum JSONFile {
    /// Parses `data`, or says where its syntax breaks.
    package static func parse(_ data: Data) throws(JSONFileProblem) -> JSONNode {
        do {
            return try JSONParser.parse(data)
        } catch {
            throw JSONFileProblem(position: error.position, message: "JSON syntax error: \(error.message)")
        }
    }

    /// The first place `document` does not fit `shape`.
    package static func check(_ document: JSONNode, against shape: ConfigShape) throws(JSONFileProblem) {
        if let problem = shape.firstProblem(in: document) {
            throw JSONFileProblem(path: problem.path, position: problem.position, message: problem.message)
        }
    }

    /// Decodes `data` (already parsed as `document`), placing a decoding error in the file.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, document: JSONNode) throws(JSONFileProblem) -> T {
        do {
            let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
            return try JSONDecoder().decode(type, from: bytes)
        } catch let error as DecodingError {
            let path = error.jsonPath
            // An error about a key (`unknown step "press"`) points at the key; others at the value.
            var atKey = false
            if case .dataCorrupted = error, case let .key(key)? = path.components.last {
                atKey = error.summary.contains("\"\(key)\"")
            }
            throw JSONFileProblem(path: path, position: document.position(of: path, atKey: atKey), message: error.summary)
        } catch {
            throw JSONFileProblem(message: "cannot be read: \(error)")
        }
    }
}
