import CoordsimTesting
import CoordsimUIKit
import Testing

/// Seed 000 §5's tab bar subclass and §8's closures, run in the Simulation.
@Suite struct Seed000TabsTests {
    let app = AppUnderTest<Seed000Tabs.SceneDelegate>()

    /// `viewDidLoad` runs when the tab bar reaches the window, starts the three coordinators, and
    /// their system items title the tabs.
    @Test func tabBarSubclassStartsThreeCoordinators() throws {
        let simulation = try app.simulation()
        #expect(simulation.snapshot.rootKind == .tabBar)
        #expect(simulation.snapshot.stacks.map(\.tabTitle) == ["Favorites", "Bookmarks", "Contacts"])
        #expect(simulation.snapshot.stacks.map { $0.screens.map(\.identifier) }
                == [["ViewController"], ["BuyViewController"], ["CreateAccountViewController"]])

        let buyTab = simulation.send(.selectTab(1))
        #expect(buyTab.snapshot.active?.identifier == "BuyViewController")
        let mainTab = simulation.send(.selectTab(0))
        #expect(mainTab.snapshot.active?.identifier == "ViewController")
    }

    /// §8: the closures reach the coordinator, which pushes Buy with the product and Create account.
    @Test func closuresDriveTheMainCoordinator() throws {
        let simulation = try app.simulation()
        simulation.send(.tap("자전거"))
        let buy = simulation.send(.tap("Buy"))
        #expect(buy.snapshot.visibleStack?.screens.map(\.identifier) == ["ViewController", "BuyViewController"])
        #expect(buy.snapshot.active?.elements == [.text("product", "selectedProduct: 1")])
        simulation.send(.back)
        let create = simulation.send(.tap("Create account"))
        #expect(create.snapshot.active?.identifier == "CreateAccountViewController")
        #expect(create.snapshot.leaked.isEmpty)
    }
}
