import Foundation
import ShopApp
import TestSupport
import Testing

/// `--launch NAME=VALUE` through the built binary: on every command that runs the app, over the
/// config's, the variant's and a journey's values, and refused with the app's parameters (exit 2).
@Suite struct LaunchOptionTests {
    /// The shop's parameters, as every refusal lists them.
    static let shopParameters = """
        launch parameters (name, type, default):
          startLoggedIn  Bool  default false  start at the tab bar instead of Login
        """

    static let commands: [[String]] = [
        ["run"], ["explore"], ["graph"], ["compare", "--variants", "A,B"],
        ["script", "Configs/journeys/login-logout.json"],
    ]

    @Test(arguments: commands)
    func anUnknownNameExits2WithTheAppsParameters(_ command: [String]) throws {
        let result = try CoordsimBinary.run(command + ["--launch", "startLogedIn=true"])
        #expect(result.stderr == """
            coordsim: --launch startLogedIn=true: unknown launch parameter "startLogedIn" (did you mean "startLoggedIn"?); \
            valid launch parameters: startLoggedIn
            \(Self.shopParameters)

            """)
        #expect(result.status == 2)
        #expect(result.stdout == "")
    }

    struct BadValue: CustomTestStringConvertible, Sendable {
        var argument: String
        var error: String
        var testDescription: String { argument }
    }

    static let badValues = [
        BadValue(argument: "startLoggedIn=yes",
                 error: #"--launch startLoggedIn=yes: launch parameter "startLoggedIn" takes true or false (Bool), not "yes""#),
        BadValue(argument: "startLoggedIn=",
                 error: #"--launch startLoggedIn=: launch parameter "startLoggedIn" takes true or false (Bool), not """#),
        BadValue(argument: "startLoggedIn",
                 error: "--launch startLoggedIn: give NAME=VALUE, e.g. --launch startLoggedIn=false"),
    ]

    @Test(arguments: badValues)
    func aBadValueExits2WithTheAppsParameters(_ bad: BadValue) throws {
        let result = try CoordsimBinary.run(["explore", "--launch", bad.argument])
        #expect(result.stderr == "coordsim: \(bad.error)\n\(Self.shopParameters)\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
    }

    @Test func theCommandLineWinsOverAJourneysLaunch() throws {
        let scratch = try ScratchDirectory()
        let journey = try scratch.write("login.json", """
            {"name": "starts at Login", "launch": {"startLoggedIn": false}, "steps": [{"expect": {"title": "Login"}}]}
            """)
        let asWritten = try CoordsimBinary.run(["script", journey])
        #expect(asWritten.status == 0)
        let overridden = try CoordsimBinary.run(["script", journey, "--launch", "startLoggedIn=true"])
        #expect(overridden.status == 1)
        #expect(overridden.stderr.contains(#"step 0 {"expect":{"title":"Login"}} failed"#), "\(overridden.stderr)")
    }

    @Test func graphStartsWhereTheLaunchValueSays() throws {
        let loggedOut = try CoordsimBinary.run(["graph", "--depth", "0"])
        let loggedIn = try CoordsimBinary.run(["graph", "--depth", "0", "--launch", "startLoggedIn=true"])
        #expect(loggedOut.status == 0 && loggedIn.status == 0)
        #expect(loggedOut.stdout.contains(#"s_Login["Login"]"#))
        #expect(loggedIn.stdout.contains(#"s_Main_x2FHome["Main/Home"]"#))
        #expect(!loggedIn.stdout.contains("Login"))
    }

    @Test func graphDrawsWhereADeepLinkGoesAndRefusesABadOne() throws {
        let drawn = try CoordsimBinary.run(["graph", "--deep-link", "coordsim://buy"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        // From the Buy tab into Main, which the link selects: Main's Buy screen, its coordinator started.
        #expect(drawn.stdout.contains(#"s_Buy_x2FStore -->|"open coordsim://buy [+ChildBuyCoordinator]"| s_Main_x2FBuy"#),
                "\(drawn.stdout)")
        let bad = try CoordsimBinary.run(["graph", "--deep-link", "coordsim://nowhere"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(#"--deep-link coordsim://nowhere: cannot open "coordsim://nowhere": unknown route"#),
                "\(bad.stderr)")
    }

    @Test func theJourneyExploreWritesCarriesTheLaunchValuesAndReplaysUnderScript() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("found.json").path
        let explore = try CoordsimBinary.run(["explore", "--variant", "tutorials-bug", "--launch", "startLoggedIn=true",
                                              "--journey-out", path])
        #expect(explore.status == 1)
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(written?["launch"] as? [String: Bool] == ["startLoggedIn": true])
        // Logged in from launch, the path's first tap is accepted and the replay fails where the search did.
        let replay = try CoordsimBinary.run(["script", path, "--variant", "tutorials-bug"])
        #expect(replay.status == 1)
        #expect(replay.stderr.contains("step 2 {\"expect\""), "\(replay.stderr)")
    }

    /// A config whose variants set their own `launch` over the config's.
    static func configWithVariantLaunch(_ variantLaunch: String) -> String {
        """
        {"defaultVariant": "In", "launch": {"startLoggedIn": false},
         "variants": [
           {"name": "In", "summary": "logged in", "coordinators":
             {"buying": "ChildBuyCoordinator", "accountCreating": "ChildCreateAccountCoordinator", "next": "NextViewCoordinator"},
            "launch": \(variantLaunch)},
           {"name": "Out", "summary": "the config's", "coordinators":
             {"buying": "ChildBuyCoordinator", "accountCreating": "ChildCreateAccountCoordinator", "next": "NextViewCoordinator"}}],
         "labels": {"en": {\(LabelKey.allCases.map { "\"\($0.rawValue)\": \"x\"" }.joined(separator: ", "))}}}
        """
    }

    @Test func aVariantsLaunchWinsOverTheConfigsAndValidateShowsIt() throws {
        let scratch = try ScratchDirectory()
        let config = try scratch.write("variants.json", Self.configWithVariantLaunch(#"{"startLoggedIn": true}"#))
        let journey = try scratch.write("title.json", #"{"name": "first screen", "steps": [{"expect": {"depth": 1}}]}"#)
        let loggedIn = try CoordsimBinary.run(["script", journey, "--config", config, "--variant", "In"])
        let loggedOut = try CoordsimBinary.run(["script", journey, "--config", config, "--variant", "Out"])
        #expect(loggedIn.status == 0 && loggedOut.status == 0)
        #expect(loggedIn.stdout.contains("[1 "), "variant In starts at the tab bar: \(loggedIn.stdout)")
        #expect(!loggedOut.stdout.contains("[1 "), "variant Out starts at Login: \(loggedOut.stdout)")
        let overridden = try CoordsimBinary.run(["script", journey, "--config", config, "--variant", "In",
                                                 "--launch", "startLoggedIn=false"])
        #expect(overridden.stdout == loggedOut.stdout)

        let validate = try CoordsimBinary.run(["validate", "--config", config])
        #expect(validate.status == 0)
        #expect(validate.stdout.contains("""
              In (default): logged in
                launch: startLoggedIn=true
                buying
            """))
    }

    @Test func aVariantsLaunchIsCheckedWhereItIsWritten() throws {
        let scratch = try ScratchDirectory()
        let wrongType = try scratch.write("type.json", Self.configWithVariantLaunch(#"{"startLoggedIn": 1}"#))
        let result = try CoordsimBinary.run(["validate", "--config", wrongType])
        #expect(result.stderr == "coordsim: config error: \(wrongType):5:33: $.variants[0].launch.startLoggedIn: "
            + "wrong type: expected a boolean (true or false), found a number (1)\n")
        #expect(result.status == 2)

        let unknown = try scratch.write("name.json", Self.configWithVariantLaunch(#"{"loggedIn": true}"#))
        let named = try CoordsimBinary.run(["explore", "--config", unknown])
        #expect(named.stderr == "coordsim: config error: \(unknown):5:16: $.variants[0].launch.loggedIn: "
            + "unknown launch parameter \"loggedIn\"; valid launch parameters: startLoggedIn\n")
        #expect(named.status == 2)

        let notAValue = try scratch.write("array.json", Self.configWithVariantLaunch(#"{"startLoggedIn": [true]}"#))
        let array = try CoordsimBinary.run(["validate", "--config", notAValue])
        #expect(array.stderr == "coordsim: config error: \(notAValue):5:33: $.variants[0].launch.startLoggedIn: "
            + "wrong type: expected true, false, a whole number or a string, found an array\n")
        #expect(array.status == 2)
    }

    @Test func aJourneysValueOfTheWrongTypeIsAJourneyError() throws {
        let scratch = try ScratchDirectory()
        let journey = try scratch.write("typed.json", """
            {"name": "typed", "launch": {"startLoggedIn": "yes"}, "steps": [{"expect": {"depth": 1}}]}
            """)
        let result = try CoordsimBinary.run(["script", journey])
        #expect(result.stderr == "coordsim: journey error: \(journey): $.launch: "
            + "launch parameter \"startLoggedIn\" takes true or false (Bool), not the string \"yes\"\n")
        #expect(result.status == 2)
    }
}
