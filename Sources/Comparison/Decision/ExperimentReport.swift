import Experiments

/// A goal, by the name it was given to `--goal` (an outcome such as `purchase`, a journey's name,
/// `screen:ID`). Name your goals once, then ask the report by name:
///
/// ```swift
/// extension GoalName { static let purchase: GoalName = "purchase" }
/// #expect(report.test(.purchase).decision == .treatment)
/// ```
public struct GoalName: Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The goal as given to `--goal`, e.g. `purchase` or `screen:Confirmation`.
    public var name: String

    /// The goal given to `--goal` as `name`.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// A user experiment's result: one ``SyntheticReport`` per goal, their tests corrected together
/// and decided. `compare --format json` prints it when there are several goals, and the lone
/// report when there is one.
public struct ExperimentReport: Hashable, Codable, Sendable {
    /// How the goals' p-values were corrected for testing several at once.
    public var correction: Correction
    /// The significance level of every test and decision (two-sided).
    public var alpha: Double
    /// The goals as they were named, in order.
    public var goals: [String]
    /// One report per goal.
    public var reports: [SyntheticReport]

    /// The report of `goal`; nil for a goal the experiment did not run.
    public func report(_ goal: GoalName) -> SyntheticReport? {
        goals.firstIndex(of: goal.name).map { reports[$0] }
    }

    /// The test of `goal` for `treatment` (by default the first variant after the control). A goal
    /// or treatment the experiment did not run is a programming error: it stops with the ones it ran.
    public func test(_ goal: GoalName, treatment: String? = nil) -> SyntheticReport.VariantTest {
        guard let report = report(goal) else {
            preconditionFailure("The experiment ran no goal \"\(goal)\"; its goals: \(goals.map { "\"\($0)\"" }.joined(separator: ", ")).")
        }
        guard let test = report.tests.first(where: { treatment == nil || $0.treatment == treatment }) else {
            preconditionFailure("The experiment has no treatment \"\(treatment ?? "")\"; its treatments: "
                + report.tests.map(\.treatment).joined(separator: ", ") + ".")
        }
        return test
    }

    /// Every goal's test was decided (none is ``Decision/undecided``).
    public var isDecided: Bool {
        reports.allSatisfy { $0.tests.allSatisfy { $0.decision != nil && $0.decision != .undecided } }
    }
}
