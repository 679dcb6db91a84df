import Foundation
import ShopApp
import TestSupport
import Testing

/// Every config error through the real binary: the message a person sees on stderr, and exit code 2.
/// `run` must fail the same way as `validate`, before it touches the terminal.
@Suite struct ConfigErrorTests {
    static let commands = ["validate", "run"]

    static var defaultConfigText: String {
        get throws { try String(contentsOfFile: Fixtures.defaultConfigPath, encoding: .utf8) }
    }

    /// Runs `command --config <file>` on a copy of the default config with one edit.
    static func runEdited(_ command: String, replacing old: String, with new: String, in scratch: ScratchDirectory,
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> (path: String, result: ProcessResult) {
        let text = try defaultConfigText
        #expect(text.contains(old), "Configs/default.json no longer contains \(old)", sourceLocation: sourceLocation)
        let path = try scratch.write("config.json", text.replacingOccurrences(of: old, with: new))
        return (path, try CoordsimBinary.run([command, "--config", path], sourceLocation: sourceLocation))
    }

    static func expectConfigError(_ result: ProcessResult, _ message: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.stderr == "coordsim: config error: \(message)\n", sourceLocation: sourceLocation)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
    }

    @Test(arguments: commands)
    func missingFile(command: String) throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("nope.json").path
        let result = try CoordsimBinary.run([command, "--config", path])
        Self.expectConfigError(result,
            "\(path): no such file; pass an existing config with --config PATH (the default is Configs/default.json, relative to the working directory)")
    }

    @Test(arguments: commands)
    func syntaxErrorWithLineAndColumn(command: String) throws {
        let scratch = try ScratchDirectory()
        // Drop the comma after "launch" (line 3), so line 4's key is unexpected.
        let (path, result) = try Self.runEdited(command, replacing: "\"launch\": { \"startLoggedIn\": false },",
                                                with: "\"launch\": { \"startLoggedIn\": false }", in: scratch)
        Self.expectConfigError(result,
            "\(path):4:3: JSON syntax error: expected ',' or '}' after an object member, found '\"'")
    }

    @Test(arguments: commands)
    func wrongTypeWithPath(command: String) throws {
        let scratch = try ScratchDirectory()
        let (path, result) = try Self.runEdited(command, replacing: "\"coverage\": 0.8",
                                                with: "\"coverage\": \"80%\"", in: scratch)
        Self.expectConfigError(result,
            "\(path):86:19: $.experiments[1].coverage: wrong type: expected a number, found a string (\"80%\")")
    }

    @Test(arguments: commands)
    func unknownKeyWithPath(command: String) throws {
        let scratch = try ScratchDirectory()
        let (path, result) = try Self.runEdited(command, replacing: "\"name\": \"C\",",
                                                with: "\"name\": \"C\", \"colour\": \"blue\",", in: scratch)
        Self.expectConfigError(result,
            "\(path):24:20: $.variants[2].colour: unknown key \"colour\"; valid keys here: name, summary, coordinators, launch")
    }

    @Test(arguments: commands)
    func unknownCoordinatorListsTheValidOnes(command: String) throws {
        let scratch = try ScratchDirectory()
        let (path, result) = try Self.runEdited(command, replacing: "\"buying\": \"ModalBuyCoordinator\"",
                                                with: "\"buying\": \"SheetBuyCoordinator\"", in: scratch)
        Self.expectConfigError(result,
            "\(path):27:19: $.variants[2].coordinators.buying: unknown buying coordinator \"SheetBuyCoordinator\"; "
            + "valid buying coordinators: MainCoordinator, ChildBuyCoordinator, ModalBuyCoordinator, TutorialBuyCoordinator")
    }

    @Test(arguments: commands)
    func unknownVariantListsTheValidOnes(command: String) throws {
        let result = try CoordsimBinary.run([command, "--variant", "D"])
        #expect(result.stderr == "coordsim: unknown variant \"D\"; valid variants: A, B, C, tutorials-bug, closures, unanimated-links (in Configs/default.json)\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
    }

    @Test func unknownDefaultVariantInTheFileListsTheValidOnes() throws {
        let scratch = try ScratchDirectory()
        let (path, result) = try Self.runEdited("validate", replacing: "\"defaultVariant\": \"B\"",
                                                with: "\"defaultVariant\": \"b\"", in: scratch)
        Self.expectConfigError(result, "\(path):2:21: $.defaultVariant: unknown variant \"b\" (did you mean \"B\"?); valid variants: A, B, C, tutorials-bug, closures, unanimated-links")
    }
}

/// `coordsim validate` on a good config prints what it defines, and nothing on stderr.
@Suite struct ValidateCommandTests {
    @Test func printsTheVariantsAndExperimentsOfTheDefaultConfig() throws {
        let result = try CoordsimBinary.run(["validate"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Configs/default.json: OK
            default variant: B
            launch: startLoggedIn=false
            languages: en, ko
            variants:
              A: MainCoordinator pushes Buy, Create account and Next itself (seed 000 §1)
                buying          -> MainCoordinator
                accountCreating -> MainCoordinator
                next            -> MainCoordinator
                home            -> MainCoordinator
                deepLinks       -> AnimatedPops
              B (default): Child coordinators, removed on pop via didShow (seed 000 §2-3) and viewDidDisappear (seed 004)
                buying          -> ChildBuyCoordinator
                accountCreating -> ChildCreateAccountCoordinator
                next            -> NextViewCoordinator
                home            -> MainCoordinator
                deepLinks       -> AnimatedPops
              C: Buying in a modal sheet with its own stack; the other flows as in B
                buying          -> ModalBuyCoordinator
                accountCreating -> ChildCreateAccountCoordinator
                next            -> NextViewCoordinator
                home            -> MainCoordinator
                deepLinks       -> AnimatedPops
              tutorials-bug: The tutorials' bug: seed 000 §2 without §3, so the buy child is never removed and goes stale
                buying          -> TutorialBuyCoordinator
                accountCreating -> MainCoordinator
                next            -> MainCoordinator
                home            -> MainCoordinator
                deepLinks       -> AnimatedPops
              closures: As B, but Home calls closures instead of holding its coordinator (seed 000 §8)
                buying          -> ChildBuyCoordinator
                accountCreating -> ChildCreateAccountCoordinator
                next            -> NextViewCoordinator
                home            -> Closures
                deepLinks       -> AnimatedPops
              unanimated-links: As B, but deep links pop with animated: false, so didShow has no transitionCoordinator and an open flow's child is left behind
                buying          -> ChildBuyCoordinator
                accountCreating -> ChildCreateAccountCoordinator
                next            -> NextViewCoordinator
                home            -> MainCoordinator
                deepLinks       -> UnanimatedPops
            experiments:
              buy-flow: A 50%, B 50%; coverage 100%; hash v1
              purchase-sheet: B 50%, C 50%; coverage 80%; hash v2

            """)
    }

    @Test func aConfigWithoutExperimentsSaysSo() throws {
        let scratch = try ScratchDirectory()
        let config = """
            {"defaultVariant": "Solo", "launch": {"startLoggedIn": true},
             "variants": [{"name": "Solo", "summary": "one", "coordinators":
               {"buying": "ModalBuyCoordinator", "accountCreating": "MainCoordinator", "next": "NextViewCoordinator"}}],
             "labels": {"en": {\(LabelKey.allCases.map { "\"\($0.rawValue)\": \"x\"" }.joined(separator: ", "))}}}
            """
        let path = try scratch.write("solo.json", config)
        let result = try CoordsimBinary.run(["validate", "--config", path, "--variant", "Solo"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            \(path): OK
            default variant: Solo
            launch: startLoggedIn=true
            languages: en
            variants:
              Solo (default): one
                buying          -> ModalBuyCoordinator
                accountCreating -> MainCoordinator
                next            -> NextViewCoordinator
                home            -> MainCoordinator
                deepLinks       -> AnimatedPops
            experiments: none

            """)
    }
}
