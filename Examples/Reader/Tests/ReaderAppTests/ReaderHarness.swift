import CoordsimApp
import CoordsimTesting
import ReaderApp
import Testing

/// Launches the reader from its real config and acts on it as a person would: screens get their
/// actions directly, the way a UIKit unit test would, and back, tabs and swipes are the user's
/// events, sent through coordsim's `Simulation`, which settles the app after each.
final class ReaderHarness {
    let simulation: Simulation
    let app: ReaderApp
    var application: Application { simulation.application }
    /// Outcomes recorded so far, as `name=value`.
    private(set) var outcomes: [String] = []

    /// The reader's config, found next to this file so the tests run from any directory.
    static let config: AppConfig = {
        let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        do {
            return try ConfigLoader.load(path: "/\(root)/Configs/reader.json", app: ReaderApp.configuration)
        } catch {
            fatalError("Configs/reader.json does not load: \(error)")
        }
    }()

    init(variant: String, parameters: [String: LaunchValue] = [:]) throws {
        let variant = try AppVariant(ReaderApp.self, config: Self.config, variant: variant, parameters: parameters)
        simulation = Simulation(variant)
        app = try #require(simulation.app as? ReaderApp)
        collectOutcomes(simulation.launchEvents)
    }

    var tabs: TabBarCoordinator { app.tabBarCoordinator! }
    var window: Window { application.window }
    var activeScreen: Screen? { window.activeScreen }

    /// The tab bar's selected stack, under any sheet.
    var selectedStack: NavigationController? { (window.rootViewController as? TabBarController)?.selectedViewController as? NavigationController }

    /// The stack keys act on: the sheet's when one is shown.
    var activeStack: NavigationController? { (window.modal as? NavigationController) ?? selectedStack }

    /// The type names of the coordinators `coordinator` has as children.
    func children(of coordinator: Coordinator) -> [String] {
        coordinator.childCoordinators.map { String(describing: Swift.type(of: $0)) }
    }

    // MARK: Acting as a person

    /// Taps the button labelled `label` on the active screen.
    func tapButton(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { screen in
            screen.elements.first { $0.label == label }.map { ElementAction.activate(element: $0.id) }
                .map { [$0] } ?? []
        }
    }

    /// Taps the row labelled `row` in the active screen's list: selects it, then activates it.
    func tapRow(_ row: String, sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { screen in
            for element in screen.elements {
                if case let .list(items, _) = element.kind, let index = items.firstIndex(of: row) {
                    return [.select(element: element.id, index: index), .activate(element: element.id)]
                }
            }
            return []
        }
    }

    /// Sends the actions `actions` picks on the active screen, then settles. The screen is held
    /// only inside this call: a screen still held while the graph is swept would count as leaked.
    private func act(_ sourceLocation: SourceLocation, _ actions: (Screen) -> [ElementAction]) {
        let step = simulation.act {
            guard let screen = activeScreen else {
                Issue.record("nothing is on screen", sourceLocation: sourceLocation)
                return
            }
            let chosen = actions(screen)
            if chosen.isEmpty {
                Issue.record("no such control on \(screen.identifier)", sourceLocation: sourceLocation)
            }
            chosen.forEach(screen.handle)
        }
        collectOutcomes(step.events)
    }

    /// Replaces the text of the field `id` on the active screen.
    func type(_ text: String, into id: String) {
        act(#_sourceLocation) { _ in [.setText(element: id, text: text)] }
    }

    /// The nav bar's back button, or at a sheet's root the swipe-down, as Esc does.
    func back() {
        send(.back)
    }

    /// Taps a tab by the number the tab bar shows; the selected one pops to its root.
    func tab(_ number: Int) {
        send(.selectTab(number - 1))
    }

    /// An interactive swipe back from the left edge, completed or let go halfway.
    func swipeBack(completes: Bool) {
        send(.swipeBack(completes: completes))
    }

    /// The user swipes the sheet down; false when it refuses.
    @discardableResult
    func swipeDown() -> Bool {
        send(.dismissModal).reason == nil
    }

    func open(_ url: String) throws {
        try collectOutcomes(simulation.act { try app.open(url) }.events)
    }

    @discardableResult
    private func send(_ event: Event) -> Step {
        let step = simulation.send(event)
        collectOutcomes(step.events)
        return step
    }

    private func collectOutcomes(_ events: [JournalEvent]) {
        for event in events {
            if case let .outcome(name, value) = event { outcomes.append("\(name)=\(value)") }
        }
    }

    /// The id of the first child of the coordinator of type `parent` in the tree, as the
    /// snapshot has it: an id, not the coordinator, which holding would keep alive.
    func firstChildID(of parent: String) -> ObjectID? {
        simulation.snapshot.coordinators?.first(ofType: parent)?.children.first?.ref.id
    }

    /// Every text a person reads on the active screen: title, texts, labels and field values.
    var screenTexts: [String] {
        guard let screen = activeScreen else { return [] }
        return [screen.title] + screen.elements.flatMap { element -> [String] in
            switch element.kind {
            case let .text(text, _): return [text]
            case let .button(label, _): return [label]
            case let .textField(label, value, _): return [label, value]
            case let .list(items, _): return items
            case let .segmented(options, _): return options
            case let .switch(label, _): return [label]
            }
        }
    }

    func shows(_ text: String) -> Bool {
        screenTexts.contains { $0.contains(text) }
    }

    /// Coordinators and screens alive after leaving both the window and the coordinator tree.
    var leaked: [ObjectRef] { simulation.snapshot.leaked }

    /// Live objects of the type `name`, coordinators or screens.
    func live(_ name: String) -> Int {
        simulation.snapshot.live.filter { $0.type == name }.count
    }
}
