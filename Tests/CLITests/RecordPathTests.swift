import Foundation
import TestSupport
import Testing

/// `run --record PATH` refuses a path it could not write before the terminal UI starts, as
/// `--journal` does, so a session is never run for nothing.
@Suite struct RecordPathTests {
    @Test func aMissingFolderIsRefusedBeforeTheUIStarts() throws {
        let path = "/nonexistent-coordsim-\(getpid())/session.json"
        let result = try CoordsimBinary.run(["run", "--record", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--record \(path): the folder /nonexistent-coordsim-\(getpid()) does not exist"), "\(result.stderr)")
        #expect(!result.stderr.contains("needs a terminal"), "refused before the terminal is looked at")
    }

    @Test func aFolderIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let result = try CoordsimBinary.run(["run", "--record", folder])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--record \(folder) is a folder; give a file path"), "\(result.stderr)")
    }
}
