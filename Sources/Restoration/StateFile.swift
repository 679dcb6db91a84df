import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CoordsimApp

/// Reads and writes the navigation state file (`run` saves it on quit, `run --restore` reads it).
///
/// The file is a ``NavigationState`` as JSON. Writes are atomic: the bytes go to a temp file in
/// the same directory, are flushed, and the temp file is renamed over the old one, so a crash
/// mid-write leaves the previous file whole.
public enum StateFile {
    /// `$XDG_STATE_HOME/coordsim/APP/state.json`, or `~/.local/state/coordsim/APP/state.json` when
    /// `XDG_STATE_HOME` is unset or not absolute (as the XDG spec says to treat it). Each app has
    /// its own, so two apps never read each other's state.
    public static func defaultPath(app: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/coordsim/\(app)/state.json"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordHomeDirectory()
        return home + "/.local/state/coordsim/\(app)/state.json"
    }

    /// The user's home directory from the password database, as `NSHomeDirectory()` gives
    /// when `HOME` is unset.
    private static func passwordHomeDirectory() -> String {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }

    /// The state in `path`; `nil` when there is no file (start fresh quietly). A file that
    /// cannot be read, is not JSON, or has another version is a ``StateFileError``.
    public static func load(_ path: String) -> Result<NavigationState?, StateFileError> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        if (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeDirectory {
            return .failure(StateFileError(path: path, kind: .unreadable, message: "it is a directory, not a file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(StateFileError(path: path, kind: .unreadable, message: "cannot read it; check its permissions"))
        }
        return decode(data, path: path).map { Optional($0) }
    }

    /// Decodes state file bytes; `path` only labels errors.
    public static func decode(_ data: Data, path: String) -> Result<NavigationState, StateFileError> {
        let decoder = JSONDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            return .failure(StateFileError(path: path, kind: .corrupt, message: "it is not a JSON object"))
        } catch {
            return .failure(StateFileError(path: path, kind: .corrupt, message: "it is not valid JSON"))
        }
        let version: Int
        switch probe.version {
        case .missing:
            return .failure(StateFileError(path: path, kind: .incompatible, message: "it has no \"version\""))
        case let .wrongType(found):
            return .failure(StateFileError(path: path, kind: .corrupt, message: "$.version has the wrong type: "
                + "expected a whole number (this coordsim reads version \(NavigationState.currentVersion)), found \(found)"))
        case let .number(number):
            version = number
        }
        guard version == NavigationState.currentVersion else {
            return .failure(StateFileError(path: path, kind: .incompatible,
                message: "it is version \(version); this coordsim reads version \(NavigationState.currentVersion)"))
        }
        do {
            return .success(try decoder.decode(NavigationState.self, from: data))
        } catch let error as DecodingError {
            return .failure(StateFileError(path: path, kind: .corrupt, message: describe(error)))
        } catch {
            return .failure(StateFileError(path: path, kind: .corrupt, message: "\(error)"))
        }
    }

    /// The bytes written for `state`: pretty, keys sorted, so the same state gives the same file.
    public static func encode(_ state: NavigationState) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, ints and arrays cannot fail.
        return (try? encoder.encode(state)) ?? Data()
    }

    /// Saves the navigation state `snapshot` shows, atomically, creating the directory if needed.
    public static func save(_ snapshot: Snapshot, variant: String, to path: String) throws(StateFileError) {
        let state: NavigationState
        do {
            state = try NavigationState(snapshot: snapshot, variant: variant)
        } catch {
            throw StateFileError(path: path, kind: .unwritable, message: error.message)
        }
        try save(state, to: path)
    }

    /// Writes `state` to a temp file next to `path`, flushes it, then renames it over `path`.
    public static func save(_ state: NavigationState, to path: String) throws(StateFileError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StateFileError(path: path, kind: .unwritable, message: "cannot create \(directory.path)")
        }
        let temp = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let data = encode(state) + Data("\n".utf8)
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw StateFileError(path: path, kind: .unwritable, message: "cannot create a temp file in \(directory.path): \(errnoText())")
        }
        var written = 0
        let ok = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return fsync(descriptor) == 0
        }
        let message = ok ? nil : errnoText()
        close(descriptor)
        guard ok, rename(temp, path) == 0 else {
            let reason = message ?? errnoText()
            unlink(temp)
            throw StateFileError(path: path, kind: .unwritable, message: "cannot write it: \(reason)")
        }
    }

    /// The file's `version` alone, read before the rest so another version is reported as such.
    private struct VersionProbe: Decodable {
        enum Version {
            case missing
            case number(Int)
            /// What was there instead, e.g. `the string "1"`.
            case wrongType(String)
        }

        enum CodingKeys: String, CodingKey { case version }

        var version: Version

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if try !container.contains(.version) || container.decodeNil(forKey: .version) {
                version = .missing
            } else if let number = try? container.decode(Int.self, forKey: .version) {
                version = .number(number)
            } else if let string = try? container.decode(String.self, forKey: .version) {
                version = .wrongType("the string \"\(string)\"")
            } else if (try? container.decode(Double.self, forKey: .version)) != nil {
                version = .wrongType("a fraction")
            } else if (try? container.decode(Bool.self, forKey: .version)) != nil {
                version = .wrongType("a boolean")
            } else {
                version = .wrongType("an array or an object")
            }
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    /// `$.stacks[0].screens[1].screen: is missing`: where, then what.
    private static func describe(_ error: DecodingError) -> String {
        "\(error.jsonPath): \(error.summary)"
    }
}

/// A state file that cannot be used, phrased for the person whose file it is.
public struct StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case unreadable, corrupt, incompatible, unwritable
    }

    public var path: String
    public var kind: Kind
    public var message: String

    public init(path: String, kind: Kind, message: String) {
        self.path = path
        self.kind = kind
        self.message = message
    }

    public var description: String {
        switch kind {
        case .unreadable, .corrupt, .incompatible:
            return "state file \(path) is \(kind == .incompatible ? "incompatible" : kind == .corrupt ? "corrupt" : "unreadable"): "
                + "\(message); starting fresh"
        case .unwritable:
            return "cannot save the state file \(path): \(message)"
        }
    }
}
