import CoordinatorKit
@testable import Exploration
import Testing

/// The pieces a composed state is put together from: tree grafts and object-list changes.
@Suite struct CompositionPartsTests {
    static func node(_ type: String, _ children: [CoordinatorNode] = []) -> CoordinatorNode {
        CoordinatorNode(ref: ObjectRef(id: .structural, kind: .coordinator, type: type), children: children)
    }

    static let entry = node("App", [node("Tabs", [node("Main"), node("Shop")])])

    @Test func aGraftIsTheNodeWhoseChildrenChangedAndPutsThemBack() {
        let main = Self.node("App", [Self.node("Tabs", [Self.node("Main", [Self.node("Buy")]), Self.node("Shop")])])
        let grafts = TreeGraft.grafts(from: Self.entry, to: main)
        #expect(grafts == [TreeGraft(path: [0, 0], children: [Self.node("Buy")])])
        let shop = Self.node("App", [Self.node("Tabs", [Self.node("Main"), Self.node("Shop", [Self.node("Pay")])])])
        let both = (grafts ?? []) + (TreeGraft.grafts(from: Self.entry, to: shop) ?? [])
        #expect(TreeGraft.apply(both, to: Self.entry)
                == Self.node("App", [Self.node("Tabs", [Self.node("Main", [Self.node("Buy")]), Self.node("Shop", [Self.node("Pay")])])]))
        #expect(!both[0].overlaps(both[1]))
        #expect(TreeGraft(path: [0], children: []).overlaps(both[0]))
        #expect(TreeGraft.grafts(from: Self.entry, to: Self.node("Other")) == nil)
    }

    @Test func objectListsAddUpAsCountsByType() {
        func ref(_ type: String, _ kind: ObjectKind = .screen) -> ObjectRef { ObjectRef(id: .structural, kind: kind, type: type) }
        let base = [ref("Main", .coordinator), ref("Home"), ref("Store")]
        let buy = ListDelta(from: base, to: [ref("Buy", .coordinator), ref("Main", .coordinator), ref("Buy"), ref("Home"), ref("Store")])
        let gone = ListDelta(from: base, to: [ref("Main", .coordinator), ref("Home")])
        #expect(buy.text == "+1 Buy, +1 Buy")
        #expect(ListDelta.apply([buy, gone], to: base)
                == [ref("Buy", .coordinator), ref("Main", .coordinator), ref("Buy"), ref("Home")])
        #expect(ListDelta.apply([gone, gone], to: base) == nil)
    }
}
