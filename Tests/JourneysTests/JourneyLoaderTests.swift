import Foundation
import CoordsimApp
import CoordsimConfig
import Journeys
import ShopApp
import TestSupport
import Testing

@Suite struct JourneyLoaderTests {
    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        /// The case callers tell it apart by.
        var problem: FileError.Problem
        /// The whole message, as a person reads it.
        var message: String
        var testDescription: String { name }
    }

    static let path = "Tests/bad.json"

    static let cases: [Malformed] = [
        Malformed(name: "unknown key name",
                  json: #"{"name": "x", "steps": [{"key": "b"}, {"tap": "Buy"}, {"key": "shift"}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:63: step 2 ($.steps[2].key): unknown key "shift"; use one character or one of enter, space, tab, backtab, esc, backspace, up, down, left, right"#),
        Malformed(name: "unknown step kind",
                  json: #"{"name": "x", "steps": [{"key": "b"}, {"press": "b"}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:40: step 1 ($.steps[1].press): unknown step "press"; a step has exactly one of: key, text, tap, tab, back, swipeBack, backMenu, dismiss, swipeDown, open, expect"#),
        Malformed(name: "two kinds in one step",
                  json: #"{"name": "x", "steps": [{"key": "b", "tap": "Buy"}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:25: step 0 ($.steps[0]): a step has exactly one of: key, text, tap, tab, back, swipeBack, backMenu, dismiss, swipeDown, open, expect"#),
        Malformed(name: "misspelt expectation",
                  json: #"{"name": "x", "steps": [{"key": "b"}, {"expect": {"titel": "Buy"}}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:51: step 1 ($.steps[1].expect.titel): unknown expectation "titel"; use one of: title, text, depth, children, noLeaks, screen, badge, switch, barButton, invariant"#),
        Malformed(name: "two checks in one expectation",
                  json: #"{"name": "x", "steps": [{"expect": {"title": "Buy", "depth": 2}}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:36: step 0 ($.steps[0].expect): an expectation has exactly one of: title, text, depth, children, noLeaks, screen, badge, switch, barButton, invariant; write one expect step per check"#),
        Malformed(name: "wrong type",
                  json: #"{"name": "x", "steps": [{"key": "b"}, {"key": "p"}, {"tab": "two"}]}"#,
                  problem: .wrongType,
                  message: "Tests/bad.json:1:61: step 2 ($.steps[2].tab): wrong type; expected a whole number"),
        Malformed(name: "tab out of range",
                  json: #"{"name": "x", "steps": [{"tab": 0}]}"#,
                  problem: .unknownName(kind: "tab", name: "0"),
                  message: "Tests/bad.json:1:33: step 0 ($.steps[0].tab): tab 0 does not exist; tabs are numbered from 1"),
        Malformed(name: "back menu level 0",
                  json: #"{"name": "x", "steps": [{"backMenu": 0}]}"#,
                  problem: .invalidValue,
                  message: "Tests/bad.json:1:38: step 0 ($.steps[0].backMenu): back menu level 0 does not exist; levels are numbered from 1, the stack's root, up to the screen below the top"),
        Malformed(name: "negative depth",
                  json: #"{"name": "x", "steps": [{"expect": {"depth": -1}}]}"#,
                  problem: .invalidValue,
                  message: "Tests/bad.json:1:46: step 0 ($.steps[0].expect.depth): is -1; a stack has 0 screens or more"),
        Malformed(name: "negative child count",
                  json: #"{"name": "x", "steps": [{"expect": {"children": {"count": -2, "under": "TabCoordinator"}}}]}"#,
                  problem: .invalidValue,
                  message: "Tests/bad.json:1:59: step 0 ($.steps[0].expect.children.count): is -2; a coordinator has 0 children or more"),
        Malformed(name: "badge of tab 0",
                  json: #"{"name": "x", "steps": [{"expect": {"badge": {"tab": 0, "value": "1"}}}]}"#,
                  problem: .unknownName(kind: "tab", name: "0"),
                  message: "Tests/bad.json:1:54: step 0 ($.steps[0].expect.badge.tab): tab 0 does not exist; tabs are numbered from 1"),
        Malformed(name: "back that says false",
                  json: #"{"name": "x", "steps": [{"key": "b"}, {"back": false}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:40: step 1 ($.steps[1].back): "back" takes true; to skip the step, leave it out"#),
        Malformed(name: "dismiss that says false",
                  json: #"{"name": "x", "steps": [{"dismiss": false}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:26: step 0 ($.steps[0].dismiss): "dismiss" takes true; to skip the step, leave it out"#),
        Malformed(name: "missing name",
                  json: #"{"steps": [{"key": "b"}]}"#,
                  problem: .missingKey("name"),
                  message: #"Tests/bad.json:1:1: $.name: missing key "name" (a string) in this object"#),
        Malformed(name: "no steps",
                  json: #"{"name": "x", "steps": []}"#,
                  problem: .invalidValue,
                  message: "Tests/bad.json:1:24: $.steps: has no steps; add at least one"),
        Malformed(name: "misspelt goal key",
                  json: "{\"name\": \"x\",\n \"goal\": {\"outcom\": \"purchase\"},\n \"steps\": [{\"key\": \"b\"}]}",
                  problem: .unknownKey("outcom"),
                  message: #"Tests/bad.json:2:11: $.goal.outcom: unknown key "outcom" (did you mean "outcome"?); valid keys here: outcome, value, screen"#),
        Malformed(name: "launch parameter outside launch",
                  json: #"{"name": "x", "startLoggedIn": true, "steps": [{"key": "b"}]}"#,
                  problem: .movedKey("startLoggedIn"),
                  message: #"Tests/bad.json:1:15: $.startLoggedIn: "startLoggedIn" is not a journey key; launch parameters go in "launch": "launch": {"startLoggedIn": true}"#),
        Malformed(name: "empty goal",
                  json: #"{"name": "x", "goal": {}, "steps": [{"key": "b"}]}"#,
                  problem: .invalidValue,
                  message: #"Tests/bad.json:1:23: $.goal: says nothing; set "outcome" (with an optional "value") or "screen""#),
    ]

    @Test(arguments: cases)
    func malformedJourneysNameTheFileAndTheStep(_ malformed: Malformed) {
        #expect(throws: (any Error).self) { try JourneyLoader.parse(Data(malformed.json.utf8), path: Self.path) }
        do {
            _ = try JourneyLoader.parse(Data(malformed.json.utf8), path: Self.path)
        } catch let error as FileError {
            #expect(error.problem == malformed.problem)
            #expect(error.description == malformed.message)
        } catch {
            Issue.record("expected a FileError, got \(error)")
        }
    }

    /// The config's strict parser: a trailing comma is an error at its place, as in a config.
    @Test func invalidJSONNamesTheFileAndThePosition() throws {
        let error = try #require(throws: FileError.self) {
            try JourneyLoader.parse(Data(#"{"name": "x", "steps": [{"key": "b"},]"#.utf8), path: Self.path)
        }
        #expect(error.file == Self.path)
        #expect(error.problem == .syntax)
        #expect(error.description.hasPrefix("Tests/bad.json"))
        #expect(error.description == "Tests/bad.json:1:38: JSON syntax error: expected a value, found ']'; remove the trailing comma before it")
    }

    @Test func aMissingFileSaysSo() throws {
        let error = try #require(throws: FileError.self) { try JourneyLoader.load(path: "/nonexistent/j.json") }
        #expect(error.problem == .notFound)
        #expect(error.description == "/nonexistent/j.json: no such journey file")
    }

    @Test func aDirectorySaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let error = try #require(throws: FileError.self) { try JourneyLoader.load(path: directory) }
        #expect(error.problem == .notAFile)
        #expect(error.description == "\(directory): is a directory, not a journey file")
    }

    /// Names the app declares are checked when the journey is loaded, coordinators and tab numbers too.
    @Test(arguments: [
        (#"{"name": "x", "steps": [{"expect": {"children": {"count": 0, "under": "Nope"}}}]}"#,
         FileError.Problem.unknownName(kind: "coordinator", name: "Nope")),
        (#"{"name": "x", "steps": [{"tab": 4}]}"#, .unknownName(kind: "tab", name: "4")),
        (#"{"name": "x", "steps": [{"expect": {"badge": {"tab": 4, "value": "1"}}}]}"#, .unknownName(kind: "tab", name: "4")),
        (#"{"name": "x", "steps": [{"expect": {"screen": "Basket"}}]}"#, .unknownName(kind: "screen", name: "Basket")),
    ])
    func namesTheAppLacksAreRefusedWhenLoaded(_ json: String, _ problem: FileError.Problem) {
        let error = #expect(throws: FileError.self) {
            try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: ShopApp.configuration)
        }
        #expect(error?.problem == problem)
        // Without the app the same journey loads: the names are the app's to check.
        #expect(throws: Never.self) { try JourneyLoader.parse(Data(json.utf8), path: Self.path) }
    }

    /// A role's choice is one of the shop's coordinators, and the last declared tab exists.
    @Test func roleChoicesAndTheLastTabLoad() {
        let json = #"{"name": "x", "steps": [{"tab": 3}, {"expect": {"children": {"count": 0, "under": "ModalBuyCoordinator"}}}]}"#
        #expect(throws: Never.self) { try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: ShopApp.configuration) }
    }

    /// A tap of a label no control of the shop can show (in no language of its config) is a
    /// malformed journey: the step, the JSON path, a "did you mean" and the labels there are.
    @Test func aTapOfALabelTheAppNeverShowsIsRefusedWhenLoaded() throws {
        let json = #"{"name": "x", "steps": [{"key": "l"}, {"tap": "Buy subscripton"}]}"#
        let error = try #require(throws: FileError.self) {
            try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: ShopApp.configuration, config: Fixtures.defaultConfig)
        }
        #expect(error.problem == .unknownName(kind: "control label", name: "Buy subscripton"))
        let message = error.description
        #expect(message.hasPrefix(#"Tests/bad.json:1:47: step 1 ($.steps[1].tap): no control of shop can show "Buy subscripton" (did you mean "Buy subscription"?)"#), "\(message)")
        #expect(message.contains("shop's controls show the config's label texts: "), "\(message)")
        #expect(message.contains("Sign up"), "\(message)")
        // Without the config (the label texts) or without the app, the same journey loads.
        #expect(throws: Never.self) { try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: ShopApp.configuration) }
        #expect(throws: Never.self) { try JourneyLoader.parse(Data(json.utf8), path: Self.path) }
    }

    /// No false alarms: every label a shop control shows loads, in either language, a filled
    /// placeholder too, and a label that exists but is not on the current screen is left to the run.
    @Test(arguments: ["Buy subscription", "Bicycle", "Sign up", "Name", "로그인", "Selected product: Computer", "Products"])
    func labelsTheShopCanShowLoad(_ label: String) {
        let json = #"{"name": "x", "steps": [{"tap": "\#(label)"}]}"#
        #expect(throws: Never.self) {
            try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: ShopApp.configuration, config: Fixtures.defaultConfig)
        }
    }

    /// The shop's every journey passes its own check, and an app that does not say where its
    /// labels come from has its taps checked only as the journey runs.
    @Test func declaredLabelsAreTheAppsPromise() throws {
        var undeclared = ShopApp.configuration
        undeclared.controlLabels = nil
        let json = #"{"name": "x", "steps": [{"tap": "Nope"}]}"#
        #expect(throws: Never.self) {
            try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: undeclared, config: Fixtures.defaultConfig)
        }
        var own = ShopApp.configuration
        own.controlLabels = ControlLabels(usesConfigLabels: false, others: ["Nope"])
        #expect(throws: Never.self) {
            try JourneyLoader.parse(Data(json.utf8), path: Self.path, app: own, config: Fixtures.defaultConfig)
        }
        let buy = #"{"name": "x", "steps": [{"tap": "Buy subscription"}]}"#
        #expect(throws: FileError.self) {
            try JourneyLoader.parse(Data(buy.utf8), path: Self.path, app: own, config: Fixtures.defaultConfig)
        }
        let directory = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".json") {
            #expect(throws: Never.self, "\(file)") {
                try JourneyLoader.load(path: directory + "/" + file, app: ShopApp.configuration, config: Fixtures.defaultConfig)
            }
        }
    }

    /// `{placeholder}`s match any text, and only whole labels match.
    @Test func templatesMatchFilledPlaceholders() {
        #expect(ControlLabels.matches("Selected product: Bicycle", template: "Selected product: {product}"))
        #expect(ControlLabels.matches("Account created for Ada <a@b>.", template: "Account created for {name} <{email}>."))
        #expect(ControlLabels.matches("ab", template: "a{x}b"))
        #expect(!ControlLabels.matches("aba", template: "ab{x}ba"))
        #expect(!ControlLabels.matches("Buy", template: "Buy subscription"))
        #expect(!ControlLabels.matches("Buy subscription now", template: "Buy subscription"))
        #expect(!ControlLabels.matches("x Selected product: Bicycle", template: "Selected product: {product}"))
    }

    @Test func stepsRoundTripThroughJSON() throws {
        let journey = Journey(name: "all kinds", goal: Goal(outcome: "purchase", value: "bicycle"), steps: [
            .key(.character("b")), .key(.escape), .text("Kim"), .tap("Buy subscription"), .tab(2), .back,
            .swipeBack(completes: false), .dismiss, .swipeDown(completes: false), .open("coordsim://buy"), .expect(Expectation(title: "Buy")),
            .expect(Expectation(noLeaks: true)),
        ])
        let data = try JSONEncoder().encode(journey)
        #expect(try JourneyLoader.parse(data, path: "memory") == journey)
        #expect(JourneyStep.expect(Expectation(depth: 2)).json == #"{"expect":{"depth":2}}"#)
    }
}
