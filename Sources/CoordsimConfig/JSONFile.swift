#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The checks for any JSON file a person writes (the config, journeys, state files): the strict
/// ``JSONParser`` for syntax, a ``ConfigShape`` for keys and types, then `JSONDecoder`, whose
/// errors are placed in the file through the parsed document. `file` only labels errors.
package enum JSONFile {
    /// Parses `data`, or says where its syntax breaks.
    package static func parse(_ data: Data, file: String) throws(FileError) -> JSONNode {
        do {
            return try JSONParser.parse(data)
        } catch {
            throw FileError(file: file, position: error.position, problem: .syntax, what: "JSON syntax error: \(error.message)")
        }
    }

    /// The first place `document` does not fit `shape`.
    package static func check(_ document: JSONNode, against shape: ConfigShape, file: String) throws(FileError) {
        if let problem = shape.firstProblem(in: document) {
            throw FileError(file: file, position: problem.position, path: problem.path, problem: problem.problem,
                            what: problem.what, fix: problem.fix)
        }
    }

    /// Decodes `data` (already parsed as `document`), placing a decoding error in the file.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, document: JSONNode,
                                             file: String) throws(FileError) -> T {
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
            throw FileError(file: file, position: document.position(of: path, atKey: atKey), path: path,
                            problem: error.problem, what: error.summary)
        } catch {
            throw FileError(file: file, problem: .wrongType, what: "cannot be read: \(error)")
        }
    }
}
