import CoordinatorKit
import Exploration
import Foundation
import Journeys
import ShopApp
import Simulation
import TestSupport
import Testing

/// The shop's teaching variants: each shows one lesson of the seeds, and explore tells the two
/// broken ones from the working one.
@Suite struct TeachingVariantTests {
    /// Seed 000 §2 without §3: the buy child is appended and started, and back leaves it behind.
    @Test func tutorialsBugLeavesTheBuyChildStale() throws {
        let simulation = Simulation(Fixtures.app(variant: "tutorials-bug", loggedIn: true))
        let buy = simulation.send(.tap("Buy subscription"))
        #expect(buy.snapshot.active?.identifier == "BuyViewController")
        let back = simulation.send(.back)
        #expect(back.snapshot.staleChildren.map(\.child.type) == ["TutorialBuyCoordinator"])
        #expect(back.events.map(\.description).contains { $0.hasPrefix("STALE TutorialBuyCoordinator#") })

        let result = Explorer(app: Fixtures.app(variant: "tutorials-bug"), stopAtFirstViolation: true).run()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .childOwnsScreen)
        // Purchase pops back to Home, as back does; the buttons come first in the alphabet.
        #expect(violation.path == [.tap("Buy subscription"), .tap("Purchase")])
    }

    /// Seed 000 §8's closures reach the same screens as B, and every invariant holds: Home's owner
    /// is still known through the closures' weakly kept target.
    @Test func closuresVariantBehavesAsB() throws {
        let closures = Explorer(app: Fixtures.app(variant: "closures"), depth: 4).run()
        let b = Explorer(app: Fixtures.app(variant: "B"), depth: 4).run()
        #expect(closures.violations.isEmpty, "\(closures.report)")
        #expect(closures.states.count == b.states.count)
        let simulation = Simulation(Fixtures.app(variant: "closures", loggedIn: true))
        let home = try #require(simulation.application.window.activeScreen as? HomeScreen)
        #expect(home.coordinator == nil)
        #expect(home.actions != nil)
    }

    /// A deep link that pops without animation leaves `didShow` without a transitionCoordinator,
    /// so seed 000 §3's cleanup returns early: explore, opening the link from every state, finds
    /// the stale child with its shortest path. With animated pops (B) the same search holds.
    @Test func unanimatedDeepLinkPopIsFoundByExplore() throws {
        var explorer = Explorer(app: Fixtures.app(variant: "unanimated-links"), depth: 4)
        explorer.deepLinks = ["coordsim://buy"]
        let result = explorer.run()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .childOwnsScreen)
        #expect(violation.path == [.tap("Buy subscription"), .open("coordsim://buy")])

        var animated = Explorer(app: Fixtures.app(variant: "B"), depth: 4)
        animated.deepLinks = ["coordsim://buy"]
        #expect(animated.run().violations.isEmpty)
    }
}
