import CoordinatorKit
import ShopApp
import Simulation

/// Runs journeys headless on one variant of a config.
public struct JourneyRunner: Sendable {
    public let config: AppConfig
    public let variant: String
    public let language: Language
    public let registry: CoordinatorRegistry

    /// Fails with ``UnknownVariant`` when `variant` is not in the config or names unknown coordinators.
    public init(config: AppConfig, variant: String? = nil, language: Language = .en,
                registry: CoordinatorRegistry = .standard) throws {
        let app = try ShopApp(config: config, variant: variant, language: language, registry: registry)
        self.config = config
        self.variant = app.variant.name
        self.language = language
        self.registry = registry
    }

    /// A fresh simulation of the app as `journey` starts it.
    public func makeSimulation(for journey: Journey) throws -> Simulation {
        var config = config
        if let loggedIn = journey.startLoggedIn { config.startLoggedIn = loggedIn }
        return Simulation(app: try ShopApp(config: config, variant: variant, language: language, registry: registry))
    }

    /// Runs every step in order and stops at the first that fails. The goal is checked
    /// after each input step.
    public func run(_ journey: Journey) throws -> JourneyRun {
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
                if let (expected, actual) = expectation.check(simulation.snapshot) {
                    run.failure = JourneyFailure(index: index, step: step,
                                                 kind: .expectation(expected: expected, actual: actual))
                    break
                }
            }
        }
        return run
    }
}
