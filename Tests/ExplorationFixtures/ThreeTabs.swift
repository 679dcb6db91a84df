import CoordsimApp
import CoordsimUIKit

/// A small three-tab app whose whole state space a debug build explores in moments (a few
/// hundred states): a chooser that pushes details up to three deep, a list whose rows push an
/// item, and a form. The shop's space (tens of thousands of states) is for release benchmarks.
///
/// Each screen says what it keeps in `parameters`, as the shop's do: a state is its structural
/// snapshot, and the form's text under another tab would otherwise be state no snapshot shows.
public enum ThreeTabs {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class StackCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let makeRoot: (StackCoordinator) -> UIViewController

        init(makeRoot: @escaping (StackCoordinator) -> UIViewController) {
            self.makeRoot = makeRoot
        }

        func start() {
            navigationController.pushViewController(makeRoot(self), animated: false)
        }

        func show(_ screen: UIViewController) {
            navigationController.pushViewController(screen, animated: true)
        }
    }

    final class Chooser: UIViewController {
        weak var coordinator: StackCoordinator?
        var option = 0

        override var parameters: [String: String] { ["option": "\(option)"] }

        override var elements: [Element] {
            [.segmented("option", ["One", "Two"], selected: option), .button("detail", "Detail")]
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case let .select("option", index): option = index
            case .activate("detail"): coordinator?.show(Detail(level: 1, coordinator: coordinator))
            default: break
            }
        }
    }

    final class Detail: UIViewController {
        weak var coordinator: StackCoordinator?
        let level: Int

        init(level: Int, coordinator: StackCoordinator?) {
            self.level = level
            self.coordinator = coordinator
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] { ["level": "\(level)"] }

        override var elements: [Element] {
            level < 3 ? [.text("level", "Level \(level)"), .button("more", "More")] : [.text("level", "Level \(level)")]
        }

        override func handle(_ action: ElementAction) {
            if case .activate("more") = action, level < 3 {
                coordinator?.show(Detail(level: level + 1, coordinator: coordinator))
            }
        }
    }

    final class Catalogue: UIViewController {
        weak var coordinator: StackCoordinator?
        let items = ["Apple", "Pear", "Plum"]
        var selected = 0

        override var parameters: [String: String] { ["selected": "\(selected)"] }

        override var elements: [Element] { [.list("items", items, selected: selected)] }

        override func handle(_ action: ElementAction) {
            if case let .select("items", index) = action {
                selected = index
                let item = Item()
                item.name = items[index]
                coordinator?.show(item)
            }
        }
    }

    final class Item: UIViewController {
        var name = ""
        override var parameters: [String: String] { ["name": name] }
    }

    final class Form: UIViewController {
        var name = ""

        override var parameters: [String: String] { ["name": name] }

        override var elements: [Element] { [.textField("name", "Name", value: name)] }

        override func handle(_ action: ElementAction) {
            if case let .setText("name", text) = action { name = text }
        }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()

        func start() {
            let stacks = [
                StackCoordinator { coordinator in
                    let chooser = Chooser()
                    chooser.coordinator = coordinator
                    return chooser
                },
                StackCoordinator { coordinator in
                    let catalogue = Catalogue()
                    catalogue.coordinator = coordinator
                    return catalogue
                },
                StackCoordinator { _ in Form() },
            ]
            for (stack, title) in zip(stacks, ["Choose", "List", "Form"]) {
                childCoordinators.append(stack)
                stack.start()
                stack.navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            }
            tabBarController.viewControllers = stacks.map(\.navigationController)
        }
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "three-tabs") }
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator()
            coordinator.start()
            self.coordinator = coordinator
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    /// The same app with two invariants of its own that break at different depths: a Plum item
    /// (two inputs: the list's tab, the row) and a detail three deep (three inputs).
    public final class CheckedSceneDelegate: SceneDelegate {
        public override class var configuration: AppConfiguration {
            AppConfiguration(name: "three-tabs-checked", invariants: [
                AppInvariant("noPlum", summary: "no Plum item") { snapshot in
                    snapshot.stacks.contains { $0.screens.contains { $0.parameters["name"] == "Plum" } } ? "a Plum item" : nil
                },
                AppInvariant("notThreeDeep", summary: "no detail three deep") { snapshot in
                    snapshot.stacks.contains { $0.screens.contains { $0.parameters["level"] == "3" } } ? "three deep" : nil
                },
            ])
        }
    }

    /// The app, as an ``AppVariant`` to explore; `checked` adds its two invariants.
    public static func app(checked: Bool = false) throws -> AppVariant {
        let app: any SimulatedApp.Type = checked ? CheckedSceneDelegate.self : SceneDelegate.self
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
