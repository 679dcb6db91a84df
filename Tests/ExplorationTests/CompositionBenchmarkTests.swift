import CoordsimApp
@testable import Exploration
import ExplorationFixtures
import Foundation
import Testing

/// Figures for the report, not assertions on time: set `COORDSIM_COMPOSITION_BENCH=1` and run in
/// release (`swift test -c release -Xswiftc -enable-testing --filter CompositionBenchmark`).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["COORDSIM_COMPOSITION_BENCH"] != nil))
struct CompositionBenchmarkTests {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test(arguments: ["A", "B", "C"])
    func shop(variant: String) {
        let app = SeedExplorations.app(variant)
        let composed = Explorer(app: app).composed()
        let product = Explorer(app: app).run()
        let c = Self.seconds(composed.duration), p = Self.seconds(product.duration)
        print("BENCH shop \(variant): composed \(composed.states ?? -1) states in \(String(format: "%.3f", c)) s "
            + "(\(Int(Double(composed.states ?? 0) / c)) states/s, \(composed.appSteps) app steps, \(composed.launches) launches); "
            + "product \(product.states.count) states in \(String(format: "%.3f", p)) s; \(String(format: "%.1f", p / c))x")
        #expect(composed.states == product.states.count)
        #expect(composed.transitions == product.transitions.count)
        let clock = ContinuousClock()
        let started = clock.now
        let (graph, _) = Explorer(app: app, invariants: []).flowGraph()
        let drawn = clock.now - started
        let (withSwitches, _) = Explorer(app: app, invariants: []).flowGraph(includeTabSwitches: true)
        print("BENCH graph \(variant): composed in \(String(format: "%.3f", Self.seconds(drawn))) s")
        #expect(graph == FlowGraph(product))
        #expect(withSwitches == FlowGraph(product, includeTabSwitches: true))
    }

    @Test(arguments: [ShapedTabs.Medium.self, ShapedTabs.Large.self] as [ShapedTabs.SceneDelegate.Type])
    func shaped(_ type: ShapedTabs.SceneDelegate.Type) {
        let composed = Explorer(app: ShapedTabs.app(type)).composed()
        let c = Self.seconds(composed.duration)
        print("BENCH shaped \(type.shape): composed \(composed.states ?? -1) states (closed form \(type.shape.closedForm)) "
            + "in \(String(format: "%.3f", c)) s, \(composed.appSteps) app steps, \(composed.launches) launches")
        print(composed.report)
        #expect(composed.composedStates == type.shape.closedForm)
    }
}

/// The teaching variants, whose invariants break: the composed search's findings against the
/// product search's (all of them, each with its shortest path), in release.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["COORDSIM_COMPOSITION_BENCH"] != nil))
struct CompositionTeachingVariantTests {
    @Test(arguments: ["tutorials-bug", "closures", "unanimated-links"])
    func findingsAreTheProductSearchs(variant: String) {
        let app = SeedExplorations.app(variant)
        let composed = Explorer(app: app, maxStates: 5_000, stopAtFirstViolation: false).composed()
        let product = Explorer(app: app, maxStates: 5_000, stopAtFirstViolation: false).run()
        print("BENCH teaching \(variant): composed \(composed.states.map(String.init) ?? "overflow") states, fallback: "
            + "\(composed.fallback ?? "none"), \(CompositionBenchmarkTests.seconds(composed.duration)) s; product "
            + "\(product.headline), \(CompositionBenchmarkTests.seconds(product.duration)) s")
        for violation in composed.violations { print("BENCH   composed \(violation)") }
        for violation in product.violations { print("BENCH   product  \(violation)") }
        #expect(Set(composed.violations.map(\.invariant)) == Set(product.violations.map(\.invariant)))
        for violation in composed.violations {
            #expect(violation.path.count == product.violations.first { $0.invariant == violation.invariant }?.path.count)
        }
    }
}
