import CoordinatorKit
import CoordsimApp
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
        // Warned, so that both searches explore past the counted orphan (see below) and count alike.
        let warned: [String: CheckLevel] = ["childOwnsScreen": .warn]
        let leaking = Explorer(app: try ClosureTabs.app(leakPost: true), checks: warned).run()
        #expect(leaking.isComplete, "\(leaking.report)")
        #expect(leaking.isSound, "\(leaking.report)")
        #expect(leaking.states.count > clean.states.count, "\(clean.report)\n\(leaking.report)")
        let closedWithAFlowLeft = leaking.states.contains { state in
            state.snapshot.stacks.first?.screens.map(\.identifier) == ["PostList"]
                && state.snapshot.coordinators?.first(ofType: "FeedCoordinator")?.children.map(\.ref.type) == ["PostCoordinator"]
        }
        #expect(closedWithAFlowLeft, "\(leaking.report)")
        for (app, product) in [(try ClosureTabs.app(), clean), (try ClosureTabs.app(leakPost: true), leaking)] {
            let composed = Explorer(app: app, checks: warned).composed()
            #expect(composed.states == product.states.count, "\(composed.report)\n\(product.report)")
            #expect(composed.transitions == product.transitions.count, "\(composed.report)\n\(product.report)")
        }
        #expect(!clean.states.contains { $0.snapshot.coordinators?.first(ofType: "PostCoordinator") != nil
                                            && $0.snapshot.stacks.first?.depth == 1 }, "\(clean.report)")
        // Past the bound, the states found depend on the histories that reach them: the tour says
        // how many it first reached holding more posts than the key keeps. Breadth-first search
        // reaches each by its shortest history, which holds no more.
        #expect(leaking.saturationMerges.boundedStates == 1 && leaking.saturationMerges.boundedTypes == ["PostCoordinator"],
                "\(leaking.report)")
        #expect(leaking.report.contains("  bounded      1 state was first reached holding more PostCoordinator than its key keeps"),
                "\(leaking.report)")
        let replayed = Explorer(app: try ClosureTabs.app(leakPost: true), checks: warned, revisit: .replay).run()
        #expect(replayed.saturationMerges.boundedStates == 0 && !replayed.report.contains("bounded"), "\(replayed.report)")
        #expect(clean.saturationMerges.boundedStates == 0 && !clean.report.contains("bounded"), "\(clean.report)")
    }

    /// Where no screen's owner is known, `childOwnsScreen` names no orphan, but counts: two
    /// posts' coordinators left under Feed, beside Me's, make three coordinators owning no known
    /// screen where only two screens of unknown owner are shown, so one at least owns nothing.
    /// Both searches find it, on the same shortest path, and a replay from launch confirms it.
    @Test func moreUndecidedChildrenThanScreensOfUnknownOwnerBreakChildOwnsScreen() throws {
        let app = try ClosureTabs.app(leakPost: true)
        let product = Explorer(app: app).run()
        let composed = Explorer(app: app).composed()
        for (violations, report) in [(product.violations, product.report), (composed.violations, composed.report)] {
            #expect(violations.map(\.invariant.name) == ["childOwnsScreen"], "\(report)")
            let finding = try #require(violations.first, "\(report)")
            #expect(finding.level == .error)
            #expect(finding.message.hasPrefix("owning no screen in the window: at least 1 of PostCoordinator"), "\(finding.message)")
            #expect(finding.message.hasSuffix("(3 coordinators own no screen the runtime knows of, and only 2 screens or "
                                              + "empty tabs of unknown owner are shown)"), "\(finding.message)")
            #expect(finding.pathText == "tap Open post, tab 1, tap Open post, tab 1", "\(report)")
        }
        // One post left is within the count: the clean app and that state pass.
        let clean = Explorer(app: try ClosureTabs.app()).run()
        #expect(clean.errors.isEmpty, "\(clean.report)")
    }

    /// Where no screen's owner is known and no coordinator is undecided either, `childOwnsScreen`
    /// judged nothing: the report calls it vacuous. Where some are undecided, it names them and
    /// says it only counted there.
    @Test func ownershipThatOnlyCountedSaysSo() throws {
        let clean = Explorer(app: try ClosureTabs.app()).run()
        let coverage = try #require(clean.coverage)
        #expect(coverage.vacuous.map(\.name) == ["screenHasCoordinator"], "\(clean.report)")
        #expect(coverage.ownership.statesJudged == 0)
        #expect(coverage.ownership.statesCounted > 0)
        #expect(coverage.ownership.undecidedCoordinators == ["FeedCoordinator", "MeCoordinator", "PostCoordinator"], "\(clean.report)")
        #expect(clean.report.contains("held at every state and transition (one of them judged nothing: see VACUOUS)"),
                "\(clean.report)")
        #expect(clean.report.contains("undecided: FeedCoordinator, MeCoordinator, PostCoordinator (only counted, in "
                                      + "\(coverage.ownership.statesCounted) states: more of them than such screens and empty "
                                      + "tabs breaks childOwnsScreen)"), "\(clean.report)")
    }
}
