import CoordinatorKit
import Simulation

/// Everything one journey did on one variant: each step's state and journal, the goal and any failure.
public struct JourneyRun: Hashable, Sendable {
    /// The journey that ran.
    public var journey: Journey
    /// The variant it ran on, by name.
    public var variant: String
    /// The state right after launch, before the first step.
    public var launch: Snapshot
    /// The journal of the launch, before the first step.
    public var launchEvents: [JournalEvent]
    /// One record per step that ran; a failed step is the last.
    public var records: [StepRecord]
    /// The first step that failed, if one did; the journey stops there.
    public var failure: JourneyFailure?
    /// The index of the input step after which the goal first held; nil when it never did.
    public var goalStep: Int?

    package init(journey: Journey, variant: String, launch: Snapshot, launchEvents: [JournalEvent],
                records: [StepRecord] = [], failure: JourneyFailure? = nil, goalStep: Int? = nil) {
        self.journey = journey
        self.variant = variant
        self.launch = launch
        self.launchEvents = launchEvents
        self.records = records
        self.failure = failure
        self.goalStep = goalStep
    }

    /// The state after the last step that ran.
    public var finalSnapshot: Snapshot { records.last?.snapshot ?? launch }

    /// The whole journal: the launch's events, then each step's.
    public var journal: [JournalEvent] { launchEvents + records.flatMap(\.events) }

    /// True once the goal held after some input step; false too when the journey has no goal.
    public var goalReached: Bool { goalStep != nil }

    /// Passed: no step failed, and the goal (if the journey has one) was reached.
    public var passed: Bool { failure == nil && (journey.goal == nil || goalReached) }

    /// The business outcomes in the journal, in order, such as `order=book`.
    public var outcomes: [Outcome] {
        journal.compactMap { event in
            if case let .outcome(name, value) = event { return Outcome(name: name, value: value) }
            return nil
        }
    }

    /// The records of input steps (keys, taps, tabs…), without expectations.
    public var inputRecords: [StepRecord] { records.filter(\.step.isInput) }
}

/// One step of a run: the step, and for an input the state and journal events it produced.
public struct StepRecord: Hashable, Sendable {
    /// The step's index in the journey's `steps`.
    public var index: Int
    /// The step as the journey gives it.
    public var step: JourneyStep
    /// The state after the step (unchanged for an expectation).
    public var snapshot: Snapshot
    /// The journal events the step produced, in order; empty for an expectation.
    public var events: [JournalEvent]
    /// Why the Simulation refused the input, if it did.
    public var rejection: String?

    package init(index: Int, step: JourneyStep, snapshot: Snapshot, events: [JournalEvent] = [],
                rejection: String? = nil) {
        self.index = index
        self.step = step
        self.snapshot = snapshot
        self.events = events
        self.rejection = rejection
    }
}

/// A business outcome from the journal, such as `order` = `book`.
public struct Outcome: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The outcome's name, such as `order`.
    public var name: String
    /// Its value, such as `book`.
    public var value: String

    /// The outcome `name` with `value`, as an app records it.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name)=\(value)" }
}

extension JourneyStep {
    /// True for steps that send an event; false for expectations.
    package var isInput: Bool { event != nil }
}
