import CoordinatorKit
import CoordsimApp
import Simulation

/// Runs journeys headless on one variant of an app.
package struct JourneyRunner: Sendable {
    package let app: AppVariant
    /// Judges `invariant` expectations; without one, such an expectation fails and says why.
    package let judge: (any InvariantJudge)?

    package init(_ app: AppVariant, judge: (any InvariantJudge)? = nil) {
        self.app = app
        self.judge = judge
    }

    /// The variant's name.
    package var variant: String { app.name }

    /// A fresh simulation of the app as `journey` starts it: its `launch` parameters override the
    /// config's and the variant's, not the variant's own ``AppVariant/overrides`` (the command line's).
    package func makeSimulation(for journey: Journey) throws(LaunchParameterError) -> Simulation {
        Simulation(try app.with(parameters: journey.launch ?? [:]))
    }

    /// Runs every step in order and stops at the first that fails. The goal is checked
    /// after each input step.
    package func run(_ journey: Journey) throws -> JourneyRun {
        let simulation = try makeSimulation(for: journey)
        var run = JourneyRun(journey: journey, variant: variant, launch: simulation.snapshot,
                             launchEvents: simulation.launchEvents)
        var outcomes = run.outcomes
        for (index, step) in journey.steps.enumerated() {
            if let event = step.event {
                let result = simulation.send(event)
                run.records.append(StepRecord(index: index, step: step, snapshot: result.snapshot,
                                              events: result.events, rejection: result.rejection))
                if let rejection = result.rejection {
                    run.failure = JourneyFailure(index: index, step: step, kind: .rejected(rejection))
                    break
                }
                for case let .outcome(name, value) in result.events { outcomes.append(Outcome(name: name, value: value)) }
                if run.goalStep == nil, let goal = journey.goal,
                   goal.isReached(outcomes: outcomes, snapshot: result.snapshot) {
                    run.goalStep = index
                }
            } else if case let .expect(expectation) = step {
                run.records.append(StepRecord(index: index, step: step, snapshot: simulation.snapshot))
                if let (expected, actual) = check(expectation, after: run) {
                    run.failure = JourneyFailure(index: index, step: step,
                                                 kind: .expectation(expected: expected, actual: actual))
                    break
                }
            }
        }
        return run
    }

    /// Whether `expectation` holds after `run`'s steps so far: what was expected and what was there, or nil.
    private func check(_ expectation: Expectation, after run: JourneyRun) -> (expected: String, actual: String)? {
        guard let invariant = expectation.invariant else { return expectation.check(run.finalSnapshot) }
        let expected = "\(invariant) holds"
        guard let judge else { return (expected, "nothing here judges the explorer's checks; run it with `script`") }
        guard judge.invariantNames.contains(invariant) else {
            return (expected, "no check is named \(invariant); the checks: \(judge.invariantNames.joined(separator: ", "))")
        }
        return judge.problem(invariant, after: run).map { (expected, "broken: \($0)") }
    }
}
