import Foundation
import TestSupport
import Testing

/// The `coordsim` executable that `swift build` made, found next to the test bundle.
enum CoordsimBinary {
    /// Where it was looked for, in order; the first executable one wins.
    static var candidates: [URL] {
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["COORDSIM_BINARY"] { urls.append(URL(fileURLWithPath: path)) }
        // Build products live next to the test bundle: .build/<triple>/debug/coordsimPackageTests.xctest.
        let bundle = Bundle.main.bundleURL
        urls.append(bundle.appendingPathComponent("coordsim"))
        urls.append(bundle.deletingLastPathComponent().appendingPathComponent("coordsim"))
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        urls.append(executable.deletingLastPathComponent().appendingPathComponent("coordsim"))
        let selfExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        urls.append(selfExecutable.deletingLastPathComponent().appendingPathComponent("coordsim"))
        urls.append(Fixtures.repositoryRoot.appendingPathComponent(".build/debug/coordsim"))
        return urls
    }

    static let url: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Runs `coordsim arguments` from the repository root, or fails the test clearly if there is no binary.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        let binary = try #require(url, """
            the coordsim binary was not found; run `swift build` before `swift test`. Looked in:
            \(candidates.map(\.path).joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
        return try ProcessRunner.run(binary, arguments, in: Fixtures.repositoryRoot)
    }
}

/// A scratch directory for config files, removed when the value goes away.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
