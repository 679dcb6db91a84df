import CoordinatorKit
import Simulation
import Testing

/// A tap's control, looked up alone, is the first control of that label among them all.
@Suite struct TapControlTests {
    /// Labels shared between kinds and repeated within one, so "first" is what decides.
    static let elements: [Element] = [
        .text("intro", "Buy"),
        .segmented("product", ["Computer", "Bicycle", "Computer"], selected: 2),
        .button("buy", "Buy", shortcut: "b"),
        .textField("name", "Name", value: "Ann"),
        .list("items", ["Bicycle", "Row", "Row"], selected: 0),
        .button("again", "Buy"),
        .textField("other", "Row", value: ""),
        .button("row", "Row"),
    ]

    @Test func theControlOfALabelIsTheFirstWithIt() {
        let all = Affordance.controls(in: Self.elements)
        let labels = all.compactMap(\.label) + ["Missing", "Intro", ""]
        #expect(labels.count == 14)
        for label in labels {
            #expect(Affordance.control(labeled: label, in: Self.elements) == all.first { $0.label == label }, "\(label)")
        }
        #expect(Affordance.control(labeled: "Row", in: Self.elements) == .row(label: "Row", element: "items", index: 1))
        #expect(Affordance.control(labeled: "Missing", in: Self.elements) == nil)
    }
}
