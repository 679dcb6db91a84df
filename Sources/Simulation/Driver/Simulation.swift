import CoordinatorKit
import CoordsimApp

/// The deterministic driver. Every way in (terminal keys, journeys, exploration) sends
/// ``Event``s here one at a time, and gets back the new `Snapshot` and the journal
/// events the event caused. The same launch and events always give the same output.
public final class Simulation {
    /// The runtime the app runs in: its window, root coordinator and lifetime tracker, owned by
    /// this simulation alone.
    public let application: Application
    /// The app this simulation launched, when it launched one through ``init(_:viewport:)``.
    public private(set) var app: (any SimulatedApp)?
    /// The state as a value, built when first read after an event: a headless run or the explorer
    /// that reads it only now and then doesn't pay for one after every event.
    public var snapshot: Snapshot {
        if let cachedSnapshot { return cachedSnapshot }
        let made = makeSnapshot()
        cachedSnapshot = made
        return made
    }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var cachedSnapshot: Snapshot?
    /// ``snapshot``'s ``Snapshot/structural``, built as such: how the explorer tells states apart
    /// without building each one twice.
    package var structuralSnapshot: Snapshot {
        let screen = application.window.activeScreen
        var made = application.structuralSnapshot(coordinators: tree, activeElements: screen.map(elements(of:)),
                                                  cache: &structuralCache)
        if let app { made.appState = app.keyedState }
        assert(made == snapshot.structural, "the structural snapshot differs from the snapshot made structural")
        return made
    }
    private var structuralCache = StructuralCache()
    /// The coordinator tree the last sweep walked, for the snapshot: built when read. Its ids are
    /// those ``staleChildren`` names; the structural snapshot's tree has the same shape.
    package var tree: CoordinatorNode? { application.sweptCoordinatorTree }
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package internal(set) var chrome = Chrome()
    /// Receives `.deepLink` events; nil when the app has no deep links.
    package var deepLinkHandler: ((String) throws -> Void)?
    /// The journal events of the launch itself, before the first event.
    public private(set) var launchEvents: [JournalEvent] = []
    /// Why the launch is broken, when the app forgot its root coordinator and the variant's
    /// `forgottenRootPolicy` is `.keep`; nil otherwise.
    package private(set) var forgottenRoot: String?

    var viewport: Size
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    var isEditing = false
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    var editingScreen: ObjectID?
    /// The children found stale at the last step: each is journaled once when it becomes stale,
    /// and the explorer's state key saturates them.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package private(set) var staleChildren: [Snapshot.StaleChild] = []
    /// The active screen's elements, built since the last event (see ``elements(of:)``). Cleared
    /// when an event has run, and before one unless ``reusesElementsAtRest``.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var restingElements: (screen: ObjectID, elements: [Element])?
    /// Whether the elements built at rest (for a snapshot) also serve the next event's tap or key,
    /// so a step builds them once. Only for a driver that changes the app through events alone,
    /// as the explorer does: code that changes the app directly between events would have the
    /// next tap resolved against the elements from before its change.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package var reusesElementsAtRest = false
    /// Whether a step lets time pass until nothing animates (every tool's way). CoordsimTesting's
    /// `Device` turns it off to act in the middle of a transition, and runs frames itself.
    package var settlesAfterEachStep = true

    /// Starts an app: `launch` builds the object graph into the application, as a scene delegate would.
    public init(viewport: Size = Size(columns: 80, rows: 24), launch: (Application) -> Void) {
        let application = Application()
        self.application = application
        self.viewport = viewport
        launch(application)
        launchEvents = settle()
    }

    /// Starts one variant of an app: makes it, starts it, and hands it the deep links.
    public convenience init(_ variant: AppVariant, viewport: Size = Size(columns: 80, rows: 24)) {
        self.init(variant, viewport: viewport, preparing: { _ in })
    }

    /// Starts `variant` and lets `prepare` act on the started app before the first snapshot,
    /// as restoration does. When `prepare` throws, the error comes back and there is no simulation.
    public convenience init<Failure: Error>(_ variant: AppVariant, viewport: Size = Size(columns: 80, rows: 24),
                                            preparing prepare: (any SimulatedApp) throws(Failure) -> Void) throws(Failure) {
        var app: (any SimulatedApp)?
        var failure: Failure?
        var forgotten: String?
        self.init(viewport: viewport) { application in
            let made = variant.makeApp(in: application)
            app = made
            made.start()
            if let problem = Self.forgottenRoot(by: made, in: application) {
                switch variant.forgottenRootPolicy {
                // fatalError, not preconditionFailure: an optimized build drops a precondition's message.
                case .stop: fatalError(problem)
                case let .exit(report): report(problem)
                case .keep:
                    forgotten = problem
                    return   // restoring would act on coordinators already released
                }
            }
            do throws(Failure) { try prepare(made) } catch { failure = error }
        }
        if let failure { throw failure }
        self.app = app
        forgottenRoot = forgotten
        deepLinkHandler = { [weak self] url in
            guard let app = self?.app else { throw DeepLinkRefused(url: url, reason: "the app is not running") }
            try app.open(url)
        }
    }

    /// Why a launch stops: the app set no `rootCoordinator`, so nothing kept its coordinator. Loud at
    /// launch, in every build: the app could only run with dead buttons, and the rule is coordsim's,
    /// not UIKit's (a scene delegate keeps its coordinator in a property of its own).
    private static func forgottenRoot(by app: any SimulatedApp, in application: Application) -> String? {
        guard let screen = application.screenOrphanedWithoutRoot() else { return nil }
        return "\(String(reflecting: Swift.type(of: app))).start() set no `application.rootCoordinator`, and nothing else kept the "
            + "coordinator of \(screen.identifier): it was released when start() returned, so \(screen.identifier)'s "
            + "buttons would do nothing. Set `launch.application.rootCoordinator = coordinator` in start(), as a scene "
            + "delegate keeps its app coordinator."
    }

    /// Shows or hides the inspector as the `i` key does, without a key a focused text field would take.
    package func setInspectorShown(_ shown: Bool) {
        chrome.showsInspector = shown
    }

    /// Applies one event and returns what it did.
    @discardableResult
    public func send(_ event: Event) -> Step {
        let outcome = perform(event)
        return Step(snapshot: snapshot, events: outcome.events, reason: outcome.reason)
    }

    /// Applies one event like ``send(_:)-(Event)``, without building the state after it:
    /// ``snapshot`` is built when read. The journal, leak checks and stale children are the same.
    @discardableResult
    package func perform(_ event: Event) -> Outcome {
        if !reusesElementsAtRest { restingElements = nil }
        let reason = apply(event)
        restingElements = nil
        return Outcome(events: settle(), reason: reason)
    }

    /// Runs `change`, test code that acts on the app directly (calls a coordinator, hands a screen
    /// an action), then ends the step as an event does: transitions finish, the graph is swept, and
    /// the journal events come back with the state after them. When `change` throws, the step is
    /// not ended: its journal events come with the next one.
    @discardableResult
    public func act(_ change: () throws -> Void) rethrows -> Step {
        restingElements = nil
        try change()
        restingElements = nil
        let events = settle()
        return Step(snapshot: snapshot, events: events)
    }

    /// Asks to quit whatever has focus, as `q` does when no text field takes it.
    package func requestQuit() {
        chrome.quitRequested = true
    }

    /// Sends events in order and returns every step.
    @discardableResult
    public func send(_ events: [Event]) -> [Step] {
        events.map { send($0) }
    }

    /// The journal events recorded since the last step (launch included). The snapshot is left to be built when read.
    private func settle() -> [JournalEvent] {
        // Time passes until every animated transition has finished: each step ends at rest.
        if settlesAfterEachStep { application.runFrames() }
        application.sweepGraph()
        cachedSnapshot = nil
        let screen = application.window.activeScreen
        if let screen, editingScreen != screen.id { isEditing = false }
        if let screen, let request = screen.takeFocusRequest() {
            setFocus(request, on: screen)
            isEditing = false
        }
        // Only editing depends on the focused element's kind; building the elements is not free.
        if isEditing, let screen, let focus = focusedElement(on: screen), !isTextField(focus) { isEditing = false }
        editingScreen = isEditing ? screen?.id : nil
        var events = application.journal.drain()
        noteStaleChildren(into: &events)
        return events
    }

    /// The state as a value, from the object graph as the last event left it.
    private func makeSnapshot() -> Snapshot {
        let screen = application.window.activeScreen
        let elements = screen.map(elements(of:)) ?? []
        let focus = screen.flatMap { focusedElement(in: elements, of: $0) }
        var made = application.snapshot(viewport: viewport, focus: focus?.id, isEditing: isEditing, coordinators: tree,
                                        activeElements: elements)
        if let app { made.appState = app.keyedState }
        return made
    }

    /// `screen.elements`, built once until an event: read only where no app code has run since the
    /// step began (before an event's action, or at rest).
    func elements(of screen: Screen) -> [Element] {
        if let restingElements, restingElements.screen == screen.id { return restingElements.elements }
        let elements = screen.elements
        restingElements = (screen.id, elements)
        return elements
    }

    /// Journals children that became stale in this step (see ``Snapshot/staleChildren``).
    private func noteStaleChildren(into events: inout [JournalEvent]) {
        // Only screens leaving, children coming or going, or owners released can change it.
        guard staleChildren.isEmpty ? events.contains(where: Self.mayMakeStale) : !events.isEmpty else { return }
        let stale = application.sweptStaleChildren()
        // The journal's rule, on the flat tree, must be the snapshot's (`Snapshot.staleChildren`).
        assert(stale == Snapshot.staleChildren(tree: tree, owners: application.screenOwnerIDs()),
               "the swept tree's stale children differ from the snapshot's")
        guard stale != staleChildren else { return }
        for entry in stale where !staleChildren.contains(entry) {
            events.append(.staleChild(parent: entry.parent, child: entry.child))
        }
        staleChildren = stale
    }

    /// Events after which a child may have become stale: a screen left, a child came, an owner went.
    private static func mayMakeStale(_ event: JournalEvent) -> Bool {
        switch event {
        case .pop, .setStack, .dismiss, .setRoot, .childAdded, .deinitialized: return true
        default: return false
        }
    }

    private func isTextField(_ element: Element) -> Bool {
        if case .textField = element.kind { return true }
        return false
    }
}
