import CoordinatorKit
import Experiments
import Journeys
import CoordsimApp
import Simulation

/// N seeded random users, each put in a variant by the experiment's bucketing and sent on a
/// random walk with a step budget. The same seed always gives the same report.
public struct SyntheticUsers: Sendable {
    public var users: Int
    public var seed: UInt64
    /// The most inputs a user makes; a user who reaches the goal stops there.
    public var budget: Int
    /// The experiment that assigns users; the config's first when nil.
    public var experiment: String?

    public init(users: Int, seed: UInt64, budget: Int = 40, experiment: String? = nil) {
        self.users = users
        self.seed = seed
        self.budget = budget
        self.experiment = experiment
    }

    /// The ids of the users: `u` and 12 hex digits from the seed, so different seeds give different people.
    public func userIDs() -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<users).map { _ in
            let digits = String(generator.next() >> 16, radix: 16)
            return "u" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        }
    }

    /// Runs every user and builds the report. `progress` is called after each user with (done, total).
    public func run(app: any SimulatedApp.Type, config: AppConfig, goal: FunnelGoal, language: Language = .en,
                    progress: ((Int, Int) -> Void)? = nil) throws -> SyntheticReport {
        let probe = try Assignment.resolve(config: config, user: nil, experiment: experiment)
        guard let key = probe.experiment, let definition = config.experiments?.first(where: { $0.key == key }) else {
            throw AssignmentError(message: "synthetic users need an experiment to assign them; the config defines none")
        }
        var apps: [String: AppVariant] = [:]
        for variant in definition.variants where apps[variant] == nil {
            apps[variant] = try AppVariant(app, config: config, variant: variant, language: language,
                                           parameters: goal.launch ?? [:])
        }
        var results: [String: [UserResult]] = [:]
        var excluded: [Assignment.Reason: Int] = [:]
        let ids = userIDs()
        for (index, id) in ids.enumerated() {
            let assignment = try Assignment.resolve(config: config, user: id, experiment: key)
            if assignment.isInExperiment, let app = apps[assignment.variant] {
                results[assignment.variant, default: []].append(walk(user: id, app: app, goal: goal))
            } else {
                excluded[assignment.reason, default: 0] += 1
            }
            progress?(index + 1, ids.count)
        }
        return SyntheticReport(options: self, experiment: definition, goal: goal, results: results, excluded: excluded)
    }

    /// One user's walk through `app`.
    func walk(user: String, app: AppVariant, goal: FunnelGoal) -> UserResult {
        var generator = SplitMix64(seed: seed, salt: user)
        let simulation = Simulation(app)
        let sampleText = app.app.configuration.sampleText(for:)
        var stagesReached = 0
        var outcomes: [Outcome] = []
        func advance(_ snapshot: Snapshot) {
            if stagesReached < goal.stages.count, snapshot.active?.identifier == goal.stages[stagesReached] {
                stagesReached += 1
            }
        }
        advance(simulation.snapshot)
        for case let .outcome(name, value) in simulation.launchEvents { outcomes.append(Outcome(name: name, value: value)) }
        var inputs = 0
        while inputs < budget {
            guard let event = RandomWalker.pick(for: simulation.snapshot, sampleText: sampleText, using: &generator) else {
                break
            }
            let step = simulation.send(event)
            inputs += 1
            for case let .outcome(name, value) in step.events { outcomes.append(Outcome(name: name, value: value)) }
            if goal.goal.isReached(outcomes: outcomes, snapshot: step.snapshot) {
                return UserResult(stagesReached: stagesReached, goalReached: true, inputsToGoal: inputs)
            }
            advance(step.snapshot)
        }
        return UserResult(stagesReached: stagesReached, goalReached: false, inputsToGoal: nil)
    }
}

/// How far one synthetic user got.
public struct UserResult: Hashable, Codable, Sendable {
    /// How many funnel stages (screens before the goal) the user reached, in order.
    public var stagesReached: Int
    public var goalReached: Bool
    public var inputsToGoal: Int?
}
