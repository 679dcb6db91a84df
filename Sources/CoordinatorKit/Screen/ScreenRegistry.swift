/// Makes screens by identifier, as a storyboard makes view controllers by storyboard id: the
/// by-name half of seed 000's `Storyboarded.instantiate()`. ShopApp's coordinators make their
/// screens by type (`CheckoutScreen.instantiate()`); a tool that only has a name uses this.
package struct ScreenRegistry: Sendable {
    private let types: [String: Screen.Type]
    /// Identifiers in registration order.
    package let identifiers: [String]

    package init(_ types: [Screen.Type]) {
        var table: [String: Screen.Type] = [:]
        for type in types {
            precondition(table[type.identifier] == nil, "Two screen types share the identifier \(type.identifier).")
            table[type.identifier] = type
        }
        self.types = table
        self.identifiers = types.map { $0.identifier }
    }

    package func type(named identifier: String) -> Screen.Type? { types[identifier] }

    /// A new screen of the type registered as `identifier`, or nil when none is.
    package func instantiate(_ identifier: String) -> Screen? {
        types[identifier].map { $0.fromStoryboard() }
    }
}
