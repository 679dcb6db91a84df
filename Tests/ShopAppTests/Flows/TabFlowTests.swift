import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// Seed 000 §5: one navigation stack per tab. Switching keeps each stack; reselecting the
/// selected tab pops it to its root, which releases a child coordinator like any user pop.
@Suite struct TabFlowTests {
    @Test(arguments: Fixtures.variants)
    func aTabSwitchKeepsTheStacks(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let next = sim.press("n")
        #expect(next.events.navigationLines == NextFlowTests.pushLines(variant))

        let toBuy = sim.expectAccepted(.selectTab(1))
        #expect(toBuy.events.navigationLines == ["select tab 2 (user)"])
        #expect(toBuy.snapshot.stacks.map { $0.screens.map(\.identifier) } == [["Home", "Next"], ["Store"], ["CreateAccount"]])
        let pushInBuy = sim.press("enter")
        #expect(pushInBuy.events.navigationLines == ["push BuyScreen#\(Self.firstFree(variant)) over StoreScreen#5 on #2"])

        // Back on Main: Next is still on top, NextViewCoordinator still runs it (B, C).
        let backToMain = sim.press("1")
        #expect(backToMain.events.navigationLines == ["select tab 1 (user)"])
        var expected = next.snapshot
        expected.selectedTab = 0
        expected.stacks[1] = pushInBuy.snapshot.stacks[1]
        expected.live = pushInBuy.snapshot.live
        #expect(backToMain.snapshot == expected)
        #expect(backToMain.snapshot.stacks.map { $0.screens.map(\.identifier) } == [["Home", "Next"], ["Store", "Buy"], ["CreateAccount"]])

        // And the Buy tab's stack is as the user left it.
        let backToBuy = sim.expectAccepted(.selectTab(1))
        #expect(backToBuy.events.navigationLines == ["select tab 2 (user)"])
        #expect(backToBuy.snapshot == pushInBuy.snapshot)
        sim.expectNoLeaks(in: [next, toBuy, pushInBuy, backToMain, backToBuy])
    }

    @Test(arguments: Fixtures.variants)
    func reselectingATabPopsItToItsRoot(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let launched = sim.snapshot
        let next = sim.press("n")
        sim.expectAccepted(.selectTab(1))
        let beforePush = sim.snapshot
        let pushInBuy = sim.press("enter")
        let buyID = Self.firstFree(variant)

        let reselectBuy = sim.expectAccepted(.selectTab(1))
        #expect(reselectBuy.events.navigationLines == [
            "reselect tab 2",
            "pop BuyScreen#\(buyID) -> StoreScreen#5 (user) on #2",
            "deinit BuyScreen#\(buyID)",
        ])
        #expect(reselectBuy.snapshot == beforePush)

        sim.expectAccepted(.selectTab(0))
        let reselectMain = sim.press("1")
        #expect(reselectMain.events.navigationLines == ["reselect tab 1"] + NextFlowTests.popLines(variant))
        var expected = launched
        expected.active?.focus = "next"
        #expect(reselectMain.snapshot == expected)
        sim.expectNoLeaks(in: [next, pushInBuy, reselectBuy, reselectMain])
    }

    /// Reselecting Main while a child's Buy is deep in the stack releases the child (B);
    /// in C the sheet covers the tab bar, so the tab bar does not react.
    @Test(arguments: Fixtures.variants)
    func reselectingMainEndsTheBuyFlow(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let launched = sim.snapshot
        let buy = sim.press("b")
        let receipt = sim.press("p")
        if variant == "C" {
            let covered = sim.send(.selectTab(0))
            #expect(covered.rejection == "a modal covers the tab bar")
            #expect(covered.events == [])
            #expect(covered.snapshot == receipt.snapshot)
            return
        }
        let reselect = sim.expectAccepted(.selectTab(0))
        #expect(reselect.events.navigationLines == (variant == "A"
            ? ["reselect tab 1", "pop ReceiptScreen#13 -> HomeScreen#4 (user) on #1",
               "deinit BuyScreen#12", "deinit ReceiptScreen#13"]
            : ["reselect tab 1", "pop ReceiptScreen#14 -> HomeScreen#4 (user) on #1",
               "-child ChildBuyCoordinator#13 of MainCoordinator#9",
               "deinit ChildBuyCoordinator#13", "deinit BuyScreen#12", "deinit ReceiptScreen#14"]))
        var expected = launched
        expected.active?.focus = "buy"
        #expect(reselect.snapshot == expected)
        sim.expectNoLeaks(in: [buy, reselect])
    }

    /// The first id a flow started after pushing Next gets: A makes one object for Next, B and C two.
    static func firstFree(_ variant: String) -> Int { variant == "A" ? 13 : 14 }
}
