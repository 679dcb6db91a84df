import CoordinatorKit
import Journeys
import CoordsimApp
import Simulation

/// The invariant checks. State checks look at one state, transition checks compare the states
/// before and after one input; both read values only.
struct Checks {
    /// The app's own invariants that are enabled.
    let appInvariants: [AppInvariant]
    // Which generic invariants are enabled, looked up once: a set lookup hashes the invariant's
    // name and summary, and the checks run on every transition.
    private let noLeaks: Bool
    private let screenHasCoordinator: Bool
    private let childOwnsScreen: Bool
    private let backMatchesDepth: Bool
    private let reselectPopsToRoot: Bool
    private let independentTabs: Bool
    /// The moves between tabs the app declares: `independentTabs` lets them change the tab they name.
    private let crossTabMoves: [CrossTabMove]
    var declaresCrossTabMoves: Bool { !crossTabMoves.isEmpty }

    init(enabled: Set<Invariant>, app: AppConfiguration? = nil) {
        crossTabMoves = app?.crossTabMoves ?? []
        appInvariants = (app?.invariants ?? []).filter { enabled.contains(Invariant($0)) }
        noLeaks = enabled.contains(.noLeaks)
        screenHasCoordinator = enabled.contains(.screenHasCoordinator)
        childOwnsScreen = enabled.contains(.childOwnsScreen)
        backMatchesDepth = enabled.contains(.backMatchesDepth)
        reselectPopsToRoot = enabled.contains(.reselectPopsToRoot)
        independentTabs = enabled.contains(.independentTabs)
    }

    /// Whether `snapshot` leaves a child coordinator undecided only because a tab outside `tabs`
    /// is not filled yet (a lazy tab at the entry): every tab in `tabs` is filled, every screen
    /// shown names its owner, and more coordinators of some type are undecided than at the entry
    /// (`atEntry`, by type: there, the empty tab's own coordinator is). The composed search
    /// judges such a state again once that tab is filled.
    func leavesOwnershipToOtherTabs(_ snapshot: Snapshot, tabs: [Int], atEntry: @autoclosure () -> [String: Int]) -> Bool {
        guard childOwnsScreen, snapshot.stacks.indices.contains(where: { !tabs.contains($0) && snapshot.stacks[$0].screens.isEmpty }),
              tabs.allSatisfy({ snapshot.stacks.indices.contains($0) && !snapshot.stacks[$0].screens.isEmpty }) else {
            return false
        }
        let audit = OwnershipAudit(snapshot)
        guard audit.screensWithUnknownOwner == 0 else { return false }
        let undecided = Self.undecidedTypes(audit)
        guard !undecided.isEmpty else { return false }
        let entry = atEntry()
        return undecided.contains { $0.value > entry[$0.key, default: 0] }
    }

    /// How many child coordinators of each type `audit` left undecided.
    static func undecidedTypes(_ audit: OwnershipAudit) -> [String: Int] {
        audit.undecided.reduce(into: [:]) { $0[$1.type, default: 0] += 1 }
    }

    /// Problems of the state `snapshot` shows. `keyed` is that state as the search keys it
    /// (``StateKey``), where there is one: `childOwnsScreen` counts undecided children there. The
    /// key keeps such children up to a bound, so past it two histories of one state count apart,
    /// and the verdict (and whether the state is expanded) would be the history's, not the
    /// state's. The key never holds more of them than the live tree: a surplus it counts is there.
    func state(_ snapshot: Snapshot, keyed: Snapshot?) -> [(Invariant, String, Expectation?)] {
        var problems: [(Invariant, String, Expectation?)] = []
        if noLeaks, !snapshot.leaked.isEmpty {
            problems.append((.noLeaks, "leaked: \(snapshot.leaked.map(\.description).joined(separator: ", "))",
                             Expectation(noLeaks: true)))
        }
        if screenHasCoordinator || childOwnsScreen {
            let audit = OwnershipAudit(snapshot)
            if screenHasCoordinator, !audit.abandoned.isEmpty {
                problems.append((.screenHasCoordinator, "its coordinator is gone: "
                    + audit.abandoned.map(\.description).joined(separator: ", "), nil))
            }
            if childOwnsScreen, !audit.orphans.isEmpty {
                problems.append((.childOwnsScreen, "owning no screen in the window: "
                    + audit.orphans.map(\.description).joined(separator: ", "), audit.expectation))
            } else if childOwnsScreen, audit.surplus > 0, keyed.map({ OwnershipAudit($0).surplus > 0 }) ?? true {
                // Named as the live tree has them: the ids tell the user which instances are meant.
                let places = audit.screensWithUnknownOwner + audit.emptyTabs
                problems.append((.childOwnsScreen, "owning no screen in the window: at least \(audit.surplus) of "
                    + audit.undecided.map(\.description).joined(separator: ", ") + " (\(audit.undecided.count) "
                    + "coordinators own no screen the runtime knows of, and only \(places) "
                    + (places == 1 ? "screen or empty tab of unknown owner is shown)"
                                   : "screens or empty tabs of unknown owner are shown)"), nil))
            }
        }
        if backMatchesDepth, let active = snapshot.active, let stack = snapshot.activeStack,
           active.canGoBack != (stack.depth > 1) {
            problems.append((.backMatchesDepth, "\(active.identifier) at depth \(stack.depth) "
                + (active.canGoBack ? "offers back" : "offers no back"), Expectation(depth: stack.depth)))
        }
        for invariant in appInvariants {
            if let message = invariant.check(snapshot) { problems.append((Invariant(invariant), message, nil)) }
        }
        return problems
    }

    /// Problems at the end of a path from launch: of the state it reached (`reached`, a full
    /// snapshot), and of its last input, from `before` (structural), when it has one. How a
    /// finding's replay is confirmed and how `script` judges an `invariant` expectation: one
    /// judgment, so that a finding's journey fails. `keyed` is the state reached as the search
    /// keys it; a journey has none, and its live tree holds every child the key would, so a
    /// surplus `explore` counts there is counted by `script` too (not always the reverse).
    func atEnd(of last: (before: Snapshot, input: Input)?, reached: Snapshot, keyed: Snapshot?,
               rejection: String?) -> [(Invariant, String, Expectation?)] {
        var problems = state(reached, keyed: keyed)
        if let last {
            problems += transition(from: last.before, last.input, to: reached.structural, rejection: rejection)
        }
        return problems
    }

    /// Problems of one transition. `rejection` is why the input's first event was refused, if it was.
    func transition(from before: Snapshot, _ input: Input, to after: Snapshot,
                    rejection: String?) -> [(Invariant, String, Expectation?)] {
        var problems: [(Invariant, String, Expectation?)] = []
        let depth = before.activeStack?.depth ?? 0
        if backMatchesDepth {
            switch input {
            case .back:
                // At a modal's root, back is the user's dismissal: UIKit refuses it exactly when the
                // modal is full screen or a sheet that may not be dismissed now (the snapshot says which).
                let modalAtRoot = depth <= 1 && before.modal != nil ? before.presentation : nil
                let shouldRefuse = depth <= 1 && (before.modal == nil || modalAtRoot?.userMayDismiss == false)
                if shouldRefuse != (rejection != nil) {
                    problems.append((.backMatchesDepth, Self.backMessage(refused: rejection, depth: depth, modal: modalAtRoot,
                                                                         on: before.active?.identifier), nil))
                } else if rejection == nil, depth > 1 {
                    let expected = Array(before.activeStack!.screens.dropLast())
                    if !Self.sameScreens(after.activeStack?.screens ?? [], expected) {
                        problems.append((.backMatchesDepth, "back from \(names(before.activeStack)) gave "
                            + names(after.activeStack), Expectation(depth: depth - 1)))
                    }
                }
            case .cancelledSwipeBack where rejection == nil:
                if !Self.sameArrangement(after, before) {
                    // Where the stack's screens are the same, the diff says what else changed.
                    let how = names(before.activeStack) != names(after.activeStack) ? ""
                        : ": " + SnapshotDiff(from: before, to: after).changes.map(\.description).joined(separator: "; ")
                    problems.append((.backMatchesDepth, "a cancelled swipe-back changed \(names(before.activeStack)) "
                        + "to \(names(after.activeStack))" + how, Expectation(depth: depth)))
                }
            default: break
            }
        }
        guard rejection == nil, before.rootKind == .tabBar, after.rootKind == .tabBar,
              before.stacks.count == after.stacks.count, let selected = before.selectedTab else { return problems }
        if case let .tab(number) = input, number - 1 == selected, before.modal == nil,
           reselectPopsToRoot {
            let stack = after.stacks[selected].screens
            // An empty stack (a tab filled on its first selection) has no root to pop to.
            if let root = before.stacks[selected].screens.first, !Self.sameScreens(stack, [root]) {
                problems.append((.reselectPopsToRoot, "reselecting tab \(number) left \(names(after.stacks[selected]))",
                                 Expectation(depth: 1)))
            }
        }
        // A deep link may change any tab: it arrives from outside, whatever tab is on screen. So
        // may the input that lets the app follow a link it held (a log-in after a link opened at Login).
        if independentTabs, !input.isDeepLink, !Self.followsHeldLink(from: before, to: after) {
            problems += tabsChanged(from: before, input, to: after, selected: selected)
        }
        return problems
    }

    /// Whether the app held a deep link before a step and not after it: the step let it follow the link.
    private static func followsHeldLink(from before: Snapshot, to after: Snapshot) -> Bool {
        before.appState[KeyedState.waitingDeepLink] != nil && after.appState[KeyedState.waitingDeepLink] == nil
    }

    /// Whether two stacks hold the same screens in the same order: each the same kind, reporting
    /// to the same owner. Not what they show: a screen that appears again (below a pop, under a
    /// cancelled swipe) may refresh its parameters and title in `viewWillAppear`, as in UIKit.
    static func sameScreens(_ one: [ScreenSnapshot], _ other: [ScreenSnapshot]) -> Bool {
        one.count == other.count
            && zip(one, other).allSatisfy { $0.identifier == $1.identifier && $0.owner == $1.owner }
    }

    /// Whether two snapshots are arranged alike: the same root, selected tab, modal and its
    /// presentation, coordinator tree, and the same screens in every stack (``sameScreens(_:_:)``).
    /// The tree may differ in how many childless children of a type a coordinator holds: keyed
    /// snapshots keep leaked and stale children only up to a bound, so a count is not the app's.
    static func sameArrangement(_ one: Snapshot, _ other: Snapshot) -> Bool {
        one.rootKind == other.rootKind && one.selectedTab == other.selectedTab && one.presentation == other.presentation
            && (one.coordinators == other.coordinators || StateKey.sameButForChildlessCounts(one.coordinators, other.coordinators))
            && one.stacks.count == other.stacks.count
            && zip(one.stacks, other.stacks).allSatisfy { sameScreens($0.screens, $1.screens) }
            && (one.modal == nil) == (other.modal == nil)
            && sameScreens(one.modal?.screens ?? [], other.modal?.screens ?? [])
    }

    /// What `back` did wrong at depth `depth`: `refused` is why it was refused, nil if it was accepted.
    private static func backMessage(refused: String?, depth: Int, modal: ModalPresentation?, on screen: String?) -> String {
        let place = screen.map { " on \($0)" } ?? ""
        switch (refused, modal) {
        case (nil, let modal?):
            return "back\(place) at the root of a \(modal.style.coversScreen ? "full-screen modal" : "sheet") "
                + "the user may not dismiss was accepted"
        case (nil, nil):
            return "back\(place) at a root was accepted"
        case (let reason?, _?) where depth <= 1:
            return "back\(place) at the root of a sheet the user may dismiss was refused: \(reason)"
        case (let reason?, _):
            return "back\(place) at depth \(depth) was refused: \(reason)"
        }
    }

    /// `independentTabs` on one transition from tab `selected`: which other tab changed, where and how.
    ///
    /// The input's own tab may change. A tab switch by the user may change the tab it selects (it
    /// appears: a refresh in `viewWillAppear`, a stack filled on first selection). An input that
    /// selects another tab in code may change that tab the same way, as it appears (its screens'
    /// parameters, or an empty stack filled), and no more unless the app declares the move
    /// (``AppConfiguration/crossTabMoves``), which may change the tab it names.
    private func tabsChanged(from before: Snapshot, _ input: Input, to after: Snapshot,
                             selected: Int) -> [(Invariant, String, Expectation?)] {
        var problems: [(Invariant, String, Expectation?)] = []
        var switchedTo: Int?
        if case let .tab(number) = input, number - 1 != selected { switchedTo = number - 1 }
        let ownTab = switchedTo ?? selected
        let selectedInCode = switchedTo == nil && after.selectedTab != before.selectedTab ? after.selectedTab : nil
        for index in before.stacks.indices where index != ownTab && !Self.sameStack(before.stacks[index], after.stacks[index]) {
            if index == selectedInCode, Self.appears(from: before.stacks[index], to: after.stacks[index]) { continue }
            if declaresMove(from: before, input, to: index, in: after) { continue }
            let diff = SnapshotDiff(from: before, to: after).changes(at: index)
            let by = switchedTo.map { _ in "\(input) (switching from \(place(selected, in: before)))" }
                ?? "\(input)\(before.active.map { " on \($0.identifier)" } ?? "") in \(place(selected, in: before))"
            problems.append((.independentTabs, "\(by) changed \(diff)", nil))
        }
        return problems
    }

    /// Whether two stacks are the same but for their tab bar item (title, badge): the item is the
    /// tab bar's, and any tab may set it, as a store sets the Cart tab's count from the Shop tab.
    static func sameStack(_ one: StackSnapshot, _ other: StackSnapshot) -> Bool {
        one.screens == other.screens && one.id == other.id && one.isPlainTab == other.isPlainTab
    }

    /// Whether `new` is `old` as it appears: the same screens, their parameters perhaps refreshed,
    /// or an empty stack filled on first selection.
    private static func appears(from old: StackSnapshot, to new: StackSnapshot) -> Bool {
        old.screens.isEmpty || old.screens.map(\.identifier) == new.screens.map(\.identifier)
    }

    /// Whether the app declares `input`, made on the screen `before` shows, as the move it made:
    /// every other tab it selected or changed is one a declared move names.
    func declaresMove(from before: Snapshot, _ input: Input, to after: Snapshot) -> Bool {
        guard !crossTabMoves.isEmpty, let selected = before.selectedTab, before.stacks.count == after.stacks.count else {
            return false
        }
        var moved = before.stacks.indices.filter { $0 != selected && !Self.sameStack(before.stacks[$0], after.stacks[$0]) }
        if let now = after.selectedTab, now != selected, !moved.contains(now) { moved.append(now) }
        return !moved.isEmpty && moved.allSatisfy { declaresMove(from: before, input, to: $0, in: after) }
    }

    /// Whether the app declares `input`, made on the screen `before` shows, as a move into tab `index`.
    private func declaresMove(from before: Snapshot, _ input: Input, to index: Int, in after: Snapshot) -> Bool {
        guard !crossTabMoves.isEmpty, let screen = before.active else { return false }
        let names = [before.stacks[index], after.stacks[index]].flatMap { [$0.tabTitle, $0.screens.first?.identifier] }
        return crossTabMoves.contains { move in
            move.screen == screen.identifier && names.contains(move.tab)
                && (move.control == nil || move.control == Self.control(of: input, on: screen))
        }
    }

    /// The element id of the control `input` acts on, on `screen`.
    private static func control(of input: Input, on screen: ActiveScreen) -> String? {
        let label: String
        switch input {
        case let .tap(tapped): label = tapped
        case let .fill(field, _, _): label = field
        default: return nil
        }
        switch Affordance.control(labeled: label, in: screen.elements) {
        case let .button(_, element, _)?, let .option(_, element, _, _)?, let .row(_, element, _)?,
             let .field(_, element, _)?, let .switch(_, element, _)?:
            return element
        default: return nil
        }
    }

    /// `tab 2 (Doctors)`.
    private func place(_ index: Int, in snapshot: Snapshot) -> String {
        SnapshotDiff.Place.tab(index, title: snapshot.stacks.indices.contains(index) ? snapshot.stacks[index].tabTitle : nil)
            .description
    }

    private func names(_ stack: StackSnapshot?) -> String {
        "[" + (stack?.screens.map(\.identifier).joined(separator: ", ") ?? "") + "]"
    }
}
