import Foundation
import ShopApp
import TestSupport
import Testing
import CoordsimConfig

/// Config errors before anything runs: each names the file, and where it can the JSON path and line:column.
@Suite struct ConfigLoaderTests {
    /// A small valid config; the cases below edit one line of it, so positions are easy to check by eye.
    static let base = """
        {
          "defaultVariant": "A",
          "launch": {"startLoggedIn": false},
          "variants": [
            {"name": "A", "summary": "a", "coordinators": {"buying": "MainCoordinator", "accountCreating": "MainCoordinator", "next": "MainCoordinator"}},
            {"name": "B", "summary": "b", "coordinators": {"buying": "ChildBuyCoordinator", "accountCreating": "MainCoordinator", "next": "MainCoordinator"}}
          ],
          "experiments": [{"key": "k", "variants": ["A", "B"]}],
          "labels": {"en": {\(LabelKey.allCases.map { "\"\($0.rawValue)\": \"x\"" }.joined(separator: ", "))}}
        }
        """

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var replacing: String
        var with: String
        /// The case callers tell it apart by.
        var problem: FileError.Problem
        /// The whole message, as a person reads it.
        var expected: String
        var testDescription: String { expected }
    }

    static let errorCases: [ErrorCase] = [
        // Wrong types, with the path and the value's position.
        ErrorCase(replacing: "\"startLoggedIn\": false", with: "\"startLoggedIn\": \"no\"",
                  problem: .wrongType,
                  expected: "test.json:3:31: $.launch.startLoggedIn: wrong type: expected a boolean (true or false), found a string (\"no\")"),
        ErrorCase(replacing: "\"summary\": \"b\"", with: "\"summary\": 2",
                  problem: .wrongType,
                  expected: "test.json:6:30: $.variants[1].summary: wrong type: expected a string, found a number (2)"),
        ErrorCase(replacing: "\"buying\": \"ChildBuyCoordinator\"", with: "\"buying\": [\"ChildBuyCoordinator\"]",
                  problem: .wrongType,
                  expected: "test.json:6:62: $.variants[1].coordinators.buying: wrong type: expected a string, found an array"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]", with: "\"variants\": \"A\"",
                  problem: .wrongType,
                  expected: "test.json:8:44: $.experiments[0].variants: wrong type: expected an array, found a string (\"A\")"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]}", with: "\"variants\": [\"A\", \"B\"], \"hashVersion\": 1.5}",
                  problem: .wrongType,
                  expected: "test.json:8:71: $.experiments[0].hashVersion: wrong type: expected a whole number, found a number (1.5)"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]}", with: "\"variants\": [\"A\", \"B\"], \"coverage\": 1e999}",
                  problem: .wrongType,
                  expected: "test.json:8:68: $.experiments[0].coverage: the number 1e999 is out of range"),
        ErrorCase(replacing: "\"defaultVariant\": \"A\"", with: "\"defaultVariant\": null",
                  problem: .wrongType,
                  expected: "test.json:2:21: $.defaultVariant: wrong type: expected a string, found null"),
        ErrorCase(replacing: "\"labels\": {\"en\": {", with: "\"labels\": {\"en\": [], \"ko\": {",
                  problem: .wrongType,
                  expected: "test.json:9:20: $.labels.en: wrong type: expected an object, found an array"),
        // Unknown keys at every level, pointing at the key.
        ErrorCase(replacing: "\"launch\": {", with: "\"lunch\": {",
                  problem: .unknownKey("lunch"),
                  expected: "test.json:3:3: $.lunch: unknown key \"lunch\" (did you mean \"launch\"?); valid keys here: defaultVariant, launch, variants, labels, experiments, syntheticUsers"),
        ErrorCase(replacing: "\"startLoggedIn\": false", with: "\"startLogedIn\": false",
                  problem: .unknownName(kind: "launch parameter", name: "startLogedIn"),
                  expected: "test.json:3:14: $.launch.startLogedIn: unknown launch parameter \"startLogedIn\" (did you mean \"startLoggedIn\"?); valid launch parameters: startLoggedIn"),
        // The form configs had before launch parameters were named.
        ErrorCase(replacing: "\"launch\": {\"startLoggedIn\": false}", with: "\"startLoggedIn\": true",
                  problem: .movedKey("startLoggedIn"),
                  expected: "test.json:3:3: $.startLoggedIn: \"startLoggedIn\" is a launch parameter now; move it into \"launch\": \"launch\": {\"startLoggedIn\": true}"),
        ErrorCase(replacing: "\"summary\": \"b\"", with: "\"summary\": \"b\", \"colour\": \"red\"",
                  problem: .unknownKey("colour"),
                  expected: "test.json:6:35: $.variants[1].colour: unknown key \"colour\"; valid keys here: name, summary, coordinators, launch"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]}", with: "\"variants\": [\"A\", \"B\"], \"weight\": [1]}",
                  problem: .unknownKey("weight"),
                  expected: "test.json:8:56: $.experiments[0].weight: unknown key \"weight\" (did you mean \"weights\"?); valid keys here: key, variants, weights, coverage, hashVersion, seed, forcedVariant"),
        ErrorCase(replacing: "\"buying\": \"ChildBuyCoordinator\"", with: "\"buyng\": \"ChildBuyCoordinator\"",
                  problem: .unknownName(kind: "role", name: "buyng"),
                  expected: "test.json:6:52: $.variants[1].coordinators.buyng: unknown role \"buyng\" (did you mean \"buying\"?); valid roles: buying, accountCreating, next, home, deepLinks"),
        ErrorCase(replacing: "{\"en\": {", with: "{\"fr\": {}, \"en\": {",
                  problem: .unknownName(kind: "language", name: "fr"),
                  expected: "test.json:9:14: $.labels.fr: unknown language \"fr\"; valid languages: en, ko"),
        ErrorCase(replacing: "{\"en\": {", with: "{\"en\": {\"tab.mian\": \"x\", ",
                  problem: .unknownName(kind: "label key", name: "tab.mian"),
                  expected: "test.json:9:21: $.labels.en[\"tab.mian\"]: unknown label key \"tab.mian\" (did you mean \"tab.main\"?); valid label keys: \(LabelKey.allCases.map(\.rawValue).joined(separator: ", "))"),
        // Missing and duplicate keys.
        ErrorCase(replacing: "\"summary\": \"b\", ", with: "",
                  problem: .missingKey("summary"),
                  expected: "test.json:6:5: $.variants[1].summary: missing key \"summary\" (a string) in this object"),
        ErrorCase(replacing: "\"summary\": \"b\"", with: "\"summary\": \"b\", \"name\": \"C\"",
                  problem: .duplicateKey("name"),
                  expected: "test.json:6:35: $.variants[1].name: duplicate key \"name\" (first at 6:6); keep one"),
        ErrorCase(replacing: ", \"next\": \"MainCoordinator\"}},\n", with: "}},\n",
                  problem: .missingKey("next"),
                  expected: "test.json:5:51: $.variants[0].coordinators.next: is missing; set \"next\" to one of: MainCoordinator, NextViewCoordinator"),
        // Names that refer to nothing, listing the valid ones.
        ErrorCase(replacing: "\"buying\": \"ChildBuyCoordinator\"", with: "\"buying\": \"ChildBuyCoordinatr\"",
                  problem: .unknownName(kind: "buying coordinator", name: "ChildBuyCoordinatr"),
                  expected: "test.json:6:62: $.variants[1].coordinators.buying: unknown buying coordinator \"ChildBuyCoordinatr\" (did you mean \"ChildBuyCoordinator\"?); valid buying coordinators: MainCoordinator, ChildBuyCoordinator, ModalBuyCoordinator, TutorialBuyCoordinator"),
        ErrorCase(replacing: "\"defaultVariant\": \"A\"", with: "\"defaultVariant\": \"Z\"",
                  problem: .unknownName(kind: "variant", name: "Z"),
                  expected: "test.json:2:21: $.defaultVariant: unknown variant \"Z\"; valid variants: A, B"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]", with: "\"variants\": [\"A\", \"Q\"]",
                  problem: .unknownName(kind: "variant", name: "Q"),
                  expected: "test.json:8:50: $.experiments[0].variants[1]: unknown variant \"Q\"; valid variants: A, B"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]", with: "\"variants\": [\"B\", \"B\"]",
                  problem: .invalidValue,
                  expected: "test.json:8:50: $.experiments[0].variants[1]: variant \"B\" is listed twice; list each variant once"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]}", with: "\"variants\": [\"A\"], \"forcedVariant\": \"B\"}",
                  problem: .invalidValue,
                  expected: "test.json:8:68: $.experiments[0].forcedVariant: variant \"B\" is not one of this experiment's variants; valid forced variants: A"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]}", with: "\"variants\": [\"A\", \"B\"], \"forcedVariant\": \"Z\"}",
                  problem: .unknownName(kind: "variant", name: "Z"),
                  expected: "test.json:8:73: $.experiments[0].forcedVariant: unknown variant \"Z\"; valid variants: A, B"),
        ErrorCase(replacing: "{\"name\": \"B\"", with: "{\"name\": \"A\"",
                  problem: .invalidValue,
                  expected: "test.json:6:14: $.variants[1].name: variant \"A\" is defined twice"),
        ErrorCase(replacing: "\"variants\": [\"A\", \"B\"]}", with: "\"variants\": [\"A\", \"B\"], \"weights\": [0.9, 0.9]}",
                  problem: .invalidValue,
                  expected: "test.json:8:67: $.experiments[0].weights: must be non-negative and sum to 1"),
        ErrorCase(replacing: "{\"en\": {\"tab.main\": \"x\", ", with: "{\"en\": {",
                  problem: .missingKey("tab.main"),
                  expected: "test.json:9:20: $.labels.en: missing label keys: tab.main"),
        // Label texts: never empty, and only the placeholders the app fills.
        ErrorCase(replacing: "\"tab.main\": \"x\"", with: "\"tab.main\": \"\"",
                  problem: .invalidValue,
                  expected: "test.json:9:33: $.labels.en[\"tab.main\"]: is empty; give \"tab.main\" a text"),
        ErrorCase(replacing: "{\"en\": {", with: "{\"ko\": {\"tab.main\": \" \"}, \"en\": {",
                  problem: .invalidValue,
                  expected: "test.json:9:33: $.labels.ko[\"tab.main\"]: is empty; give \"tab.main\" a text, or leave the key out to show the English one"),
        ErrorCase(replacing: "{\"en\": {", with: "{\"ko\": {\"buy.selectedProduct\": \"{prodct}\"}, \"en\": {",
                  problem: .unknownName(kind: "placeholder", name: "prodct"),
                  expected: "test.json:9:44: $.labels.ko[\"buy.selectedProduct\"]: unknown placeholder \"{prodct}\" (did you mean \"{product}\"?); \"buy.selectedProduct\" takes {product}"),
        ErrorCase(replacing: "\"tab.main\": \"x\"", with: "\"tab.main\": \"x {name}\"",
                  problem: .unknownName(kind: "placeholder", name: "name"),
                  expected: "test.json:9:33: $.labels.en[\"tab.main\"]: unknown placeholder \"{name}\"; \"tab.main\" takes no placeholders"),
        // Synthetic users.
        ErrorCase(replacing: "\"experiments\": [", with: "\"syntheticUsers\": {\"model\": \"goal-drected\"}, \"experiments\": [",
                  problem: .unknownName(kind: "user model", name: "goal-drected"),
                  expected: "test.json:8:31: $.syntheticUsers.model: unknown user model \"goal-drected\" (did you mean \"goal-directed\"?); valid user models: goal-directed, uniform"),
        ErrorCase(replacing: "\"experiments\": [", with: "\"syntheticUsers\": {\"epsilon\": 2}, \"experiments\": [",
                  problem: .invalidValue,
                  expected: "test.json:8:33: $.syntheticUsers.epsilon: must be between 0 and 1 (the share of random inputs)"),
        ErrorCase(replacing: "\"experiments\": [", with: "\"syntheticUsers\": {\"model\": \"uniform\", \"patience\": 5}, \"experiments\": [",
                  problem: .invalidValue,
                  expected: "test.json:8:42: $.syntheticUsers.patience: applies to goal-directed users only; remove it or set \"model\": \"goal-directed\""),
    ]

    @Test(arguments: errorCases)
    func reportsThePathAndPosition(_ errorCase: ErrorCase) throws {
        #expect(Self.base.contains(errorCase.replacing), "the case edits text that is not in the base config")
        let text = Self.base.replacingOccurrences(of: errorCase.replacing, with: errorCase.with)
        let error = #expect(throws: FileError.self) {
            try ConfigLoader.parse(Data(text.utf8), file: "test.json", app: ShopApp.configuration)
        }
        #expect(error?.problem == errorCase.problem)
        #expect(error?.description == errorCase.expected)
    }

    @Test func aTopLevelValueThatIsNotAnObject() {
        let error = #expect(throws: FileError.self) { try ConfigLoader.parse(Data("\n  [1]".utf8), file: "test.json", app: ShopApp.configuration) }
        #expect(error?.problem == .wrongType)
        #expect(error?.description == "test.json:2:3: $: wrong type: expected an object, found an array")
    }

    @Test func theBaseConfigIsValid() throws {
        let config = try ConfigLoader.parse(Data(Self.base.utf8), file: "test.json", app: ShopApp.configuration)
        #expect(config.variantNames == ["A", "B"])
        #expect(config.experiments == [ExperimentConfig(key: "k", variants: ["A", "B"])])
    }

    /// JSON Schema compares numbers by value, so `1.0` is the integer 1 (GrowthBook configs carry such numbers).
    @Test(arguments: ["1.0", "1e0", "10E-1"])
    func aWholeNumberWrittenWithAFractionIsAnInteger(_ written: String) throws {
        let text = Self.base.replacingOccurrences(of: "\"variants\": [\"A\", \"B\"]}",
                                                  with: "\"variants\": [\"A\", \"B\"], \"hashVersion\": \(written)}")
        let config = try ConfigLoader.parse(Data(text.utf8), file: "test.json", app: ShopApp.configuration)
        #expect(config.experiments == [ExperimentConfig(key: "k", variants: ["A", "B"], hashVersion: 1)])
    }

    @Test func syntheticUsersAreReadFromTheConfig() throws {
        let text = Self.base.replacingOccurrences(of: "\"experiments\": [",
            with: "\"syntheticUsers\": {\"model\": \"goal-directed\", \"epsilon\": 0.2, \"patience\": 5, \"budget\": 30}, \"experiments\": [")
        let config = try ConfigLoader.parse(Data(text.utf8), file: "test.json", app: ShopApp.configuration)
        #expect(config.syntheticUsers == SyntheticUsersConfig(model: "goal-directed", epsilon: 0.2, patience: 5, budget: 30))
    }

    @Test func aByteOrderMarkIsTolerated() throws {
        let config = try ConfigLoader.parse(Data([0xEF, 0xBB, 0xBF] + Array(Self.base.utf8)), file: "test.json", app: ShopApp.configuration)
        #expect(config.variantNames == ["A", "B"])
    }

    @Test func nullForAnOptionalIsTheSameAsLeavingItOut() throws {
        let text = Self.base.replacingOccurrences(of: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
                                                  with: "\"experiments\": null")
        #expect(try ConfigLoader.parse(Data(text.utf8), file: "test.json", app: ShopApp.configuration).experiments == nil)
    }

    @Test func syntaxErrorsNameTheFileAndPosition() {
        let text = Self.base.replacingOccurrences(of: "{\"startLoggedIn\": false},", with: "{\"startLoggedIn\": false}")
        let error = #expect(throws: FileError.self) { try ConfigLoader.parse(Data(text.utf8), file: "Configs/x.json", app: ShopApp.configuration) }
        #expect(error == FileError(file: "Configs/x.json", position: SourcePosition(line: 4, column: 3), problem: .syntax,
                                   what: "JSON syntax error: expected ',' or '}' after an object member, found '\"'"))
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: FileError.self) { try ConfigLoader.load(path: "/nonexistent/config.json", app: ShopApp.configuration) }
        #expect(error?.problem == .notFound)
        #expect(error?.description == "/nonexistent/config.json: no such file; pass an existing config with --config PATH (the default is Configs/default.json, relative to the working directory)")
        let directory = #expect(throws: FileError.self) { try ConfigLoader.load(path: Fixtures.repositoryRoot.path, app: ShopApp.configuration) }
        #expect(directory?.problem == .notAFile)
        #expect(directory?.description == "\(Fixtures.repositoryRoot.path): is a directory; pass a JSON file with --config PATH")
    }

    @Test func theDefaultConfigLoads() throws {
        let config = try ConfigLoader.load(path: Fixtures.defaultConfigPath, app: ShopApp.configuration)
        #expect(config.variantNames == ["A", "B", "C", "tutorials-bug", "closures", "unanimated-links"])
        #expect(config.defaultVariant == "B")
        #expect(config.experiments?.map(\.key) == ["buy-flow", "purchase-sheet"])
    }
}

/// The allowed keys come from the Codable types themselves, so new fields need no checker changes.
@Suite struct ConfigShapeTests {
    @Test func appConfigsShapeIsReadFromItsCodingKeys() {
        let experiment = ConfigShape.object([
            .init(name: "key", shape: .string, isRequired: true),
            .init(name: "variants", shape: .array(.string), isRequired: true),
            .init(name: "weights", shape: .array(.number), isRequired: false),
            .init(name: "coverage", shape: .number, isRequired: false),
            .init(name: "hashVersion", shape: .integer, isRequired: false),
            .init(name: "seed", shape: .string, isRequired: false),
            .init(name: "forcedVariant", shape: .string, isRequired: false),
        ])
        let variant = ConfigShape.object([
            .init(name: "name", shape: .string, isRequired: true),
            .init(name: "summary", shape: .string, isRequired: true),
            .init(name: "coordinators", shape: .map(.string), isRequired: true),
            .init(name: "launch", shape: .map(.launchValue), isRequired: false),
        ])
        #expect(ConfigShape.appConfig == .object([
            .init(name: "defaultVariant", shape: .string, isRequired: true),
            .init(name: "launch", shape: .map(.launchValue), isRequired: false),
            .init(name: "variants", shape: .array(variant), isRequired: true),
            .init(name: "labels", shape: .map(.map(.string)), isRequired: false),
            .init(name: "experiments", shape: .array(experiment), isRequired: false),
            .init(name: "syntheticUsers", shape: .object([
                .init(name: "model", shape: .string, isRequired: false),
                .init(name: "epsilon", shape: .number, isRequired: false),
                .init(name: "patience", shape: .number, isRequired: false),
                .init(name: "budget", shape: .integer, isRequired: false),
            ]), isRequired: false),
        ]))
    }

    /// A type like one a teammate might add to the config later, with custom keys and nesting.
    struct Rollout: Codable {
        struct Step: Codable { var percent: Int; var note: String? }
        var name: String
        var steps: [Step]
        var flags: [String: Bool]?
        var isPaused: Bool
        enum CodingKeys: String, CodingKey { case name, steps, flags, isPaused = "paused" }
    }

    @Test func aNewTypeIsCheckedWithoutChangingTheChecker() {
        let shape = ConfigShape.of(Rollout.self)
        #expect(shape == .object([
            .init(name: "name", shape: .string, isRequired: true),
            .init(name: "steps", shape: .array(.object([
                .init(name: "percent", shape: .integer, isRequired: true),
                .init(name: "note", shape: .string, isRequired: false),
            ])), isRequired: true),
            .init(name: "flags", shape: .map(.bool), isRequired: false),
            .init(name: "paused", shape: .bool, isRequired: true),
        ]))
        let node = try? JSONParser.parse(Array(#"{"name": "r", "steps": [{"percent": 5, "nope": 1}], "paused": true}"#.utf8))
        #expect(node.flatMap { shape.firstProblem(in: $0) }?.message
                == "unknown key \"nope\" (did you mean \"note\"?); valid keys here: percent, note")
    }
}

/// The copy of `Configs/default.json` built into the tool, so it runs from any directory.
@Suite struct BuiltInConfigTests {
    @Test func theBuiltInConfigIsTheFileByteForByte() throws {
        let file = try String(contentsOfFile: Fixtures.defaultConfigPath, encoding: .utf8)
        let builtIn = try #require(ShopApp.configuration.defaultConfigText)
        #expect(builtIn + "\n" == file, "copy Configs/default.json into Sources/ShopApp/Config/BuiltInConfig.swift")
    }
}
