import CoordsimTesting
import ShopApp
import TestSupport
import Testing

/// What an app's own tests look like: only the public API, no @testable.
@Suite struct ABComparisonTests {
    let shop: AppUnderTest<ShopApp>

    init() throws {
        shop = try AppUnderTest<ShopApp>(config: Fixtures.defaultConfigPath)
    }

    @Test func childCoordinatorsAreCreatedAndReleasedOnlyWhereTheVariantUsesThem() throws {
        let journey = try Journey(json: """
            {"name": "buy and back", "launch": {"startLoggedIn": true},
             "steps": [{"key": "b"}, {"expect": {"title": "Buy"}}, {"key": "esc"},
                       {"expect": {"children": {"count": 0, "under": "MainCoordinator"}}}]}
            """)
        let comparison = try shop.compare(journey, variants: ["A", "B", "C"])
        #expect(comparison.passed)
        #expect(comparison["A"]?.childrenCreated == 0)
        #expect(comparison["B"]?.childrenCreated == 1)
        #expect(comparison["B"]?.childrenReleased == comparison["B"]?.childrenCreated)
        #expect(comparison["C"]?.screensVisited == ["Home", "Buy", "Home"])
        #expect(comparison["Z"] == nil)
        #expect(comparison.variants.allSatisfy { $0.leaks.isEmpty })
    }

    /// A journey naming a screen the app does not have is refused before it runs, as `script`
    /// refuses it, not reported as a navigation failure.
    @Test func aJourneyNamingAnUnknownScreenIsRefusedBeforeItRuns() throws {
        let journey = try Journey(json: #"{"name": "basket", "steps": [{"key": "b"}, {"expect": {"screen": "Basket"}}]}"#)
        let refusal = FileError(file: "journey \"basket\"", path: JSONPath.root.appending("steps").appending(1).appending("expect").appending("screen"),
            problem: .unknownName(kind: "screen", name: "Basket"), what: "unknown screen \"Basket\"",
            fix: "shop's screens: Login, Home, Buy, Store, CreateAccount, AccountCreated, Next, Receipt")
        #expect(throws: refusal) { try shop.run(journey, on: "B") }
        #expect(throws: refusal) { try shop.compare(journey, variants: ["A", "B"]) }
    }

    @Test func theFirstDifferenceIsWhereTheSheetAppears() throws {
        let journey = Journey(name: "buy", launch: ["startLoggedIn": true], steps: [.tap("Buy subscription")])
        let comparison = try shop.compare(journey, variants: ["B", "C"])
        #expect(comparison.differences.first?.summary == #"step 0 {"tap":"Buy subscription"}: B Home>Buy vs C Home ^Buy"#)
    }

    @Test func aSimulationAndAnExplorationOfOneVariant() throws {
        let simulation = try shop.simulation("B", launch: ["startLoggedIn": true])
        simulation.send(.tap("Buy subscription"))
        #expect(simulation.snapshot.activeStack?.screens.map(\.identifier) == ["Home", "Buy"])
        #expect(simulation.snapshot.activeStack?.top?.owner?.coordinator?.type == "ChildBuyCoordinator")

        let result = try shop.explore("A", depth: 3)
        #expect(result.violations.isEmpty, "\(result.report)")
        #expect(result.states.count > 1)
    }

    @Test func aBadInlineJourneySaysWhere() {
        let error = #expect(throws: FileError.self) {
            try Journey(json: #"{"name": "x", "startLoggedIn": true, "steps": [{"key": "b"}]}"#)
        }
        #expect(error?.problem == .movedKey("startLoggedIn"))
        #expect(error?.description == #"(inline journey):1:15: $.startLoggedIn: "startLoggedIn" is not a journey key; launch parameters go in "launch": "launch": {"startLoggedIn": true}"#)
    }
}
