import CoordinatorKit
import ExplorationFixtures
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Restoration
import ShopApp
import Simulation
import TestSupport
import Testing
import CoordsimConfig

@Suite struct StateFileTests {
    /// A fresh directory for one test, removed afterwards by the caller.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("state.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func missingFileStartsFreshQuietly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        #expect(try StateFile.load(path).get() == nil)
        let launch = Restoration.start(SeedExplorations.app("B"), stateFile: path)
        #expect(launch.message == nil)
        #expect(launch.maySaveOnQuit)
        #expect(launch.simulation.snapshot == Simulation(SeedExplorations.app("B")).snapshot)
    }

    /// Each problem is placed in the file (`line:column`), as config errors are.
    @Test(arguments: [
        ("{ not json", FileError.Problem.syntax, "1:3", "JSON syntax error: expected a key in double quotes, found 'n'"),
        ("[1, 2]", .wrongType, "1:1", "it is not a JSON object"),
        (#"{"version": "1", "root": "login"}"#, .wrongType, "1:13",
         #"$.version: wrong type: expected a whole number (this coordsim reads version 2), found the string "1""#),
        (#"{"version": 1.5, "root": "login"}"#, .wrongType, "1:13",
         "$.version: wrong type: expected a whole number (this coordsim reads version 2), found a fraction"),
        (#"{"version": 2, "root": "tabBar", "stacks": [{"screens": "Home"}]}"#, .wrongType, "1:57",
         #"$.stacks[0].screens: wrong type: expected an array, found a string ("Home")"#),
        (#"{"version": 2, "root": "attic", "stacks": []}"#, .unknownName(kind: "root", name: "attic"), "1:24",
         #"$.root: unknown root "attic"; valid roots: navigation, tabBar"#),
        (#"{"version": 2, "root": "tabBar"}"#, .missingKey("stacks"), "1:1", #"$.stacks: missing key "stacks" (an array) in this object"#),
        (#"{"version": 2, "root": "tabBar", "stacks": [], "modl": null}"#, .unknownKey("modl"), "1:48",
         #"$.modl: unknown key "modl" (did you mean "modal"?); valid keys here: version, variant, root, selectedTab, stacks, modal"#),
        (#"{"root": "login"}"#, .incompatible, "1:1", "it has no \"version\""),
        // Version 1 named the shop's own roots ("login"); it is reported, not misread.
        (#"{"version": 1, "root": "login", "tabs": []}"#, .incompatible, "1:13", "it is version 1; this coordsim reads version 2"),
    ])
    func unusableFileIsReportedAndStartsFresh(_ contents: String, _ problem: FileError.Problem, _ location: String,
                                              _ detail: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(contents, in: directory)
        guard case let .failure(error) = StateFile.load(path) else {
            Issue.record("\(contents) loaded")
            return
        }
        #expect(error.file == path)
        #expect(error.problem == problem)
        #expect(error.position?.description == location)
        #expect(error.detail == detail)
        let verdict = problem == .incompatible ? "incompatible" : "corrupt"
        let launch = Restoration.start(SeedExplorations.app("B"), stateFile: path)
        #expect(launch.simulation.snapshot == Simulation(SeedExplorations.app("B")).snapshot)
        if contents.contains("\"version\"") {
            #expect(launch.message == "state file \(path):\(location) is \(verdict): \(detail); starting fresh (the file was kept as \(path).bad)")
            // Nothing is lost: the unusable file is moved aside, byte for byte, so saving on quit can't destroy it.
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(FileManager.default.contents(atPath: path + ".bad") == Data(contents.utf8))
            #expect(launch.maySaveOnQuit)
        } else {
            // Not a state file coordsim wrote (no "version"): someone else's, left where and as it is, and not saved over.
            #expect(launch.message == "state file \(path):\(location) is \(verdict): \(detail); starting fresh (the file is left as it was; this run will not save over it)")
            #expect(FileManager.default.contents(atPath: path) == Data(contents.utf8))
            #expect(!FileManager.default.fileExists(atPath: path + ".bad"))
            #expect(!launch.maySaveOnQuit)
        }
    }

    /// Only a state file coordsim wrote is moved aside or saved over: a directory, a symlink to
    /// one, a FIFO, an empty file and a file of someone else's are refused and left as they are.
    @Test(arguments: ["directory", "symlink to a directory", "fifo", "empty file", "notes"])
    func whatIsNotAStateFileIsLeftAlone(_ kind: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let expected: String
        switch kind {
        case "directory":
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            expected = "is a directory, not a state file"
        case "symlink to a directory":
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: directory.path)
            expected = "is a directory, not a state file"
        case "fifo":
            #expect(mkfifo(path, 0o600) == 0)
            expected = "is a device or another special file, not a state file"
        case "empty file":
            _ = try write("", in: directory)
            expected = "is an empty file, not a coordsim state file"
        default:
            _ = try write("dear diary\n", in: directory)
            expected = "is not a coordsim state file (a JSON object with a \"version\")"
        }
        let before = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        #expect(StateFile.refusal(path) == expected)
        if kind != "fifo" {   // reading a FIFO would wait for a writer
            let launch = Restoration.start(SeedExplorations.app("B"), stateFile: path)
            #expect(!launch.maySaveOnQuit)
            #expect(launch.message?.hasSuffix("(the file is left as it was; this run will not save over it)") == true)
        }
        let state = NavigationState(variant: "B", root: .navigation, stacks: [StackState(screens: [ScreenState(screen: "Login")])])
        #expect(throws: StateFileError(path: path, message: "it \(expected); it was left as it is")) {
            try StateFile.save(state, to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path + ".bad"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == before)
        if kind == "notes" { #expect(FileManager.default.contents(atPath: path) == Data("dear diary\n".utf8)) }
    }

    /// An app without `restore(_:)` says so and leaves a good file as it is (a tab bar app of
    /// another shape than the shop's).
    @Test func anAppThatCannotRestoreLeavesTheFileAlone() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let app = try LazyTabs.app()
        let simulation = Simulation(app)
        simulation.send(.selectTab(1))
        try Restoration.save(simulation, variant: app.name, to: path)
        let saved = try #require(FileManager.default.contents(atPath: path))
        let launch = Restoration.start(app, stateFile: path)
        #expect(launch.message == "lazy-tabs does not restore saved states (it has no restore(_:)); starting fresh "
            + "(the state file \(path) is left as it was; this run will not save over it)")
        #expect(!launch.maySaveOnQuit)
        #expect(launch.simulation.snapshot == Simulation(app).snapshot)
        #expect(FileManager.default.contents(atPath: path) == saved)
        #expect(!FileManager.default.fileExists(atPath: path + ".bad"))
    }

    @Test func aDirectoryIsReportedAsOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(StateFile.load(path) == .failure(FileError(file: path, problem: .notAFile, what: "it is a directory, not a file")))
        // Restoring from it starts fresh and leaves the directory where it is.
        let launch = Restoration.start(SeedExplorations.app("B"), stateFile: path)
        #expect(!launch.maySaveOnQuit)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: path + ".bad"))
    }

    @Test func stateOfAnotherVariantIsReportedAndStartsFresh() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        try StateFile.save(NavigationState(variant: "C", root: .navigation, stacks: [StackState(screens: [ScreenState(screen: "Login")])]), to: path)
        let launch = Restoration.start(SeedExplorations.app("A"), stateFile: path)
        #expect(launch.message == "state file \(path) is incompatible: it was saved in variant C; this run is variant A; starting fresh (the file was kept as \(path).bad)")
        #expect(FileManager.default.fileExists(atPath: path + ".bad"))
    }

    @Test func saveIsAtomicAndLeavesNoTempFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nested/coordsim/state.json").path
        let simulation = Fixtures.simulation(variant: "B", loggedIn: true)
        simulation.send([.tap("Bicycle"), .tap("Buy subscription")])
        try Restoration.save(simulation, variant: "B", to: path)
        let first = try StateFile.load(path).get()
        #expect(first?.stacks.first?.screens == [ScreenState(screen: "Home", parameters: ["product": "bicycle"]),
                                                ScreenState(screen: "Buy", parameters: ["product": "bicycle"])])
        // Overwriting replaces the file by a rename: still one file, the new contents.
        simulation.send(.back)
        try Restoration.save(simulation, variant: "B", to: path)
        let listing = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("nested/coordsim").path)
        #expect(listing == ["state.json"])
        #expect(try StateFile.load(path).get()?.stacks.first?.screens.count == 1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"root\" : \"tabBar\",\n"))
        #expect(text.contains("\"version\" : 2\n}\n"))
    }

    @Test func saveThatCannotWriteThrowsAndLeavesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = try write("a file, not a directory", in: directory)
        let path = blocker + "/state.json"
        #expect(throws: StateFileError.self) { try StateFile.save(NavigationState(variant: "B", root: .navigation, stacks: [StackState(screens: [ScreenState(screen: "Login")])]), to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
    }

    @Test func defaultPathFollowsXDGAndIsTheAppsOwn() {
        #expect(StateFile.defaultPath(app: "shop", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/ada"])
            == "/x/state/coordsim/shop/state.json")
        #expect(StateFile.defaultPath(app: "shop", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/ada"])
            == "/home/ada/.local/state/coordsim/shop/state.json")
        #expect(StateFile.defaultPath(app: "reader", environment: ["HOME": "/home/ada"])
            == "/home/ada/.local/state/coordsim/reader/state.json")
    }
}
