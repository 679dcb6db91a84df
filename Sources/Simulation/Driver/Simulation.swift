import CoordinatorKit
import ShopApp

/// The deterministic driver. Every way in (terminal keys, journeys, exploration) sends
/// ``Event``s here one at a time, and gets back the new ``Snapshot`` and the journal
/// events the event caused. The same launch and events always give the same output.
public final class Simulation {
    public let application: Application
    public private(set) var snapshot: Snapshot
    public internal(set) var chrome = Chrome()
    /// Receives `.deepLink` events; nil when the app has no deep links.
    public var deepLinkHandler: ((String) throws -> Void)?
    /// The journal events of the launch itself, before the first event.
    public private(set) var launchEvents: [JournalEvent] = []

    var viewport: Size
    /// The focused element of each screen, so focus is where the user left it when they come back.
    var focusByScreen: [ObjectID: String] = [:]
    var isEditing = false
    var editingScreen: ObjectID?

    /// Starts an app: `launch` builds the object graph into the application, as a scene delegate would.
    public init(viewport: Size = Size(columns: 80, rows: 24), launch: (Application) -> Void) {
        let application = Application()
        self.application = application
        self.viewport = viewport
        self.snapshot = Snapshot(viewport: viewport)
        launch(application)
        launchEvents = settle()
    }

    /// Starts the shop app of a config, in the variant and language given.
    public convenience init(app: ShopApp, viewport: Size = Size(columns: 80, rows: 24)) {
        self.init(viewport: viewport) { application in app.launch(in: application) }
        deepLinkHandler = DeepLinks.handler(for: application)
    }

    /// Applies one event and returns what it did.
    @discardableResult
    public func send(_ event: Event) -> Step {
        let rejection = apply(event)
        let events = settle()
        return Step(snapshot: snapshot, events: events, rejection: rejection)
    }

    /// Sends events in order and returns every step.
    @discardableResult
    public func send(_ events: [Event]) -> [Step] {
        events.map { send($0) }
    }

    /// The journal events recorded since the last step (launch included), then a fresh snapshot.
    private func settle() -> [JournalEvent] {
        let tree = application.sweep()
        let screen = application.window.activeScreen
        if let screen, editingScreen != screen.id { isEditing = false }
        let elements = screen?.elements ?? []
        let focus = screen.flatMap { focusedElement(in: elements, of: $0) }
        if isEditing, let focus, !isTextField(focus) { isEditing = false }
        editingScreen = isEditing ? screen?.id : nil
        snapshot = application.snapshot(viewport: viewport, focus: focus?.id, isEditing: isEditing, coordinators: tree,
                                        activeElements: elements)
        pruneFocus()
        return application.journal.drain()
    }

    /// Forgets focus of screens that are gone, so memory stays flat over long runs.
    private func pruneFocus() {
        guard focusByScreen.count > snapshot.live.count else { return }
        let live = Set(snapshot.live.map(\.id))
        focusByScreen = focusByScreen.filter { live.contains($0.key) }
    }

    private func isTextField(_ element: Element) -> Bool {
        if case .textField = element.kind { return true }
        return false
    }
}
