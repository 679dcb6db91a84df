import Foundation
import TestSupport
import Testing

/// The built `coordsim` binary in a pseudo-terminal (TERM=xterm-256color unless a test sets another), driven by
/// `pty_drive.py` as a person would type. Skipped, saying why, when there is no python3 or
/// no pseudo-terminal.
@Suite(.serialized) struct EndToEndTests {
    @Test func keysDrawTheirScreensAndSigtermRestoresTheTerminal() throws {
        let run = try PseudoTerminalRun(steps: [
            "wait=Log in", "key=l",
            "wait=Buy subscription", "key=b",
            "wait=Selected product: Computer", "screen",
            #"key=\x1b"#, "gone=Selected product", "screen",
            "signal=TERM",
        ])
        #expect(run.error == nil)
        let afterBuy = run.screens.first ?? []
        #expect(afterBuy.contains { $0.contains("< Home") && $0.contains("Buy") })
        #expect(afterBuy.contains { $0.contains("ChildBuyCoordinator") })   // the inspector shows the child
        let afterEsc = run.screens.last ?? []
        #expect(afterEsc.contains { $0.contains("[b] Buy subscription") })
        #expect(afterEsc.contains { $0.contains("-child ChildBuyCoordinator") })
        #expect(afterEsc.contains { $0.contains(" 1 Main ") })
        #expect(run.status == 143)
        #expect(run.modesRestored, "stty settings differ after SIGTERM")
        #expect(!run.alternateScreen, "still on the alternate screen after SIGTERM")
    }

    @Test func aMouseClickOnATabSelectsIt() throws {
        // An SGR (mode 1006) press and release on ` 2 Buy ` in the tab bar, at column 11, row 23 (1-based).
        let run = try PseudoTerminalRun(steps: [
            "wait=Log in", "key=l", "wait=Buy subscription",
            #"key=\x1b[<0;11;23M\x1b[<0;11;23m"#, "wait=Choose a product to buy.", "screen",
            "key=q", "signal=CONT",
        ])
        #expect(run.error == nil)
        #expect(run.screens.first?.contains { $0.contains("▸Buy: Store") } == true)
        #expect(run.status == 0)
    }

    @Test(arguments: [("INT", 130), ("HUP", 129)])
    func otherSignalsRestoreTheTerminal(signal: String, status: Int) throws {
        let run = try PseudoTerminalRun(steps: ["wait=Log in", "signal=\(signal)"])
        #expect(run.error == nil)
        #expect(run.status == status)
        #expect(run.modesRestored)
        #expect(!run.alternateScreen)
    }

    /// Issue 23: tab 3 focuses Name without taking keys, so `1` goes back to tab 1 and `3` to
    /// tab 3; Enter picks the field and `quinn` is typed; Enter ends typing and `q` quits.
    @Test func aFocusedFieldTakesKeysOnlyOncePicked() throws {
        let run = try PseudoTerminalRun(steps: [
            "wait=Log in", "key=l", "wait=Buy subscription", "key=3", "wait=Enter: type",
            "key=1", "wait=Buy subscription", "key=3", "wait=Enter: type",
            #"key=\r"#, "wait=typing into Name", "key=quinn", "wait=quinn", "screen",
            #"key=\r"#, "wait=Enter: type", "key=q", "signal=CONT",
        ])
        #expect(run.error == nil)
        let screen = run.screens.first ?? []
        #expect(screen.contains { $0.contains("Name:") && $0.contains("quinn") })
        #expect(screen.contains { $0.contains("typing into Name") })
        #expect(run.status == 0, "q after Enter ended typing quits")
        #expect(run.modesRestored)
    }

    /// Terminals without an alternate screen keep what was drawn after endwin: the UI is blanked first.
    @Test(arguments: ["linux", "vt100"])
    func quitLeavesNoUIOnATerminalWithoutAnAlternateScreen(term: String) throws {
        let run = try PseudoTerminalRun(steps: ["wait=Log in", "key=q", "exit", "screen"], term: term)
        #expect(run.error == nil)
        #expect(run.status == 0)
        let text = (run.screens.first ?? []).joined(separator: "\n")
        #expect(!text.contains("Log in") && !text.contains("coordsim"), "\(text)")
    }

    @Test func quitRestoresTheTerminal() throws {
        let run = try PseudoTerminalRun(steps: ["wait=Log in", "key=q", "signal=CONT"])
        #expect(run.error == nil)
        #expect(run.status == 0)
        #expect(run.modesRestored)
        #expect(!run.alternateScreen)
    }

    /// TERM=dumb is known to terminfo but cannot move the cursor: say so and exit 2, not a blank UI.
    @Test func aTerminalThatCannotMoveTheCursorIsRefused() throws {
        let run = try PseudoTerminalRun(steps: ["exit", "screen"], term: "dumb")
        #expect(run.error == nil)
        #expect(run.status == 2)
        let text = (run.screens.first ?? []).joined()
        #expect(text.contains(#"coordsim: the terminal type "dumb" (TERM) cannot move the cursor"#))
        #expect(text.contains("`coordsim script`"))
        #expect(run.modesRestored)
    }

    @Test func aCrashRestoresTheTerminal() throws {
        // Swift's backtracer would wait for a key on a terminal; the test wants the plain crash.
        let run = try PseudoTerminalRun(steps: ["wait=Log in", "signal=SEGV"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(run.error == nil)
        #expect(run.status == -Int(SIGSEGV))
        #expect(run.modesRestored)
        #expect(!run.alternateScreen)
    }

    /// Quit saves where the user was; `--restore` brings it back, child coordinator and all.
    @Test func quitSavesTheStateAndRestoreBringsItBack() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-restore-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_STATE_HOME": home.path]
        let first = try PseudoTerminalRun(steps: [
            "wait=Log in", "key=l", "wait=Buy subscription", #"key=\r"#, "key=b",
            "wait=Selected product: Bicycle", "key=q", "signal=CONT",
        ], environment: environment)
        #expect(first.error == nil)
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("coordsim/shop/state.json").path))

        let second = try PseudoTerminalRun(arguments: ["run", "--restore"], steps: [
            "wait=Selected product: Bicycle", "screen", "key=q", "signal=CONT",
        ], environment: environment)
        #expect(second.error == nil)
        let screen = second.screens.first ?? []
        #expect(screen.contains { $0.contains("< Home") })
        #expect(screen.contains { $0.contains("ChildBuyCoordinator") })
        #expect(second.status == 0)
    }

    /// `--restore` brings back the variant the state was saved in, and refuses another.
    @Test func restoreBringsBackAVariantCState() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-restore-c-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_STATE_HOME": home.path]
        let first = try PseudoTerminalRun(arguments: ["run", "--variant", "C"], steps: [
            "wait=Log in", "key=l", "wait=Buy subscription", "key=b", "wait=Purchase", "key=q", "signal=CONT",
        ], environment: environment)
        #expect(first.error == nil)
        #expect(first.status == 0)

        let second = try PseudoTerminalRun(arguments: ["run", "--restore"], steps: [
            "wait=Purchase", "screen", "key=q", "signal=CONT",
        ], environment: environment)
        #expect(second.error == nil)
        let screen = second.screens.first ?? []
        #expect(screen.first?.contains("variant C") == true, "the header names the restored variant: \(screen.first ?? "")")
        #expect(screen.contains { $0.contains("ModalBuyCoordinator") })
        #expect(second.status == 0)

        let refused = try PseudoTerminalRun(arguments: ["run", "--restore", "--variant", "B"], steps: ["exit", "screen"],
                                            environment: environment)
        #expect(refused.status == 2)
        let text = (refused.screens.first ?? []).joined(separator: " ")
        #expect(text.contains("saved in variant C"), "\(text)")
    }

    /// `run --record` writes the session as a journey that `script` replays to the same final
    /// screen (the refused `x` is not in it: its replay would stop there); `run --journal` writes
    /// the journal as JSON Lines as it happens.
    @Test func aRecordedSessionReplaysToTheSameScreenAndTheJournalIsJSONLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-record-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journey = folder.appendingPathComponent("session.json").path
        let journal = folder.appendingPathComponent("journal.jsonl").path
        let run = try PseudoTerminalRun(arguments: ["run", "--variant", "C", "--record", journey, "--journal", journal], steps: [
            "wait=Log in", "key=x", "wait=no shortcut", "key=l", "wait=Buy subscription", "key=3", "wait=Name:",
            #"key=\r"#, "key=quinn", "wait=quinn",
            #"key=\t"#, #"key=\r"#, "key=a@b.co", "wait=a@b.co", #"key=\t"#, "key=s", "wait=Account created", "screen",
            "key=d", "wait=[s] Sign up", "key=1", "key=b", "wait=Purchase", "key=p", "wait=Done", "key=q", "signal=CONT",
        ])
        #expect(run.error == nil)
        #expect(run.status == 0)

        let binary = try CoordsimBinary.require()
        let script = Process()
        script.executableURL = binary
        script.arguments = ["script", journey, "--variant", "C"]
        let output = Pipe()
        script.standardOutput = output
        try script.run()
        let text = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        script.waitUntilExit()
        #expect(script.terminationStatus == 0, "\(text)")
        #expect(text.contains("Purchased"), "the replay ends on the Receipt sheet, as the session did: \(text)")

        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == ##"{"coordinatorStarted":{"coordinator":{"id":"#2","kind":"coordinator","type":"AppCoordinator"}}}"##)
        #expect(lines.contains { $0.contains(#""outcome":{"name":"accountCreated","value":"a@b.co"}"#) })
        #expect(lines.contains { $0.contains(#""outcome":{"name":"purchase","value":"computer"}"#) })
    }

    /// A write that fails at quit (the folder went away) says so in one line and exits 2, as every
    /// write lost at quit does; the session is kept in a fallback file the line names.
    @Test func aRecordThatCannotBeWrittenAtQuitSaysSoAndExitsTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-record-gone-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journey = folder.appendingPathComponent("session.json").path
        let run = try PseudoTerminalRun(arguments: ["run", "--record", journey], steps: [
            "wait=Log in", "key=l", "wait=Buy subscription", "remove=\(folder.path)", "key=q", "exit", "screen",
        ])
        #expect(run.error == nil)
        #expect(run.status == 2)
        // One line on stderr; the 80-column screen wraps it, so its rows are joined back.
        let text = (run.screens.first ?? []).map { $0.padding(toLength: 80, withPad: " ", startingAt: 0) }.joined()
            .trimmingCharacters(in: .whitespaces)
        let failed = "coordsim: the session was not recorded to \(journey): No such file or directory; it was saved to "
        #expect(text.hasPrefix(failed) && text.hasSuffix(" instead"), "\(text)")
        let fallback = String(text.dropFirst(failed.count).dropLast(" instead".count))
        defer { try? FileManager.default.removeItem(atPath: fallback) }
        let saved = try String(contentsOfFile: fallback, encoding: .utf8)
        // The session's one input; the `q` that quit it is not the app's and is not recorded.
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])["steps"]
        #expect((steps as? [[String: String]]) == [["key": "l"]], "\(saved)")
    }

    /// The byte sequences of tmux and screen (under TERM=xterm-256color), vt100 and a Mac's Option
    /// key reach the app named, never as Esc plus characters: the pushed screen stays.
    @Test(arguments: [("xterm-256color", #"\x1b[4~"#, "live"), ("xterm-256color", #"\x1b[1~"#, "Home: no action here"),
                      ("xterm-256color", #"\x1bx"#, "Alt-x: no action here"), ("vt100", #"\x1b[5~"#, "paused"),
                      ("vt100", #"\x1b[[E"#, "F5: no action here"), ("screen", #"\x1b[99~"#, "ESC[99~: no action here")])
    func anEscapeSequenceNeverPops(term: String, bytes: String, shows: String) throws {
        let run = try PseudoTerminalRun(steps: [
            "wait=Log in", "key=l", "wait=Buy subscription", "key=b", "wait=Selected product",
            "key=\(bytes)", "wait=\(shows)", "screen", #"key=\x1b"#, "gone=Selected product", "key=q", "signal=CONT",
        ], term: term)
        #expect(run.error == nil)
        #expect(run.screens.first?.contains { $0.contains("Selected product") } == true, "the pushed screen stayed")
        #expect(run.status == 0)
    }

    /// The TabShapes app at seven tabs in a real terminal: More, a badge, Alt-digit while typing,
    /// a full-screen modal over the tab bar, and a link at the `:` prompt.
    @Test func sevenTabsInAPseudoTerminal() throws {
        let run = try PseudoTerminalRun(arguments: ["run", "--launch", "tabs=7", "--launch", "badge=2"], steps: [
            "wait=More", "screen",
            #"key=\r"#, "wait=typing into Note", "key=12", #"key=\x1b6"#, "wait=▸Billing", "screen",
            #"key=\t"#, "key=f", "wait=Modal (full screen)", "screen",
            "key=d", "gone=Modal (full screen)", "key=:", "wait=Enter: open", "key=shapes://tab?n=3", #"key=\r"#,
            "wait=▸Messages", "key=q", "signal=CONT",
        ], program: "shapes")
        #expect(run.error == nil)
        let first = run.screens.first ?? []
        #expect(first.contains { $0.contains(" 1 App") && $0.contains("(3)") && $0.contains("More") })
        let afterAlt = run.screens.dropFirst().first ?? []
        #expect(afterAlt.contains { $0.contains("More") }, "More is lit for tab 6")
        let modal = run.screens.last ?? []
        #expect(!modal.contains { $0.contains("1 App") }, "the full-screen modal covers the tab bar")
        #expect(!modal.contains { $0.contains("Close") })
        #expect(run.status == 0)
    }

    /// The default config ships inside the tool: `coordsim` runs from a directory without `Configs/`.
    @Test func runsFromAnotherDirectory() throws {
        let run = try PseudoTerminalRun(steps: ["wait=Log in", "key=l", "wait=Buy subscription", "screen", "key=q", "signal=CONT"],
                                        directory: FileManager.default.temporaryDirectory)
        #expect(run.error == nil)
        #expect(run.screens.first?.contains { $0.contains("[b] Buy subscription") } == true)
        #expect(run.status == 0)
    }

    @Test func aLinkOpenedWhileLoggedOutIsFollowedAfterLogin() throws {
        let run = try PseudoTerminalRun(arguments: ["run", "--open", "coordsim://buy?product=bicycle"], steps: [
            "wait=Log in", "screen", "key=l", "wait=Selected product: Bicycle", "screen", "key=q", "signal=CONT",
        ])
        #expect(run.error == nil)
        #expect(run.screens.first?.contains { $0.contains("[l] Log in") } == true)
        #expect(run.screens.first?.first?.contains("link waiting: coordsim://buy?product=bicycle") == true,
                "the header shows the link waits: \(run.screens.first?.first ?? "")")
        #expect(run.screens.last?.first?.contains("link waiting") == false)
        #expect(run.screens.last?.contains { $0.contains("< Home") } == true)
        #expect(run.status == 0)
    }

    /// `--lang ko`: the UI's own words are Korean, a key that does nothing says why in Korean, and
    /// a state file that cannot be restored is a Korean notice.
    @Test func koreanChromeSaysWhyAKeyDidNothingAndWhyRestoreStartedFresh() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-ko-\(getpid()).json")
        try #"{"version": 2, "root": "#.write(to: file, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(atPath: file.path + ".bad")
        }
        let run = try PseudoTerminalRun(
            arguments: ["run", "--lang", "ko", "--restore", "--state-file", file.path],
            steps: ["wait=아무 키나 누르세요", "screen", "key=x", "gone=아무 키나", "key=z", "wait=단축키 없음", "screen",
                    #"key=\x1b"#, "wait=이미 스택의 루트", "screen", "key=q", "signal=CONT"])
        #expect(run.error == nil)
        #expect(run.screens.first?.contains { $0.contains("상태 파일이 손상되어 새로 시작합니다") } == true)
        #expect(run.screens.dropFirst().first?.first?.contains("변형 B") == true)
        #expect(run.screens.dropFirst().first?.first?.contains(#"Login에 "z" 단축키 없음"#) == true)
        #expect(run.screens.last?.contains { $0.contains("인스펙터") } == true)
        #expect(run.screens.last?.contains { $0.contains("[l] 로그인") } == true)
        #expect(run.status == 0)
    }

    /// A state saved in a variant the config no longer has is moved aside, byte for byte, with a
    /// notice naming the missing variant; the app starts fresh and saves on quit as usual.
    @Test func aStateOfARemovedVariantIsMovedAsideAndTheAppStartsFresh() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let saved = #"{"version": 2, "variant": "Z", "root": "navigation", "stacks": [{"screens": [{"screen": "Login"}]}]}"#
        try Data(saved.utf8).write(to: URL(fileURLWithPath: path))
        let run = try PseudoTerminalRun(arguments: ["run", "--restore", "--state-file", path],
                                        steps: ["wait=press any key", "screen", "key=x", "gone=press any key", "key=q", "exit"])
        #expect(run.error == nil)
        let notice = run.screens.first?.joined(separator: " ").replacingOccurrences(of: "│", with: "")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(notice?.contains("it was saved in variant Z, which the config (in Configs/default.json) no longer has") == true,
                "\(notice ?? "")")
        #expect(run.status == 0)
        #expect(FileManager.default.contents(atPath: path + ".bad") == Data(saved.utf8))
        let fresh = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(fresh?["variant"] as? String == "B")
    }

    /// SIGINT, SIGTERM or SIGHUP during `compare --users` on a terminal erases the progress bar
    /// and ends the run as the signal does: no bar left on the line, nothing written.
    @Test(arguments: ["INT", "TERM", "HUP"])
    func aSignalDuringSyntheticUsersErasesTheProgressBar(_ name: String) throws {
        let run = try PseudoTerminalRun(arguments: ["compare", "--users", "1000000", "--goal", "purchase", "--variants", "A,B"],
                                        steps: ["wait=users [", "signal=\(name)", "screen"])
        #expect(run.error == nil)
        #expect(run.screens.last?.contains { $0.contains("users [") } == false, "\(run.screens.last ?? [])")
        #expect(run.status == -["INT": 2, "TERM": 15, "HUP": 1][name]!)
        #expect(run.modesRestored)
    }

    /// A journal or a state that cannot be written is not lost silently: the run exits 2.
    @Test(arguments: ["journal", "state"])
    func aWriteThatFailsDuringARunExits2(_ what: String) throws {
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        try #require(type == .typeCharacterSpecial, "/dev/full is not a device on this machine")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A state file under a plain file: its directory cannot be made (root or not).
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let arguments = what == "journal"
            ? ["run", "--journal", "/dev/full", "--state-file", directory.appendingPathComponent("state.json").path]
            : ["run", "--state-file", blocker.appendingPathComponent("state.json").path]
        let run = try PseudoTerminalRun(arguments: arguments, steps: ["wait=Log in", "key=q", "exit"])
        #expect(run.error == nil)
        #expect(run.status == 2)
    }

    @Test func controlCharactersInAConfigLabelReachTheScreenVisible() throws {
        let config = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Configs/default.json"), encoding: .utf8)
            .replacingOccurrences(of: #""home.buy": "Buy subscription""#, with: #""home.buy": "Buy\u001b[2J\u001b]0;pwned\u0007 now""#)
            .replacingOccurrences(of: #""launch": { "startLoggedIn": false }"#, with: #""launch": { "startLoggedIn": true }"#)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-escape-\(getpid()).json")
        try config.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try PseudoTerminalRun(arguments: ["run", "--config", file.path],
                                        steps: ["wait=[b] Buy", "screen", "key=q", "signal=CONT"])
        #expect(run.error == nil)
        #expect(run.screens.first?.contains { $0.contains("[b] Buy^[[2J^[]0;pwned^G now") } == true)
        #expect(run.status == 0)
    }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// One run of `pty_drive.py` against the built binary.
struct PseudoTerminalRun {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_drive.py")

    var screens: [[String]]
    var status: Int?
    var modesRestored: Bool
    var alternateScreen: Bool
    var error: String?

    /// `program` names an executable built beside `coordsim`, such as `shapes` (the TabShapes test app).
    init(arguments: [String] = ["run"], steps: [String], environment: [String: String] = [:],
         term: String = "xterm-256color", directory: URL? = nil, program: String? = nil,
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/env"),
              Self.shell(["/usr/bin/env", "python3", "-c", "pass"]) == 0 else {
            try Test.cancel("no python3 to drive a pseudo-terminal", sourceLocation: sourceLocation)
        }
        let coordsim = try CoordsimBinary.require(sourceLocation: sourceLocation)
        let binary = program.map { coordsim.deletingLastPathComponent().appendingPathComponent($0) } ?? coordsim
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw PseudoTerminalError(message: "no \(binary.path); build it with `swift build`")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--term", term] + steps.flatMap { ["--step", $0] } + ["--", binary.path] + arguments
        process.currentDirectoryURL = directory ?? Fixtures.repositoryRoot
        // `run` saves its state on quit: keep it out of the user's home unless a test chooses the place.
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateHome) }
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_STATE_HOME": stateHome.path]) { $1 }
            .merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        if process.terminationStatus == 77 {
            try Test.cancel("no pseudo-terminal can be opened here", sourceLocation: sourceLocation)
        }
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        screens = object["screens"] as? [[String]] ?? []
        status = object["status"] as? Int
        modesRestored = object["modes_restored"] as? Bool ?? false
        alternateScreen = object["alternate_screen"] as? Bool ?? true
        error = object["error"] as? String
    }

    private static func shell(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
