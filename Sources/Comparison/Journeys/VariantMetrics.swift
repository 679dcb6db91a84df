import CoordinatorKit
import Journeys

/// What one journey did on one variant, as the comparison table shows it.
public struct VariantMetrics: Hashable, Codable, Sendable {
    /// The variant's name.
    public var variant: String
    /// Passed: no failed step, and the goal reached if there is one.
    public var passed: Bool
    /// True when the journey's goal held at some step; false when it has none.
    public var goalReached: Bool
    /// The step index after which the goal first held.
    public var goalStep: Int?
    /// The business outcomes recorded, e.g. `order=book`.
    public var outcomes: [String]
    /// Input steps that ran (keys, taps, tabs, text, back…); expectations are not counted.
    public var keysPressed: Int
    /// The active screen after launch and after each input step, consecutive repeats merged.
    public var screensVisited: [String]
    /// ``screensVisited`` as the text shows it: `^Checkout` for a screen shown in a sheet, as the
    /// first-difference line marks it.
    public var screenPath: [String]
    /// The goal step as the journey file has it, e.g. `{"key":"p"}`.
    public var goalStepJSON: String?
    /// The deepest the stack keys act on got (the sheet's own stack while one is shown).
    public var deepestStack: Int
    /// `childAdded` events in the journal after launch.
    public var childrenCreated: Int
    /// Coordinators that left the tree after launch: each `childRemoved` child together with
    /// its own subtree, which leaves with it (the journal reports only the direct removal).
    public var childrenReleased: Int
    /// Objects reported leaked during the run, plus any still leaked at the end.
    public var leaks: [String]
    /// The selected tab at the end as `1 Shop`, or `none (SignIn)` without a tab bar.
    public var finalTab: String
    /// The failure message, when a step failed or the goal was not reached.
    public var failure: String?

    /// The metrics of one journey run.
    public init(run: JourneyRun) {
        variant = run.variant
        passed = run.passed
        goalReached = run.goalReached
        goalStep = run.goalStep
        outcomes = run.outcomes.map(\.description)
        let inputs = run.inputRecords
        keysPressed = inputs.count
        func marked(_ snapshot: Snapshot) -> String {
            guard let active = snapshot.active else { return "-" }
            return (active.isModal ? snapshot.modalMark : "") + active.identifier
        }
        var visited = [run.launch.active?.identifier ?? "-"]
        var path = [marked(run.launch)]
        for record in inputs {
            let identifier = record.snapshot.active?.identifier ?? "-"
            if visited.last != identifier { visited.append(identifier) }
            if path.last != marked(record.snapshot) { path.append(marked(record.snapshot)) }
        }
        screensVisited = visited
        screenPath = path
        goalStepJSON = run.goalStep.flatMap { index in run.records.first { $0.index == index }?.step.json }
        deepestStack = ([run.launch] + inputs.map(\.snapshot)).map { $0.activeStack?.depth ?? 0 }.max() ?? 0
        let events = run.records.flatMap(\.events)
        childrenCreated = events.filter { if case .childAdded = $0 { return true } else { return false } }.count
        var released = 0
        var before = run.launch
        for record in run.records {
            for case let .childRemoved(_, child) in record.events {
                let subtree = before.coordinators?.allNodes.first { $0.ref.id == child.id }
                released += subtree?.allNodes.count ?? 1
            }
            before = record.snapshot
        }
        childrenReleased = released
        var leaked: [String] = []
        for case let .leak(ref) in run.journal where !leaked.contains(ref.description) { leaked.append(ref.description) }
        for ref in run.finalSnapshot.leaked where !leaked.contains(ref.description) { leaked.append(ref.description) }
        leaks = leaked
        let final = run.finalSnapshot
        if final.rootKind == .tabBar, let tab = final.selectedTab {
            finalTab = "\(tab + 1) \(final.stacks[tab].tabTitle ?? "")"
        } else {
            finalTab = "none (\(final.active?.identifier ?? "nothing on screen"))"
        }
        if let failure = run.failure {
            self.failure = failure.description
        } else if let goal = run.journey.goal, !run.goalReached {
            self.failure = "goal not reached: \(goal.summary)"
        }
    }
}
