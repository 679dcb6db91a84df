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

    /// An interference's differences name each model value that changed, as the other diffs do.
    @Test func appStateDifferencesAreWordedValueByValue() {
        var expected = Snapshot(viewport: Size(columns: 0, rows: 0))
        expected.appState = ["draftSaved": "no", "flagged": ""]
        var actual = expected
        actual.appState = ["draftSaved": "no", "flagged": "Welcome", "seen": "1"]
        let lines = Snapshot.differences(expected: expected, actual: actual)
        #expect(lines == ["app state flagged: \"\" → Welcome", "app state seen: (none) → 1"], "\(lines)")
    }

    /// A stack whose screens and parameters are the same but a control differs says what differs,
    /// not `[Profile] → [Profile]` (a review's app, a switch flipped by a global).
    @Test func aStackThatDiffersInAControlSaysWhich() {
        func profile(tips: String) -> Snapshot {
            let screen = ScreenSnapshot(id: .structural, identifier: "Profile", title: "Profile", controls: ["tips": tips])
            return Snapshot(rootKind: .tabBar, stacks: [StackSnapshot(id: .structural, tabTitle: "Profile", screens: [screen])],
                            selectedTab: 0)
        }
        let lines = Snapshot.differences(expected: profile(tips: "on"), actual: profile(tips: "off"))
        #expect(lines.count == 1 && lines[0].hasPrefix("tab 1's stack: ") && lines[0].contains("tips on → off")
                && !lines[0].contains("[Profile] → [Profile]"), "\(lines)")
    }

    /// Background parts of one group that differ only in what composition adds up make the count
    /// too high only when another group's parts differ in the same object type or model key.
    @Test func combinationsAreDistinctUnlessTwoGroupsDifferInTheSameThing() {
        func ref(_ type: String) -> ObjectRef { ObjectRef(id: .structural, kind: .screen, type: type) }
        let home = [StackSnapshot(id: .structural, screens: [ScreenSnapshot(id: .structural, identifier: "Home", title: "Home")])]
        func part(leaked: [String] = [], state: [String: String] = [:]) -> CompositionPart {
            CompositionPart(stacks: home, grafts: [], live: ListDelta(), leaked: ListDelta(from: [], to: leaked.map(ref)),
                            appState: state)
        }
        let plain = part()
        let detailLeaked = part(leaked: ["Detail"])
        let formLeaked = part(leaked: ["Form"])
        typealias Verdict = DistinctCombinations.Verdict
        // Different stacks alone.
        var other = plain
        other.stacks[0].screens[0].identifier = "Other"
        #expect(DistinctCombinations.verdict([([0], [plain, other]), ([1], [plain])]) == Verdict.byShape)
        // One group differs in objects only: nothing can cancel it.
        #expect(DistinctCombinations.verdict([([0], [plain, detailLeaked]), ([1], [plain, other])])
                == Verdict.byDisjointChanges(tabs: [[0]]))
        // Two groups, each in its own type.
        #expect(DistinctCombinations.verdict([([0], [plain, detailLeaked]), ([1], [plain, formLeaked])])
                == Verdict.byDisjointChanges(tabs: [[0], [1]]))
        // Two groups in the same type: (leaked, plain) and (plain, leaked) add up alike.
        #expect(DistinctCombinations.verdict([([0], [plain, detailLeaked]), ([1, 2], [plain, detailLeaked]), ([3], [plain])])
                == Verdict.mayCoincide(tabs: [[0], [1, 2]], changes: ["leaked Detail"]))
        // The same model key written by two groups.
        #expect(DistinctCombinations.verdict([([0], [plain, part(state: ["cart": "1"])]), ([1], [part(state: ["cart": "2"]), plain])])
                == Verdict.mayCoincide(tabs: [[0], [1]], changes: ["model state cart"]))
    }
}
