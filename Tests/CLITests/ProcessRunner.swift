import Foundation
import TestSupport

/// What a child process printed and how it ended.
struct ProcessResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`, feeding `input` on stdin, and waits for it.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                    input: String = "") throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a chatty child cannot block on a full pipe.
        let group = DispatchGroup()
        // Safe without a lock: only the async block writes it, and `group.wait()` below orders
        // that write (before `group.leave()`) before the one read, in the return statement.
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readAllRetryingInterrupts()
            group.leave()
        }
        let outputData = stdout.fileHandleForReading.readAllRetryingInterrupts()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                             stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// The full path of `command` on PATH, if it is there.
    static func which(_ command: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(command) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
