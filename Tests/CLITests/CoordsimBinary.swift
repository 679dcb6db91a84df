import Foundation
import TestSupport
import Testing

extension CoordsimBinary {
    /// Runs `coordsim arguments` from the repository root, or fails the test clearly if there is no binary.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        try ProcessRunner.run(require(sourceLocation: sourceLocation), arguments, in: Fixtures.repositoryRoot)
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
