import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// The compositional search: the states outside the tab bar explored directly, then each group
/// of tabs on its own from the tab bar's entry state, and the tab-bar states counted as the
/// product of the groups' states, after checking that the product is what the app really does.
///
/// Checked before composing, each exhaustively over the groups' own states unless said:
/// - *local respect*: a step on a group's tab changes no other tab's stack and selects no other
///   tab (on every local step);
/// - *output consistency*: every local state equals the composition of its part with the entry
///   (on every local state), and two groups never change the same coordinator's children;
/// - *switch neutrality*: from every local state without a modal, selecting each tab of every
///   other group, coming back, and selecting it again, gives the composed states predicted (a
///   tab may change on its first selection only);
/// - *step consistency* (a test, not a proof): every local transition re-run with each other
///   group in a few other states (its deepest, its most effectful, one after a modal, and one for
///   each value of the app's model state it writes, which another group's step may read), each
///   step's whole structural state compared with the composed one.
/// A failure of any of them is an ``ComposedExploration/Interference``; the two groups are merged
/// and explored together, and the search starts over.
final class CompositionalSearch {
    let explorer: Explorer
    let checks: Checks
    let configuration: AppConfiguration
    var result: ComposedExploration
    var launches = 0
    var steps = 0

    // The phase: states outside the tab bar.
    var phaseKeys: [StateKey] = []
    var phaseIndex: [StateKey: Int] = [:]
    var phasePaths: [[Input]] = []
    var phaseTransitions = 0
    var phaseRejected = 0
    /// The entry state into the tab bar and the shortest path to it.
    var entry: StateKey?
    var entryPath: [Input] = []
    var entryKeys: [StateKey] = []
    /// The shortest path to each entry, by number.
    var entryPaths: [[Input]] = []
    /// Entries after the first that turned out to be states outside the tab bar (the tab bar
    /// under a modal that no tab shows): their phase states, by entry number.
    var entriesMadePhase: [Int: Int] = [:]
    /// The phase edges into each entry after the first (state, edge), to redirect when it is made a phase state.
    var edgesIntoEntries: [Int: [(state: Int, edge: Int)]] = [:]
    /// Where each phase state's accepted inputs led, in alphabet order, for graphs.
    var phaseEdges: [[(input: Input, to: Int?, effects: [String])]] = []
    /// Each phase state's state-check problems, reported when it is expanded (its path final then).
    var phaseProblems: [[(Invariant, String, Expectation?)]] = []
    /// Whether each phase state's inputs have been tried (its path is final from then on).
    var phaseExpanded: [Bool] = []
    /// Phase states to expand, by the length of their path so far, each list taken in order
    /// from its first not taken.
    var phaseOpen: [Int: (states: [Int], taken: Int)] = [:]
    /// Whether launch shows the tab bar: no state outside it comes before the entry.
    var launchedInTabBar = false
    /// The groups as composed at the end.
    var finalGroups: [[Int]] = []

    var explored: [[Int]: LocalGraph] = [:]
    /// The shortest violations of each invariant seen, shortest first (at most
    /// ``candidatesKept``): the first whose replay from launch breaks the invariant is reported,
    /// so one path that does not replay (a check made on a live app holding what its key
    /// misses) cannot hide a finding another path confirms.
    var violations: [String: [Violation]] = [:]
    /// How many paths of one invariant are kept: a few, since most replays confirm the first.
    static let candidatesKept = 8
    var fallback: String?
    /// The child coordinators left undecided at the entry into the tab bar, by type (a lazy tab's
    /// own coordinator): a group state with more is judged again with that tab filled.
    lazy var undecidedAtEntry: [String: Int] = Checks.undecidedTypes(OwnershipAudit(replay(entryPath).snapshot))
    /// The first step the app took that coordsim does not model (without ids): the product search
    /// then runs, to say where (a local path does not reach it from launch).
    var unmodelledMet: String?
    /// The first launch's state, and whether a later launch started elsewhere.
    var firstLaunch: StateKey?
    var launchDiffers = false
    /// The inputs sent since the last launch, to any simulation: where the next launch differs, one
    /// of them wrote what it read.
    private var sentSinceLaunch: [Input] = []
    /// Conflicts replayed from launch so far, over every group (see ``ConflictLog/replaysLimit``).
    var conflictReplays = 0
    /// The groups whose exits from the tab bar have been re-entered (``auditExits(_:)``).
    var exitsAudited = Set<[Int]>()
    /// The progress closure of ``run(progress:)`` and when the run started, for the groups' searches.
    var progress: ((ExplorationProgress) -> Void)?
    var started = ContinuousClock.now
    /// The groups of the round being explored, for progress.
    var roundGroups: [[Int]] = []
    /// Set where a search stopped for the explorer's cancellation (see ``noteProgress(of:)``).
    var interrupted = false
    /// The product search's result when it ran instead and was interrupted, for its graph.
    var interruptedProduct: ExplorationResult?
    /// Why the graph is drawn from the product search though the composition is complete.
    var drawingFallback: String?

    /// The most combinations the app's invariants are checked on.
    static let combinationCap = 2_000_000
    /// The most states one group may have before the product search runs instead: far above a
    /// tab's own states in a real app (the shop's largest tab has 90), reached when states never end.
    static let groupLimit = 50_000
    /// How many other states of each other group step consistency re-runs a group's steps in.
    static let contextsPerGroup = 3

    init(_ explorer: Explorer) {
        self.explorer = explorer
        configuration = explorer.app.app.configuration
        checks = Checks(enabled: explorer.invariants, app: configuration)
        result = ComposedExploration(variant: explorer.app.name)
        result.launch = explorer.app.parameters
        result.invariants = explorer.invariants
    }

    // MARK: Driving the app

    struct Sent {
        var rejection: String?
        /// Refused with nothing journaled: the app still shows the state it was sent in.
        var silent = false
        var effects: [String] = []
    }

    func launch() -> Simulation {
        launches += 1
        let simulation = Navigator.makeSimulation(explorer.app)
        let sent = sentSinceLaunch
        sentSinceLaunch.removeAll(keepingCapacity: true)
        // Every replay starts from a launch: one that starts elsewhere (state kept between
        // launches) would make every replay wrong, so the search stops there and says so.
        let launched = StateKey.of(simulation)
        if let firstLaunch {
            if launched != firstLaunch, !launchDiffers {
                launchDiffers = true
                result.launchDifference = SnapshotDiff(from: firstLaunch.snapshot, to: launched.snapshot).changes.map(\.description)
                // The last launch started where the first did: one of the inputs since wrote what this one read.
                if sent.count == 1 { result.launchDifferedAfter = sent[0] } else { result.launchDifferedAmong = sent }
            }
        } else {
            firstLaunch = launched
        }
        return simulation
    }

    func send(_ input: Input, to simulation: Simulation) -> Sent {
        sentSinceLaunch.append(input)
        var sent = Sent()
        for (offset, event) in input.events.enumerated() {
            steps += 1
            let outcome = simulation.perform(event)
            if offset == 0, let refused = outcome.rejection {
                sent.rejection = refused
                sent.silent = outcome.events.isEmpty
                break
            }
            sent.effects += outcome.events.compactMap(Explorer.effect)
            if let message = outcome.events.lazy.compactMap(\.unmodelledBehaviour).first.map(Search.withoutIDs) {
                // Refused, as the product search takes it: what lies past it is not what a device shows.
                if sent.rejection == nil { sent.rejection = message }
                if unmodelledMet == nil { unmodelledMet = message }
            }
        }
        return sent
    }

    func replay(_ path: [Input]) -> Simulation {
        let simulation = launch()
        for input in path { _ = send(input, to: simulation) }
        return simulation
    }

    /// Whether a violation of `name` with a path of `pathLength` inputs would be kept.
    func admits(_ name: String, pathLength: Int) -> Bool {
        guard let known = violations[name], known.count >= Self.candidatesKept else { return true }
        return pathLength < known.last!.path.count
    }

    func report(_ problems: [(Invariant, String, Expectation?)], path: @autoclosure () -> [Input]) {
        guard !problems.isEmpty else { return }
        let inputs = path()
        for (invariant, message, expectation) in problems where admits(invariant.name, pathLength: inputs.count) {
            var known = violations[invariant.name, default: []]
            guard !known.contains(where: { $0.path == inputs }) else { continue }
            let place = known.firstIndex { $0.path.count > inputs.count } ?? known.count
            known.insert(Violation(invariant: invariant, message: message, path: inputs, expectation: expectation), at: place)
            violations[invariant.name] = Array(known.prefix(Self.candidatesKept))
        }
    }

    // MARK: The run

    func run(progress: ((ExplorationProgress) -> Void)?) -> ComposedExploration {
        self.progress = progress
        started = ContinuousClock.now
        /// Reports progress between rounds; returns whether the explorer's cancellation stops the run here.
        func note(_ stage: Int) -> Bool {
            progress?(ExplorationProgress(states: statesFound(), frontier: 0, transitions: 0, depth: stage,
                                          elapsed: ContinuousClock.now - started))
            return cancellationStops()
        }
        if explorer.depth != nil {
            fallback = "a depth bound counts paths through the product; composing counts the whole space"
        } else {
            explorePhase()
            // A single stack (no tab bar) has nothing to compose, and the phase alone does not
            // check its key where model state is written: the product search does both.
            if fallback == nil, entry == nil, !launchDiffers, !interrupted, !cancellationStops() {
                fallback = "the app never showed a tab bar: there are no tabs to compose"
            }
        }
        var groups: [[Int]] = []
        if !note(0), fallback == nil, let entry {
            groups = entry.snapshot.stacks.indices.map { [$0] }
            // Each round merges two groups or ends: at most one round per tab.
            var rounds = 0
            while fallback == nil {
                roundGroups = groups
                guard let merge = exploreAndCheck(groups, entry: entry.snapshot), !interrupted else { break }
                rounds += 1
                // Before merging: an interrupted report gives the groups this round explored.
                if note(rounds) { break }
                let before = groups.count
                groups = merged(groups, merge)
                if groups.count == before {
                    fallback = "tabs \(merge.0 + 1) and \(merge.1 + 1) interfere within one group"
                }
            }
        }
        if interrupted {
            return interruptedResult(groups)
        }
        if launchDiffers {
            // Not the product search: in this process its launches would start from what the app kept.
            result.stoppedAtLaunch = true
            return partialResult(groups)
        }
        if fallback == nil, let unmodelledMet {
            fallback = "\(unmodelledMet): the product search says where the app does it"
        }
        if let fallback {
            return productResult(reason: fallback)
        }
        finalGroups = groups
        let graphs = groups.compactMap { explored[$0] }
        if let entry {
            routeGroups(graphs, entry: entry.snapshot)
            reportRoutedFindings(graphs)
            judgeOwnershipLeftToOtherTabs(graphs, entry: entry.snapshot)
        }
        shortenPhasePaths(graphs)
        if let entry { compose(groups, entry: entry.snapshot) }
        result.coverage = coverage(graphs)
        return finished()
    }

    /// The checks' coverage over every group's local states and transitions and the states
    /// outside the tab bar: each local state is a composed state (the other groups as at the
    /// entry), and a check that judges something in some combination judges it in some group.
    private func coverage(_ graphs: [LocalGraph]) -> CheckCoverage {
        let states = graphs.flatMap { $0.keys.map(\.snapshot) } + phaseKeys.map(\.snapshot)
        var transitions: [(from: Snapshot, input: Input)] = []
        for graph in graphs {
            for state in graph.outcomes.indices {
                for (position, outcome) in graph.outcomes[state].enumerated() {
                    if case .refused = outcome { continue }
                    transitions.append((graph.keys[state].snapshot, graph.alphabets[state][position]))
                }
            }
        }
        for (state, edges) in phaseEdges.enumerated() {
            for edge in edges where edge.to != nil { transitions.append((phaseKeys[state].snapshot, edge.input)) }
        }
        var coverage = CheckCoverage(states: states, transitions: transitions, invariants: result.invariants,
                                     app: explorer.app.app.configuration)
        coverage.counted = "local states"
        return coverage
    }

    /// The result, with what every ending shares: the counts so far, the findings confirmed by a
    /// replay and sorted, whether the key held, and the time.
    private func finished() -> ComposedExploration {
        result.phaseStates = phaseKeys.count
        result.entries = entryKeys.count - entriesMadePhase.count
        result.searchedStates = statesFound()
        result.appSteps = steps
        result.launches = launches
        result.violations = violations.values.compactMap { $0.lazy.compactMap(confirmed).first }
            .sorted { ($0.path.count, $0.invariant.name) < ($1.path.count, $1.invariant.name) }
        if result.conflictsSeen > 0 || result.unexplained > 0 || result.unreproducible > 0 || result.launchDifference != nil {
            result.isSound = false
        }
        result.duration = ContinuousClock.now - started
        return result
    }

    /// States the searches found: outside the tab bar, and each group of the round being explored so far.
    private func statesFound() -> Int {
        phaseKeys.count + roundGroups.reduce(0) { $0 + (explored[$1]?.count ?? 0) }
    }

    /// Reports a group's search's progress (every 1,024 inputs it tries) and returns whether the
    /// explorer's cancellation stops it there.
    func noteProgress(of graph: LocalGraph) -> Bool {
        if let progress {
            let open = graph.keys.indices.count { graph.outcomes[$0].count < graph.alphabets[$0].count }
            let others = phaseKeys.count + roundGroups.filter { $0 != graph.tabs }.reduce(0) { $0 + (explored[$1]?.count ?? 0) }
            progress(ExplorationProgress(states: others + graph.count, frontier: open,
                                         transitions: graph.keys.indices.reduce(0) { $0 + graph.accepted($1) },
                                         depth: graph.depths.last ?? 0, elapsed: ContinuousClock.now - started,
                                         group: graph.tabs.map { $0 + 1 }, groupStates: graph.count))
        }
        return cancellationStops()
    }

    /// Reports how far a check that runs after the groups' searches has got, and returns whether
    /// the explorer's cancellation stops it there.
    func noteCheck(_ name: String, _ unit: String, done: Int, total: Int) -> Bool {
        progress?(ExplorationProgress(states: statesFound(), frontier: 0, transitions: 0, depth: 0,
                                      elapsed: ContinuousClock.now - started,
                                      check: .init(name: name, unit: unit, done: done, total: total)))
        return cancellationStops()
    }

    /// Whether the explorer's cancellation stops the run here (noted in ``interrupted``). Asked
    /// where progress is reported, and by the checks of what composing assumes once per state or
    /// context they start from: they can take most of a large app's run.
    func cancellationStops() -> Bool {
        if explorer.cancellation?.isCancelled == true { interrupted = true }
        return interrupted
    }

    /// Reports the phase's progress (every 256 states it expands) and returns whether the explorer's
    /// cancellation stops it there.
    func notePhaseProgress(state: Int) -> Bool {
        progress?(ExplorationProgress(states: phaseKeys.count, frontier: phaseExpanded.count { !$0 },
                                      transitions: phaseTransitions, depth: phasePaths[state].count,
                                      elapsed: ContinuousClock.now - started))
        return cancellationStops()
    }

    /// What the run found before it was cancelled: the states outside the tab bar, each group's
    /// states so far (the one interrupted partly searched), and the findings so far, each confirmed
    /// by a replay. Nothing is composed: the composed count needs every group complete.
    private func interruptedResult(_ groups: [[Int]]) -> ComposedExploration {
        result.isInterrupted = true
        return partialResult(groups)
    }

    /// What the run found before it ended early (cancelled, or where a launch differed): the
    /// states outside the tab bar, each group's so far, and the findings, each confirmed by a replay.
    private func partialResult(_ groups: [[Int]]) -> ComposedExploration {
        for tabs in groups {
            guard let graph = explored[tabs] else { continue }
            // A group cut short has no parts yet: its background is not known.
            let complete = graph.partOf.count == graph.count
            if !complete { result.interruptedGroup = tabs.map { $0 + 1 } }
            result.groups.append(graph.summary(backgroundKnown: complete))
        }
        roundGroups = groups
        return finished()
    }

    /// The groups with the two groups holding `tabs` made one.
    private func merged(_ groups: [[Int]], _ tabs: (Int, Int)) -> [[Int]] {
        let first = groups.first { $0.contains(tabs.0) } ?? [tabs.0]
        let second = groups.first { $0.contains(tabs.1) } ?? [tabs.1]
        guard first != second else { return groups }
        return (groups.filter { $0 != first && $0 != second } + [(first + second).sorted()]).sorted { $0[0] < $1[0] }
    }

    /// The product search's result as a composed one, when composing is not possible.
    private func productResult(reason: String) -> ComposedExploration {
        let found = explorer.run(progress: progress)
        result.fallback = reason
        result.isInterrupted = found.limit == .interrupted
        if case .maxStates? = found.limit { result.stoppedAtStateLimit = true }
        if result.isInterrupted { interruptedProduct = found }
        result.searchedStates = found.states.count
        result.states = found.states.count
        result.composedStates = found.states.filter { $0.snapshot.rootKind == .tabBar }.count
        result.phaseStates = found.states.count - (result.composedStates ?? 0)
        result.transitions = found.transitions.count
        result.rejected = found.rejected
        result.violations = found.violations
        // The groups' searches saw the first launch of the process: their difference comes first.
        // The product search, launched after them, names the input after which it saw one.
        if result.launchDifference == nil {
            result.launchDifference = found.launchDifference
            result.launchDifferedAfter = found.launchDifferedAfter
        }
        result.isSound = found.isSound && result.launchDifference == nil
        result.unmodelled = found.unmodelled
        result.hiddenStates = found.hiddenStates
        result.conflictsSeen = found.conflictsSeen
        result.unexplained = found.unexplained
        result.saturationMerges = found.saturationMerges
        result.coverage = found.coverage
        result.probes = found.probes
        result.appSteps = found.appSteps + steps
        result.launches = launches
        result.duration = ContinuousClock.now - started
        if !found.isComplete { result.checked.append("the product search: \(found.headline)") }
        return result
    }

    // MARK: The phase

    /// The states outside the tab bar reached from launch, up to the tab bar's entry. An app that
    /// launches into its tab bar has none yet: the groups' exits (a log out) add them later.
    private func explorePhase() {
        let launched = launch()
        let first = StateKey.of(launched)
        let problems = checks.state(launched.snapshot, keyed: first.snapshot)
        if Self.entersTabBar(first.snapshot) {
            launchedInTabBar = true
            report(problems, path: [])
            entry = first
            entryKeys = [first]
            entryPaths = [[]]
            return
        }
        _ = addPhaseState(first, path: [], problems: problems)
        expandPhase()
    }

    /// Adds a state outside the tab bar, to be expanded; `problems` are its state checks, reported
    /// once its path is final.
    func addPhaseState(_ key: StateKey, path: [Input], problems: [(Invariant, String, Expectation?)]) -> Int? {
        guard phaseKeys.count < explorer.maxStates else {
            fallback = "more than \(explorer.maxStates) states outside the tab bar"
            return nil
        }
        let index = phaseKeys.count
        phaseIndex[key] = index
        phaseKeys.append(key)
        phasePaths.append(path)
        phaseEdges.append([])
        phaseProblems.append(problems)
        phaseExpanded.append(false)
        phaseOpen[path.count, default: ([], 0)].states.append(index)
        return index
    }

    /// Gives a phase state not yet expanded a shorter path, when `path` is one.
    func offerPhasePath(_ state: Int, _ path: [Input]) {
        guard !phaseExpanded[state], path.count < phasePaths[state].count else { return }
        phasePaths[state] = path
        phaseOpen[path.count, default: ([], 0)].states.append(state)
    }

    /// The states outside the tab bar not yet expanded, shortest path first (a breadth-first
    /// search from several starts: launch, and each exit from the tab bar), so that each state's
    /// path is final when it is expanded and its findings get it; the first tab-bar state reached
    /// is the entry.
    func expandPhase() {
        var expanded = 0
        while let length = phaseOpen.keys.min() {
            let current = phaseOpen[length]!.states[phaseOpen[length]!.taken]
            phaseOpen[length]!.taken += 1
            if phaseOpen[length]!.taken == phaseOpen[length]!.states.count { phaseOpen[length] = nil }
            // A state offered a shorter path is queued again; its older, longer entry is stale.
            guard !phaseExpanded[current], phasePaths[current].count == length else { continue }
            expanded += 1
            if expanded & 255 == 0, notePhaseProgress(state: current) || launchDiffers { return }
            phaseExpanded[current] = true
            let key = phaseKeys[current]
            let path = phasePaths[current]
            report(phaseProblems[current], path: path)
            phaseProblems[current] = []
            let alphabet = alphabet(of: key.snapshot)
            var simulation: Simulation?
            for input in alphabet {
                let running = simulation ?? replay(path)
                if simulation == nil { noteReplay(of: path, reached: running, expected: key) }
                simulation = nil
                let sent = send(input, to: running)
                if sent.silent {
                    phaseRejected += 1
                    report(checks.transition(from: key.snapshot, input, to: key.snapshot, rejection: sent.rejection),
                           path: path + [input])
                    simulation = running
                    continue
                }
                let after = StateKey.of(running)
                report(checks.transition(from: key.snapshot, input, to: after.snapshot, rejection: sent.rejection),
                       path: path + [input])
                if sent.rejection != nil {
                    phaseRejected += 1
                    continue
                }
                phaseTransitions += 1
                // Once the tab bar has been entered, a tab-bar state under a modal may be one a
                // tab shows too (a link kept until login, followed then): an entry, until
                // ``resolveEntries(_:)`` finds it is not.
                if Self.entersTabBar(after.snapshot) || (entry != nil && after.snapshot.rootKind == .tabBar) {
                    let number = entryKeys.firstIndex(of: after) ?? entryKeys.count
                    if number == entryKeys.count {
                        entryKeys.append(after)
                        entryPaths.append(path + [input])
                        report(checks.state(running.snapshot, keyed: after.snapshot), path: path + [input])
                        if entry == nil {
                            entry = after
                            entryPath = path + [input]
                        }
                    }
                    if let phase = entriesMadePhase[number] {
                        phaseEdges[current].append((input, phase, sent.effects))
                        offerPhasePath(phase, path + [input])
                    } else {
                        if number > 0 { edgesIntoEntries[number, default: []].append((current, phaseEdges[current].count)) }
                        phaseEdges[current].append((input, nil, sent.effects))
                    }
                    continue
                }
                if let known = phaseIndex[after] {
                    offerPhasePath(known, path + [input])
                    phaseEdges[current].append((input, known, sent.effects))
                } else {
                    guard let added = addPhaseState(after, path: path + [input],
                                                    problems: checks.state(running.snapshot, keyed: after.snapshot))
                    else { return }
                    phaseEdges[current].append((input, added, sent.effects))
                }
            }
        }
    }

    /// A state's inputs: its controls, back and the rest (``Input/alphabet(of:sampleText:)``), then
    /// each deep link (`--deep-link`), as the product search tries them.
    func alphabet(of snapshot: Snapshot) -> [Input] {
        Input.alphabet(of: snapshot, sampleText: configuration.sampleText(for:)) + explorer.deepLinks.map(Input.open)
    }

    /// Whether a state reached outside the tab bar enters it: the tab bar with no modal up. Until
    /// then (an onboarding presented over the tab bar at launch), the states are the phase's.
    static func entersTabBar(_ snapshot: Snapshot) -> Bool {
        snapshot.rootKind == .tabBar && snapshot.modal == nil
    }

    /// A state before the entry that shows the tab bar under a modal could also be a state of the
    /// selected tab's group, which would then be counted twice; such an app is handed to the
    /// product search. Conservative: a composed state's modal is its foreground group's, so a
    /// group that never shows that modal cannot compose the state.
    func phaseOverlapsGroups(_ graphs: [LocalGraph]) -> String? {
        for key in phaseKeys where key.snapshot.rootKind == .tabBar {
            guard let modal = key.snapshot.modal, let selected = key.snapshot.selectedTab,
                  let graph = graphs.first(where: { $0.tabs.contains(selected) }),
                  graph.keys.contains(where: { $0.snapshot.modal == modal }) else { continue }
            let screens = modal.screens.map(\.identifier).joined(separator: ", ")
            return "the modal shown over the tab bar before it is entered (\(screens)) is also presented on tab "
                + "\(selected + 1); composing would count its states twice"
        }
        return nil
    }

    /// A state outside the tab bar reached from launch, expanded before the groups existed, may be
    /// nearer through the tab bar (from an exit, at least the entry's path plus two inputs away).
    /// Works out every phase state's shortest path over launch, the phase's edges and the final
    /// groups' exits; each state it shortens gets that path, and its checks are made again on it,
    /// so its findings keep the shortest path from launch.
    func shortenPhasePaths(_ graphs: [LocalGraph]) {
        guard !phaseKeys.isEmpty else { return }
        var best = phasePaths
        var open: [Int: [Int]] = [:]
        func offer(_ state: Int, _ path: [Input]) {
            guard path.count < best[state].count else { return }
            best[state] = path
            open[path.count, default: []].append(state)
        }
        for graph in graphs {
            for state in graph.keys.indices {
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    guard case let .exit(phase) = outcome else { continue }
                    offer(phase, route(to: state, of: graph) + [graph.alphabets[state][index]])
                }
            }
        }
        guard !open.isEmpty else { return }
        var shortened: [Int] = []
        var done = Set<Int>()
        while let length = open.keys.min() {
            let states = open.removeValue(forKey: length)!
            for state in states where best[state].count == length && done.insert(state).inserted {
                shortened.append(state)
                for (input, target, _) in phaseEdges[state] {
                    if let target { offer(target, best[state] + [input]) }
                }
            }
        }
        for state in shortened where best[state].count < phasePaths[state].count {
            if cancellationStops() { return }
            phasePaths[state] = best[state]
            let path = best[state]
            let key = phaseKeys[state]
            let shown = replay(path)
            report(checks.state(shown.snapshot, keyed: StateKey.snapshot(of: shown)), path: path)
            for input in alphabet(of: key.snapshot) {
                let running = replay(path)
                let sent = send(input, to: running)
                let after = sent.silent ? key.snapshot : StateKey.snapshot(of: running)
                report(checks.transition(from: key.snapshot, input, to: after, rejection: sent.rejection), path: path + [input])
            }
        }
    }

    /// The states outside the tab bar that groups' steps left the tab bar for and the search
    /// from launch did not reach (a log out, in an app launched logged in): each is given its
    /// shortest exit over the groups (their paths are final now), then the phase goes on from them.
    func expandPhaseFromExits(_ graphs: [LocalGraph]) {
        guard phaseExpanded.contains(false) else { return }
        for graph in graphs {
            for state in graph.keys.indices {
                for (index, outcome) in graph.outcomes[state].enumerated() {
                    guard case let .exit(phase) = outcome, !phaseExpanded[phase] else { continue }
                    offerPhasePath(phase, entryPath + graph.path(to: state) + [graph.alphabets[state][index]])
                }
            }
        }
        expandPhase()
    }
}
