import Testing
@Test func placeholderSimulation() { #expect(Bool(true)) }
