import CoordinatorKit
import Testing

/// `StackSnapshot` and `ScreenSnapshot` compare with a hand-written `==` (see Snapshot.swift):
/// it must be the relation the synthesized one was, field by field.
@Suite struct SnapshotEqualityTests {
    static let owner = ScreenOwner.coordinator(ref: ObjectRef(id: ObjectID(3), kind: .coordinator, type: "BuyCoordinator"))

    static func screen(id: Int = 1, identifier: String = "Buy", title: String = "Buy",
                       parameters: [String: String] = ["item": "book"], owner: ScreenOwner? = owner) -> ScreenSnapshot {
        ScreenSnapshot(id: ObjectID(id), identifier: identifier, title: title, parameters: parameters, owner: owner)
    }

    @Test func screensDifferingInAnyFieldAreDifferent() {
        let base = Self.screen()
        #expect(base == Self.screen())
        #expect(base != Self.screen(id: 2))
        #expect(base != Self.screen(identifier: "Next"))
        #expect(base != Self.screen(title: "Buy now"))
        #expect(base != Self.screen(owner: nil))
        #expect(base != Self.screen(owner: .released))
        #expect(base != Self.screen(owner: .object(type: "BuyCoordinator")))
        #expect(base != Self.screen(parameters: [:]))
        #expect(base != Self.screen(parameters: ["item": "bike"]))
        #expect(base != Self.screen(parameters: ["thing": "book"]))
        #expect(base != Self.screen(parameters: ["item": "book", "size": "S"]))
    }

    @Test func parametersCompareAsDictionariesWhateverTheirOrder() {
        // Built in opposite orders, so their storage orders may differ.
        var forward: [String: String] = [:]
        var backward: [String: String] = [:]
        let pairs = (0..<6).map { ("key\($0)", "value\($0)") }
        for count in 0...pairs.count {
            forward.removeAll()
            backward.removeAll()
            for (key, value) in pairs.prefix(count) { forward[key] = value }
            for (key, value) in pairs.prefix(count).reversed() { backward[key] = value }
            #expect(Self.screen(parameters: forward) == Self.screen(parameters: backward), "\(count) pairs")
            if count > 0 {
                var changed = backward
                changed[pairs[count - 1].0] = "other"
                #expect(Self.screen(parameters: forward) != Self.screen(parameters: changed), "\(count) pairs")
                var swapped = backward
                swapped.removeValue(forKey: pairs[0].0)
                swapped["elsewhere"] = pairs[0].1
                #expect(Self.screen(parameters: forward) != Self.screen(parameters: swapped), "\(count) pairs")
            }
        }
    }

    @Test func stacksCompareTheirScreensInOrder() {
        let buy = Self.screen()
        let next = Self.screen(id: 2, identifier: "Next", title: "Next", parameters: [:])
        let stack = StackSnapshot(id: ObjectID(0), tabTitle: "Buy", screens: [buy, next])
        #expect(stack == StackSnapshot(id: ObjectID(0), tabTitle: "Buy", screens: [buy, next]))
        #expect(stack == stack)
        #expect(stack != StackSnapshot(id: ObjectID(0), tabTitle: "Buy", screens: [next, buy]))
        #expect(stack != StackSnapshot(id: ObjectID(0), tabTitle: "Buy", screens: [buy]))
        #expect(stack != StackSnapshot(id: ObjectID(0), tabTitle: "Buy", screens: [buy, Self.screen(id: 2)]))
        #expect(stack != StackSnapshot(id: ObjectID(9), tabTitle: "Buy", screens: [buy, next]))
        #expect(stack != StackSnapshot(id: ObjectID(0), tabTitle: nil, screens: [buy, next]))
        #expect(StackSnapshot(id: ObjectID(0), screens: []) == StackSnapshot(id: ObjectID(0), screens: []))
        #expect(StackSnapshot(id: ObjectID(0), screens: []) != StackSnapshot(id: ObjectID(0), screens: [buy]))
    }

    @Test func equalValuesHashAlike() {
        var forward: [String: String] = [:]
        var backward: [String: String] = [:]
        for index in 0..<5 { forward["key\(index)"] = "\(index)" }
        for index in (0..<5).reversed() { backward["key\(index)"] = "\(index)" }
        let left = StackSnapshot(id: ObjectID(0), screens: [Self.screen(parameters: forward)])
        let right = StackSnapshot(id: ObjectID(0), screens: [Self.screen(parameters: backward)])
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
    }
}
