import ArgumentParser
@testable import Coordsim
import ShopApp
import Testing

/// `run`'s plain forms are read without ArgumentParser (`RunRequest.parsedQuickly`): they must
/// give the request ArgumentParser's `Run` gives, and every other form must be left to ArgumentParser.
@Suite struct QuickParseTests {
    /// What a parsed `run` holds, field by field.
    static func fields(_ run: RunRequest<ShopApp>) -> [String] {
        [run.choice.config ?? "-", run.choice.variant ?? "-", run.choice.lang.rawValue, "\(run.noInspector)",
         run.user ?? "-", run.experiment ?? "-", "\(run.restore)", run.stateFile ?? "-", run.open ?? "-",
         run.record ?? "-", run.journal ?? "-", run.choice.launch.joined(separator: ";")]
    }

    static let plain: [[String]] = [
        [],
        ["run"],
        ["run", "--config", "/tmp/bench.json"],
        ["run", "--config", "/tmp/bench.json", "--no-inspector"],
        ["--config=Configs/default.json", "--no-inspector"],
        ["run", "--lang", "ko", "--variant", "B", "--restore", "--state-file", "/tmp/state.json"],
        ["--lang=ko", "--variant=A"],
        ["run", "--user", "u1", "--experiment", "checkout"],
        ["--user", "u1"],
        ["--open", "coordsim://buy?product=bicycle"],
        ["--open=coordsim://tab/2", "--record", "r.json", "--journal", "j.jsonl"],
        ["--config", "run"],
        ["--config", "a=b.json"],
        ["run", "--launch", "startLoggedIn=true"],
        ["--launch=startLoggedIn=false", "--variant", "B", "--launch", "startLoggedIn=true"],
    ]

    @Test(arguments: plain)
    func plainFormsGiveWhatArgumentParserGives(_ arguments: [String]) throws {
        let quick = try #require(RunRequest<ShopApp>.parsedQuickly(arguments))
        let full = try #require(try CoordsimCommand<ShopApp>.parseAsRoot(arguments) as? Run<ShopApp>)
        #expect(Self.fields(quick) == Self.fields(full.request))
    }

    static let others: [[String]] = [
        ["--help"], ["-h"], ["run", "--help"], ["help"], ["run", "help"], ["--version"],
        ["script"], ["validate", "--config", "x.json"], ["run", "run"], ["x.json"],
        ["--config"], ["--config", ""], ["--config="], ["--config", "-x"], ["--config=-x"], ["--config", "help"],
        ["--config", "a", "--config", "b"], ["--no-inspector", "--no-inspector"], ["--no-inspector=true"],
        ["--restore=false"], ["--bogus"], ["-c", "x"], ["--", "x"], ["-"], ["--generate-completion-script", "bash"],
        ["--experimental-dump-help"], ["--lang", ""], ["--user"], ["--config", "x", "extra"],
        ["--launch"], ["--launch", ""], ["--launch", "-x"],
    ]

    @Test(arguments: others)
    func everyOtherFormIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(RunRequest<ShopApp>.parsedQuickly(arguments) == nil)
    }
}

/// An app without launch parameters: a `--launch` says so, once, and lists nothing.
final class PlainApp: SimulatedApp {
    static let configuration = AppConfiguration(name: "plain")
    init(launch: Launch) {}
    func start() {}
}

@Suite struct LaunchValueParsingTests {
    @Test func anAppWithoutParametersSaysSoOnce() {
        let error = #expect(throws: CLIError.self) { try AppChoice<PlainApp>(launch: ["x=1"]).launchValues() }
        #expect(error?.description == #"--launch x=1: unknown launch parameter "x"; this app has no launch parameters"#)
        let bare = #expect(throws: CLIError.self) { try AppChoice<PlainApp>(launch: ["x"]).launchValues() }
        #expect(bare?.description == "--launch x: give NAME=VALUE, e.g. --launch name=value; plain has no launch parameters")
    }

    @Test func aLaterValueForTheSameNameWins() throws {
        let values = try AppChoice<ShopApp>(launch: ["startLoggedIn=true", "startLoggedIn=false"]).launchValues()
        #expect(values == ["startLoggedIn": false])
    }
}
