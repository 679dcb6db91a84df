import CoordinatorKit
import Simulation

/// The terminal's side of a run: turns input into Simulation events and keeps the frame to
/// draw. It owns no terminal, so tests drive it exactly as the curses loop does.
public final class TerminalSession {
    public let simulation: Simulation
    public let variant: String
    /// The header's name for the program, such as `coordsim`.
    public let title: String
    public let renderer = FrameRenderer()
    public private(set) var size: Size
    /// The frame for the current state; hit-testing of clicks uses it.
    public private(set) var frame: Frame

    /// How many journal events the inspector keeps.
    static let journalLimit = 64
    private var events: [JournalEvent] = []
    private var freshEvents = 0
    private var status: String?
    /// A message that stays, wrapped in a box, until a key or click dismisses it.
    private var notice: String?

    public init(simulation: Simulation, variant: String, size: Size, title: String = "coordsim") {
        self.simulation = simulation
        self.variant = variant
        self.title = title
        self.size = size
        self.frame = Frame(size: size)
        if simulation.snapshot.viewport != size {
            simulation.send(.resize(size))
        }
        record(simulation.launchEvents)
        frame = render()
    }

    /// Called with every event the session sends to the Simulation and the journal events it
    /// caused, so `run --record` and `run --journal` see exactly what the app saw. Keys that only
    /// dismiss a notice, or arrive while the terminal is too small, never reach it.
    public var onStep: ((Event, [JournalEvent]) -> Void)?

    /// True once `q` was pressed.
    public var isFinished: Bool { simulation.chrome.quitRequested }

    /// The scene the current frame is drawn from.
    public var scene: Scene {
        Scene(snapshot: simulation.snapshot, chrome: simulation.chrome, variant: variant, size: size,
              events: events, freshEvents: freshEvents, status: status, title: title, notice: notice)
    }

    /// Applies one input and renders the frame that shows its effect.
    @discardableResult
    public func handle(_ input: TerminalInput) -> Frame {
        status = nil
        switch input {
        case .key, .click:
            if notice != nil {
                // The key that dismisses a notice does nothing else: it was read, not aimed at the app.
                notice = nil
                frame = render()
                return frame
            }
        case .resize:
            break
        }
        switch input {
        case let .key(key) where isTooSmall:
            // Nothing of the app is drawn, so nothing may change unseen: only `q` acts, and quits.
            if key == .character("q") { simulation.requestQuit() }
        case .click where isTooSmall:
            break
        case let .key(key):
            apply(.key(key))
        case let .click(x, y):
            // Help is modal, like its keys: a click only closes nothing and does nothing.
            if !simulation.chrome.showsHelp, let target = frame.hitTest(x: x, y: y) {
                apply(target.event)
            }
        case let .resize(newSize):
            size = newSize
            apply(.resize(newSize))
        }
        frame = render()
        return frame
    }

    /// Shows `message` in a box over the app until a key dismisses it, wrapped to the terminal's
    /// width, e.g. why a saved state was not restored.
    public func announce(_ message: String) {
        notice = message
        frame = render()
    }

    /// Sends an event that did not come from the terminal, such as `run --open`'s deep link.
    public func send(_ event: Event) {
        apply(event)
        frame = render()
    }

    /// True while the terminal is below ``FrameRenderer/minimumSize`` and shows only a message.
    public var isTooSmall: Bool {
        size.columns < FrameRenderer.minimumSize.columns || size.rows < FrameRenderer.minimumSize.rows
    }

    private func apply(_ event: Event) {
        let step = simulation.send(event)
        onStep?(event, step.events)
        record(step.events)
        if let rejection = step.rejection { status = rejection }
    }

    private func record(_ new: [JournalEvent]) {
        let shown = new.filter { !$0.isCallback }
        freshEvents = shown.count
        guard !shown.isEmpty else { return }
        events += shown
        if events.count > Self.journalLimit { events.removeFirst(events.count - Self.journalLimit) }
    }

    private func render() -> Frame {
        renderer.render(scene)
    }
}
