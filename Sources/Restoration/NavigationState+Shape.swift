import CoordsimApp
import CoordsimConfig

extension NavigationState {
    /// The keys and types of a state file, read from the type's `Decodable` conformance.
    static let shape = ConfigShape.of(NavigationState.self)
}

extension NavigationState.Root: ShapePrimitive {
    // A root is a string in the file; the shape reader needs a value to go on with.
    package static var placeholder: NavigationState.Root { .navigation }
    package static var shape: ConfigShape { .string }
}
