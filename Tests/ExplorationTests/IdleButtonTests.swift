import CoordsimApp
import ExplorationFixtures
@testable import Exploration
import Simulation
import TestSupport
import Testing

/// A screen written the old way whose `handle(_:)` misspells an id has a button that does
/// nothing; `explore` names it, and no button that does something anywhere.
@Suite struct IdleButtonTests {
    final class ShopCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()
        func start() { navigationController.pushViewController(Home(coordinator: self), animated: false) }
        func openBasket() { navigationController.pushViewController(Basket(coordinator: self), animated: true) }
    }

    final class Home: Screen, OwnedScreen {
        weak var coordinator: ShopCoordinator?
        var owner: AnyObject? { coordinator }
        convenience init(coordinator: ShopCoordinator) {
            self.init()
            self.coordinator = coordinator
        }
        override var elements: [Element] { [.button("basket", "Basket"), .button("purchase", "Buy now")] }
        override func handle(_ action: ElementAction) {
            if case .activate("basket") = action { coordinator?.openBasket() }
            if case .activate("purchse") = action { coordinator?.openBasket() }   // the typo under test
        }
    }

    final class Basket: Screen, OwnedScreen {
        weak var coordinator: ShopCoordinator?
        var owner: AnyObject? { coordinator }
        convenience init(coordinator: ShopCoordinator) {
            self.init()
            self.coordinator = coordinator
        }
    }

    final class TypoApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "typo")
        let launch: Launch
        init(launch: Launch) { self.launch = launch }
        func start() {
            let coordinator = ShopCoordinator()
            launch.start(coordinator, showing: coordinator.navigationController)
        }
    }

    @Test func aButtonWhoseIdHandleMisspellsIsNamed() throws {
        let app = try AppVariant(TypoApp.self, config: .derived(from: TypoApp.configuration))
        let result = Explorer(app: app).run()
        #expect(result.idleButtons == [IdleButton(screen: "Home", element: "purchase", label: "Buy now", taps: 1)])
        #expect(result.report.contains(#"  IDLE BUTTON  button "Buy now" (purchase) on Home did nothing in the state it was tapped in"#),
                "\(result.report)")
        // A search cut short says its verdict is of the states it found.
        let cut = Explorer(app: app, maxStates: 1).run()
        #expect(!cut.isComplete && !cut.idleButtonLines.isEmpty
                && cut.idleButtonLines.allSatisfy { $0.contains("only of the states found before the search stopped") },
                "\(cut.report)")
    }

    /// The shop's buttons all do something somewhere: its reports are unchanged.
    @Test func theShopHasNone() {
        let result = Explorer(app: Fixtures.app(variant: "B"), depth: 6).run()
        #expect(result.idleButtons.isEmpty, "\(result.idleButtons.map(\.description))")
        #expect(result.coverage?.shadowedControls == [], "\(result.report)")
    }

    /// A button labelled as the field before it is never pressed: a tap names the field. Both
    /// searches say so, since neither can reach what it does.
    @Test func aButtonLabelledAsAFieldBeforeItIsShadowed() throws {
        let app = try ModelStateApps.variant(SearchFieldTabs.App.self, parameters: ["sharedLabel": .bool(true)])
        let product = Explorer(app: app).run()
        let composed = Explorer(app: app).composed()
        for coverage in [product.coverage, composed.coverage] {
            let shadowed = try #require(coverage?.shadowedControls)
            #expect(shadowed.count == 1 && shadowed[0].hasPrefix(#"button "Search" (find) on "#), "\(shadowed)")
        }
        #expect(product.report.contains("  SHADOWED     button \"Search\" (find)"), "\(product.report)")
        #expect(!product.screensReached.contains { $0.contains("Results") }, "\(product.report)")
    }
}
