@testable import CoordinatorKit
import Testing

/// The tree walk reads a `[any Coordinator]` buffer as `BorrowedCoordinator`s
/// (`withMemoryRebound`): the two must have one layout.
@Suite struct BorrowedCoordinatorLayoutTests {
    @Test func aBorrowedCoordinatorIsLaidOutAsTheCoordinatorItHolds() {
        #expect(MemoryLayout<BorrowedCoordinator>.size == MemoryLayout<any Coordinator>.size)
        #expect(MemoryLayout<BorrowedCoordinator>.stride == MemoryLayout<any Coordinator>.stride)
        #expect(MemoryLayout<BorrowedCoordinator>.alignment == MemoryLayout<any Coordinator>.alignment)
    }
}
