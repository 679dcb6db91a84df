import CoordsimApp
import CoordsimUIKit

/// Notes whose Pin writes a flag no screen shows; History, pushed from the same note, lists one
/// revision fewer once the note is pinned. Pin stays on its screen (a control that changed
/// nothing the key shows), and History comes last among the note's buttons, so a search that
/// tries a state's inputs last to first records History before Pin: only History re-sent after
/// Pin tells the two states apart. Notes 2 and 3 have one revision, so Pin changes nothing there,
/// and a search trying Notes' rows last to first looks at them first.
public enum HiddenPin {
    final class Store {
        var pinned: Set<Int> = []
        func revisions(of note: Int) -> [String] {
            let all = note == 1 ? ["Mon", "Tue"] : ["Mon"]
            return pinned.contains(note) ? Array(all.suffix(1)) : all
        }
    }

    final class Notes: UIViewController {
        let store: Store
        init(store: Store) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var elements: [Element] { (1...3).map { .button("note\($0)", "Note \($0)") } }
        override func handle(_ action: ElementAction) {
            guard case let .activate(id) = action, let number = Int(id.dropFirst(4)) else { return }
            navigationController?.pushViewController(Note(number: number, store: store), animated: true)
        }
    }

    final class Note: UIViewController {
        let number: Int
        let store: Store
        init(number: Int, store: Store) {
            self.number = number
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var parameters: [String: String] { ["note": "\(number)"] }
        override var elements: [Element] {
            [.button("pin", "Pin"), .button("share", "Share"), .button("info", "Info"), .button("history", "History")]
        }
        override func handle(_ action: ElementAction) {
            switch action {
            // Sets only: pinned once, a note stays pinned.
            case .activate("pin"): store.pinned.insert(number)
            case .activate("share"), .activate("info"):
                navigationController?.pushViewController(Detail(), animated: true)
            case .activate("history"):
                navigationController?.pushViewController(History(revisions: store.revisions(of: number)), animated: true)
            default: break
            }
        }
    }

    final class History: UIViewController {
        let revisions: [String]
        init(revisions: [String]) {
            self.revisions = revisions
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var elements: [Element] { revisions.map { .text("rev\($0)", "Revision \($0)") } }
    }

    final class Detail: UIViewController {}

    final class Settings: UIViewController {}

    /// Notes and Settings in a tab bar.
    public final class App: UIResponder, SimulatedApp {
        public static var configuration: AppConfiguration { AppConfiguration(name: "hidden-pin") }
        let launch: Launch
        let store = Store()
        var window: UIWindow?

        public required init(launch: Launch) { self.launch = launch }

        public func start() {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: Notes(store: store)),
                                    UINavigationController(rootViewController: Settings())]
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
        }
    }
}
