import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TestSupport
import Testing

/// Ctrl-C during `explore`: the search stops, the report of what it found is printed and marked
/// interrupted, exit 130 (1 with an error-level finding); a second Ctrl-C quits at once. stderr
/// is a pseudo-terminal, so the progress line is drawn: the signal is sent once it shows the
/// search under way (no sleeps; the deadlines are only there to fail instead of hanging).
@Suite(.serialized) struct InterruptTests {
    @Test func ctrlCPrintsTheReportOfWhatWasFoundAndExits130() throws {
        // The `shapes` test app's badge button counts without end: its states never end.
        let run = try InterruptedRun(program: "shapes", ["explore"], signalAfter: 200)
        #expect(run.status == 130, "\(run)")
        #expect(run.stdout.hasPrefix("shapes explore: variant default, interrupted by the user after "), "\(run)")
        #expect(run.stdout.contains("every count is a lower bound"), "\(run)")
        #expect(run.stderr.contains("shapes: interrupted: stopping the search to report what it found"), "\(run)")
        #expect(run.stderr.contains("shapes: interrupted by the user after "), "\(run)")
        // The progress line was cleared before the report: nothing of it is left after the last clear.
        let lastLine = run.stderr.components(separatedBy: "\r\u{1B}[K").last ?? ""
        #expect(!lastLine.contains("states/s"), "\(run)")
    }

    @Test func ctrlCAfterAnErrorExits1AndWritesItsJourneyWhole() throws {
        let scratch = try ScratchDirectory()
        let journey = scratch.url.appendingPathComponent("failing.json").path
        // tutorials-bug breaks childOwnsScreen within its first 300 states (in the tour's order,
        // which is the same every run); its whole space takes minutes in a debug build.
        let run = try InterruptedRun(program: "coordsim", ["explore", "--variant", "tutorials-bug", "--journey-out", journey],
                                     signalAfter: 1_000)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.hasPrefix("coordsim explore: variant tutorials-bug, interrupted by the user after "), "\(run)")
        #expect(run.stdout.contains("ERROR        childOwnsScreen"), "\(run)")
        #expect(run.stdout.contains("path: tap Log in, tap Buy subscription, tap Purchase"), "\(run)")
        let written = try Data(contentsOf: URL(fileURLWithPath: journey))
        let object = try JSONSerialization.jsonObject(with: written) as? [String: Any]
        #expect((object?["steps"] as? [Any])?.count == 4, "three taps and the expectation")
        // The journey fails under `script`, as a complete run's does.
        let script = try CoordsimBinary.run(["script", journey, "--variant", "tutorials-bug"])
        #expect(script.status == 1, "\(script.stdout)\(script.stderr)")
    }

    @Test func oneCtrlCDeliveredTwiceStillReports() throws {
        // `timeout -s INT` signals the command, then its process group: two SIGINTs at once.
        let run = try InterruptedRun(program: "shapes", ["explore"], signalAfter: 200, second: .atOnce)
        #expect(run.status == 130, "\(run)")
        #expect(run.stdout.hasPrefix("shapes explore: variant default, interrupted by the user after "), "\(run)")
        #expect(!run.stderr.contains("interrupted again"), "\(run)")
    }

    @Test func aSecondCtrlCQuitsAtOnce() throws {
        // tutorials-bug, stopped after 2,000 states, takes a second or more to confirm its findings'
        // paths by replays before it reports: the second Ctrl-C comes during that.
        let run = try InterruptedRun(program: "coordsim", ["explore", "--variant", "tutorials-bug"], signalAfter: 2_000,
                                     second: .afterTheFirstIsSeen)
        #expect(!run.exitedBySignal, "the second Ctrl-C came after the search had ended: \(run)")
        #expect(run.status == 130, "\(run)")
        #expect(run.stderr.hasSuffix("\r\u{1B}[Kcoordsim: interrupted again: quit without a report\n"),
                "the progress line cleared and the terminal left at the start of a line: \(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }
}

/// One run of a built executable with stderr on a pseudo-terminal, sent SIGINT once its progress
/// line shows `signalAfter` states or more, and perhaps a `second`.
struct InterruptedRun: CustomStringConvertible {
    enum Second {
        /// Right after the first, as `timeout -s INT` sends them.
        case atOnce
        /// Once the program says it is stopping, and more than 0.3 s after the first (a person's second Ctrl-C).
        case afterTheFirstIsSeen
    }

    var status: Int32
    var exitedBySignal: Bool
    var stdout: String
    var stderr: String

    var description: String { "status \(status)\(exitedBySignal ? " (signal)" : "")\nstdout:\n\(stdout)\nstderr:\n\(stderr.debugDescription)" }

    init(program: String, _ arguments: [String], signalAfter states: Int, second: Second? = nil,
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let coordsim = try CoordsimBinary.require(sourceLocation: sourceLocation)
        let binary = coordsim.deletingLastPathComponent().appendingPathComponent(program)
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no \(binary.path); run `swift build`",
                     sourceLocation: sourceLocation)
        let master = PseudoTerminalCalls.openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, PseudoTerminalCalls.grantpt(master) == 0, PseudoTerminalCalls.unlockpt(master) == 0,
              let name = PseudoTerminalCalls.ptsname(master) else {
            if master >= 0 { close(master) }
            try Test.cancel("no pseudo-terminal can be opened here", sourceLocation: sourceLocation)
        }
        defer { close(master) }
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        try #require(slave >= 0, sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        try process.run()
        close(slave)
        let pid = process.processIdentifier
        // Never hang the suite: a child still running after five minutes is killed (and fails the test).
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
        defer { watchdog.cancel() }

        // stdout is read to its end meanwhile, so the report never waits on a full pipe.
        let stdoutTask = Mutex<[UInt8]>([])
        let group = DispatchGroup()
        group.enter()
        let reading = output.fileHandleForReading
        DispatchQueue.global().async {
            let data = reading.readAllRetryingInterrupts()
            stdoutTask.withLock { $0 = Array(data) }
            group.leave()
        }
        // stderr is read on this thread until the progress line shows enough states, then on.
        var errorBytes: [UInt8] = []
        func readError(until done: (String) -> Bool) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !done(String(decoding: errorBytes, as: UTF8.self)) {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { return }   // EIO: the child closed the terminal (it exited)
                errorBytes += buffer[..<count]
            }
        }
        readError { text in Self.lastStates(in: text).map { $0 >= states } ?? false }
        kill(pid, SIGINT)
        switch second {
        case .atOnce?:
            kill(pid, SIGINT)
        case .afterTheFirstIsSeen?:
            readError { $0.contains("interrupted: stopping the search") }
            // Not a timed assertion: a second SIGINT counts only 0.3 s after the first.
            usleep(400_000)
            kill(pid, SIGINT)
        case nil:
            break
        }
        readError { _ in false }
        group.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        exitedBySignal = process.terminationReason == .uncaughtSignal
        stdout = String(decoding: stdoutTask.withLock { $0 }, as: UTF8.self)
        // The terminal turns each newline into CR LF (onlcr): back to what the program wrote.
        stderr = String(decoding: errorBytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The states count of the last progress line in `text` ("explore [...] N states, ..."), if any.
    static func lastStates(in text: String) -> Int? {
        guard let line = text.components(separatedBy: "\r\u{1B}[K").last(where: { $0.hasPrefix("explore [") }),
              let close = line.firstIndex(of: "]") else { return nil }
        return Int(line[line.index(after: close)...].split(separator: " ").first ?? "")
    }
}

/// The C library's pseudo-terminal calls, looked up at run time: Glibc's Swift module leaves them
/// out (they need `_XOPEN_SOURCE`).
enum PseudoTerminalCalls {
    private static func function<F>(_ name: String, as type: F.Type) -> F {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name) in libc") }
        return unsafeBitCast(symbol, to: type)
    }

    static let openpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let ptsname = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}
