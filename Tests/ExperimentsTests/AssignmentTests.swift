import Experiments
import ShopApp
import TestSupport
import Testing

@Suite struct AssignmentTests {
    /// The default config with its experiments replaced.
    static func config(_ experiments: [ExperimentConfig]?) -> AppConfig {
        var config = Fixtures.defaultConfig
        config.experiments = experiments
        return config
    }

    @Test func growthBookCoverageCaseBucketsIdsOneToNine() throws {
        // GrowthBook's "coverage" SDK test: key my-test, 2 variations, coverage 0.4, ids "1"…"9".
        let config = Self.config([ExperimentConfig(key: "my-test", variants: ["A", "B"], coverage: 0.4)])
        let expected: [String?] = [nil, "A", "A", nil, "B", nil, "A", "B", nil]
        let actual = try (1...9).map { id -> String? in
            let assignment = try Assignment.resolve(config: config, user: String(id))
            return assignment.isInExperiment ? assignment.variant : nil
        }
        #expect(actual == expected)
    }

    @Test func growthBookThreeWayCaseBucketsIdsOneToNine() throws {
        // GrowthBook's "threeWayTest": key my-test, 3 equal variations, ids "1"…"9".
        let config = Self.config([ExperimentConfig(key: "my-test", variants: ["A", "B", "C"])])
        let actual = try (1...9).map { try Assignment.resolve(config: config, user: String($0)).variant }
        #expect(actual == ["C", "A", "A", "C", "B", "C", "A", "B", "A"])
    }

    /// GrowthBook's SDK test cases (`packages/sdk-js/test/cases.json`, "run"): `variations` of
    /// length 1 leaves everyone out; a user outside coverage is out even when the experiment is forced.
    struct GrowthBookCase: CustomTestStringConvertible, Sendable {
        var name: String
        var experiment: ExperimentConfig
        var user: String
        /// nil: not in the experiment (GrowthBook returns variation 0 with inExperiment false).
        var variant: String?
        var reason: Assignment.Reason
        var testDescription: String { name }
    }

    static let growthBookCases = [
        GrowthBookCase(name: "single variation", experiment: ExperimentConfig(key: "my-test", variants: ["A"]),
                       user: "1", variant: nil, reason: .singleVariation),
        GrowthBookCase(name: "coverage take precendence over forced",
                       experiment: ExperimentConfig(key: "my-test", variants: ["A", "B"], coverage: 0.01, forcedVariant: "B"),
                       user: "1", variant: nil, reason: .notCovered),
        // Inside coverage the forced variant applies: id 1 hashes to 0.969 (v1), in B's bucket, and gets A.
        GrowthBookCase(name: "forced inside coverage",
                       experiment: ExperimentConfig(key: "my-test", variants: ["A", "B"], forcedVariant: "A"),
                       user: "1", variant: "A", reason: .forced),
        GrowthBookCase(name: "empty id", experiment: ExperimentConfig(key: "my-test", variants: ["A", "B"], forcedVariant: "B"),
                       user: "", variant: nil, reason: .noUser),
    ]

    @Test(arguments: growthBookCases)
    func followsGrowthBooksOrder(_ growthBook: GrowthBookCase) throws {
        let config = Self.config([growthBook.experiment])
        let assignment = try Assignment.resolve(config: config, user: growthBook.user)
        #expect(assignment.reason == growthBook.reason)
        #expect(assignment.isInExperiment == (growthBook.variant != nil))
        #expect(assignment.variant == growthBook.variant ?? config.defaultVariant)
    }

    @Test func theFlagWinsOverEverything() throws {
        let config = Self.config([ExperimentConfig(key: "e", variants: ["A", "B"], forcedVariant: "B")])
        let assignment = try Assignment.resolve(config: config, user: "alice", variantFlag: "C")
        #expect(assignment.variant == "C")
        #expect(assignment.reason == .flag)
        #expect(assignment.description == "the --variant flag overrides any assignment")
    }

    @Test func aForcedVariantWinsOverTheHash() throws {
        let config = Self.config([ExperimentConfig(key: "e", variants: ["A", "B"], forcedVariant: "B")])
        for user in ["1", "2", "3", "alice"] {
            let assignment = try Assignment.resolve(config: config, user: user)
            #expect(assignment.variant == "B")
            #expect(assignment.reason == .forced)
        }
    }

    @Test func theHashPicksTheBucketAndSaysSo() throws {
        let config = Fixtures.defaultConfig
        let assignment = try Assignment.resolve(config: config, user: "alice", experiment: "buy-flow")
        let hash = try #require(Bucketing.hash(seed: "buy-flow", value: "alice", version: 1))
        #expect(assignment.hash == hash)
        #expect(assignment.reason == .hash)
        #expect(assignment.variant == (hash < 0.5 ? "A" : "B"))
        #expect(assignment.description.contains("seed \"buy-flow\""))
    }

    @Test func theSeedDefaultsToTheKeyAndCanBeSet() throws {
        let seeded = Self.config([ExperimentConfig(key: "e", variants: ["A", "B"], hashVersion: 2, seed: "other")])
        let assignment = try Assignment.resolve(config: seeded, user: "u1")
        #expect(assignment.seed == "other")
        #expect(assignment.hash == Bucketing.hash(seed: "other", value: "u1", version: 2))
        let unseeded = Self.config([ExperimentConfig(key: "e", variants: ["A", "B"], hashVersion: 2, seed: "")])
        #expect(try Assignment.resolve(config: unseeded, user: "u1").seed == "e")
    }

    @Test func outsideCoverageGetsTheDefault() throws {
        let config = Self.config([ExperimentConfig(key: "my-test", variants: ["A", "C"], coverage: 0.4)])
        let assignment = try Assignment.resolve(config: config, user: "1")
        #expect(assignment.variant == config.defaultVariant)
        #expect(assignment.reason == .notCovered)
        #expect(!assignment.isInExperiment)
    }

    @Test func anUnknownHashVersionMeansNotInTheExperiment() throws {
        // The loader refuses versions other than 1 and 2; a config built in code can still carry one.
        let config = Self.config([ExperimentConfig(key: "e", variants: ["A", "C"], hashVersion: 99)])
        let assignment = try Assignment.resolve(config: config, user: "alice")
        #expect(assignment.variant == config.defaultVariant)
        #expect(assignment.reason == .unknownHashVersion)
        #expect(assignment.hash == nil)
    }

    @Test func withoutExperimentsOrUserTheDefaultVariantIsUsed() throws {
        let none = try Assignment.resolve(config: Self.config(nil), user: "alice")
        #expect(none.variant == "B")
        #expect(none.reason == .noExperiment)
        let noUser = try Assignment.resolve(config: Fixtures.defaultConfig, user: nil)
        #expect(noUser.reason == .noUser)
        #expect(noUser.experiment == "buy-flow")
    }

    @Test func unknownNamesAreErrorsThatListTheValidOnes() {
        #expect(throws: AssignmentError(message: "unknown experiment \"nope\"; valid experiments: buy-flow, purchase-sheet")) {
            try Assignment.resolve(config: Fixtures.defaultConfig, user: "a", experiment: "nope")
        }
        #expect(throws: AssignmentError(message: "unknown variant \"Z\"; valid variants: A, B, C, tutorials-bug, closures, unanimated-links")) {
            try Assignment.resolve(config: Fixtures.defaultConfig, user: "a", variantFlag: "Z")
        }
    }
}
