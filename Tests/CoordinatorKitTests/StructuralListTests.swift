import CoordinatorKit
import Testing

/// A structural object list, updated from the last one as objects come and go, is the list
/// sorted afresh.
@Suite struct StructuralListTests {
    @Test func updatedListsAreTheListsSortedAfresh() {
        let types = ["HomeScreen", "BuyScreen", "BuyCoordinator", "TabCoordinator", "ÉcranScreen", "Écran\u{301}Screen"]
        var generator = SystemRandomNumberGenerator()
        var live: [ObjectRef] = []
        var nextID = 0
        var cache: (from: [ObjectRef], to: [ObjectRef])?
        var updates = 0
        for step in 0..<400 {
            // Mostly a few objects made or freed, now and then many (a list rebuilt from scratch).
            let changes = step % 50 == 49 ? 12 : Int.random(in: 0...3, using: &generator)
            for _ in 0..<changes {
                if !live.isEmpty, Bool.random(using: &generator) {
                    live.remove(at: Int.random(in: live.indices, using: &generator))
                } else {
                    let type = types.randomElement(using: &generator)!
                    live.append(ObjectRef(id: ObjectID(nextID), kind: type.hasSuffix("Screen") ? .screen : .coordinator,
                                          type: type))
                    nextID += 1
                }
            }
            let last = cache
            let made = StructuralCache.sorted(live, last: &cache)
            #expect(made == ObjectRef.structuralList(live), "step \(step)")
            if let last, last.from != live { updates += 1 }
        }
        #expect(updates > 100)
    }
}
