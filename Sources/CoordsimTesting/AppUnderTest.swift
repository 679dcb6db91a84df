@_exported import Comparison
@_exported import CoordsimApp
@_exported import CoordsimConfig
@_exported import Experiments
@_exported import Exploration
@_exported import Journeys
@_exported import Simulation
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An app and its config, ready to run journeys, compare variants and explore from an app's own
/// tests (Swift Testing or XCTest).
///
/// ```swift
/// import CoordsimTesting
/// import Testing
///
/// @Test func theSheetReleasesItsChildLikeThePushedFlow() throws {
///     let app = try AppUnderTest<ReaderApp>(config: "Configs/reader.json")
///     let journey = try Journey(json: #"{"name": "sign in", "steps": [{"tab": 3}, {"tap": "Sign in"}, {"key": "esc"}]}"#)
///     let comparison = try app.compare(journey, variants: ["sheet", "pushed"])
///     #expect(comparison["sheet"]?.childrenReleased == comparison["pushed"]?.childrenReleased)
/// }
/// ```
public struct AppUnderTest<App: SimulatedApp>: Sendable {
    /// The config every run, comparison and exploration uses: its variants, launch parameters and experiments.
    public let config: AppConfig
    /// The language whose labels the app runs with; English fills any gaps.
    public var language: Language

    /// The app under `config`; by default the config it runs with when it has no file.
    public init(config: AppConfig = .derived(from: App.configuration), language: Language = .en) {
        self.config = config
        self.language = language
    }

    /// The app under the config file at `path`, checked as `coordsim validate` checks it.
    /// Throws a `FileError` that names the file, the JSON path and `line:column`.
    public init(config path: String, language: Language = .en) throws {
        self.init(config: try ConfigLoader.load(path: path, app: App.configuration), language: language)
    }

    /// One variant (the config's default when nil), with launch parameters overridden.
    public func variant(_ name: String? = nil, launch: [String: LaunchValue] = [:]) throws -> AppVariant {
        try AppVariant(App.self, config: config, variant: name, language: language, parameters: launch)
    }

    /// A fresh simulation of a variant, to send events to and read snapshots from.
    public func simulation(_ variant: String? = nil, launch: [String: LaunchValue] = [:],
                           viewport: Size = Size(columns: 80, rows: 24)) throws -> Simulation {
        Simulation(try self.variant(variant, launch: launch), viewport: viewport)
    }

    /// Runs `journey` on one variant: every step's snapshot and journal, the goal and any failure.
    /// A journey naming a screen or outcome the app does not declare throws a `FileError`
    /// first, as `script` refuses it.
    public func run(_ journey: Journey, on variant: String? = nil) throws -> JourneyRun {
        try JourneyLoader.check(journey, against: App.configuration, config: config,
                                invariants: Explorer.checkNames(of: App.configuration), path: "journey \"\(journey.name)\"")
        let app = try self.variant(variant)
        return try JourneyRunner(app, judge: JourneyChecks(app)).run(journey)
    }

    /// Runs `journey` on each variant side by side; the first is the baseline of the differences.
    /// The journey's names are checked against the app first, as in ``run(_:on:)``.
    public func compare(_ journey: Journey, variants: [String]) throws -> JourneyComparison {
        try JourneyLoader.check(journey, against: App.configuration, config: config,
                                invariants: Explorer.checkNames(of: App.configuration), path: "journey \"\(journey.name)\"")
        return try JourneyComparison.run(journey, variants: variants.map { try variant($0) })
    }

    /// Explores every state reachable from launch (up to `depth` inputs, when given) and checks the
    /// invariants, the generic ones and the app's own, at the levels `checks` gives by name
    /// (`["backMatchesDepth": .warn]`, as `--check` does; an unknown name throws). Every violated
    /// invariant is reported once, with its shortest path from launch, confirmed by a replay.
    /// `ExplorationResult.passed` says what `explore` exiting 0 says: it reached the fixed point
    /// (`isComplete`), the state key held everything the app keeps (`isSound`), the app did nothing
    /// coordsim does not model (`unmodelled`), and no error-level invariant broke.
    /// `deepLinks` are opened from every state too.
    ///
    /// ```swift
    /// let result = try app.explore(checks: ["independentTabs": .warn])
    /// #expect(result.passed, "\(result.report)")
    /// ```
    public func explore(_ variant: String? = nil, launch: [String: LaunchValue] = [:], deepLinks: [String] = [],
                        depth: Int? = nil, maxStates: Int = Explorer.defaultMaxStates,
                        checks: [String: CheckLevel] = [:], stopAtFirstViolation: Bool = false) throws -> ExplorationResult {
        try explorer(variant, launch: launch, deepLinks: deepLinks, depth: depth, maxStates: maxStates, checks: checks,
                     stopAtFirstViolation: stopAtFirstViolation).run()
    }

    /// Explores as ``explore(_:launch:deepLinks:depth:maxStates:checks:stopAtFirstViolation:)``
    /// does, compositionally, as `explore --compose` does: each group of tabs that do not
    /// interfere on its own, the tab-bar states counted as their product and checked against
    /// what the app really does. Far faster on a tab-bar app; the same states, transitions and
    /// findings. Where composing is not possible it runs the product search instead and says why
    /// (`ComposedExploration.fallback`). `ComposedExploration.passed` says what exit 0 says.
    ///
    /// ```swift
    /// let composed = try app.exploreComposed()
    /// #expect(composed.passed, "\(composed.report)")
    /// ```
    public func exploreComposed(_ variant: String? = nil, launch: [String: LaunchValue] = [:], deepLinks: [String] = [],
                                maxStates: Int = Explorer.defaultMaxStates,
                                checks: [String: CheckLevel] = [:]) throws -> ComposedExploration {
        try explorer(variant, launch: launch, deepLinks: deepLinks, depth: nil, maxStates: maxStates, checks: checks,
                     stopAtFirstViolation: false).composed()
    }

    /// The explorer both searches run: the checks' names checked against the app's first.
    private func explorer(_ variant: String?, launch: [String: LaunchValue], deepLinks: [String], depth: Int?,
                          maxStates: Int, checks: [String: CheckLevel], stopAtFirstViolation: Bool) throws -> Explorer {
        let names = Explorer.checkNames(of: App.configuration)
        for name in checks.keys.sorted() where !names.contains(name) {
            throw UnknownCheck(name: name, valid: names)
        }
        var explorer = Explorer(app: try self.variant(variant, launch: launch), depth: depth, maxStates: maxStates,
                                checks: checks, stopAtFirstViolation: stopAtFirstViolation)
        explorer.deepLinks = deepLinks
        return explorer
    }
}

/// A check name that the app does not have: neither generic nor one of its own invariants.
public struct UnknownCheck: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name given.
    public var name: String
    /// Every check the app has, generic and its own, by name.
    public var valid: [String]

    public var description: String {
        "unknown check \"\(name)\"; checks: \(valid.joined(separator: ", "))"
    }
}

extension JourneyComparison {
    /// The metrics of one variant, by name.
    public subscript(variant: String) -> VariantMetrics? {
        variants.first { $0.variant == variant }
    }
}

extension Journey {
    /// A journey from the JSON a journey file holds, checked as `coordsim script` checks a file.
    public init(json: String) throws {
        self = try JourneyLoader.parse(Data(json.utf8), path: "(inline journey)")
    }
}
