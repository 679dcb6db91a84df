import CoordinatorKit
import CoordsimApp
import Simulation

/// What each check had to check over an exploration, so that "held" never hides "checked
/// nothing": a check that could not apply to any state or transition is *vacuous*, and the report
/// says why (an app without a coordinator tree has nothing for `childOwnsScreen` to judge).
public struct CheckCoverage: Hashable, Sendable {
    /// Per check name: the states or transitions where it had something to judge.
    public var applicable: [String: Int] = [:]
    /// The enabled checks that judged nothing, each with the reason, in the order checks are listed.
    public var vacuous: [(name: String, reason: String)] {
        reasons.filter { applicable[$0.name] == 0 }
    }
    /// How much the ownership checks skipped: screens whose owner the runtime cannot know.
    public var ownership: OwnershipCoverage
    /// The screens the app declares (`AppConfiguration.screens`) that no state showed.
    public var screensNeverReached: [String]
    /// Controls that share their label with a control before them on the same screen (or a nav
    /// bar button with a control's label), as `button Search on Search`: a tap names a control by
    /// its label and reaches the first, so no search pressed these, and no journey can.
    public var shadowedControls: [String] = []
    /// The cross-tab moves the app declares (`AppConfiguration.crossTabMoves`) that name a screen,
    /// control or tab no state showed, each with what was missing: a misspelt declaration excuses
    /// nothing, and `independentTabs` then reports the move it meant to declare.
    public var unmatchedCrossTabMoves: [String] = []

    private var reasons: [(name: String, reason: String)] = []
    /// What the report's counts count: `states`, or `local states` for a composed search, whose
    /// coverage is worked out over each group's own states and not their combinations.
    var counted = "states"

    public static func == (lhs: CheckCoverage, rhs: CheckCoverage) -> Bool {
        lhs.applicable == rhs.applicable && lhs.ownership == rhs.ownership && lhs.screensNeverReached == rhs.screensNeverReached
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(applicable)
        hasher.combine(screensNeverReached)
    }

    /// The coverage of `result`'s checks for `app`.
    init(_ result: ExplorationResult, app: AppConfiguration) {
        self.init(states: result.states.lazy.map(\.snapshot),
                  transitions: result.transitions.lazy.map { (from: result.states[$0.from].snapshot, input: $0.input) },
                  invariants: result.invariants, app: app)
    }

    /// The coverage of `invariants` for `app` over `states` and the transitions sent from them.
    init(states: some Collection<Snapshot>, transitions: some Sequence<(from: Snapshot, input: Input)>,
         invariants: Set<Invariant>, app: AppConfiguration) {
        ownership = OwnershipCoverage(states: states)
        var reached = Set<String>()
        for state in states {
            for screen in state.allScreens { reached.insert(screen.identifier) }
        }
        screensNeverReached = app.screens.filter { !reached.contains($0) }
        shadowedControls = Self.shadowedControls(in: states)
        unmatchedCrossTabMoves = Self.unmatched(app.crossTabMoves, in: states)
        let enabled = Set(invariants.map(\.name))
        var counts: [String: Int] = [:]
        counts[Invariant.noLeaks.name] = states.count
        counts[Invariant.screenHasCoordinator.name] = ownership.screensChecked
        let statesWithChildren = states.count { state in
            state.coordinators.map { !$0.children.isEmpty } ?? false
        }
        counts[Invariant.childOwnsScreen.name] = ownership.statesJudged + ownership.statesCounted
        counts[Invariant.backMatchesDepth.name] = states.count { $0.activeStack != nil }
        var reselects = 0
        var onTabs = 0
        for (from, input) in transitions {
            guard from.rootKind == .tabBar, from.stacks.count >= 2 else { continue }
            onTabs += 1
            if case let .tab(number) = input, number - 1 == from.selectedTab, from.modal == nil,
               (from.visibleStack?.depth ?? 0) > 1 {
                reselects += 1
            }
        }
        counts[Invariant.reselectPopsToRoot.name] = reselects
        counts[Invariant.independentTabs.name] = onTabs
        for invariant in app.invariants { counts[invariant.name] = states.count }
        applicable = counts.filter { enabled.contains($0.key) }
        let noTree = ownership.statesWithTree == 0
        let candidates: [(String, String)] = [
            (Invariant.noLeaks.name, "no state was reached"),
            (Invariant.screenHasCoordinator.name, "no screen shown names its owner (no `OwnedScreen` with a coordinator"
                + " or delegate)" + (noTree ? ", and the app has no coordinator tree" : "")),
            (Invariant.childOwnsScreen.name, noTree
                ? "the app has no coordinator tree: it sets no `application.rootCoordinator` (or the root was released)"
                : statesWithChildren == 0 ? "no coordinator had a child below the root"
                : "every state with child coordinators showed a screen whose owner cannot be known or a tab not "
                    + "filled yet, where any coordinator may own it (see ownership below; give such screens a `coordinator` "
                    + "or `delegate` property, or make them `OwnedScreen`s)"),
            (Invariant.backMatchesDepth.name, "no state had a stack on screen"),
            (Invariant.reselectPopsToRoot.name, "no tab was reselected while deeper than its root"
                + (onTabs == 0 ? " (no state found showed a tab bar with two tabs or more)" : "")),
            (Invariant.independentTabs.name, "no state found showed a tab bar with two tabs or more"),
        ] + app.invariants.map { ($0.name, "no state was reached") }
        reasons = candidates.filter { enabled.contains($0.0) }.map { (name: $0.0, reason: $0.1) }
    }

    /// Each control of an active screen in `states` that a tap by its label cannot reach, once.
    static func shadowedControls(in states: some Collection<Snapshot>) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        for state in states {
            guard let active = state.active else { continue }
            let controls = Affordance.controls(in: active.elements)
            let shadowed = controls.filter { control in
                control.label.map { Affordance.control(labeled: $0, in: active.elements) != control } ?? false
            } + Affordance.barButtons(of: active).filter { bar in
                bar.label.map { Affordance.control(labeled: $0, in: active.elements) != nil } ?? false
            }
            for control in shadowed {
                let text = "\(Self.name(control)) on \(active.identifier)"
                if seen.insert(text).inserted { found.append(text) }
            }
        }
        return found
    }

    /// A control by its kind, label and element, without what it holds now: the same in every state.
    private static func name(_ control: Affordance) -> String {
        switch control {
        case let .button(label, element, _): "button \"\(label)\" (\(element))"
        case let .option(label, element, _, _): "option \"\(label)\" of \(element)"
        case let .row(label, element, _): "row \"\(label)\" of \(element)"
        case let .field(label, element, _): "field \"\(label)\" (\(element))"
        case let .switch(label, element, _): "switch \"\(label)\" (\(element))"
        case let .barButton(label): "bar button \"\(label)\""
        case .tab, .back, .swipeBack: control.description
        }
    }

    /// What the report's "held" line adds when checks judged nothing: held is not checked.
    static func vacuousClause(_ coverage: CheckCoverage?) -> String {
        guard let count = coverage?.vacuous.count, count > 0 else { return "" }
        return count == 1 ? " (one of them judged nothing: see VACUOUS)" : " (\(count) of them judged nothing: see VACUOUS)"
    }

    /// The report's lines: vacuous checks, what ownership skipped, screens never reached.
    public var lines: [String] {
        var lines = vacuous.map { "  VACUOUS      \($0.name) judged nothing: \($0.reason)" }
        if !ownership.isComplete {
            lines.append("  ownership    \(ownership.statesWithUnknownOwners) \(counted) showed screens whose owner cannot be known "
                + "(\(ownership.screensWithUnknownOwner.joined(separator: ", "))): no orphan was judged there"
                + (ownership.undecidedCoordinators.isEmpty ? ""
                   : "; undecided: \(ownership.undecidedCoordinators.joined(separator: ", ")) (only counted, in "
                     + "\(ownership.statesCounted) \(ownership.statesCounted == 1 ? String(counted.dropLast()) : counted): "
                     + "more of them than such screens and empty tabs breaks childOwnsScreen)"))
        }
        if ownership.statesWithEmptyTabs > 0 {
            lines.append("  ownership    \(ownership.statesWithEmptyTabs) \(counted) showed a tab not filled yet (its stack "
                + "empty, which may be a coordinator's): no orphan was judged there")
        }
        if !shadowedControls.isEmpty {
            lines.append("  SHADOWED     \(shadowedControls.joined(separator: "; ")): a control before it on the same screen has "
                + "the same label, and a tap names a control by its label, so none of these was pressed, and no journey "
                + "can press it; give each a label of its own")
        }
        if !screensNeverReached.isEmpty {
            lines.append("  UNREACHED    screens the app declares that no \(counted.dropLast()) showed: "
                + screensNeverReached.joined(separator: ", "))
        }
        for move in unmatchedCrossTabMoves {
            lines.append("  CROSS-TAB    the declared move \(move): it excuses nothing; check its names")
        }
        return lines
    }

    /// Each of `moves` that names a screen, a control on it or a tab that no state of `states`
    /// showed, as `from Hme to Doctors: no screen Hme was active (did you mean "Home"?)`.
    static func unmatched(_ moves: [CrossTabMove], in states: some Collection<Snapshot>) -> [String] {
        guard !moves.isEmpty else { return [] }
        var controls: [String: Set<String>] = [:]
        var tabs = Set<String>()
        for state in states {
            if let active = state.active { controls[active.identifier, default: []].formUnion(active.elements.map(\.id)) }
            for stack in state.stacks {
                if let title = stack.tabTitle { tabs.insert(title) }
                if let root = stack.screens.first?.identifier { tabs.insert(root) }
            }
        }
        let screens = controls.keys.sorted()
        return moves.compactMap { move in
            var missing: [String] = []
            if let shown = controls[move.screen] {
                if let control = move.control, !shown.contains(control) {
                    missing.append("\(move.screen) never showed a control with id \(control)"
                        + Suggestion.didYouMean(control, in: shown.sorted()))
                }
            } else {
                missing.append("no screen \(move.screen) was active" + Suggestion.didYouMean(move.screen, in: screens))
            }
            if !tabs.contains(move.tab) {
                missing.append("no tab was titled \(move.tab) or had it at its root"
                    + Suggestion.didYouMean(move.tab, in: tabs.sorted()))
            }
            guard !missing.isEmpty else { return nil }
            let control = move.control.map { " (control \($0))" } ?? ""
            return "from \(move.screen)\(control) to \(move.tab): " + missing.joined(separator: "; ")
        }
    }
}
