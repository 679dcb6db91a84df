import CoordsimApp
@testable import Exploration
import ExplorationFixtures
import Foundation
import Simulation
import Testing
import TestSupport

/// The compositional search on the shop's seed variants: the same counts as the product search.
@Suite struct CompositionShopTests {
    /// The product search's figures (release, `coordsim explore --variant V`, complete): states,
    /// transitions, refused inputs. A debug build takes minutes over the product; the slow test
    /// below runs it when `COORDSIM_SLOW_TESTS` is set.
    static let product: [String: (states: Int, transitions: Int, rejected: Int)] = [
        "A": (66_421, 450_061, 58_946), "B": (66_421, 450_061, 58_946), "C": (64_453, 434_705, 56_862),
    ]

    @Test(arguments: ["A", "B", "C"])
    func composedCountsAreTheProductSearchs(variant: String) {
        let composed = Explorer(app: SeedExplorations.app(variant)).composed()
        print(composed.report)
        #expect(composed.fallback == nil)
        #expect(composed.interferences.isEmpty)
        #expect(composed.states == Self.product[variant]!.states)
        #expect(composed.transitions == Self.product[variant]!.transitions)
        #expect(composed.rejected == Self.product[variant]!.rejected)
        #expect(composed.violations.isEmpty)
    }
}

/// `graph` drawn from the compositional search: the same graph as from the product search.
@Suite struct CompositionGraphTests {
    /// The seed explorations to depth 6 reach every screen and every transition between screens.
    @Test(arguments: ["A", "B", "C"])
    func theShopsGraphIsTheProductSearchs(variant: String) {
        let (graph, exploration) = Explorer(app: SeedExplorations.app(variant), invariants: []).flowGraph()
        #expect(exploration.fallback == nil)
        let product = FlowGraph(SeedExplorations.result(variant))
        #expect(graph == product)
        #expect(graph.mermaid == product.mermaid)
        // With tab switches it draws more than depth 6 reaches (a switch between two deep stacks);
        // the small apps below compare that with the complete product search.
    }

    /// Deep links drawn from the composition: the crossings' edges into every state the tab they
    /// select shows, labelled with the coordinators they add and remove.
    @Test(arguments: ["linked", "linked, dependent", "five tabs", "lazy"])
    func graphsWithDeepLinksAreTheProductSearchs(_ name: String) throws {
        let (app, links): (AppVariant, [String]) = switch name {
        case "linked": (try LinkedTabs.app(), ["linked://thread", "linked://feed"])
        case "linked, dependent": (try LinkedTabs.app(dependent: true), ["linked://thread", "linked://feed"])
        case "five tabs": (ShapedTabs.app(ShapedTabs.FiveTabs.self), ["shaped://tab/2", "shaped://open/3"])
        default: (ShapedTabs.app(ShapedTabs.Lazy.self), ["shaped://open/2", "shaped://tab/4"])
        }
        var explorer = Explorer(app: app, invariants: [])
        explorer.deepLinks = links
        for switches in [false, true] {
            let (graph, exploration) = explorer.flowGraph(includeTabSwitches: switches)
            #expect(exploration.fallback == nil, "drawn from the product search: \(exploration.fallback ?? "")")
            #expect(graph == FlowGraph(explorer.run(), includeTabSwitches: switches), "\(name), tab switches: \(switches)")
        }
    }

    @Test(arguments: [ShapedTabs.Small.self, ShapedTabs.Lazy.self, ShapedTabs.Coupled.self, ShapedTabs.CrossWrite.self]
          as [ShapedTabs.SceneDelegate.Type])
    func smallAppsGraphsAreTheProductSearchs(_ type: ShapedTabs.SceneDelegate.Type) {
        let app = ShapedTabs.app(type)
        for switches in [false, true] {
            let (graph, _) = Explorer(app: app, invariants: []).flowGraph(includeTabSwitches: switches)
            #expect(graph == FlowGraph(Explorer(app: app, invariants: []).run(), includeTabSwitches: switches),
                    "\(type.shape), tab switches: \(switches)")
        }
    }
}
