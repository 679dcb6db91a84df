@testable import Coordsim
import CoordinatorKit
import Foundation
import Testing

/// `run --journal` opens its file at the first event, so a session refused at launch loses nothing.
@Suite struct SessionRecorderTests {
    private func temporaryFile(_ contents: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-journal-\(UUID().uuidString).jsonl")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func anEarlierJournalIsKeptUntilTheFirstEvent() throws {
        let file = try temporaryFile("an earlier session\n")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            let recorder = try SessionRecorder(journalPath: file.path)
            #expect(recorder.journalFailure == nil)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "an earlier session\n")
    }

    @Test func theFirstEventReplacesTheFile() throws {
        let file = try temporaryFile("an earlier session\n")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            let recorder = try SessionRecorder(journalPath: file.path)
            recorder.write([.selectTab(index: 1, origin: .user)])
            #expect(recorder.journalFailure == nil)
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("an earlier session"))
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test func aFolderOrAMissingFolderIsRefusedBeforeTheRun() throws {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: CLIError.self) { try SessionRecorder(journalPath: folder) }
        #expect(throws: CLIError.self) { try SessionRecorder(journalPath: folder + "/no-such-folder-\(UUID().uuidString)/j.jsonl") }
    }
}
