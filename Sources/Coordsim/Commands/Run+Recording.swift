#if canImport(Glibc)
import Glibc
#endif
import CoordinatorKit
import CoordsimApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Journeys
import Simulation

/// What `run --record` and `run --journal` keep of a session.
final class SessionRecorder {
    private var steps: [JourneyStep] = []
    private var journal: UnsafeMutablePointer<FILE>?
    let journalPath: String?

    /// Checks that `journalPath` can be written, or fails with a message for the person. The file
    /// is opened (and truncated) by the first write, so a session refused at launch, such as one
    /// whose app forgot its root coordinator, leaves an earlier journal as it was.
    init(journalPath: String?) throws {
        self.journalPath = journalPath
        guard let journalPath else { return }
        // An existing file is written in place (a device or a pipe too), so only it must be writable.
        try Self.checkWritable(journalPath, option: "--journal", inPlace: true)
    }

    deinit {
        if let journal { fclose(journal) }
    }

    /// Notes one event sent to the Simulation and what it caused. Only an event the app accepted
    /// becomes a journey step: a refused one changed nothing, and its replay would stop there;
    /// nor does the key that `quits` the session.
    func record(_ event: Event, _ step: Step, quits: Bool = false) {
        if step.reason == nil, !quits, let journeyStep = Self.step(for: event) { steps.append(journeyStep) }
        write(step.events)
    }

    /// Refuses, with a message for the person, a path a file cannot be written to: a missing
    /// folder, a folder, a file or folder without write permission. Creates nothing. A file
    /// written `inPlace` that exists needs only itself writable; one replaced atomically needs
    /// its folder too (the new file is made beside it).
    static func checkWritable(_ path: String, option: String, inPlace: Bool = false) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw CLIError.usage("\(option) \(path) is a folder; give a file path") }
            if access(path, W_OK) != 0 { throw CLIError.usage("\(option) \(path): \(String(cString: strerror(errno)))") }
            if inPlace { return }
        }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let directory = folder.isEmpty ? "/" : folder
        guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw CLIError.usage("\(option) \(path): the folder \(directory) does not exist")
        }
        if access(directory, W_OK) != 0 {
            throw CLIError.usage("\(option) \(path): cannot write in \(directory): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so a failed
    /// write never leaves half a file. Returns why it failed (`strerror`'s words), or nil.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> String? {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                return reason
            }
            written += result
        }
        if close(descriptor) != 0 || rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }

    /// Why the journal stopped being written (a full disk, a closed pipe), once it has; the run
    /// says so after the terminal is restored and exits 2.
    private(set) var journalFailure: String?

    /// Writes journal events as they happen, one JSON object a line, flushed so a crash keeps them.
    /// The first failed write stops the journal (a line cut short would be read as corrupt).
    func write(_ events: [JournalEvent]) {
        guard let journalPath, journalFailure == nil, !events.isEmpty, let lines = try? JSONLines.encode(events) else { return }
        if journal == nil {
            guard let file = fopen(journalPath, "w") else {
                journalFailure = "cannot write the journal to \(journalPath): \(String(cString: strerror(errno)))"
                return
            }
            journal = file
        }
        guard let journal else { return }
        if fputs(lines, journal) < 0 || fflush(journal) != 0 {
            journalFailure = "the journal was not written in full to \(journalPath): \(String(cString: strerror(errno)))"
        }
    }

    /// The recorded session as a journey `coordsim script` replays to the same final screen.
    func journey(variant: AppVariant) -> Journey {
        Journey(name: "recorded in variant \(variant.name) (replay with: script --variant \(variant.name))",
                launch: variant.parameters, steps: steps)
    }

    private static func step(for event: Event) -> JourneyStep? {
        switch event {
        case let .key(key): return .key(key)
        case let .tap(label): return .tap(label)
        case .back: return .back
        case let .swipeBack(completes): return .swipeBack(completes: completes)
        case .dismissModal: return .dismiss
        case .cancelledSwipeDown: return .swipeDown(completes: false)
        case let .selectTab(index): return .tab(index + 1)
        case let .text(text): return .text(text)
        case let .deepLink(url): return .open(url)
        case .resize: return nil   // the viewport changes nothing a journey checks
        case let .backMenu(level): return .backMenu(level)
        }
    }
}
