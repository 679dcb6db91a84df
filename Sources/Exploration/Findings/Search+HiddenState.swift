import CoordinatorKit
import CoordsimApp
import Journeys
import Simulation

/// The key-determinism checks: the search is exact only if two histories that reach the same key
/// then act alike on every input. Where they don't, the app holds state the key misses, and the
/// search says so as a ``HiddenState`` instead of merging the two.
///
/// It looks where model state is written rather than sampling: after an input that starts or
/// ends a flow, opens a deep link or changes the root, the tour re-sends one of the reached
/// state's recorded inputs (a probe; after a root change, a recorded walk of two), and after a
/// control that changed nothing the key shows, every one, and compares the outcome with the
/// recorded one; and every
/// walk over recorded transitions and every replay from launch is checked against the state it
/// should reach.
extension Search {
    /// The longest history kept since the last launch: a longer one is cut by a replay from
    /// launch, so that a conflict's history can be replayed and shortened cheaply.
    static let traceLimit = 1024

    /// After `input` from `from` reached `target`, a known state: when the input is where model
    /// state is written, re-sends one of `target`'s recorded inputs and compares. After a control
    /// that stayed (a self-loop: the write changed nothing the key shows), it re-sends every one,
    /// walking back over recorded transitions between them: the tour sends that control in that
    /// state once, so one input taken in turn would leave the others unchecked (a Pin whose hidden
    /// flag only History reads, with History recorded before the Pin).
    func probeKey(after input: Input, effects: [String], from: Int, reached target: Int) {
        guard explorer.probesHiddenState, table.exitCount(target) > 0,
              Self.mayWriteModel(input, effects: effects, from: result.states[from].snapshot,
                                 to: result.states[target].snapshot, selfLoop: from == target) else { return }
        guard from == target else {
            // After a root change, a walk two deep in turn; else one recorded input in turn.
            let walk = result.states[from].snapshot.rootKind != result.states[target].snapshot.rootKind
                ? rootChangeWalk(from: target)
                : [exitStep(table.exit(target, at: Int(probeRotation[target]) % table.exitCount(target)))]
            probeRotation[target] &+= 1
            var at = target
            for step in walk {
                probe(StateTable.Exit(input: step.input, to: step.to), from: at)
                guard navigator.shows == step.to else { return }
                at = step.to
            }
            return
        }
        for position in 0..<table.exitCount(target) {
            // Back in the live app, which holds the write: a replay from launch would not.
            if position > 0 {
                guard let at = navigator.shows, let route = navigator.route(from: at, to: target),
                      navigator.walk(route, to: target, overRecorded: true) else { return }
                navigator.revisits.walked += 1
            }
            probe(table.exit(target, at: position), from: target)
        }
    }

    /// A recorded exit as a walk's step.
    private func exitStep(_ exit: StateTable.Exit) -> (input: Input, to: Int) { (exit.input, exit.to) }

    /// The walk two inputs deep over recorded transitions from `target` that the next probe after
    /// a root change (a log out, a log in) takes, each in turn: what the old root's screens wrote
    /// may show only past the new root's first step (logged in again, a tab filled on its first
    /// selection reads a message the log out kept).
    private func rootChangeWalk(from target: Int) -> [(input: Input, to: Int)] {
        let exits = { (state: Int) in
            (0..<self.table.exitCount(state)).map { self.exitStep(self.table.exit(state, at: $0)) }
        }
        let walks = Self.walksTwoDeep(from: target, exits: exits, limit: Self.pairsAudited)
        guard !walks.isEmpty else { return [exitStep(table.exit(target, at: 0))] }
        return walks[Int(probeRotation[target]) % walks.count]
    }

    /// Sends `exit`'s input to the simulation, which shows `state`, and compares the outcome with
    /// the recorded one.
    private func probe(_ exit: StateTable.Exit, from state: Int) {
        result.probes += 1
        let historyEnd = navigator.trace.count
        let reached = navigator.perform([exit.input])
        navigator.shows = navigator.number(of: reached, expecting: exit.to)
        if navigator.shows != exit.to {
            noteConflict(at: state, inputs: [exit.input], recorded: exit.to, history: Array(navigator.trace[..<historyEnd]),
                         reached: reached)
        }
    }

    /// Whether `input` is where apps write model state: it started or ended a flow, opened a deep
    /// link, changed the root (log in, log out), or was a control that changed nothing the key
    /// shows (a "Book" button whose booking no screen shows, or a dead control).
    static func mayWriteModel(_ input: Input, effects: [String], from: Snapshot, to: Snapshot, selfLoop: Bool) -> Bool {
        if !effects.isEmpty || input.isDeepLink || from.rootKind != to.rootKind { return true }
        guard selfLoop else { return false }
        switch input {
        case .tap, .fill: return true
        case .tab, .back, .cancelledSwipeBack, .backMenu, .open: return false
        }
    }

    /// After a breadth-first search expanded `state`: for each input from it that may have written
    /// model state, replays to `state`, sends the input again and then one of the reached state's
    /// recorded inputs, and compares the outcome with the recorded one. The breadth-first search
    /// replays or walks between inputs, so it would never otherwise send an input after one that
    /// changed only what the key does not hold.
    func probeAfterExpanding(_ state: Int, suspects: [(input: Input, target: Int)]) {
        guard explorer.probesHiddenState else { return }
        suspects: for (input, target) in suspects where table.exitCount(target) > 0 {
            // After a control that stayed, every exit, as the tour does (``probeKey(after:effects:from:reached:)``);
            // after another write, one in turn.
            let positions = target == state ? Array(0..<table.exitCount(target))
                : [Int(probeRotation[target]) % table.exitCount(target)]
            if target != state { probeRotation[target] &+= 1 }
            // After a root change, a walk two deep in turn (see ``rootChangeWalk(from:)``).
            let rootChange = table.keys[state].snapshot.rootKind != table.keys[target].snapshot.rootKind
            for position in positions {
                let walk = rootChange ? rootChangeWalk(from: target) : [exitStep(table.exit(target, at: position))]
                result.probes += 1
                _ = navigator.reach(state)
                navigator.lastMove = nil
                let before = navigator.trace.count
                let sent = navigator.perform([input])
                guard sent == table.keys[target].snapshot else {
                    // The same state and input went elsewhere than recorded: that is the conflict.
                    noteConflict(at: state, inputs: [input], recorded: target, history: Array(navigator.trace[..<before]),
                                 reached: sent)
                    navigator.shows = nil
                    continue suspects
                }
                var at = target
                for step in walk {
                    let history = navigator.trace
                    let reached = navigator.perform([step.input])
                    let arrived = reached == table.keys[step.to].snapshot
                    navigator.shows = explorer.revisit == .replay ? nil : arrived ? step.to : table.number(of: StateKey(reached))
                    guard arrived else {
                        noteConflict(at: at, inputs: [step.input], recorded: step.to, history: history, reached: reached)
                        break
                    }
                    at = step.to
                }
            }
        }
    }

    /// How many suspects the audit after a tour replays, and how many of each state's exits.
    static let suspectsAudited = 20_000
    static let exitsAudited = 3
    /// How many places (``suspectPlace(_:at:)``) the audit follows two inputs deep, and how
    /// many pairs of inputs at each.
    static let placesAuditedTwoDeep = 64
    static let pairsAudited = 256

    /// Where a suspect was sent, as the two-deep audit tells places apart: the control, the
    /// selected tab and the screens of the stack shown (not their parameters, such as a form's
    /// text, nor the other tabs: a write is usually the same whatever they hold).
    static func suspectPlace(_ input: Input, at state: Snapshot) -> String {
        "\(input) in tab \(state.selectedTab.map { $0 + 1 } ?? 0) on [\(screens(of: state))]"
    }

    /// The walks of the two-deep audit from `state`: each recorded way out, then each recorded
    /// way out of the state it reached (alone where there is none), `limit` walks at most.
    /// A write read by the input after the next one (a flag set on a pushed page, read by a
    /// push on its parent after back) shows only on such a walk.
    static func walksTwoDeep(from state: Int, exits: (Int) -> [(input: Input, to: Int)],
                             limit: Int) -> [[(input: Input, to: Int)]] {
        var walks: [[(input: Input, to: Int)]] = []
        for first in exits(state) where first.to != state {
            let next = exits(first.to)
            if next.isEmpty { walks.append([first]) }
            for second in next { walks.append([first, second]) }
            if walks.count >= limit { break }
        }
        return Array(walks.prefix(limit))
    }

    /// After a tour: for each control that changed nothing the key shows (a suspect), replays the
    /// recorded path to its state from launch, without the control, and re-sends the state's
    /// recorded inputs. The tour went on in the live app after the control, so an input it then
    /// recorded may hold what the control wrote (a "Book" whose booking only a later push shows);
    /// the replay shows what the input does without it. A difference is hidden state, with the
    /// path plus the control as the history that gives the recorded outcome.
    ///
    /// At the first suspects of each place, it also follows every recorded walk of two inputs
    /// from the state, once with the control and once without: the tour may have recorded the
    /// second input before the control was ever sent.
    func auditSuspects() {
        guard explorer.probesHiddenState else { return }
        var audited = Set<Int>()
        var places = Set<String>()
        for (state, input) in suspects.prefix(Self.suspectsAudited) {
            let path = result.path(to: state)
            // The replay without a control is the same for every control of the state: once a state.
            // The walks below are not: each control's place is followed (a deep link that stays and a
            // flag's switch on one screen are two writers).
            for position in 0..<(audited.insert(state).inserted ? min(table.exitCount(state), Self.exitsAudited) : 0) {
                let exit = table.exit(state, at: position)
                result.probes += 1
                let replay = Simulation(explorer.app)
                for step in path + [exit.input] {
                    result.appSteps += step.events.count
                    Navigator.send(step, to: replay)
                }
                let reached = StateKey.snapshot(of: replay)
                if reached != table.keys[exit.to].snapshot {
                    noteConflict(at: state, inputs: [exit.input], recorded: exit.to, history: path + [input], reached: reached)
                }
            }
            guard places.count < Self.placesAuditedTwoDeep,
                  places.insert(Self.suspectPlace(input, at: table.keys[state].snapshot)).inserted else { continue }
            let exits = { (state: Int) in
                (0..<self.table.exitCount(state)).map { position in
                    let exit = self.table.exit(state, at: position)
                    return (input: exit.input, to: exit.to)
                }
            }
            // Each twin's conflicts are also analysed with the other's history: the recorded outcome
            // may have come after the write, which the twin without the control and the recorded
            // path both lack.
            let twins = [(path, path + [input]), (path + [input], path)]
            for walk in Self.walksTwoDeep(from: state, exits: exits, limit: Self.pairsAudited) {
                for (history, other) in twins { audit(walk, from: state, after: history, other: other) }
            }
            for (history, other) in twins { retour(around: state, after: history, other: other) }
        }
    }

    /// How far from a suspect's state the re-tour goes, and the most app steps it sends each time.
    static let retourRadius = 3
    static let retourSteps = 4_000

    /// Launches a second app, replays `history` to `state`, and sends every recorded input of
    /// every state fewer than ``retourRadius`` inputs from it, moving between them over recorded
    /// transitions, each arrival checked: a write read three inputs later (a flag set on one tab,
    /// read by a push in a sheet of another) shows here, where a replay per walk would cost too
    /// much. It stops at the first arrival elsewhere (a conflict) or where no walk leads on.
    private func retour(around state: Int, after history: [Input], other: [Input]) {
        let twin = Navigator(app: explorer.app, revisit: .navigate, table: table, path: navigator.path,
                             depth: navigator.depth)
        twin.undoesMoves = false
        var lost = false
        twin.arrivedElsewhere = { [unowned self] start, inputs, target, trace, reached in
            lost = true
            noteConflict(at: start, inputs: inputs, recorded: target, history: trace,
                         otherwise: trace.starts(with: history) ? other + trace.dropFirst(history.count) : nil, reached: reached)
        }
        for input in history {
            result.appSteps += input.events.count
            Navigator.send(input, to: twin.simulation)
        }
        twin.trace = history
        twin.shows = state
        result.probes += 1
        defer { result.appSteps += twin.appSteps }
        var sources = [state]
        var seen: Set = [state]
        var level = [state]
        for _ in 1..<Self.retourRadius {
            level = level.flatMap { table.exitTargets[$0] }.filter { seen.insert($0).inserted }
            sources += level
        }
        for source in sources {
            for position in 0..<table.exitCount(source) {
                guard !lost, twin.appSteps < Self.retourSteps, let at = twin.shows else { return }
                if at != source {
                    guard let route = twin.route(from: at, to: source),
                          twin.walk(route, to: source, overRecorded: true) else { return }
                }
                let exit = table.exit(source, at: position)
                guard twin.walk([exit.input], to: exit.to, overRecorded: true) else { return }
            }
        }
    }

    /// Replays `history` to `state` from launch and follows `walk` over recorded transitions,
    /// checking each state reached: where one differs, that input is a conflict (analysed with
    /// `other` in place of `history` too, when `history` does not explain it).
    private func audit(_ walk: [(input: Input, to: Int)], from state: Int, after history: [Input], other: [Input]) {
        result.probes += 1
        let replay = Simulation(explorer.app)
        var sent = history
        for step in history {
            result.appSteps += step.events.count
            Navigator.send(step, to: replay)
        }
        var from = state
        for step in walk {
            result.appSteps += step.input.events.count
            Navigator.send(step.input, to: replay)
            let reached = StateKey.snapshot(of: replay)
            guard reached == table.keys[step.to].snapshot else {
                noteConflict(at: from, inputs: [step.input], recorded: step.to, history: sent,
                             otherwise: other + sent.dropFirst(history.count), reached: reached)
                return
            }
            sent.append(step.input)
            from = step.to
        }
    }

    /// Launches the app once more after the search and checks that it starts where the first
    /// launch did: an app that keeps static or global state between launches does not.
    func checkRelaunch() {
        guard result.launchDifference == nil, table.count > 0,
              !navigator.checkLaunch(StateKey.snapshot(of: Navigator.makeSimulation(explorer.app)), after: nil) else { return }
        result.launchDifference = navigator.launchDifference
    }

    /// The same inputs from `state`, which the simulation showed after `history`, did not reach
    /// the recorded `recorded`: finds a second history, checks both by replay, and records the
    /// conflict with the inputs of `history` that still make the difference (``shortest(_:test:)``).
    /// When the replays of `history` and the recorded path agree, `otherwise` (a history with or
    /// without a control the audit suspects) is tried in its place.
    func noteConflict(at state: Int, inputs: [Input], recorded: Int, history: [Input], otherwise: [Input]? = nil,
                      reached: Snapshot) {
        // Only the number of children the key saturates differs: the bound, not hidden state.
        if result.saturationMerges.absorbs(reached, recorded: table.keys[recorded].snapshot) { return }
        // Enough analysed, or the same one kept already: the rest are counted, not replayed.
        guard conflicts.admits(inputs, at: table.keys[state].snapshot) else { return }
        let path = result.path(to: state)
        var replayed = Self.analyseConflict(explorer.app, at: table.keys[state], inputs: inputs, first: history,
                                            second: path)
        if case .unexplained = replayed, let otherwise, case let .hidden(hidden) = Self.analyseConflict(
            explorer.app, at: table.keys[state], inputs: inputs, first: otherwise, second: path) {
            replayed = .hidden(hidden)
        }
        if case .unexplained = replayed, let witness = suspectWitness(at: state, inputs: inputs, path: path) {
            replayed = witness
        }
        switch replayed {
        case let .hidden(hidden):
            conflicts.keep(hidden)
        case .recordedPathElsewhere, .historyElsewhere:
            conflicts.count()
        case .unexplained:
            // Replays from launch agree: the live app went elsewhere for a reason its inputs do
            // not explain (time, randomness, state kept between launches).
            result.unexplained += 1
        }
    }

    /// How many distinct controls ``suspectWitness(at:inputs:path:)`` tries for one conflict.
    static let witnessControls = 16

    /// A conflict whose live history and recorded path replay to one outcome, unlike the recorded
    /// one: the tour recorded it after a write that neither holds (a flag set on another tab).
    /// Tries each distinct control that changed nothing the key shows, sent where the tour sent
    /// it and followed by a recorded route to `state`, as the history that makes the difference.
    private func suspectWitness(at state: Int, inputs: [Input], path: [Input]) -> ConflictReplay? {
        // Replayed once for every control tried: the recorded path is the same history each time.
        guard let outcome = Self.replayOutcome(explorer.app, history: path, then: inputs, reaching: table.keys[state]) else {
            return nil
        }
        let recorded = (history: path, outcome: outcome)
        var controls = Set<Input>()
        // A control with no route from one place is looked for again from its next; the route
        // searches are bounded too, where one control was suspected in thousands of places.
        var routeSearches = 0
        for (place, control) in suspects where controls.count < Self.witnessControls {
            if routeSearches == Self.witnessRouteSearches { break }
            guard !controls.contains(control) else { continue }
            routeSearches += 1
            guard let route = navigator.route(from: place, to: state) else { continue }
            controls.insert(control)
            let replayed = Self.analyseConflict(explorer.app, at: table.keys[state], inputs: inputs,
                                                first: result.path(to: place) + [control] + route, secondOutcome: recorded)
            if case .hidden = replayed { return replayed }
        }
        return nil
    }

    /// How many route searches ``suspectWitness(at:inputs:path:)`` makes for one conflict.
    static let witnessRouteSearches = 4 * witnessControls

    /// What replaying two histories that reach one key, then the same inputs, shows.
    enum ConflictReplay {
        /// The outcomes differ: the key misses state the app keeps.
        case hidden(HiddenState)
        /// The recorded path to the state does not reach it from launch: the state was recorded
        /// after a history its path leaves out, so the key misses state too (with one history).
        case recordedPathElsewhere
        /// The live history does not reach the state from launch: the live app was already
        /// elsewhere than its key said, after an earlier conflict.
        case historyElsewhere
        /// Both replays reached the state and then gave one outcome: the live app went elsewhere
        /// for a reason its inputs do not explain (time, randomness, state kept between launches).
        case unexplained
    }

    /// Replays `first` and `second` from launch, each then `inputs`; when both reach `target` and
    /// the outcomes differ, the hidden state with the inputs of `first` that make the difference
    /// (``shortest(_:test:)``).
    static func analyseConflict(_ app: AppVariant, at target: StateKey, inputs: [Input], first history: [Input],
                                second: [Input]) -> ConflictReplay {
        guard let secondOutcome = replayOutcome(app, history: second, then: inputs, reaching: target) else {
            return .recordedPathElsewhere
        }
        return analyseConflict(app, at: target, inputs: inputs, first: history,
                               secondOutcome: (history: second, outcome: secondOutcome))
    }

    /// ``analyseConflict(_:at:inputs:first:second:)`` with the second history's replay done: several
    /// first histories tried against one recorded path replay it once.
    static func analyseConflict(_ app: AppVariant, at target: StateKey, inputs: [Input], first history: [Input],
                                secondOutcome second: (history: [Input], outcome: Snapshot)) -> ConflictReplay {
        guard let firstOutcome = replayOutcome(app, history: history, then: inputs, reaching: target) else {
            return .historyElsewhere
        }
        guard firstOutcome != second.outcome else { return .unexplained }
        // The report and history A's journey show the shortened history, so they say what it leads
        // to, which may differ from the full history's outcome (other text typed): the last
        // candidate that passed is the one kept.
        var causeOutcome = firstOutcome
        let cause = shortest(history) { candidate in
            guard let outcome = replayOutcome(app, history: candidate, then: inputs, reaching: target),
                  outcome != second.outcome else { return false }
            causeOutcome = outcome
            return true
        }
        return .hidden(HiddenState(
            summary: "[\(screens(of: target.snapshot))] is more than one state: two histories reach it, then "
                + "`\(Input.text(inputs))` differs",
            state: target.snapshot, inputs: inputs, first: history, second: second.history, cause: cause,
            differences: SnapshotDiff(from: second.outcome, to: causeOutcome).changes.map(\.description),
            firstExpectation: telling(causeOutcome, from: second.outcome),
            secondExpectation: telling(second.outcome, from: causeOutcome)))
    }

    /// Replays `history` from a fresh launch; if it reaches `target`, sends `inputs` and returns
    /// the state reached (saturated, as keys are); nil when the history does not reach `target`.
    static func replayOutcome(_ app: AppVariant, history: [Input], then inputs: [Input],
                              reaching target: StateKey) -> Snapshot? {
        let replay = Simulation(app)
        for input in history { Navigator.send(input, to: replay) }
        guard StateKey.snapshot(of: replay) == target.snapshot else { return nil }
        for input in inputs { Navigator.send(input, to: replay) }
        return StateKey.snapshot(of: replay)
    }

    /// Few of `inputs` (in order) that still pass `test`, by delta debugging (Zeller and
    /// Hildebrandt's ddmin): drop chunks while the test still passes, halving the chunks when none
    /// can go; then two alike at a time, which a toggle needs (three taps on a switch where one
    /// would do lose none alone). `inputs` must pass. Bounded at a few hundred tests; the result
    /// always passes, and within the bound no one input of it, nor two alike, can go.
    static func shortest(_ inputs: [Input], test: ([Input]) -> Bool) -> [Input] {
        if test([]) { return [] }
        var kept = inputs
        var parts = 2
        var tests = 0
        while kept.count >= 2, tests < 400 {
            let size = (kept.count + parts - 1) / parts
            var dropped = false
            for start in stride(from: 0, to: kept.count, by: size) {
                let without = Array(kept[..<start] + kept[min(start + size, kept.count)...])
                tests += 1
                if test(without) {
                    kept = without
                    parts = max(parts - 1, 2)
                    dropped = true
                    break
                }
            }
            if !dropped {
                if parts >= kept.count { break }
                parts = min(parts * 2, kept.count)
            }
        }
        var dropped = true
        pairs: while dropped, tests < 400 {
            dropped = false
            for first in kept.indices {
                for second in kept.indices.dropFirst(first + 1) where kept[second] == kept[first] {
                    var without = kept
                    without.remove(at: second)
                    without.remove(at: first)
                    tests += 1
                    if test(without) {
                        kept = without
                        dropped = true
                        continue pairs
                    }
                    if tests >= 400 { break pairs }
                }
            }
        }
        return kept
    }

    /// The screens of `state`'s active stack, for a headline.
    static func screens(of state: Snapshot) -> String {
        state.activeStack?.screens.map(\.identifier).joined(separator: ", ") ?? ""
    }

    /// An expectation `outcome` meets and `other` does not, when a journey can say one.
    static func telling(_ outcome: Snapshot, from other: Snapshot) -> Expectation? {
        if let screen = outcome.active?.identifier, screen != other.active?.identifier {
            return Expectation(screen: screen)
        }
        if let depth = outcome.activeStack?.depth, depth != other.activeStack?.depth { return Expectation(depth: depth) }
        if let title = outcome.active?.title, title != other.active?.title { return Expectation(title: title) }
        // What the screen shows: a text only this outcome has ("Staying at Seaview"), or a switch
        // set the other way. Each is checked as `script` will check it.
        var candidates = outcome.screenTexts.filter { !$0.isEmpty }.map { Expectation(text: $0) }
        for element in outcome.active?.elements ?? [] {
            if case let .switch(label, isOn) = element.kind { candidates.append(Expectation(switch: SwitchValue(label: label, isOn: isOn))) }
        }
        return candidates.first { $0.check(outcome) == nil && $0.check(other) != nil }
    }
}
