import Foundation
import TestSupport
import Testing

/// Files at the edges, through the built binary: what is not coordsim's is refused and left as it
/// is, a journey that names what the app does not have is malformed, and a write that fails says
/// what, where and why and exits 2.
@Suite struct EdgeTests {
    /// `run --state-file` (with or without `--restore`) refuses what it would otherwise save over
    /// or move aside, before the terminal is touched, and leaves it as it was.
    @Test(arguments: [false, true])
    func aStateFilePathThatIsNotCoordsimsIsRefusedAndLeftAlone(_ restore: Bool) throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url.appendingPathComponent("SOMEDIR").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let notes = try scratch.write("notes.txt", "my notes\n")
        let cases = [
            (directory, "is a directory, not a state file"),
            (notes, "is not a coordsim state file (a JSON object with a \"version\")"),
            (try scratch.write("empty.json", ""), "is an empty file, not a coordsim state file"),
            ("/dev/null", "is a device or another special file, not a state file"),
        ]
        for (path, reason) in cases {
            let result = try CoordsimBinary.run(["run", "--state-file", path] + (restore ? ["--restore"] : []))
            #expect(result.stderr == "coordsim: the state file \(path) \(reason); coordsim only reads and replaces its own "
                + "state files, and left it as it is: give another path with --state-file\n")
            #expect(result.status == 2)
            #expect(!FileManager.default.fileExists(atPath: path + ".bad"))
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(FileManager.default.contents(atPath: notes) == Data("my notes\n".utf8))
    }

    struct BadJourney: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var error: String
        var testDescription: String { name }
    }

    static let badJourneys = [
        BadJourney(name: "an expected screen", json: #"{"name": "basket", "steps": [{"tap": "Log in"}, {"expect": {"screen": "Basket"}}]}"#,
                   error: #"1:71: step 1 ($.steps[1].expect.screen): unknown screen "Basket"; shop's screens: Login, Home, Buy, Store, CreateAccount, AccountCreated, Next, Receipt"#),
        BadJourney(name: "a goal screen", json: #"{"name": "basket", "goal": {"screen": "Basket"}, "steps": [{"tap": "Log in"}]}"#,
                   error: #"1:39: $.goal.screen: unknown screen "Basket"; shop's screens: Login, Home, Buy, Store, CreateAccount, AccountCreated, Next, Receipt"#),
        BadJourney(name: "a goal outcome", json: #"{"name": "buy", "goal": {"outcome": "purchse"}, "steps": [{"tap": "Log in"}]}"#,
                   error: #"1:37: $.goal.outcome: unknown outcome "purchse" (did you mean "purchase"?); shop's outcomes: purchase, accountCreated"#),
        BadJourney(name: "a coordinator", json: #"{"name": "buy", "steps": [{"tap": "Log in"}, {"expect": {"children": {"count": 0, "under": "MainCoordinatr"}}}]}"#,
                   error: #"1:92: step 1 ($.steps[1].expect.children.under): unknown coordinator "MainCoordinatr" (did you mean "MainCoordinator"?); shop's coordinators: AppCoordinator, LoginCoordinator, TabCoordinator, MainCoordinator, BuyTabCoordinator, CreateAccountTabCoordinator, ChildBuyCoordinator, ModalBuyCoordinator, TutorialBuyCoordinator, ChildCreateAccountCoordinator, NextViewCoordinator"#),
        BadJourney(name: "a tab", json: #"{"name": "tabs", "steps": [{"tap": "Log in"}, {"tab": 4}]}"#,
                   error: #"1:55: step 1 ($.steps[1].tab): tab 4 does not exist; shop has 3 tabs, numbered from 1"#),
        BadJourney(name: "a badge's tab", json: #"{"name": "tabs", "steps": [{"tap": "Log in"}, {"expect": {"badge": {"tab": 5}}}]}"#,
                   error: #"1:76: step 1 ($.steps[1].expect.badge.tab): tab 5 does not exist; shop has 3 tabs, numbered from 1"#),
        BadJourney(name: "a tap label", json: #"{"name": "buy", "steps": [{"tap": "Log in"}, {"tap": "Buy subscripton"}]}"#,
                   error: #"1:54: step 1 ($.steps[1].tap): no control of shop can show "Buy subscripton" (did you mean "Buy subscription"?); shop's controls show the config's label texts: "#
                       + #"Account created for {name} <{email}>., Bicycle, Buy, Buy subscription, Choose a product to buy., Computer, Create account, Done, Email, "#
                       + #"Email is empty: enter an address such as name@example.com., Email is malformed: use the form name@example.com., Home, Log in, Log out, Login, "#
                       + #"Main, Name, Name is empty: type your name., Next, Product, Products, Purchase, Purchased, Pushed by a coordinator. Go back with Esc or the back button., "#
                       + #"Selected product: {product}, Sign up, Thank you for buying a {product}., Welcome, Welcome to the shop. Log in to continue. (and their translations)"#),
    ]

    /// A journey naming a screen, an outcome, a coordinator, a tab or a tap label the app does not have is malformed (exit 2) in
    /// `script`, `compare` and `compare --goal`, never a navigation failure (exit 1).
    @Test(arguments: badJourneys)
    func aJourneyNamingWhatTheAppLacksIsMalformed(_ bad: BadJourney) throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("journey.json", bad.json)
        let commands = [["script", path], ["compare", path], ["compare", "--users", "10", "--goal", path]]
        for command in commands {
            let result = try CoordsimBinary.run(command)
            #expect(result.stderr == "coordsim: journey error: \(path):\(bad.error)\n", "\(command)")
            #expect(result.status == 2, "\(command)")
            #expect(result.stdout == "", "\(command)")
        }
    }

    @Test func anEmptyJourneyFileSaysItIsEmpty() throws {
        let scratch = try ScratchDirectory()
        for path in ["/dev/null", try scratch.write("empty.json", "")] {
            let result = try CoordsimBinary.run(["script", path])
            #expect(result.stderr == "coordsim: journey error: \(path): is empty; a journey is a JSON object with \"name\" "
                + "and \"steps\" (see docs/journeys.md)\n")
            #expect(result.status == 2)
        }
    }

    /// Output that does not all arrive (a full disk) is said, in one line, and exits 2.
    @Test(arguments: [["graph", "--depth", "2"], ["validate"], ["script", "Configs/journeys/buy-bicycle.json"]])
    func outputThatCannotBeWrittenExits2(_ arguments: [String]) throws {
        // /dev/full must be the device (a test run as root elsewhere may have renamed a file over it).
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        try #require(type == .typeCharacterSpecial, "/dev/full is not a device on this machine")
        let binary = try CoordsimBinary.require()
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"),
                                           ["-c", #""$0" "$@" > /dev/full"#, binary.path] + arguments, in: Fixtures.repositoryRoot)
        #expect(result.stderr == "coordsim: the output was not written in full to stdout: No space left on device\n")
        #expect(result.status == 2)
    }

    /// `explore --journey-out` to a device writes to it (never renames a file over it), and to a
    /// directory is refused: each failure in one line, exit 2.
    @Test func aJourneyOutThatCannotBeWrittenSaysWhy() throws {
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        try #require(type == .typeCharacterSpecial, "/dev/full is not a device on this machine")
        let scratch = try ScratchDirectory()
        let explore = ["explore", "--deep-link", "coordsim://buy", "--variant", "unanimated-links", "--stop-at-first"]
        for (path, reason) in [("/dev/full", "No space left on device"), (scratch.url.path, "it is a directory; give a file path")] {
            let result = try CoordsimBinary.run(explore + ["--journey-out", path])
            #expect(result.stderr == "coordsim: cannot write the journey to \(path): \(reason)\n")
            #expect(result.status == 2)
        }
        let after = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(after == .typeCharacterSpecial)
    }

    /// SIGINT, SIGTERM and SIGHUP at any moment of `explore --journey-out` leave no temp file and
    /// no half-written journey: the file is absent or whole. The moments are spread over the length
    /// of an unsignalled run measured first (a fixed range of milliseconds missed every run on a
    /// machine faster than this one); what is asserted does not depend on them.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringAWriteLeavesNoHalfWrittenFile(_ signal: Int32) throws {
        let binary = try CoordsimBinary.require()
        // Through python3, which clears the signal mask the test runner's threads pass on (a
        // blocked signal would never arrive, and the test could not fail).
        func start(writingTo path: String) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                                 + "os.execv(sys.argv[1], sys.argv[1:])", binary.path, "explore", "--deep-link", "coordsim://buy",
                                 "--variant", "unanimated-links", "--stop-at-first", "--journey-out", path]
            process.currentDirectoryURL = Fixtures.repositoryRoot
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // The length of a whole run: the median of three, each of which writes a whole journey.
        var lengths: [Double] = []
        for _ in 0..<3 {
            let scratch = try ScratchDirectory()
            let path = scratch.url.appendingPathComponent("out.json").path
            let began = DispatchTime.now().uptimeNanoseconds
            let process = try start(writingTo: path)
            process.waitUntilExit()
            lengths.append(Double(DispatchTime.now().uptimeNanoseconds - began))
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            let data = try #require(FileManager.default.contents(atPath: path), "an unsignalled run wrote no journey")
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
        }
        let length = lengths.sorted()[1]
        var mutator = Mutator(seed: UInt64(signal))
        var interrupted = 0
        let attempts = 12
        for attempt in 0..<attempts {
            let scratch = try ScratchDirectory()
            let path = scratch.url.appendingPathComponent("out.json").path
            let process = try start(writingTo: path)
            // From 30% to 110% of a run, most of it late, where the journey is written.
            let fraction = 0.3 + 0.8 * (Double(attempt) + Double(mutator.below(1_000)) / 1_000) / Double(attempts)
            usleep(UInt32(length * fraction / 1_000))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            // Killed by the signal (or done before it came): never ended any other way.
            #expect(process.terminationReason == .uncaughtSignal ? process.terminationStatus == signal
                                                                 : [0, 1].contains(process.terminationStatus))
            if process.terminationReason == .uncaughtSignal { interrupted += 1 }
            let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
            #expect(left.allSatisfy { $0 == "out.json" }, "attempt \(attempt): \(left)")
            if let data = FileManager.default.contents(atPath: path) {
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "attempt \(attempt): a half-written journey")
            }
        }
        #expect(interrupted > 0, "no attempt of \(attempts) was interrupted in a run of \(Int(length / 1_000_000)) ms")
    }
}
