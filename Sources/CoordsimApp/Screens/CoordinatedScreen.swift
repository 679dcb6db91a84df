/// A screen that reports to a coordinator of type `C`, held weakly, and whose ``controls`` carry
/// their actions.
///
/// It is an `OwnedScreen` whose owner is ``coordinator``, so coordsim knows which coordinator
/// owns it and `Coordinator.removeFinishedChildren(in:)` can release a finished flow. `C` may be
/// a class or a class-bound capability protocol (`CoordinatedScreen<any Buying>`).
///
/// ```swift
/// final class NotesScreen: CoordinatedScreen<NotesCoordinator> {
///     override var controls: [Control] {
///         [.button("open", "Open note", shortcut: "o") { self.coordinator?.openNote() }]
///     }
/// }
///
/// let screen = NotesScreen(coordinator: notesCoordinator)
/// ```
///
/// Its `Screen.elements` are its controls' and `Screen.handle(_:)` runs the control the action
/// names; both are final, so a screen cannot declare a control in one place and miss it in another.
open class CoordinatedScreen<C>: Screen, OwnedScreen {
    // `C` is unconstrained because `any Buying` does not satisfy `AnyObject` as a generic
    // argument; the object is held weakly as `AnyObject`, and the setter checks it is a class.
    private weak var coordinatorObject: AnyObject?

    /// The coordinator this screen reports to. Weak: the coordinator owns the flow, not the screen.
    /// It must be a class instance.
    public var coordinator: C? {
        get { coordinatorObject as? C }
        set {
            guard let newValue else { return coordinatorObject = nil }
            assert(type(of: newValue as Any) is AnyClass,
                   "\(Self.self)'s coordinator must be a class instance, not \(type(of: newValue)).")
            coordinatorObject = newValue as AnyObject
        }
    }

    /// A screen that reports to `coordinator`.
    public convenience init(coordinator: C) {
        self.init()
        self.coordinator = coordinator
    }

    /// `OwnedScreen`'s owner: the ``coordinator``.
    public var owner: AnyObject? { coordinatorObject }

    /// What the screen shows, top to bottom, each with what it does. Ids must be unique.
    open var controls: [Control] { [] }

    /// The ``controls``' elements, in order.
    public final override var elements: [Element] {
        let elements = controls.map(\.element)
        assert(Set(elements.map(\.id)).count == elements.count,
               "\(Self.self) has two controls with one id: \(elements.map(\.id)). Ids name controls for journeys.")
        return elements
    }

    /// Runs the control whose id `action` names; an id no control has does nothing.
    public final override func handle(_ action: ElementAction) {
        let id = switch action {
        case let .activate(id), let .select(id, _), let .setText(id, _), let .setOn(id, _): id
        }
        controls.first { $0.element.id == id }?.handle(action)
    }
}
