import CoordsimTesting
import Foundation
import Testing

/// An app with one launch parameter of each type, and a screen that shows what it launched with.
final class DialsApp: SimulatedApp {
    static let configuration = AppConfiguration(name: "dials", launchParameters: [
        LaunchParameter("onboarding", default: true, summary: "show onboarding first"),
        LaunchParameter("tabs", default: 2, in: 1...5, summary: "how many tabs"),
        LaunchParameter("greeting", default: "hi", summary: "the first screen's text"),
        LaunchParameter("theme", default: "light", in: ["light", "dark"], summary: "the colours"),
    ])
    let launch: Launch

    init(launch: Launch) { self.launch = launch }

    func start() {
        let application = launch.application
        let stack = NavigationController(application)
        let screen = DialScreen()
        screen.text = "\(launch.parameter("onboarding")) \(launch.int("tabs")) \(launch.string("greeting")) \(launch.string("theme"))"
        stack.setViewControllers([screen], animated: false)
        application.window.rootViewController = stack
    }
}

final class DialScreen: Screen {
    var text = ""
    override var elements: [Element] { [.text("dials", text)] }
}

/// Typed launch parameters through the public API: their order of precedence, the accessors,
/// the errors, and a journey that carries them.
@Suite struct LaunchParameterTests {
    /// A config that sets `tabs` at the top and `greeting` in variant `V`.
    static let config = AppConfig(defaultVariant: "V", launch: ["tabs": 3, "greeting": "config", "theme": "light"], variants: [
        VariantConfig(name: "V", summary: "its own greeting", coordinators: [:], launch: ["greeting": "variant", "theme": "light"]),
        VariantConfig(name: "W", summary: "the config's", coordinators: [:]),
    ])

    @Test func eachLayerOverridesTheOneBelow() throws {
        let app = AppUnderTest<DialsApp>(config: Self.config)
        #expect(try app.variant("W").parameters == ["onboarding": true, "tabs": 3, "greeting": "config", "theme": "light"])
        #expect(try app.variant("V").parameters == ["onboarding": true, "tabs": 3, "greeting": "variant", "theme": "light"])
        let journey: [String: LaunchValue] = ["greeting": "journey", "tabs": 4]
        #expect(try app.variant("V").with(parameters: journey).parameters
            == ["onboarding": true, "tabs": 4, "greeting": "journey", "theme": "light"])
        // The command line's (here the test's) values win over a journey's.
        let overridden = try app.variant("V", launch: ["tabs": 5, "onboarding": false])
        #expect(try overridden.with(parameters: journey).parameters
            == ["onboarding": false, "tabs": 5, "greeting": "journey", "theme": "light"])
    }

    @Test func aJourneysValueIsCheckedEvenWhereTheCommandLineReplacesIt() throws {
        let overridden = try AppUnderTest<DialsApp>().variant(launch: ["tabs": 5])
        #expect(throws: LaunchParameterError(name: "tabs", problem: .wrongType("five"),
                                             parameters: DialsApp.configuration.launchParameters)) {
            try overridden.with(parameters: ["tabs": "five"])
        }
    }

    @Test func theAppReadsItsValuesWithTypedAccessors() throws {
        let app = AppUnderTest<DialsApp>(config: Self.config)
        let simulation = try app.simulation("V", launch: ["onboarding": false])
        #expect(simulation.snapshot.active?.elements == [.text("dials", "false 3 variant light")])
        let defaults = try AppUnderTest<DialsApp>().simulation()
        #expect(defaults.snapshot.active?.elements == [.text("dials", "true 2 hi light")])
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var launch: [String: LaunchValue]
        var message: String
        var testDescription: String { launch.description }
    }

    static let refusals = [
        Refusal(launch: ["tab": 3], message: #"unknown launch parameter "tab" (did you mean "tabs"?); valid launch parameters: onboarding, tabs, greeting, theme"#),
        Refusal(launch: ["tabs": "3"], message: #"launch parameter "tabs" takes a whole number from 1 to 5 (Int), not the string "3""#),
        Refusal(launch: ["tabs": 9], message: #"launch parameter "tabs" takes a whole number from 1 to 5 (Int), not 9"#),
        Refusal(launch: ["onboarding": 1], message: #"launch parameter "onboarding" takes true or false (Bool), not 1"#),
        Refusal(launch: ["greeting": false], message: #"launch parameter "greeting" takes a string (String), not false"#),
        Refusal(launch: ["theme": "Dakr"],
                message: #"launch parameter "theme" takes one of "light", "dark" (String), not "Dakr" (did you mean "dark"?)"#),
    ]

    @Test(arguments: refusals)
    func aValueTheAppCannotTakeIsRefused(_ refusal: Refusal) throws {
        let app = AppUnderTest<DialsApp>()
        let error = #expect(throws: LaunchParameterError.self) { try app.variant(launch: refusal.launch) }
        #expect(error?.description == refusal.message)
        #expect(error?.parameterList == """
            launch parameters (name, type, default):
              onboarding  Bool       default true     show onboarding first
              tabs        Int 1...5  default 2        how many tabs
              greeting    String     default "hi"     the first screen's text
              theme       String     default "light"  the colours; one of light, dark
            """)
    }

    @Test func aJourneyCarriesTypedValuesThroughJSON() throws {
        let launch: [String: LaunchValue] = ["onboarding": false, "tabs": 4, "greeting": "hello \"you\""]
        let journey = Journey(name: "typed", launch: launch, steps: [.expect(Expectation(depth: 1))])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(journey), as: UTF8.self)
        #expect(json.contains(#""launch":{"greeting":"hello \"you\"","onboarding":false,"tabs":4}"#))
        #expect(try Journey(json: json).launch == launch)
        let run = try AppUnderTest<DialsApp>().run(try Journey(json: json))
        #expect(run.finalSnapshot.active?.elements == [.text("dials", #"false 4 hello "you" light"#)])
    }

    @Test func valuesParseFromTheCommandLinesText() throws {
        let tabs = try #require(DialsApp.configuration.launchParameter(named: "tabs"))
        let all = DialsApp.configuration.launchParameters
        #expect(try tabs.value(parsing: "4", among: all) == 4)
        #expect(throws: LaunchParameterError(name: "tabs", problem: .unreadable("four"), parameters: all)) {
            try tabs.value(parsing: "four", among: all)
        }
        #expect(throws: LaunchParameterError(name: "tabs", problem: .outOfRange(0), parameters: all)) {
            try tabs.value(parsing: "0", among: all)
        }
        let greeting = try #require(DialsApp.configuration.launchParameter(named: "greeting"))
        #expect(try greeting.value(parsing: "a=b", among: all) == "a=b")
        let theme = try #require(DialsApp.configuration.launchParameter(named: "theme"))
        #expect(try theme.value(parsing: "dark", among: all) == "dark")
        #expect(throws: LaunchParameterError(name: "theme", problem: .notAChoice("DARK"), parameters: all)) {
            try theme.value(parsing: "DARK", among: all)
        }
    }
}
