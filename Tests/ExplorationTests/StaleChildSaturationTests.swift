import CoordinatorKit
@testable import Exploration
import ExplorationFixtures
import Testing

/// A flow that ends without `childDidFinish` leaves one more stale child on every round. The
/// state key counts a repeated stale child once, so the space is finite, the stale state keeps
/// its own key, and both searches agree on it.
@Suite struct StaleChildSaturationTests {
    /// Orders shows Orders or New order, with no stale child or some (saturated): 4 local states;
    /// Settings has 1. Each of the 4 with Orders selected, and each with Settings selected: 8.
    @Test func aFlowThatNeverEndsItsChildHasAFiniteSpace() throws {
        let app = try StaleFlows.app()
        let product = Explorer(app: app, checks: ["childOwnsScreen": .warn]).run()
        #expect(product.isComplete)
        #expect(product.states.count == 8)
        let stale = try #require(product.violations.first { $0.invariant == .childOwnsScreen })
        #expect(stale.level == .warn)
        #expect(stale.path.map(\.description) == ["tap Start", "tap Done"])

        let composed = Explorer(app: app, checks: ["childOwnsScreen": .warn]).composed()
        #expect(composed.fallback == nil)
        #expect(composed.states == 8)
        #expect(composed.transitions == product.transitions.count)
        #expect(composed.violations.map(\.path) == [stale.path])
    }

    /// The same flow, its coordinator keeping its screen in a property, as many apps do: each
    /// stale child keeps its screen alive. The screen is not leaked (its coordinator holds it, so
    /// the finding is the stale child), and it leaves the key with the child it goes with: before,
    /// one more live screen every round made the space endless (a drawn app's composed search ran
    /// past ten minutes).
    @Test func aStaleChildKeepingItsScreenStillHasAFiniteSpace() throws {
        let app = try StaleFlows.app(keepsScreen: true)
        let product = Explorer(app: app, maxStates: 400, checks: ["childOwnsScreen": .warn]).run()
        #expect(product.isComplete, "\(product.report)")
        #expect(product.states.count == 8, "\(product.report)")
        #expect(product.violations.map(\.invariant) == [.childOwnsScreen], "\(product.report)")
        let composed = Explorer(app: app, maxStates: 400, checks: ["childOwnsScreen": .warn]).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(!composed.stoppedAtStateLimit, "\(composed.report)")
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(composed.violations.map(\.invariant) == [.childOwnsScreen], "\(composed.report)")
    }

    /// At the error level the product search stops at the stale state (Orders with Orders
    /// selected: 3 states; Orders or New order with Settings selected: 2); the composed search
    /// explores each tab whole, and both name the same shortest path.
    @Test func atTheErrorLevelBothSearchesFindTheStaleChild() throws {
        let app = try StaleFlows.app()
        let product = Explorer(app: app).run()
        #expect(product.states.count == 5)
        let composed = Explorer(app: app).composed()
        #expect(composed.fallback == nil)
        #expect(composed.states == 8)
        #expect(composed.report.contains("past errors"))
        #expect(product.violations.map(\.path) == composed.violations.map(\.path))
        #expect(product.violations.map(\.invariant) == [.childOwnsScreen])
    }

    /// While a lazy tab is empty, `childOwnsScreen` only counts (its stack may be a child's), and
    /// the key keeps one stale child of a type under a parent. It counted the live tree: a long
    /// history reached Search with two results' children left (one more than the empty tab: an
    /// error, not expanded) where a short one reached the same state with one (expanded), so the
    /// tour and `--replay` counted different states. It counts as the key does now: every search
    /// expands the same states, and finds the child once Settings is filled.
    @Test func aSurplusIsCountedAsTheKeyCountsIt() throws {
        let app = try LazyTabs.app(keepsResults: true)
        let tour = Explorer(app: app).run()
        let replayed = Explorer(app: app, revisit: .replay).run()
        let composed = Explorer(app: app).composed()
        #expect(tour.isComplete, "\(tour.report)")
        #expect(replayed.isComplete, "\(replayed.report)")
        #expect(tour.states.count == replayed.states.count, "\(tour.report)\n\(replayed.report)")
        #expect(tour.transitions.count == replayed.transitions.count, "\(tour.report)\n\(replayed.report)")
        #expect(tour.unexpanded == replayed.unexpanded, "\(tour.report)\n\(replayed.report)")
        for (violations, report) in [(tour.violations, tour.report), (replayed.violations, replayed.report),
                                     (composed.violations, composed.report)] {
            #expect(violations.map(\.invariant) == [.childOwnsScreen], "\(report)")
            #expect(violations.map(\.path) == tour.violations.map(\.path), "\(report)")
        }
    }

    /// With a page whose owner cannot be known on screen (Settings, a static page), no child is
    /// stale, only undecided, and stale-child saturation never applied: the flow's children piled
    /// up and the search never ended (a review's seven-tab app ran for ten minutes). Undecided
    /// children of a type are now kept up to one more than the pages of unknown owner where
    /// their parent shows screens, so the space is finite, and both searches agree. The ended
    /// flow's child is still found, by counting: it and Settings' coordinator own no known screen,
    /// and only the one static page is of unknown owner.
    @Test func childrenUndecidedBesideAPageOfUnknownOwnerHaveAFiniteSpace() throws {
        let app = try StaleFlows.app(staticSettings: true)
        let product = Explorer(app: app, maxStates: 200, checks: ["childOwnsScreen": .warn]).run()
        #expect(product.isComplete, "\(product.report)")
        // The page is in the Settings tab, so Orders' flows are kept as in a tab with none: Orders
        // or New order, each with 0 or 1 undecided child kept, in each of 2 selections.
        #expect(product.states.count == 8, "\(product.report)")
        #expect(product.violations.map(\.invariant) == [.childOwnsScreen], "\(product.report)")
        #expect(product.violations.first?.message.hasPrefix("owning no screen in the window: at least 1 of "
                                                            + "NewOrderCoordinator") == true, "\(product.report)")
        #expect(product.report.contains("owner cannot be known"), "\(product.report)")
        let composed = Explorer(app: app, maxStates: 200, checks: ["childOwnsScreen": .warn]).composed()
        #expect(composed.violations.map(\.path) == product.violations.map(\.path), "\(composed.report)")
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(composed.transitions == product.transitions.count, "\(composed.report)")
    }

    static func ref(_ id: Int, _ type: String) -> ObjectRef { ObjectRef(id: ObjectID(id), kind: .coordinator, type: type) }

    /// A stale child keeps its place without its children, and a later stale child of the same
    /// type goes; a child that is not stale stays whole, wherever it is.
    @Test func staleChildrenCountOncePerTypeInPlace() {
        let (root, a1, b1, a2, b2, b3, a3, live) = (Self.ref(0, "Root"), Self.ref(1, "A"), Self.ref(2, "B"), Self.ref(3, "A"),
                                                   Self.ref(4, "B"), Self.ref(5, "B"), Self.ref(6, "A"), Self.ref(7, "A"))
        // Root → [A1 → [B1], A2 → [B2, B3], A3, A7]: A1, A2 (and their B's) and A3 stale, A7 not.
        let tree = CoordinatorNode(ref: root, children: [
            CoordinatorNode(ref: a1, children: [CoordinatorNode(ref: b1)]),
            CoordinatorNode(ref: a2, children: [CoordinatorNode(ref: b2), CoordinatorNode(ref: b3)]),
            CoordinatorNode(ref: a3),
            CoordinatorNode(ref: live),
        ])
        let stale = [a1, b1, a2, b2, b3, a3].map { Snapshot.StaleChild(parent: root, child: $0) }
        var snapshot = Snapshot(rootKind: .navigation, coordinators: tree.structural)
        snapshot.live = ObjectRef.structuralList([root, a1, b1, a2, b2, b3, a3, live])
        let saturated = StateKey.saturated(snapshot, stale: stale, tree: tree)
        // A1 stays as a leaf (B1 is stale with it); A2 and A3 repeat its type and go; A7 stays.
        let expected = CoordinatorNode(ref: root, children: [CoordinatorNode(ref: a1), CoordinatorNode(ref: live)]).structural
        #expect(saturated.coordinators == expected)
        #expect(saturated.live == ObjectRef.structuralList([root, a1, live]))
        // Stale children of a child that is not stale are saturated under it.
        let nested = CoordinatorNode(ref: root, children: [CoordinatorNode(ref: live, children: [
            CoordinatorNode(ref: b1), CoordinatorNode(ref: b2),
        ])])
        var nestedSnapshot = Snapshot(rootKind: .navigation, coordinators: nested.structural)
        nestedSnapshot.live = ObjectRef.structuralList([root, live, b1, b2])
        let nestedSaturated = StateKey.saturated(nestedSnapshot, stale: [b1, b2].map { Snapshot.StaleChild(parent: live, child: $0) },
                                                 tree: nested)
        #expect(nestedSaturated.coordinators == CoordinatorNode(ref: root, children: [
            CoordinatorNode(ref: live, children: [CoordinatorNode(ref: b1)]),
        ]).structural)
        #expect(StateKey.saturated(snapshot, stale: [], tree: tree) == snapshot)
    }
}

/// The key's bound on children that own no screen depends on how many pages of unknown owner
/// their parent's tab shows, so two states it merges may act apart once such a page comes or
/// goes: that is the bound, counted as a saturation merge, not hidden state the app keeps.
@Suite struct SaturationMergeTests {
    @Test func statesMergedPastTheBoundActingApartAreNotHiddenState() throws {
        let app = try StaleFlows.app(ordersHelp: true)
        let product = Explorer(app: app, maxStates: 400, checks: ["childOwnsScreen": .warn]).run()
        #expect(product.isComplete, "\(product.report)")
        #expect(product.isSound, "\(product.report)")
        #expect(product.saturationMerges.count > 0, "\(product.report)")
        #expect(product.saturationMerges.types == ["NewOrderCoordinator"])
        #expect(product.report.contains("  saturated    "), "\(product.report)")
        // The leak itself is still the finding.
        #expect(product.violations.map(\.invariant) == [.childOwnsScreen])
        let composed = Explorer(app: app, maxStates: 400, checks: ["childOwnsScreen": .warn]).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.isSound, "\(composed.report)")
        #expect(composed.interferences.isEmpty, "\(composed.report)")
        #expect(composed.hiddenStates.isEmpty, "\(composed.report)")
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(composed.saturationMerges.types == ["NewOrderCoordinator"], "\(composed.report)")
    }

    /// A page of unknown owner in another tab (Settings' About) does not move the bound of the
    /// Orders tab's flows: one tab's key does not depend on another tab's pages, so nothing is
    /// merged past a bound, and composition keeps the two tabs apart (a review's seven-tab store
    /// had all its tabs explored together, 33 s against the product search's 12 s, because of it).
    @Test func aPageOfUnknownOwnerInAnotherTabLeavesATabsBoundAlone() throws {
        let app = try StaleFlows.app(aboutPage: true)
        let product = Explorer(app: app, maxStates: 400, checks: ["childOwnsScreen": .warn]).run()
        #expect(product.isComplete && product.isSound, "\(product.report)")
        #expect(product.saturationMerges.count == 0, "\(product.report)")
        #expect(product.violations.map(\.invariant) == [.childOwnsScreen])
        let composed = Explorer(app: app, maxStates: 400, checks: ["childOwnsScreen": .warn]).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.interferences.isEmpty, "\(composed.report)")
        #expect(composed.groups.map(\.tabs) == [[1], [2]], "\(composed.report)")
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(composed.saturationMerges.count == 0, "\(composed.report)")
    }

    /// Only a difference in how many childless children of a type a coordinator holds, with
    /// their live objects, is one the bound makes; any other is not.
    @Test func onlyCountsOfChildlessChildrenAreASaturableDifference() {
        func ref(_ type: String) -> ObjectRef { ObjectRef(id: .structural, kind: .coordinator, type: type) }
        func state(_ children: [CoordinatorNode], screen: String = "Orders") -> Snapshot {
            var snapshot = Snapshot(rootKind: .navigation, coordinators: CoordinatorNode(ref: ref("Root"), children: children))
            snapshot.stacks = [StackSnapshot(id: .structural, screens: [ScreenSnapshot(id: .structural, identifier: screen, title: screen)])]
            snapshot.live = ObjectRef.structuralList([ref("Root")] + children.map(\.ref))
            return snapshot
        }
        let one = state([CoordinatorNode(ref: ref("Flow")), CoordinatorNode(ref: ref("Tab"))])
        let two = state([CoordinatorNode(ref: ref("Flow")), CoordinatorNode(ref: ref("Flow")), CoordinatorNode(ref: ref("Tab"))])
        #expect(StateKey.saturableDifference(one, two) == ["Flow"])
        #expect(StateKey.saturableDifference(two, one) == ["Flow"])
        #expect(StateKey.saturableDifference(one, one) == nil)
        // Anything else differs too: a screen, or a child that has children of its own.
        #expect(StateKey.saturableDifference(one, state(two.coordinators!.children, screen: "NewOrder")) == nil)
        let parent = state([CoordinatorNode(ref: ref("Flow")), CoordinatorNode(ref: ref("Flow"), children: [CoordinatorNode(ref: ref("Step"))]),
                            CoordinatorNode(ref: ref("Tab"))])
        #expect(StateKey.saturableDifference(one, parent) == nil)
        let none = state([CoordinatorNode(ref: ref("Tab"))])
        #expect(StateKey.saturableDifference(none, one) == nil)
        // The arrangement checks judge keyed snapshots, so they leave such counts alone; one child
        // against none is still a change.
        #expect(Checks.sameArrangement(one, two))
        #expect(!Checks.sameArrangement(none, one))
        #expect(!Checks.sameArrangement(one, parent))
    }
}

/// After a leak, which objects a later input leaks depends on what each leaked coordinator still
/// holds (a review's bank app: a leaked transfer coordinator held its tab's navigation controller
/// across a log out), which a key of leaks by type cannot tell. Such a difference is counted as
/// a merge of the key's, not reported as hidden state, whose advice (show it in `parameters`) no
/// app could follow; any other difference still is one.
@Suite struct LeakHoldTests {
    static func ref(_ type: String, _ kind: ObjectKind = .screen) -> ObjectRef {
        ObjectRef(id: .structural, kind: kind, type: type)
    }

    static func state(leaked: [ObjectRef], live: [ObjectRef] = [], title: String = "Accounts") -> Snapshot {
        var snapshot = Snapshot(viewport: Size(columns: 0, rows: 0))
        snapshot.stacks = [StackSnapshot(id: .structural, screens: [ScreenSnapshot(id: .structural, identifier: title,
                                                                                      title: title)])]
        snapshot.leaked = leaked
        snapshot.live = live + leaked
        return snapshot
    }

    @Test func whatALeakedCoordinatorHoldsIsTheKeysMergeNotHiddenState() {
        let coordinator = Self.ref("TransferDetailCoordinator", .coordinator)
        let recorded = Self.state(leaked: [coordinator])
        let reached = Self.state(leaked: [coordinator, Self.ref("TwoFactorRequiredViewController")])
        #expect(StateKey.leakHeldDifference(reached, recorded) == ["TwoFactorRequiredViewController"])
        var merges = SaturationMerges()
        let absorbed = merges.absorbs(reached, recorded: recorded)
        #expect(absorbed)
        #expect(merges.leakHolds == 1 && merges.count == 0)
        #expect(merges.reportLines.first?.contains("whether TwoFactorRequiredViewController then leaked") == true,
                "\(merges.reportLines)")
    }

    @Test func withoutALeakedCoordinatorOrWithAnotherDifferenceItIsNot() {
        let coordinator = Self.ref("TransferDetailCoordinator", .coordinator)
        let screen = Self.ref("TwoFactorRequiredViewController")
        // Nothing had leaked before: the first leak is the app's, found by noLeaks.
        #expect(StateKey.leakHeldDifference(Self.state(leaked: [screen]), Self.state(leaked: [])) == nil)
        // A leaked screen alone holds no navigation.
        #expect(StateKey.leakHeldDifference(Self.state(leaked: [screen, screen]), Self.state(leaked: [screen])) == nil)
        // Another screen shown besides: hidden state as before.
        #expect(StateKey.leakHeldDifference(Self.state(leaked: [coordinator, screen], title: "Cards"),
                                            Self.state(leaked: [coordinator])) == nil)
        var merges = SaturationMerges()
        let absorbed = merges.absorbs(Self.state(leaked: [coordinator], title: "Cards"), recorded: Self.state(leaked: [coordinator]))
        #expect(!absorbed && merges.leakHolds == 0)
    }
}
