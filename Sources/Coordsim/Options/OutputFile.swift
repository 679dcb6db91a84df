#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file a command was asked for (`explore --journey-out`), whole or not at all, and says
/// in one line what was not written, where and why.
enum OutputFile {
    /// Writes `data` to `path`: a regular file atomically (a temp file in the same directory,
    /// flushed, renamed over it), a device or pipe (`/dev/stdout`) directly. `what` names the
    /// content in the error: "the journey".
    static func write(_ data: Data, to path: String, what: String) throws(CLIError) {
        func failure(_ reason: String) -> CLIError { .usage("cannot write \(what) to \(path): \(reason)") }
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw failure("it is a directory; give a file path")
            default:
                // A device or a pipe cannot be replaced by a rename: write to it as it is.
                let descriptor = open(path, O_WRONLY)
                guard descriptor >= 0 else { throw failure(errnoText()) }
                defer { close(descriptor) }
                if let reason = writeAll(data, to: descriptor) { throw failure(reason) }
                return
            }
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temp = "\(directory)/.\(name).\(getpid()).tmp"
        // SIGINT, SIGTERM and SIGHUP wait until the file is renamed into place (or the temp file is
        // gone): a signal mid-write leaves the old file or the new one, never a temp file.
        let previous = blockTerminatingSignals()
        defer { restoreSignals(previous) }
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw failure(errno == ENOENT ? "the directory \(directory) does not exist" : errnoText())
        }
        var reason = writeAll(data, to: descriptor)
        if reason == nil, fsync(descriptor) != 0 { reason = errnoText() }
        close(descriptor)
        if reason == nil, rename(temp, path) != 0 { reason = errnoText() }
        if let reason {
            unlink(temp)
            throw failure(reason)
        }
    }

    /// Blocks the signals that end a run; returns the mask to restore.
    static func blockTerminatingSignals() -> sigset_t {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, signal) }
        sigprocmask(SIG_BLOCK, &blocked, &previous)
        return previous
    }

    /// Restores the mask ``blockTerminatingSignals()`` returned; a signal that came meanwhile is delivered now.
    static func restoreSignals(_ previous: sigset_t) {
        var previous = previous
        sigprocmask(SIG_SETMASK, &previous, nil)
    }

    /// Writes every byte, retrying on EINTR; returns why it stopped short, or nil.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errnoText()
                }
                written += result
            }
            return nil
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
