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

    init(enabled: Set<Invariant>, app: AppConfiguration? = nil) {
        appInvariants = (app?.invariants ?? []).filter { enabled.contains(Invariant($0)) }
        noLeaks = enabled.contains(.noLeaks)
        screenHasCoordinator = enabled.contains(.screenHasCoordinator)
        childOwnsScreen = enabled.contains(.childOwnsScreen)
        backMatchesDepth = enabled.contains(.backMatchesDepth)
        reselectPopsToRoot = enabled.contains(.reselectPopsToRoot)
        independentTabs = enabled.contains(.independentTabs)
    }

    /// Problems of the state `snapshot` shows.
    func state(_ snapshot: Snapshot) -> [(Invariant, String, Expectation?)] {
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

    /// Problems of one transition. `rejection` is why the input's first event was refused, if it was.
    func transition(from before: Snapshot, _ input: Input, to after: Snapshot,
                    rejection: String?) -> [(Invariant, String, Expectation?)] {
        var problems: [(Invariant, String, Expectation?)] = []
        let depth = before.activeStack?.depth ?? 0
        if backMatchesDepth {
            switch input {
            case .back:
                let shouldRefuse = depth <= 1 && before.modal == nil
                if shouldRefuse != (rejection != nil) {
                    problems.append((.backMatchesDepth, shouldRefuse ? "back at a root was accepted"
                        : "back at depth \(depth) was refused: \(rejection ?? "")", nil))
                } else if rejection == nil, depth > 1 {
                    let expected = Array(before.activeStack!.screens.dropLast())
                    if after.activeStack?.screens != expected {
                        problems.append((.backMatchesDepth, "back from \(names(before.activeStack)) gave "
                            + names(after.activeStack), Expectation(depth: depth - 1)))
                    }
                }
            case .cancelledSwipeBack where rejection == nil:
                if after != before {
                    problems.append((.backMatchesDepth, "a cancelled swipe-back changed \(names(before.activeStack)) "
                        + "to \(names(after.activeStack))", Expectation(depth: depth)))
                }
            default: break
            }
        }
        guard rejection == nil, before.rootKind == .tabBar, after.rootKind == .tabBar,
              before.stacks.count == after.stacks.count, let selected = before.selectedTab else { return problems }
        if case let .tab(number) = input, number - 1 == selected, before.modal == nil,
           reselectPopsToRoot {
            let stack = after.stacks[selected].screens
            if stack != [before.stacks[selected].screens[0]] {
                problems.append((.reselectPopsToRoot, "reselecting tab \(number) left \(names(after.stacks[selected]))",
                                 Expectation(depth: 1)))
            }
        }
        // A deep link may change any tab: it arrives from outside, whatever tab is on screen.
        if independentTabs, !input.isDeepLink {
            var switched = false
            if case let .tab(number) = input, number - 1 != selected { switched = true }
            for index in before.stacks.indices where (switched || index != selected)
                && before.stacks[index] != after.stacks[index] {
                problems.append((.independentTabs, "\(input) on tab \(selected + 1) changed tab \(index + 1) from "
                    + "\(names(before.stacks[index])) to \(names(after.stacks[index]))", nil))
            }
        }
        return problems
    }

    private func names(_ stack: StackSnapshot?) -> String {
        "[" + (stack?.screens.map(\.identifier).joined(separator: ", ") ?? "") + "]"
    }
}
