import Testing
@Test func placeholderCoordinatorKit() { #expect(Bool(true)) }
