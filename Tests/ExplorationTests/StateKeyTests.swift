import CoordinatorKit
@testable import Exploration
import Testing

/// Two states are one when their snapshots are equal, and `String`'s `==` is canonical
/// equivalence: a state key's hash must agree with it, or the search records one state twice.
@Suite struct StateKeyTests {
    static func snapshot(identifier: String, parameters: [String: String], field: String) -> Snapshot {
        var snapshot = Snapshot(viewport: Size(columns: 0, rows: 0))
        snapshot.rootKind = .navigation
        snapshot.stacks = [StackSnapshot(id: .structural, screens: [
            ScreenSnapshot(id: .structural, identifier: identifier, title: identifier, parameters: parameters),
        ])]
        snapshot.active = ActiveScreen(id: .structural, identifier: identifier, title: identifier, backTitle: nil,
                                       isModal: false, elements: [.textField("name", "Name", value: field)],
                                       focus: nil, isEditing: false)
        return snapshot
    }

    @Test func canonicallyEquivalentTextMakesOneKey() {
        // Composed and decomposed, the Kelvin sign and "K", the Greek question mark and ";".
        let pairs = [("Caf\u{e9}", "Cafe\u{301}"), ("K", "\u{212a}"), (";", "\u{37e}"), ("\u{d55c}", "\u{1112}\u{1161}\u{11ab}")]
        for (one, other) in pairs {
            #expect(one == other)
            let lhs = StateKey(Self.snapshot(identifier: one, parameters: [one: one, "b": one], field: one))
            let rhs = StateKey(Self.snapshot(identifier: other, parameters: ["b": other, other: other], field: other))
            #expect(lhs == rhs, "\(one.unicodeScalars.map(\.value)) and \(other.unicodeScalars.map(\.value))")
            #expect(lhs.fingerprint == rhs.fingerprint)
            #expect(Set([lhs, rhs]).count == 1)
        }
    }
}
