import Foundation
import TestSupport
import Testing

/// Validates configs against Configs/schema.json with python3's `jsonschema`, when it is installed.
@Suite struct SchemaValidationTests {
    static let python = ProcessRunner.which("python3")

    /// True when `python3 -c 'import jsonschema'` works; CI machines may not have the package.
    static let hasJSONSchema: Bool = {
        guard let python else { return false }
        return (try? ProcessRunner.run(python, ["-c", "import jsonschema"]).status) == 0
    }()

    static let script = """
        import copy, json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open("Configs/schema.json"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        config = json.load(open("Configs/default.json"))
        errors = [e.message for e in validator.iter_errors(config)]
        if errors:
            print("default.json:", errors); sys.exit(1)
        def rejected(edit):
            c = copy.deepcopy(config); edit(c)
            return any(True for _ in validator.iter_errors(c))
        cases = {
            "unknown coordinator": lambda c: c["variants"][0]["coordinators"].update(buying="Nope"),
            "unknown role": lambda c: c["variants"][0]["coordinators"].update(paying="MainCoordinator"),
            "unknown top-level key": lambda c: c.update(colour="red"),
            "unknown label key": lambda c: c["labels"]["ko"].update({"tab.mian": "x"}),
            "wrong type": lambda c: c["launch"].update(startLoggedIn="yes"),
            "unknown launch parameter": lambda c: c["launch"].update(startLogedIn=True),
            "launch parameter outside launch": lambda c: c.update(startLoggedIn=True),
            "missing English label": lambda c: c["labels"]["en"].pop("tab.main"),
            "bad hash version": lambda c: c["experiments"][0].update(hashVersion=3),
            "variant listed twice": lambda c: c["experiments"][0].update(variants=["A", "A"]),
            "empty label": lambda c: c["labels"]["en"].update({"tab.main": ""}),
            "unknown user model": lambda c: c.update(syntheticUsers={"model": "random"}),
            "epsilon above 1": lambda c: c.update(syntheticUsers={"epsilon": 1.5}),
            "variant launch of the wrong type": lambda c: c["variants"][0].update(launch={"startLoggedIn": 1}),
            "unknown variant launch parameter": lambda c: c["variants"][0].update(launch={"loggedIn": True}),
        }
        accepted = {
            "hashVersion 1.0": lambda c: c["experiments"][0].update(hashVersion=1.0),
            "synthetic users": lambda c: c.update(syntheticUsers={"model": "goal-directed", "epsilon": 0.1, "patience": 10, "budget": 40}),
            "a variant's own launch": lambda c: c["variants"][0].update(launch={"startLoggedIn": True}),
        }
        wrongly = [name for name, edit in accepted.items() if rejected(edit)]
        if wrongly:
            print("the schema refuses:", wrongly); sys.exit(1)
        missed = [name for name, edit in cases.items() if not rejected(edit)]
        if missed:
            print("the schema accepts:", missed); sys.exit(1)
        print("ok")
        """

    @Test(.enabled(if: hasJSONSchema, "python3's jsonschema package is not installed; skipping the JSON Schema validation"))
    func theDefaultConfigIsValidAndBadEditsAreNot() throws {
        let python = try #require(Self.python)
        let result = try ProcessRunner.run(python, ["-c", Self.script], in: Fixtures.repositoryRoot)
        #expect(result.stdout == "ok\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }
}
