import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// Seed 000 §1-§4: Home passes the chosen product to Buy; how Buy is shown and who owns it
/// is what the variants change (A: MainCoordinator pushes it, B: a child coordinator,
/// C: a child coordinator presenting a sheet).
@Suite struct BuyFlowTests {
    /// What `[b] Buy subscription` journals in each variant.
    static func buyLines(_ variant: String) -> [String] {
        switch variant {
        case "A": return ["push BuyScreen#12 over HomeScreen#4 on #1"]
        case "B": return ["+child ChildBuyCoordinator#13 of MainCoordinator#9",
                          "start ChildBuyCoordinator#13",
                          "push BuyScreen#12 over HomeScreen#4 on #1"]
        default: return ["+child ModalBuyCoordinator#14 of MainCoordinator#9",
                         "start ModalBuyCoordinator#14",
                         "set #12 = [BuyScreen#13]",
                         "present BuyScreen#13 over HomeScreen#4"]
        }
    }

    /// What leaving Buy by the user (back button, swipe-back, or swiping the sheet down) journals.
    static func leaveLines(_ variant: String) -> [String] {
        switch variant {
        case "A": return ["pop BuyScreen#12 -> HomeScreen#4 (user) on #1", "deinit BuyScreen#12"]
        case "B": return ["pop BuyScreen#12 -> HomeScreen#4 (user) on #1",
                          "-child ChildBuyCoordinator#13 of MainCoordinator#9",
                          "deinit ChildBuyCoordinator#13",
                          "deinit BuyScreen#12"]
        default: return ["dismiss BuyScreen#13 (user)",
                         "-child ModalBuyCoordinator#14 of MainCoordinator#9",
                         "deinit ModalBuyCoordinator#14",
                         "deinit BuyScreen#13"]
        }
    }

    static func buyScreen(_ variant: String, product: String) -> ActiveScreen {
        variant == "C"
            ? Expected.buy(id: 13, product: product, backTitle: nil, isModal: true)
            : Expected.buy(id: 12, product: product, backTitle: "Home", isModal: false)
    }

    static func tree(_ variant: String) -> String {
        switch variant {
        case "A": return Expected.launchedTree
        case "B": return "AppCoordinator(TabCoordinator(MainCoordinator(ChildBuyCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))"
        default: return "AppCoordinator(TabCoordinator(MainCoordinator(ModalBuyCoordinator), BuyTabCoordinator, CreateAccountTabCoordinator))"
        }
    }

    @Test(arguments: Fixtures.variants)
    func buyABicycleThenGoBack(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let choose = sim.expectAccepted(.tap("Bicycle"))
        #expect(choose.events.navigationLines == [])
        #expect(choose.snapshot.active == Expected.home(product: 1, focus: "product"))
        #expect(choose.snapshot.stacks[0].screens.map(\.parameters) == [["product": "bicycle"]])

        let buy = sim.press("b")
        #expect(buy.events.navigationLines == Self.buyLines(variant))
        #expect(buy.snapshot.active == Self.buyScreen(variant, product: "Bicycle"))
        #expect(sim.coordinatorOutline == Self.tree(variant))
        #expect(sim.activeStackIdentifiers == (variant == "C" ? ["Buy"] : ["Home", "Buy"]))
        #expect(sim.snapshot.activeStack?.top?.parameters == ["product": "bicycle"])

        let back = sim.expectAccepted(.back)
        #expect(back.events.navigationLines == Self.leaveLines(variant))
        // Everything is as it was after choosing the product, except that focus moved to the button pressed.
        var expected = choose.snapshot
        expected.active?.focus = "buy"
        #expect(back.snapshot == expected)
        sim.expectNoLeaks(in: [choose, buy, back])
    }

    @Test(arguments: Fixtures.variants)
    func leaveBuyBySwipingReleasesTheChild(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let before = sim.snapshot
        let buy = sim.press("b")
        #expect(buy.events.navigationLines == Self.buyLines(variant))
        var steps = [buy]
        if variant != "C" {
            // A cancelled swipe-back pops nothing, so the child stays.
            let cancelled = sim.expectAccepted(.swipeBack(completes: false))
            #expect(cancelled.events.navigationLines == ["swipe-back cancelled on BuyScreen#12 in #1"])
            #expect(cancelled.snapshot == buy.snapshot)
            steps.append(cancelled)
        }
        let swipe = sim.expectAccepted(variant == "C" ? .dismissModal : .swipeBack(completes: true))
        #expect(swipe.events.navigationLines == Self.leaveLines(variant))
        var expected = before
        expected.active?.focus = "buy"
        #expect(swipe.snapshot == expected)
        sim.expectNoLeaks(in: steps + [swipe])
    }

    @Test(arguments: Fixtures.variants)
    func purchaseThenDoneEndsTheFlowFromCode(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let before = sim.snapshot
        let buy = sim.press("b")
        let purchase = sim.press("p")
        let receiptID = variant == "C" ? 15 : (variant == "B" ? 14 : 13)
        let buyID = variant == "C" ? 13 : 12
        let stack = variant == "C" ? "#12" : "#1"
        #expect(purchase.events.navigationLines == [
            "outcome purchase = computer",
            "push ReceiptScreen#\(receiptID) over BuyScreen#\(buyID) on \(stack)",
        ])
        #expect(purchase.snapshot.active == ActiveScreen(
            id: ObjectID(receiptID), identifier: "Receipt", title: "Purchased", backTitle: "Buy", isModal: variant == "C",
            elements: [.text("message", "Thank you for buying a Computer.", .success), .button("done", "Done", shortcut: "d")],
            focus: "done", isEditing: false))

        let done = sim.press("d")
        switch variant {
        case "A":
            #expect(done.events.navigationLines == [
                "pop ReceiptScreen#13 -> HomeScreen#4 (code) on #1", "deinit BuyScreen#12", "deinit ReceiptScreen#13",
            ])
        case "B":
            #expect(done.events.navigationLines == [
                "pop ReceiptScreen#14 -> HomeScreen#4 (code) on #1",
                "-child ChildBuyCoordinator#13 of MainCoordinator#9",
                "deinit ChildBuyCoordinator#13", "deinit BuyScreen#12", "deinit ReceiptScreen#14",
            ])
        default:
            #expect(done.events.navigationLines == [
                "dismiss ReceiptScreen#15 (code)",
                "-child ModalBuyCoordinator#14 of MainCoordinator#9",
                "deinit ModalBuyCoordinator#14", "deinit BuyScreen#13", "deinit ReceiptScreen#15",
            ])
        }
        var expected = before
        expected.active?.focus = "buy"
        #expect(done.snapshot == expected)
        sim.expectNoLeaks(in: [buy, purchase, done])
    }

    /// Regression: popping Receipt back to Buy used to finish the child in B, leaving Buy
    /// with a nil coordinator, so `[p] Purchase` did nothing the second time.
    @Test(arguments: Fixtures.variants)
    func backFromReceiptKeepsTheFlowAlive(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        sim.expectAccepted(.tap("Bicycle"))
        let buy = sim.press("b")
        sim.press("p")
        let back = sim.expectAccepted(.back)
        #expect(back.snapshot.coordinators == buy.snapshot.coordinators)
        var buyShownAgain = buy.snapshot
        buyShownAgain.active?.focus = "purchase"
        #expect(back.snapshot == buyShownAgain)
        let (buyID, firstReceipt, stack) = variant == "C" ? (13, 15, "#12") : (12, variant == "B" ? 14 : 13, "#1")
        #expect(back.events.navigationLines == [
            "pop ReceiptScreen#\(firstReceipt) -> BuyScreen#\(buyID) (user) on \(stack)",
            "deinit ReceiptScreen#\(firstReceipt)",
        ])
        let again = sim.press("p")
        #expect(again.events.navigationLines == [
            "outcome purchase = bicycle",
            "push ReceiptScreen#\(firstReceipt + 1) over BuyScreen#\(buyID) on \(stack)",
        ])
        sim.expectNoLeaks(in: [buy, back, again])
    }
}
