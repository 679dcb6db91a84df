import CoordinatorKit
@testable import Exploration
import ExplorationFixtures
import Testing

/// Tabs whose screens report through closures, so no screen's owner can be known: the key keeps
/// the coordinators that may own them (``ClosureTabs``).
@Suite struct ClosureTabsTests {
    /// The launch state is keyed as every other state is: a replay from launch arrives at it, and
    /// a relaunch is not taken for global state surviving between launches.
    @Test func aLaunchIsKeyedAsEveryOtherState() throws {
        let result = Explorer(app: try ClosureTabs.app()).run()
        #expect(result.isComplete, "\(result.report)")
        #expect(result.isSound, "\(result.report)")
        #expect(result.launchDifference == nil, "\(result.report)")
        #expect(result.conflictsSeen == 0, "\(result.report)")
        let launched = try #require(result.states.first?.snapshot.coordinators)
        #expect(launched.allNodes.map(\.ref.type)
                == ["AppCoordinator", "TabsCoordinator", "FeedCoordinator", "MeCoordinator"])
    }

    /// A post's coordinator left under Feed after its screen is gone is a state of its own, though
    /// Feed and its tab coordinator own no screen the runtime can name either: an undecided child
    /// keeps its own children in the key, bounded alike.
    @Test func aFlowLeftUnderATabChangesTheKey() throws {
        let clean = Explorer(app: try ClosureTabs.app()).run()
        let leaking = Explorer(app: try ClosureTabs.app(leakPost: true)).run()
        #expect(leaking.isComplete, "\(leaking.report)")
        #expect(leaking.isSound, "\(leaking.report)")
        #expect(leaking.states.count > clean.states.count, "\(clean.report)\n\(leaking.report)")
        let closedWithAFlowLeft = leaking.states.contains { state in
            state.snapshot.stacks.first?.screens.map(\.identifier) == ["PostList"]
                && state.snapshot.coordinators?.first(ofType: "FeedCoordinator")?.children.map(\.ref.type) == ["PostCoordinator"]
        }
        #expect(closedWithAFlowLeft, "\(leaking.report)")
        for (app, product) in [(try ClosureTabs.app(), clean), (try ClosureTabs.app(leakPost: true), leaking)] {
            let composed = Explorer(app: app).composed()
            #expect(composed.states == product.states.count, "\(composed.report)\n\(product.report)")
            #expect(composed.transitions == product.transitions.count, "\(composed.report)\n\(product.report)")
        }
        #expect(!clean.states.contains { $0.snapshot.coordinators?.first(ofType: "PostCoordinator") != nil
                                            && $0.snapshot.stacks.first?.depth == 1 }, "\(clean.report)")
    }

    /// Where no screen's owner is known, `childOwnsScreen` judged nothing: the report calls it
    /// vacuous and names the coordinators it could not decide, read from the recorded states.
    @Test func ownershipThatJudgedNothingIsVacuousAndNamesTheUndecided() throws {
        let leaking = Explorer(app: try ClosureTabs.app(leakPost: true)).run()
        let coverage = try #require(leaking.coverage)
        #expect(coverage.vacuous.map(\.name) == ["screenHasCoordinator", "childOwnsScreen"], "\(leaking.report)")
        #expect(coverage.ownership.statesJudged == 0)
        #expect(coverage.ownership.undecidedCoordinators == ["FeedCoordinator", "MeCoordinator", "PostCoordinator"], "\(leaking.report)")
        #expect(leaking.report.contains("held at every state and transition (2 of them judged nothing: see VACUOUS)"),
                "\(leaking.report)")
        #expect(leaking.report.contains("VACUOUS      childOwnsScreen judged nothing: every state with child coordinators "
                                        + "showed a screen whose owner cannot be known"), "\(leaking.report)")
    }
}
