/// Children of coordinators whose app declares its own `Coordinator` protocol, as the seed
/// tutorials do (`protocol Coordinator { var childCoordinators: [Coordinator] { get set } … }`):
/// the stored property named `childCoordinators` is read by reflection, in the class or any
/// superclass. Its elements must be class instances; values are skipped, as they have no identity
/// to track. Reflection costs microseconds per coordinator, so apps on ``Coordinator`` walk faster.
package enum ReflectedCoordinators {
    /// The children `coordinator` holds in a stored `childCoordinators` array, or none.
    package static func children(of coordinator: AnyObject) -> [AnyObject] {
        var mirror: Mirror? = Mirror(reflecting: coordinator)
        while let current = mirror {
            if let stored = current.children.first(where: { $0.label == "childCoordinators" }) {
                guard let elements = stored.value as? [Any] else { return [] }
                return elements.compactMap { element in
                    type(of: element) is AnyClass ? element as AnyObject : nil
                }
            }
            mirror = current.superclassMirror
        }
        return []
    }
}

/// The object a screen reports to, for apps that declare their own `Coordinator` protocol and
/// whose screens are not ``OwnedScreen``s: the screen's stored `coordinator` property, else its
/// `delegate`, as the seed tutorials' view controllers hold them (weakly).
enum ReflectedOwner {
    /// `.some(nil)` when the screen has such a property and it is nil (its owner is gone); nil
    /// when it has none.
    static func owner(of screen: Screen) -> AnyObject?? {
        var mirror: Mirror? = Mirror(reflecting: screen)
        while let current = mirror, current.subjectType != Screen.self {
            for label in ["coordinator", "delegate"] {
                guard let stored = current.children.first(where: { $0.label == label }) else { continue }
                return .some(object(in: stored.value))
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The class instance in `value`, unwrapping an optional.
    private static func object(in value: Any) -> AnyObject? {
        let unwrapped = Mirror(reflecting: value)
        if unwrapped.displayStyle == .optional {
            guard let wrapped = unwrapped.children.first?.value else { return nil }
            return object(in: wrapped)
        }
        return type(of: value) is AnyClass ? value as AnyObject : nil
    }
}
