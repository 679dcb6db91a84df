import Testing
@Test func placeholderShopApp() { #expect(Bool(true)) }
