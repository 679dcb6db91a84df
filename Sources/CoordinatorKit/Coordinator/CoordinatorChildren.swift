/// How the coordinator tree's walk reads a coordinator's children. The walk is generic over it,
/// so the ``Coordinator`` protocol's path stays a direct call.
protocol CoordinatorChildren {
    associatedtype Node
    static func object(_ node: Node) -> AnyObject
    static func children(of node: Node) -> [Node]
    static func takeWalkStack(from application: Application) -> [Node]
    static func returnWalkStack(_ stack: [Node], to application: Application)
}

/// Children through ``Coordinator/childCoordinators``.
enum ProtocolChildren: CoordinatorChildren {
    static func object(_ node: Coordinator) -> AnyObject { node }
    static func children(of node: Coordinator) -> [Coordinator] { node.childCoordinators }

    static func takeWalkStack(from application: Application) -> [Coordinator] {
        var stack: [Coordinator] = []
        swap(&stack, &application.walkStack)
        return stack
    }

    static func returnWalkStack(_ stack: [Coordinator], to application: Application) {
        application.walkStack = stack
    }
}

/// Children of coordinators whose app declares its own `Coordinator` protocol, as the seed
/// tutorials do (`protocol Coordinator { var childCoordinators: [Coordinator] { get set } … }`):
/// the stored property named `childCoordinators` is read by reflection, in the class or any
/// superclass. Its elements must be class instances; values are skipped, as they have no identity
/// to track. Reflection costs microseconds per coordinator, so apps on ``Coordinator`` walk faster.
public enum ReflectedCoordinators: CoordinatorChildren {
    /// The children `coordinator` holds in a stored `childCoordinators` array, or none.
    public static func children(of coordinator: AnyObject) -> [AnyObject] {
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

    static func object(_ node: AnyObject) -> AnyObject { node }

    static func takeWalkStack(from application: Application) -> [AnyObject] {
        var stack: [AnyObject] = []
        swap(&stack, &application.reflectedWalkStack)
        return stack
    }

    static func returnWalkStack(_ stack: [AnyObject], to application: Application) {
        application.reflectedWalkStack = stack
    }
}
