import Foundation
import TestSupport
import Testing

/// The nav bar's buttons and a switch in a real terminal (the shapes app's `shapes://items`):
/// a click on `[+]`, `Enter` on the switch, `]` on Save, and the session recorded and replayed.
extension EndToEndTests {
    @Test func barButtonsAndASwitchByClickAndKeyAreRecordedAndReplay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-bars-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journey = folder.appendingPathComponent("bars.json").path
        // `[+]` is at columns 34-36 of row 3 (1-based) at 80x24.
        let run = try PseudoTerminalRun(arguments: ["run", "--launch", "tabs=3", "--record", journey], steps: [
            "wait=1 Appo", "key=:", "wait=Enter: open", "key=shapes://items", #"key=\r"#, "wait=[+]", "screen",
            #"key=\x1b[<0;35;3M\x1b[<0;35;3m"#, "wait=[Hide]", "screen",
            #"key=\r"#, "wait=[ ON]", "key=]", "gone=[Hide]", "key=d", "wait=The tab bar is hidden", "screen",
            "key=q", "signal=CONT",
        ], program: "shapes")
        #expect(run.error == nil)
        #expect(run.status == 0)
        #expect(run.screens.count == 3)
        guard run.screens.count == 3 else { return }
        #expect(run.screens[0].contains { $0.contains("< Appointments Items") && $0.contains("[+]") }, "\(run.screens[0])")
        #expect(run.screens[1].contains { $0.contains("[Hide]") && $0.contains("Create") && $0.contains("[Save]") })
        #expect(!run.screens[2].contains { $0.contains("1 Appo") }, "Details hides the tab bar: \(run.screens[2])")

        let recorded = try String(contentsOfFile: journey, encoding: .utf8)
        #expect(recorded.contains(#"{"tap":"+"}"#) || recorded.contains(#""tap" : "+""#), "\(recorded)")
        #expect(recorded.contains("\"]\""), "`]` is recorded as a key: \(recorded)")

        let binary = try CoordsimBinary.require().deletingLastPathComponent().appendingPathComponent("shapes")
        let script = Process()
        script.executableURL = binary
        script.arguments = ["script", journey, "--launch", "tabs=3"]
        let output = Pipe()
        script.standardOutput = output
        try script.run()
        let text = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        script.waitUntilExit()
        #expect(script.terminationStatus == 0, "\(text)")
        #expect(text.contains("The tab bar is hidden here."), "the replay ends on Details, as the session did: \(text)")
    }
}
