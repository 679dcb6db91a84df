import CoordinatorKit
import Journeys
import ShopApp
import Simulation

/// The invariant checks. State checks look at one state (and its live object graph for
/// ownership); transition checks compare the states before and after one input.
struct Checks {
    var enabled: Set<Invariant>

    /// Problems of the state `simulation` shows.
    func state(_ simulation: Simulation) -> [(Invariant, String, Expectation?)] {
        let snapshot = simulation.snapshot
        var problems: [(Invariant, String, Expectation?)] = []
        if enabled.contains(.noLeaks), !snapshot.leaked.isEmpty {
            problems.append((.noLeaks, "leaked: \(snapshot.leaked.map(\.description).joined(separator: ", "))",
                             Expectation(noLeaks: true)))
        }
        let audit = OwnershipAudit(simulation.application)
        if enabled.contains(.screenHasCoordinator), !audit.abandoned.isEmpty {
            problems.append((.screenHasCoordinator, "its coordinator is gone: "
                + audit.abandoned.map(\.description).joined(separator: ", "), nil))
        }
        if enabled.contains(.childOwnsScreen) {
            if !audit.orphans.isEmpty {
                let expectation = audit.mainChildrenOwningScreens.map { Expectation(children: $0) }
                problems.append((.childOwnsScreen, "owning no screen in the window: "
                    + audit.orphans.map(\.description).joined(separator: ", "), expectation))
            }
        }
        if enabled.contains(.backMatchesDepth), let active = snapshot.active, let stack = snapshot.activeStack,
           active.canGoBack != (stack.depth > 1) {
            problems.append((.backMatchesDepth, "\(active.identifier) at depth \(stack.depth) "
                + (active.canGoBack ? "offers back" : "offers no back"), Expectation(depth: stack.depth)))
        }
        if enabled.contains(.nothingUnderLogin) {
            let all = snapshot.stacks.flatMap(\.screens) + (snapshot.modal?.screens ?? [])
            let showsLogin = all.contains { $0.identifier == "Login" }
            let screensAlive = snapshot.live.filter { $0.kind == .screen }
            if showsLogin && (all.count != 1 || screensAlive.count != 1 || snapshot.rootKind == .tabBar) {
                problems.append((.nothingUnderLogin, "Login shows with "
                    + screensAlive.map(\.description).joined(separator: ", ") + " alive", nil))
            }
        }
        return problems
    }

    /// Problems of one transition. `rejection` is why the input's first event was refused, if it was.
    func transition(from before: Snapshot, _ input: Input, to after: Snapshot,
                    rejection: String?) -> [(Invariant, String, Expectation?)] {
        var problems: [(Invariant, String, Expectation?)] = []
        let depth = before.activeStack?.depth ?? 0
        if enabled.contains(.backMatchesDepth) {
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
           enabled.contains(.reselectPopsToRoot) {
            let stack = after.stacks[selected].screens
            if stack != [before.stacks[selected].screens[0]] {
                problems.append((.reselectPopsToRoot, "reselecting tab \(number) left \(names(after.stacks[selected]))",
                                 Expectation(depth: 1)))
            }
        }
        if enabled.contains(.independentTabs) {
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

/// Which coordinators own no screen in the window, found on the live object graph through
/// ``OwnedScreen/owner``.
struct OwnershipAudit {
    var orphans: [ObjectRef] = []
    /// Screens in the window whose weak coordinator or delegate has been released.
    var abandoned: [ObjectRef] = []
    /// How many of MainCoordinator's children own a screen: what the journey's `children`
    /// expectation should see when an orphan sits under MainCoordinator.
    var mainChildrenOwningScreens: Int?

    init(_ application: Application) {
        guard let root = application.rootCoordinator else { return }
        var owners = Set<ObjectIdentifier>()
        for screen in Self.screens(in: application.window) {
            guard let owned = screen as? OwnedScreen else { continue }
            if let owner = owned.owner {
                owners.insert(ObjectIdentifier(owner))
            } else {
                abandoned.append(screen.ref)
            }
        }
        func owns(_ coordinator: Coordinator) -> Bool {
            owners.contains(ObjectIdentifier(coordinator)) || !coordinator.childCoordinators.isEmpty
        }
        func walk(_ coordinator: Coordinator) {
            for child in coordinator.childCoordinators {
                if !owns(child) { orphans.append(application.id(of: child)) }
                walk(child)
            }
            if coordinator is MainCoordinator, coordinator.childCoordinators.contains(where: { !owns($0) }) {
                mainChildrenOwningScreens = coordinator.childCoordinators.filter(owns).count
            }
        }
        walk(root)
    }

    static func screens(in window: Window) -> [Screen] {
        [window.rootViewController, window.modal].compactMap { $0 }.flatMap { controller -> [Screen] in
            switch controller {
            case let screen as Screen: return [screen]
            case let navigation as NavigationController: return navigation.viewControllers
            case let tabs as TabBarController: return tabs.viewControllers.flatMap(\.viewControllers)
            default: return []
            }
        }
    }
}
