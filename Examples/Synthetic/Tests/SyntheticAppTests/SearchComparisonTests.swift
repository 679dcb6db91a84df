import CoordsimTesting
import SyntheticApp
import Testing

/// The composed search against the product search on the synthetic app, through the public API:
/// the same count (the closed form), interference found and named where tabs share model state,
/// and hidden state reported by both searches.
@Suite struct SearchComparisonTests {
    let app = AppUnderTest<SyntheticApp>()

    static let shapes = [
        SyntheticShape(tabs: 2, depth: 2, fanout: 2, modals: 1),
        SyntheticShape(tabs: 3, depth: 1, fanout: 2, modals: 2),
        SyntheticShape(tabs: 4, depth: 1, fanout: 1, modals: 1),
    ]

    @Test(arguments: shapes)
    func theComposedCountIsTheProductsAndTheClosedForm(_ shape: SyntheticShape) throws {
        let variant = try app.variant(launch: shape.launchValues)
        let composed = Explorer(app: variant).composed()
        let product = Explorer(app: variant).run()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.states == product.states.count, "\(composed.report)\n\(product.report)")
        #expect(composed.transitions == product.transitions.count)
        #expect(product.states.count == shape.reachableStates)
        #expect(composed.violations.isEmpty && product.violations.isEmpty)
        #expect(product.isSound, "\(product.report)")
    }

    /// `synthetic://tab/N` ends the selected tab's sheet, selects tab N and pops it: no new state,
    /// so the count is still the closed form. Composing sends it from every tab into the one it
    /// names (a crossing) and gets the product's figures.
    @Test func aDeepLinkComposesToTheProductsFigures() throws {
        let shape = SyntheticShape(tabs: 3, depth: 1, fanout: 2, modals: 1)
        var explorer = Explorer(app: try app.variant(launch: shape.launchValues))
        explorer.deepLinks = ["synthetic://tab/2"]
        let composed = explorer.composed()
        let product = explorer.run()
        #expect(composed.fallback == nil && composed.interferences.isEmpty, "\(composed.report)")
        #expect(composed.checked.contains { $0.hasPrefix("crossings into other tabs") }, "\(composed.report)")
        #expect(composed.states == product.states.count, "\(composed.report)\n\(product.report)")
        #expect(composed.transitions == product.transitions.count)
        #expect(product.states.count == shape.reachableStates)
        #expect(composed.violations.isEmpty && product.violations.isEmpty, "\(product.report)")
    }

    /// A root's mark writes shared model state another tab shows: composing finds the interference
    /// and names the input and the tab, and its count, with the tabs explored together, is the product's.
    @Test func crossLinksAreFoundAndNamed() throws {
        let shape = SyntheticShape(tabs: 2, depth: 1, fanout: 1, modals: 1, crossLinks: true)
        let variant = try app.variant(launch: shape.launchValues)
        let levels = ["independentTabs": CheckLevel.warn]
        let composed = Explorer(app: variant, checks: levels).composed()
        let product = Explorer(app: variant, checks: levels).run()
        #expect(!composed.interferences.isEmpty, "\(composed.report)")
        let interference = try #require(composed.interferences.first)
        #expect(interference.input == .tap("Mark tab 2"), "\(interference)")
        #expect(!interference.differences.isEmpty)
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(product.states.count == shape.reachableStates)
    }

    /// Arm writes model state no screen shows: both searches report it as hidden state, with two
    /// histories that replay and Arm as the cause, and say their counts are a lower bound;
    /// composing does not take it for an interference between tabs.
    @Test func hiddenStateIsReportedByBothSearches() throws {
        let variant = try app.variant(launch: SyntheticShape(tabs: 2, depth: 1, hiddenState: true).launchValues)
        let product = Explorer(app: variant).run()
        let composed = Explorer(app: variant).composed()
        #expect(!product.isSound, "\(product.report)")
        #expect(!composed.isSound, "\(composed.report)")
        #expect(composed.fallback == nil && composed.interferences.isEmpty, "\(composed.report)")
        for (search, hiddenStates) in [("product", product.hiddenStates), ("composed", composed.hiddenStates)] {
            let hidden = try #require(hiddenStates.first { $0.second != nil }, "\(search): no hidden state")
            #expect(hidden.cause?.contains(.tap("Arm")) == true, "\(search): \(hidden)")
            for journey in hidden.journeys(variant: variant.name, launch: variant.parameters) {
                #expect(try app.run(journey).failure == nil, "\(search): \(journey)")
            }
        }
    }

    /// On a larger shape the states Arm changes are reached the long way too: both searches still
    /// say their key missed state, and composing still names no interference.
    @Test func hiddenStateOnALargerShapeIsNotAnInterference() throws {
        let variant = try app.variant(launch: SyntheticShape(tabs: 3, depth: 2, fanout: 2, hiddenState: true).launchValues)
        let product = Explorer(app: variant).run()
        let composed = Explorer(app: variant).composed()
        #expect(!product.isSound && !product.hiddenStates.isEmpty, "\(product.report)")
        #expect(!composed.isSound && !composed.hiddenStates.isEmpty, "\(composed.report)")
        #expect(composed.fallback == nil && composed.interferences.isEmpty, "\(composed.report)")
    }
}
