import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// A child coordinator that owns no screen is stale: marked in the Snapshot and journaled once.
@Suite struct StaleChildTests {
    @Test func aSwipeDownNobodyReportsLeavesAStaleChild() {
        let sim = ForgetfulBuyShop.simulation()
        let open = sim.press("b")
        #expect(open.snapshot.staleChildren.isEmpty)
        let dismissed = sim.press("esc")
        #expect(dismissed.events.navigationLines == [
            "dismiss BuyScreen#13 (user)",
            "deinit BuyScreen#13",
            // Checked on the step's result, so it comes last.
            "STALE ForgetfulBuyCoordinator#14 of MainCoordinator#9: owns no screen",
        ])
        let main = ObjectRef(id: ObjectID(9), kind: .coordinator, type: "MainCoordinator")
        let child = ObjectRef(id: ObjectID(14), kind: .coordinator, type: "ForgetfulBuyCoordinator")
        #expect(dismissed.snapshot.staleChildren == [Snapshot.StaleChild(parent: main, child: child)])
        // Journaled once, when it became stale: the next steps say nothing more of it.
        #expect(sim.press("2").events.navigationLines == ["select tab 2 (user)"])
    }

    /// The seed flows end their children: no step of a round trip leaves one stale.
    @Test(arguments: Fixtures.variants)
    func theSeedFlowsLeaveNoStaleChild(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        var events: [JournalEvent] = []
        for key in ["b", "p", "d", "b", "esc", "n", "esc", "c", "esc", "o", "l"] {
            let step = sim.send(.key(Key(name: key)!))
            events += step.events
            #expect(step.snapshot.staleChildren.isEmpty, "after \(key): \(step.snapshot.staleChildren)")
        }
        #expect(!events.contains { if case .staleChild = $0 { true } else { false } })
    }
}
