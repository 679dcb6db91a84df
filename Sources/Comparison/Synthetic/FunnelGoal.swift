#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Journeys
import Exploration
import CoordsimApp

/// What synthetic users try to reach, and the funnel stages on the way.
///
/// `--goal NAME` is resolved in this order:
/// 1. a journey file (`Configs/journeys/order-book.json`): its goal; the stages are the
///    screens the journey visits before the goal, in order of first visit;
/// 2. the `name` of a journey in the journeys directory (`"order a book"`): the same;
/// 3. `screen:ID` (`screen:Confirmation`): that screen becoming active, with no stages before it;
///    a screen no journey shows and no variant reaches from launch is refused when users run
///    (``SyntheticUsers``), with the screens that are known;
/// 4. an outcome name, optionally with a value (`order`, `order=book`): that
///    outcome, with the stages of the first journey (by file name) whose goal is that outcome.
///    An outcome the app does not declare (`AppConfiguration.outcomes`) and no journey has as
///    its goal is refused, with the known ones.
public struct FunnelGoal: Hashable, Codable, Sendable {
    /// What the user typed.
    public var name: String
    /// What counts as reaching it: an outcome recorded (with a value, if given), a screen active, or both.
    public var goal: Goal
    /// Screen identifiers the user must reach, in order, before the goal.
    public var stages: [String]
    /// Where the goal and stages came from, e.g. `Configs/journeys/order-book.json`.
    public var source: String
    /// The launch parameters users start with, from the goal's journey; nil to follow the config.
    public var launch: [String: LaunchValue]?
    /// For a `screen:` goal, the screens the journeys show (run on the variant the goal was
    /// resolved with): screens that certainly exist. Empty for other goals.
    public var knownScreens: [String]

    /// A goal as resolved elsewhere; `launch` nil follows the config, `knownScreens` empty for goals
    /// that are not screens.
    public init(name: String, goal: Goal, stages: [String], source: String, launch: [String: LaunchValue]? = nil,
                knownScreens: [String] = []) {
        self.name = name
        self.goal = goal
        self.stages = stages
        self.source = source
        self.launch = launch
        self.knownScreens = knownScreens
    }

    /// Resolves `name` as described above; `variant` is the one whose journey run gives the stages.
    public static func resolve(_ name: String, journeysDirectory: String, variant: AppVariant) throws -> FunnelGoal {
        let known = variant.app.configuration.outcomes
        let manager = FileManager.default
        if name.hasSuffix(".json"), manager.fileExists(atPath: name) {
            return try fromJourney(JourneyLoader.load(path: name, app: variant.app.configuration, config: variant.config,
                                                      invariants: Explorer.checkNames(of: variant.app.configuration)), path: name, typed: name, variant: variant)
        }
        let journeys = try loadDirectory(journeysDirectory, app: variant.app.configuration, config: variant.config)
        if let (path, journey) = journeys.first(where: { $0.1.name == name }) {
            return try fromJourney(journey, path: path, typed: name, variant: variant)
        }
        if name.hasPrefix("screen:") {
            let screen = String(name.dropFirst("screen:".count))
            guard !screen.isEmpty else { throw FunnelGoalError(message: "screen: needs a screen identifier, as screen:IDENTIFIER") }
            // An app that declares its screens is checked against them, as journeys are; the
            // search from launch is for apps that declare none.
            let declared = variant.app.configuration.screens
            if !declared.isEmpty, !declared.contains(screen) {
                throw FunnelGoalError(message: "unknown goal screen \"\(screen)\"" + Suggestion.didYouMean(screen, in: declared)
                    + "; \(variant.app.configuration.name)'s screens: \(declared.joined(separator: ", "))")
            }
            return FunnelGoal(name: name, goal: Goal(screen: screen), stages: [], source: "--goal \(name)",
                              knownScreens: { let shown = screens(of: journeys, on: variant)
                                  return shown + declared.filter { !shown.contains($0) } }())
        }
        let parts = name.split(separator: "=", maxSplits: 1).map(String.init)
        guard let outcome = parts.first, !outcome.isEmpty, !outcome.contains(" ") else {
            throw FunnelGoalError(message: "unknown goal \"\(name)\"; " + help(journeys, outcomes: known))
        }
        let outcomes = Set(journeys.compactMap { $0.1.goal?.outcome }).union(known).sorted()
        guard outcomes.contains(outcome) else {
            var message = "unknown goal outcome \"\(outcome)\"" + Suggestion.didYouMean(outcome, in: outcomes)
            message += outcomes.isEmpty ? "; \(variant.app.configuration.name) declares no outcomes and no journey has one as its goal"
                                        : "; known outcomes: \(outcomes.joined(separator: ", "))"
            throw FunnelGoalError(message: message + " (or use a journey file, a journey's name or screen:ID)")
        }
        let goal = Goal(outcome: outcome, value: parts.count > 1 ? parts[1] : nil)
        if let (path, journey) = journeys.first(where: { $0.1.goal?.outcome == outcome }) {
            var resolved = try fromJourney(journey, path: path, typed: name, variant: variant)
            resolved.goal = goal
            return resolved
        }
        return FunnelGoal(name: name, goal: goal, stages: [], source: "--goal \(name)")
    }

    static func fromJourney(_ journey: Journey, path: String, typed: String, variant: AppVariant) throws -> FunnelGoal {
        guard let goal = journey.goal else {
            throw FunnelGoalError(message: "journey \"\(journey.name)\" (\(path)) has no goal; add one or pass an outcome name")
        }
        let run = try JourneyRunner(variant, judge: JourneyChecks(variant)).run(journey)
        guard let goalStep = run.goalStep else {
            throw FunnelGoalError(message: "journey \"\(journey.name)\" (\(path)) does not reach its goal on variant \(variant.name)"
                + (run.failure.map { ": \($0)" } ?? ""))
        }
        var stages: [String] = []
        let snapshots = [run.launch] + run.inputRecords.filter { $0.index < goalStep }.map(\.snapshot)
        for snapshot in snapshots {
            if let identifier = snapshot.active?.identifier, !stages.contains(identifier), identifier != goal.screen {
                stages.append(identifier)
            }
        }
        return FunnelGoal(name: typed, goal: goal, stages: stages, source: path, launch: journey.launch)
    }

    /// The screens the journeys show on `variant`, in order of first sight. A journey that fails
    /// still counts what it showed before it stopped.
    static func screens(of journeys: [(String, Journey)], on variant: AppVariant) -> [String] {
        var screens: [String] = []
        for (_, journey) in journeys {
            guard let run = try? JourneyRunner(variant, judge: JourneyChecks(variant)).run(journey) else { continue }
            for snapshot in [run.launch] + run.records.map(\.snapshot) {
                if let screen = snapshot.active?.identifier, !screens.contains(screen) { screens.append(screen) }
            }
        }
        return screens
    }

    /// The journeys of a directory, sorted by file name; a missing directory has none.
    static func loadDirectory(_ directory: String, app: AppConfiguration? = nil, config: AppConfig? = nil) throws -> [(String, Journey)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return try names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            // NSString's appendingPathComponent: one slash between, none added after a trailing one.
            let path = directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
            return (path, try JourneyLoader.load(path: path, app: app, config: config,
                                                 invariants: app.map(Explorer.checkNames(of:))))
        }
    }

    private static func help(_ journeys: [(String, Journey)], outcomes known: [String]) -> String {
        let names = journeys.map { "\"\($0.1.name)\"" }.joined(separator: ", ")
        let outcomes = Set(journeys.compactMap { $0.1.goal?.outcome }).union(known).sorted()
        return "use a journey file, a journey name (\(names.isEmpty ? "none found" : names)), "
            + "an outcome (\(outcomes.joined(separator: ", ")), optionally =value) or screen:ID"
    }
}

/// A `--goal` that cannot be resolved: an unknown name, screen or outcome, or a goal journey
/// that has no goal or does not reach it.
public struct FunnelGoalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, with what `--goal` accepts where that helps.
    public var message: String
    public var description: String { message }

    package init(message: String) { self.message = message }

    /// A `screen:` goal naming a screen nobody has seen.
    static func unknownScreen(_ screen: String, known: [String], searched depth: Int) -> FunnelGoalError {
        let message = "unknown goal screen \"\(screen)\"" + Suggestion.didYouMean(screen, in: known)
        return FunnelGoalError(message: message + "; known screens: \(known.joined(separator: ", ")) "
            + "(from the journeys, and every state within \(depth) inputs of launch)")
    }
}
