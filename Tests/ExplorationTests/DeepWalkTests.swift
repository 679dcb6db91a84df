import CoordsimApp
@testable import Exploration
import ExplorationFixtures
import Testing

/// The tour on a deep stack, where the back menu pops to any earlier screen: the way back to a
/// state with inputs left is often longer than the tour's walk bound, and it walks the path of
/// that state from the nearest ancestor it can reach instead of replaying it from launch.
@Suite struct DeepWalkTests {
    /// One tab, a stack 24 deep, no sheets: 25 states, each deep one with up to 22 back-menu pops.
    final class DeepStack: ShapedTabs.SceneDelegate {
        override class var shape: ShapedTabs.Shape { ShapedTabs.Shape(tabs: 1, depth: 24, fanout: 1, modals: 0) }
    }

    /// Two tabs, each a stack 9 deep: 2 · 10 · 10 = 200 states.
    final class TwoDeepStacks: ShapedTabs.SceneDelegate {
        override class var shape: ShapedTabs.Shape { ShapedTabs.Shape(tabs: 2, depth: 9, fanout: 1, modals: 0) }
    }

    @Test(arguments: [("one tab 24 deep", DeepStack.self as ShapedTabs.SceneDelegate.Type),
                      ("two tabs 9 deep", TwoDeepStacks.self)])
    func theTourFindsWhatBreadthFirstSearchFinds(name: String, type: ShapedTabs.SceneDelegate.Type) {
        let app = ShapedTabs.app(type)
        let toured = Explorer(app: app).run()
        var breadthFirst = Explorer(app: app)
        breadthFirst.tours = false
        let searched = breadthFirst.run()
        #expect(toured.isComplete && searched.isComplete)
        #expect(toured.states.count == type.shape.closedForm, "\(name): \(toured.report)")
        #expect(toured.states == searched.states)
        #expect(toured.transitions == searched.transitions)
        #expect(toured.rejected == searched.rejected)
        #expect(toured.violations == [] && searched.violations == [])
        if type == DeepStack.self {
            // Most ways back are longer than the walk bound: replayed from launch, that was 36 replays.
            #expect(toured.revisits.replayed <= 2, "\(toured.report)")
        }
        #expect(toured.hiddenStates.isEmpty && toured.conflictsSeen == 0 && toured.unexplained == 0, "\(name): \(toured.report)")
    }
}
