import CoordsimTesting
import SyntheticApp
import Testing

/// The composed search against the product search on the synthetic app, through the public API:
/// the same count (the closed form), interference found and named where tabs share model state,
/// and hidden state reported by the product search.
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

    /// Arm writes model state no screen shows: the product search reports it as hidden state,
    /// with two histories that replay, and says its counts are a lower bound.
    @Test func hiddenStateIsReported() throws {
        let shape = SyntheticShape(tabs: 2, depth: 1, hiddenState: true)
        let variant = try app.variant(launch: shape.launchValues)
        let product = Explorer(app: variant).run()
        #expect(!product.isSound, "\(product.report)")
        let hidden = try #require(product.hiddenStates.first { $0.second != nil }, "\(product.report)")
        #expect(hidden.cause?.contains(.tap("Arm")) == true, "\(hidden)")
        for journey in hidden.journeys(variant: variant.name, launch: variant.parameters) {
            #expect(try app.run(journey).failure == nil, "\(journey)")
        }
    }
}
