import CoordinatorKit
import Experiments
import Journeys
import CoordsimApp
import Simulation

/// N seeded synthetic users, each put in a variant (by an experiment's bucketing, or an even
/// split of variants named ad hoc) and sent towards a goal as ``model`` says, with a budget of
/// inputs. The same seed always gives the same report.
public struct SyntheticUsers: Sendable {
    /// How many users run (in all, split between the arms).
    public var users: Int
    /// The seed of the users' ids and choices: the same seed gives the same report.
    public var seed: UInt64
    /// The most inputs a user makes; a user who reaches the goal stops there.
    public var budget: Int
    /// The experiment that assigns users; the config's first when nil and ``variants`` is nil.
    public var experiment: String?
    /// Variants to split users evenly between, with no experiment; a name may repeat (an A/A check).
    public var variants: [String]?
    /// How users choose their inputs.
    public var model: UserModel
    /// A difference to plan for: the report gives the users each variant needs to detect it.
    public var lift: Lift?
    /// Keeps each user's inputs in their ``UserResult``, to replay them.
    public var recordsInputs: Bool
    /// Launch values every user starts with, over the goal journey's `launch` (the command
    /// line's `--launch`).
    public var launch: [String: LaunchValue] = [:]

    /// `users` users from `seed`; the defaults are a budget of 40 inputs, the config's first
    /// experiment and the default model.
    public init(users: Int, seed: UInt64, budget: Int = 40, experiment: String? = nil, variants: [String]? = nil,
                model: UserModel = .default, lift: Lift? = nil, recordsInputs: Bool = false) {
        self.users = users
        self.seed = seed
        self.budget = budget
        self.experiment = experiment
        self.variants = variants
        self.model = model
        self.lift = lift
        self.recordsInputs = recordsInputs
    }

    /// The ids of the users: `u` and 12 hex digits from the seed, so different seeds give different people.
    public func userIDs() -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<users).map { _ in Self.nextUserID(&generator) }
    }

    /// The next user id from a generator seeded with the run's seed (see ``userIDs()``).
    static func nextUserID(_ generator: inout SplitMix64) -> String {
        let digits = String(generator.next() >> 16, radix: 16)
        return "u" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// Runs every user and builds the report. `progress` is called after each user with (done, total).
    /// Users are counted as they finish, not kept: memory does not grow with ``users``.
    public func run(app: any SimulatedApp.Type, config: AppConfig, goal: FunnelGoal, language: Language = .en,
                    states: LearnedStates? = nil, progress: ((Int, Int) -> Void)? = nil) throws -> SyntheticReport {
        let prepared = try prepare(app: app, config: config, goal: goal, language: language, states: states)
        var tallies = prepared.split.arms.map { _ in ArmTally(stages: goal.stages.count) }
        let excluded = try walkUsers(prepared, config: config, goal: goal, progress: progress) { arm, result in
            tallies[arm].add(result)
        }
        let run = SyntheticRun(options: self, split: prepared.split, goal: goal, shortestPaths: prepared.reach.paths,
                               warnings: prepared.reach.warnings, results: [], excluded: excluded)
        return SyntheticReport(run, tallies: tallies)
    }

    /// Runs every user: the split, each user's result, and what the goal's search found.
    /// `states` carries what earlier runs learned about the app's states (an A/A check over many
    /// seeds); pass the same one only to runs of the same app and config. It keeps every user's
    /// result; ``run(app:config:goal:language:states:progress:)`` only counts them.
    public func simulate(app: any SimulatedApp.Type, config: AppConfig, goal: FunnelGoal, language: Language = .en,
                         states: LearnedStates? = nil, progress: ((Int, Int) -> Void)? = nil) throws -> SyntheticRun {
        let prepared = try prepare(app: app, config: config, goal: goal, language: language, states: states)
        var results = Array(repeating: [UserResult](), count: prepared.split.arms.count)
        let excluded = try walkUsers(prepared, config: config, goal: goal, progress: progress) { arm, result in
            results[arm].append(result)
        }
        return SyntheticRun(options: self, split: prepared.split, goal: goal, shortestPaths: prepared.reach.paths,
                            warnings: prepared.reach.warnings, results: results, excluded: excluded)
    }

    /// Walks every user, one at a time, handing each result to `each` with its arm's index, and
    /// returns the users left out by reason; the ids are drawn as users start, so nothing is
    /// allocated per user up front.
    private func walkUsers(_ prepared: PreparedRun, config: AppConfig, goal: FunnelGoal,
                           progress: ((Int, Int) -> Void)?, each: (Int, UserResult) -> Void) throws -> [String: Int] {
        var excluded: [String: Int] = [:]
        var generator = SplitMix64(seed: seed)
        for done in 0..<max(0, users) {
            let id = Self.nextUserID(&generator)
            switch try prepared.split.arm(for: id, config: config) {
            case let .arm(index):
                each(index, walk(user: id, graph: prepared.graphs[prepared.split.arms[index].variant]!, stages: goal.stages))
            case let .excluded(reason):
                excluded[reason, default: 0] += 1
            }
            progress?(done + 1, users)
        }
        return excluded
    }

    /// What a run needs before its first user: the split, each variant's graph in the users'
    /// alphabet, and the goal checked (each variant's shortest path and the warnings).
    func prepare(app: any SimulatedApp.Type, config: AppConfig, goal: FunnelGoal, language: Language,
                 states: LearnedStates?) throws -> PreparedRun {
        let split = try UserSplit(config: config, experiment: experiment, variants: variants)
        // Users walk in their model's alphabet; the goal's reach is always measured in tasks,
        // whose states are finite (for goal-directed users the two are one graph).
        var graphs: [String: WalkGraph] = [:]
        var taskGraphs: [String: WalkGraph] = [:]
        let horizon = min(budget, 10)
        let learned = states ?? LearnedStates()
        for name in split.arms.map(\.variant) where graphs[name] == nil {
            let variant = try AppVariant(app, config: config, variant: name, language: language, parameters: launch)
                .with(parameters: goal.launch ?? [:])
            let tasks = learned.graph(variant, goal: goal.goal, alphabet: .tasks, horizon: horizon)
            taskGraphs[name] = tasks
            if case .goalDirected = model {
                graphs[name] = tasks
            } else {
                graphs[name] = learned.graph(variant, goal: goal.goal, alphabet: .keys, horizon: horizon)
            }
        }
        let reach = try checkGoal(goal, graphs: taskGraphs, order: split.arms.map(\.variant), horizon: horizon)
        return PreparedRun(split: split, graphs: graphs, reach: reach)
    }

    /// What ``prepare(app:config:goal:language:states:)`` found.
    struct PreparedRun {
        var split: UserSplit
        var graphs: [String: WalkGraph]
        /// Each variant's shortest path to the goal, and the warnings.
        var reach: (paths: [String: Int], warnings: [String])
    }

    /// Refuses a goal screen that no journey shows and no variant's search from launch reached,
    /// and warns when no variant reaches the goal at all. Returns each variant's shortest path.
    private func checkGoal(_ goal: FunnelGoal, graphs: [String: WalkGraph], order: [String], horizon: Int) throws
        -> (paths: [String: Int], warnings: [String]) {
        var names: [String] = []
        for name in order where !names.contains(name) { names.append(name) }
        if let screen = goal.goal.screen, !goal.knownScreens.contains(screen) {
            // Not a screen the journeys show: is it a screen at all?
            var known = Set(goal.knownScreens)
            let depth = min(horizon, Self.screenSearchDepth)
            for name in names where !known.contains(screen) { known.formUnion(graphs[name]!.screens(within: depth)) }
            if !known.contains(screen) {
                throw FunnelGoalError.unknownScreen(screen, known: known.sorted(), searched: depth)
            }
        }
        var paths: [String: Int] = [:]
        for name in names {
            let graph = graphs[name]!
            if let plan = graph.plan(from: graph.launch, seen: graph.launchRecordsGoalOutcome) {
                paths[name] = plan.distance
            }
        }
        var warnings: [String] = []
        if paths.isEmpty {
            let within = "within \(horizon) input\(horizon == 1 ? "" : "s") of launch"
            warnings.append(horizon == budget
                ? "no variant reaches the goal (\(goal.goal.summary)) \(within): every user will miss it; check --goal and --budget"
                : "no variant reaches the goal (\(goal.goal.summary)) \(within), as far as the search looks: "
                    + "goal-directed users will wander; check --goal")
        }
        return (paths, warnings)
    }

    /// How deep the search for a goal screen's existence goes: the explorer's default depth,
    /// which reaches every screen of the seed app.
    static let screenSearchDepth = 6

    /// One user's walk on `graph`: along its learned edges, and on a Simulation of its own past
    /// the states the graph has room for.
    /// `coupled` walks use common random numbers (see ``Walker/coupled``), for paired users.
    func walk(user: String, graph: WalkGraph, stages: [String], coupled: Bool = false) -> UserResult {
        var walker = Walker(user: user, seed: seed, model: model, stages: stages, recordsInputs: recordsInputs)
        walker.coupled = coupled
        var node = graph.launch
        var seen = graph.launchRecordsGoalOutcome
        var live: Simulation?
        walker.advance(graph.nodes[node].screen)
        while walker.inputs < budget {
            let count = graph.nodes[node].actions.count
            guard count > 0 else { break }
            if walker.givesUp() { return walker.result(goalReached: false, abandoned: true) }
            let plan = walker.followsPlan() ? graph.plan(from: node, seen: seen) : nil
            let chosen = walker.choose(among: count, plan: plan?.actions ?? [],
                                       keys: walker.coupled ? graph.inputKeys(of: node) : [])
            walker.record(graph.nodes[node].actions[chosen])
            switch graph.step(from: node, action: chosen, live: &live) {
            case let .edge(edge):
                seen = seen || edge.recordsGoalOutcome
                node = edge.target
                if graph.isGoal(node, seen: seen) { return walker.result(goalReached: true) }
                walker.advance(graph.nodes[node].screen)
            case let .beyond(recorded):
                // The graph is full: go on with the Simulation that shows the new state.
                guard let simulation = live else { return walker.result(goalReached: false) }
                return walkBeyond(simulation, graph: graph, walker: &walker, seen: seen || recorded)
            }
        }
        return walker.result(goalReached: false)
    }

    /// The rest of a walk on its own Simulation, with the same draws as on the graph (goal-directed
    /// users have no shortest paths out here, so they pick at random).
    private func walkBeyond(_ simulation: Simulation, graph: WalkGraph, walker: inout Walker, seen: Bool) -> UserResult {
        var seen = seen
        if graph.isGoal(simulation.snapshot, seen: seen) { return walker.result(goalReached: true) }
        walker.advance(simulation.snapshot.active?.identifier)
        while walker.inputs < budget {
            let actions = graph.actions(for: simulation.snapshot)
            guard !actions.isEmpty else { break }
            if walker.givesUp() { return walker.result(goalReached: false, abandoned: true) }
            _ = walker.followsPlan()
            let chosen = walker.choose(among: actions.count, plan: [],
                                       keys: walker.coupled ? actions.map(WalkGraph.inputKey) : [])
            walker.record(actions[chosen])
            for event in actions[chosen] { seen = graph.records(simulation.send(event).events) || seen }
            if graph.isGoal(simulation.snapshot, seen: seen) { return walker.result(goalReached: true) }
            walker.advance(simulation.snapshot.active?.identifier)
        }
        return walker.result(goalReached: false)
    }
}

/// One user's draws and progress: their generator, inputs made, funnel stages reached and, when
/// asked, the inputs themselves.
struct Walker {
    var generator: SplitMix64
    let model: UserModel
    let stages: [String]
    var inputs = 0
    var stagesReached = 0
    var recorded: [Event]?
    /// Common random numbers, for paired users who walk every variant: each input takes the same
    /// draws in every variant (give up, follow the plan, one draw for the choice), and the choice
    /// goes to the input whose key, hashed with that draw, is smallest. So where two screens offer
    /// the same inputs the user picks the same one, and where they differ the user picks the same
    /// one whenever it is offered on both and wins (the chance of that is the share of inputs the
    /// screens have in common); each choice is still uniform among what the screen offers.
    var coupled = false

    init(user: String, seed: UInt64, model: UserModel, stages: [String], recordsInputs: Bool) {
        generator = SplitMix64(seed: seed, salt: user)
        self.model = model
        self.stages = stages
        recorded = recordsInputs ? [] : nil
    }

    /// Before an input, a goal-directed user gives up with probability 1 / (patience + 1).
    mutating func givesUp() -> Bool {
        let abandonment = model.abandonment
        return abandonment > 0 && generator.nextUnit() < abandonment
    }

    /// Whether this input follows a shortest path (probability 1 − epsilon); uniform users never do.
    mutating func followsPlan() -> Bool {
        guard case let .goalDirected(epsilon, _) = model else { return false }
        return generator.nextUnit() >= epsilon
    }

    /// A step of the plan when there is one (drawn among equally short ones), else any of `count` inputs.
    /// `keys` name each of the `count` inputs for ``coupled`` choices.
    mutating func choose(among count: Int, plan: [Int], keys: [UInt64] = []) -> Int {
        if coupled {
            let draw = generator.next()
            let candidates = plan.isEmpty ? Array(0..<count) : plan
            return candidates.min { Self.race(draw, keys[$0]) < Self.race(draw, keys[$1]) }!
        }
        if plan.count == 1 { return plan[0] }
        if !plan.isEmpty { return plan[generator.next(below: plan.count)] }
        return generator.next(below: count)
    }

    /// The place of an input with `key` in a coupled choice that drew `draw`: SplitMix64's finalizer
    /// of the two mixed, so a different draw orders the inputs independently.
    static func race(_ draw: UInt64, _ key: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: draw ^ key)
        return generator.next()
    }

    mutating func record(_ events: [Event]) {
        inputs += 1
        recorded?.append(contentsOf: events)
    }

    /// Counts the next funnel stage when `screen` is it.
    mutating func advance(_ screen: String?) {
        if stagesReached < stages.count, screen == stages[stagesReached] { stagesReached += 1 }
    }

    func result(goalReached: Bool, abandoned: Bool = false) -> UserResult {
        UserResult(stagesReached: stagesReached, goalReached: goalReached, inputsToGoal: goalReached ? inputs : nil,
                   inputs: inputs, abandoned: abandoned, inputsTaken: recorded)
    }
}

/// What synthetic users have learned about an app's states (see ``SyntheticUsers/simulate(app:config:goal:language:states:progress:)``):
/// each variant's states and where each input leads, so a later run starts where the last stopped.
public final class LearnedStates {
    private var graphs: [String: WalkGraph] = [:]
    /// The most states each variant's graph keeps; nil for the defaults (5,000 for key-by-key walkers, 50,000 for tasks).
    public let stateLimit: Int?

    /// An empty store; `stateLimit` nil keeps the default bounds.
    public init(stateLimit: Int? = nil) {
        self.stateLimit = stateLimit
    }

    func graph(_ variant: AppVariant, goal: Goal, alphabet: WalkGraph.Alphabet, horizon: Int) -> WalkGraph {
        // Everything a graph's states and edges depend on: the variant as launched, the goal, the alphabet.
        let parameters = variant.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let key = "\(variant.name)|\(variant.language)|\(parameters)|\(goal)|\(alphabet)|\(horizon)"
        if let graph = graphs[key] { return graph }
        let graph = WalkGraph(app: variant, goal: goal, alphabet: alphabet, horizon: horizon, nodeLimit: stateLimit)
        graphs[key] = graph
        return graph
    }
}

/// Every user of a run, by variant, before it is summed up into a ``SyntheticReport``.
public struct SyntheticRun: Sendable {
    /// The settings the users ran with.
    public var options: SyntheticUsers
    /// How users were put in variants.
    public var split: UserSplit
    /// The goal users tried to reach, with its funnel stages.
    public var goal: FunnelGoal
    /// The shortest path from launch to the goal on each variant that reaches it, in inputs.
    public var shortestPaths: [String: Int]
    /// What makes the result doubtful, e.g. no variant reaching the goal within the budget.
    public var warnings: [String]
    /// One list per arm of ``split``, in user order.
    public var results: [[UserResult]]
    /// Users left out of the experiment, by `Assignment.Reason` raw value.
    public var excluded: [String: Int]
}

/// How far one synthetic user got.
public struct UserResult: Hashable, Codable, Sendable {
    /// How many funnel stages (screens before the goal) the user reached, in order.
    public var stagesReached: Int
    /// True when the user reached the goal, through every stage or not.
    public var goalReached: Bool
    /// The inputs the user made up to the goal; nil when it was not reached.
    public var inputsToGoal: Int?
    /// The inputs the user made.
    public var inputs: Int
    /// The user gave up (patience) before the goal and before the budget ran out.
    public var abandoned: Bool
    /// The user's inputs, when the run records them (``SyntheticUsers/recordsInputs``).
    public var inputsTaken: [Event]?

    package init(stagesReached: Int, goalReached: Bool, inputsToGoal: Int?, inputs: Int = 0, abandoned: Bool = false,
                inputsTaken: [Event]? = nil) {
        self.stagesReached = stagesReached
        self.goalReached = goalReached
        self.inputsToGoal = inputsToGoal
        self.inputs = inputs
        self.abandoned = abandoned
        self.inputsTaken = inputsTaken
    }
}

extension SplitMix64 {
    /// A uniform Double in [0, 1) from the top 53 bits of the next value.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
