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
import CoordsimConfig

/// Reads and writes the navigation state file (`run` saves it on quit, `run --restore` reads it).
///
/// The file is a ``NavigationState`` as JSON. Writes are atomic: the bytes go to a temp file in
/// the same directory, are flushed, and the temp file is renamed over the old one, so a crash
/// mid-write leaves the previous file whole.
package enum StateFile {
    /// `$XDG_STATE_HOME/coordsim/APP/state.json`, or `~/.local/state/coordsim/APP/state.json` when
    /// `XDG_STATE_HOME` is unset or not absolute (as the XDG spec says to treat it). Each app has
    /// its own, so two apps never read each other's state.
    package static func defaultPath(app: String,
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

    /// Why `path` may not be read or replaced as a state file, or nil when it may: nothing is
    /// there, or a file coordsim wrote is. A directory, a device (or a symlink to one), a file that
    /// cannot be read and a file that is not a JSON object with a `"version"` are someone else's:
    /// coordsim neither saves over them nor moves them aside.
    package static func refusal(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            // Nothing there (or a dangling link, which a save replaces): free to write.
            return errno == ENOENT || errno == ENOTDIR ? nil : "cannot be examined: \(errnoText())"
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a directory, not a state file"
        default: return "is a device or another special file, not a state file"
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return "cannot be read (check its permissions), so it cannot be told to be a coordsim state file"
        }
        guard isStateFile(data) else {
            return data.isEmpty ? "is an empty file, not a coordsim state file"
                                : "is not a coordsim state file (a JSON object with a \"version\")"
        }
        return nil
    }

    /// Whether `data` looks like a state file of any version, even one cut short or damaged: a
    /// JSON object (it starts with `{`) that names `"version"`. Such a file is coordsim's, so one
    /// that cannot be used may be moved aside; anything else is someone else's.
    package static func isStateFile(_ data: Data) -> Bool {
        guard let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{") else {
            return false
        }
        let key = Array("\"version\"".utf8)
        guard data.count >= key.count else { return false }
        return data.withUnsafeBytes { bytes in
            (0...(bytes.count - key.count)).contains { start in key.indices.allSatisfy { bytes[start + $0] == key[$0] } }
        }
    }

    /// The state in `path`; `nil` when there is no file (start fresh quietly). A file that
    /// cannot be read, is not JSON, or has another version is a ``FileError``.
    package static func load(_ path: String) -> Result<NavigationState?, FileError> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        if (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeDirectory {
            return .failure(FileError(file: path, problem: .notAFile, what: "it is a directory, not a file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(FileError(file: path, problem: .unreadable, what: "cannot read it", fix: "check its permissions"))
        }
        return decode(data, path: path).map { Optional($0) }
    }

    /// Decodes state file bytes with the config's parser and checker, so every problem says where
    /// it is (`line:column` and the JSON path); `path` only labels errors. The version is read
    /// first, so a file from another coordsim is reported as such rather than as corrupt.
    package static func decode(_ data: Data, path: String) -> Result<NavigationState, FileError> {
        let document: JSONNode
        do {
            document = try JSONFile.parse(data, file: path)
        } catch {
            return .failure(error)
        }
        guard case let .object(members) = document.value else {
            return .failure(FileError(file: path, position: document.position, problem: .wrongType,
                                      what: "it is not a JSON object"))
        }
        guard let version = members.last(where: { $0.key == "version" })?.value, version.value != .null else {
            return .failure(FileError(file: path, position: document.position, problem: .incompatible,
                                      what: "it has no \"version\""))
        }
        guard case let .number(text) = version.value, let number = Int(text) ?? Double(text).flatMap({ Int(exactly: $0) }) else {
            let found: String
            switch version.value {
            case let .string(string): found = "the string \"\(string)\""
            case .number: found = "a fraction"
            case .bool: found = "a boolean"
            default: found = "an array or an object"
            }
            return .failure(FileError(file: path, position: version.position, path: JSONPath.root.appending("version"),
                problem: .wrongType, what: "wrong type: expected a whole number (this coordsim reads version "
                    + "\(NavigationState.currentVersion)), found \(found)"))
        }
        guard number == NavigationState.currentVersion else {
            return .failure(FileError(file: path, position: version.position, problem: .incompatible,
                what: "it is version \(number)", fix: "this coordsim reads version \(NavigationState.currentVersion)"))
        }
        if let root = members.last(where: { $0.key == "root" })?.value, case let .string(name) = root.value,
           NavigationState.Root(rawValue: name) == nil {
            return .failure(FileError.unknownName("root", name, valid: NavigationState.Root.allCases.map(\.rawValue),
                                                  file: path, position: root.position, path: JSONPath.root.appending("root")))
        }
        do {
            try JSONFile.check(document, against: NavigationState.shape, file: path)
            return .success(try JSONFile.decode(NavigationState.self, from: data, document: document, file: path))
        } catch {
            return .failure(error)
        }
    }

    /// The bytes written for `state`: pretty, keys sorted, so the same state gives the same file.
    package static func encode(_ state: NavigationState) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, ints and arrays cannot fail.
        return (try? encoder.encode(state)) ?? Data()
    }

    /// Saves the navigation state `snapshot` shows, atomically, creating the directory if needed.
    package static func save(_ snapshot: Snapshot, variant: String, to path: String) throws(StateFileError) {
        let state: NavigationState
        do {
            state = try NavigationState(snapshot: snapshot, variant: variant)
        } catch {
            throw StateFileError(path: path, message: error.message)
        }
        try save(state, to: path)
    }

    /// Writes `state` to a temp file next to `path`, flushes it, then renames it over `path`.
    /// A path that holds something other than a state file (``refusal(_:)``) is refused and left as it is.
    package static func save(_ state: NavigationState, to path: String) throws(StateFileError) {
        if let refusal = refusal(path) {
            throw StateFileError(path: path, message: "it \(refusal); it was left as it is")
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StateFileError(path: path, message: "cannot create \(directory.path)")
        }
        let temp = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        // SIGINT, SIGTERM and SIGHUP wait until the file is renamed into place (or the temp file is
        // gone), so a signal mid-save leaves the old state or the new one and no temp file.
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, signal) }
        sigprocmask(SIG_BLOCK, &blocked, &previous)
        defer { sigprocmask(SIG_SETMASK, &previous, nil) }
        let data = encode(state) + Data("\n".utf8)
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw StateFileError(path: path, message: "cannot create a temp file in \(directory.path): \(errnoText())")
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
            throw StateFileError(path: path, message: "cannot write it: \(reason)")
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// A state file that cannot be saved, phrased for the person whose file it is. (A file that
/// cannot be read is a ``FileError``, as any file a person may write is.)
package struct StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "cannot save the state file \(path): \(message)" }
}

/// How `run --restore` words a state file it cannot use.
package enum StateFileVerdict: String, Hashable, Sendable {
    case unreadable, corrupt, incompatible
}

extension FileError {
    /// Unreadable (not there as a file, or cannot be read), incompatible (another version, a variant
    /// the config no longer has) or corrupt (anything else in the file).
    package var stateFileVerdict: StateFileVerdict {
        switch problem {
        case .notFound, .notAFile, .unreadable: return .unreadable
        case .incompatible: return .incompatible
        default: return .corrupt
        }
    }

    /// The problem after the file and position: `$.root: unknown root "attic"; valid roots: …`.
    package var detail: String { (path.map { "\($0): " } ?? "") + message }

    /// `state file PATH:line:column is corrupt: DETAIL; starting fresh`.
    package var stateFileNotice: String {
        "state file \(file)\(position.map { ":\($0)" } ?? "") is \(stateFileVerdict.rawValue): \(detail); starting fresh"
    }
}
