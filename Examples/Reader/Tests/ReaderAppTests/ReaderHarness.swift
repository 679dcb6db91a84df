import CoordsimApp
import CoordsimTesting
import ReaderApp
import Testing

/// Launches the reader from its real config and acts on it as a person would, through the
/// public CoordinatorKit API: coordsim's `Simulation` (taps by label, keys) is not a product,
/// so these tests drive the object graph directly, the way a UIKit unit test would.
final class ReaderHarness {
    let application = Application()
    let app: ReaderApp
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
        app = try #require(variant.makeApp(in: application) as? ReaderApp)
        app.start()
        settle()
    }

    var tabs: TabBarCoordinator { app.tabBarCoordinator! }
    var window: Window { application.window }
    var activeScreen: Screen? { window.activeScreen }

    /// The tab bar's selected stack, under any sheet.
    var selectedStack: NavigationController? { (window.rootViewController as? TabBarController)?.selectedViewController }

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
        do {
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
        settle()
    }

    /// Replaces the text of the field `id` on the active screen.
    func type(_ text: String, into id: String) {
        act(#_sourceLocation) { _ in [.setText(element: id, text: text)] }
    }

    /// The nav bar's back button, or at a sheet's root the swipe-down, as Esc does.
    func back() {
        if let sheet = window.modal {
            if let stack = sheet as? NavigationController, stack.viewControllers.count > 1 {
                stack.userTappedBack()
            } else {
                window.dismissModal(origin: .user)
            }
        } else {
            selectedStack?.userTappedBack()
        }
        settle()
    }

    /// Taps a tab by the number the tab bar shows; the selected one pops to its root.
    func tab(_ number: Int) {
        (window.rootViewController as? TabBarController)?.select(number - 1, origin: .user)
        settle()
    }

    func open(_ url: String) throws {
        try app.open(url)
        settle()
    }

    /// What the Simulation does after every event: let the animated transitions finish, sweep the
    /// graph for deinits and leaks, and collect the outcomes the app recorded.
    func settle() {
        application.runFrames()
        application.sweep()
        for event in application.journal.drain() {
            if case let .outcome(name, value) = event { outcomes.append("\(name)=\(value)") }
        }
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
            }
        }
    }

    func shows(_ text: String) -> Bool {
        screenTexts.contains { $0.contains(text) }
    }

    /// Coordinators and screens alive after leaving both the window and the coordinator tree.
    var leaked: [ObjectRef] { application.tracker.leaked }

    /// Live objects of the type `name`, coordinators or screens.
    func live(_ name: String) -> Int {
        application.tracker.live.filter { $0.type == name }.count
    }
}
