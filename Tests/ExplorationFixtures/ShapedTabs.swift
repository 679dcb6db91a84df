import CoordsimApp
import CoordsimUIKit

/// A tab-bar app of a given shape, for the compositional search's tests and measurements: each
/// tab a stack of `Level` screens, each level pushing `fanout` different next levels up to
/// `depth`, and each tab's root presenting `modals` sheets, each a stack of two levels with a
/// Done button. Knobs add what composing must notice:
/// - `coupled`: tab 1's root has a Mark button that sets a shared model value (shown in tab 1's
///   root `parameters`), and tab 2's root has Go, which pushes a screen made with that value: a
///   step on tab 2 depends on tab 1's state;
/// - `crossWrite`: the last tab's root has Reset, which pops tab 1 to its root: a step on one tab
///   changes another;
/// - `lazy`: tab 2's stack stays empty until it is first selected.
///
/// Closed form without the knobs, with S = 1 + F + … + F^D stacks per tab and L = S + 2M local
/// states: N · L · S^(N−1) states in the tab bar.
public enum ShapedTabs {
    public struct Shape: Hashable, Sendable, CustomStringConvertible {
        public var tabs: Int
        public var depth: Int
        public var fanout: Int
        public var modals: Int
        public var coupled = false
        public var crossWrite = false
        public var lazy = false

        public init(tabs: Int, depth: Int, fanout: Int, modals: Int, coupled: Bool = false, crossWrite: Bool = false,
                    lazy: Bool = false) {
            self.tabs = tabs
            self.depth = depth
            self.fanout = fanout
            self.modals = modals
            self.coupled = coupled
            self.crossWrite = crossWrite
            self.lazy = lazy
        }

        /// The stacks one tab can hold: 1 + F + … + F^D.
        public var stacks: Int {
            var total = 0
            var width = 1
            for _ in 0...depth {
                total += width
                width *= fanout
            }
            return total
        }

        /// The tab-bar states, by the closed form (without the knobs).
        public var closedForm: Int {
            let local = stacks + 2 * modals
            return tabs * local * (0..<(tabs - 1)).reduce(1) { product, _ in product * stacks }
        }

        public var description: String {
            "tabs=\(tabs) depth=\(depth) fanout=\(fanout) modals=\(modals)"
                + (coupled ? " coupled" : "") + (crossWrite ? " crossWrite" : "") + (lazy ? " lazy" : "")
        }
    }

    final class Model {
        var mark = 0
    }

    final class StackCoordinator {
        let navigationController = UINavigationController()
        let tab: Int
        let shape: Shape
        let model: Model
        weak var app: TabsCoordinator?

        init(tab: Int, shape: Shape, model: Model) {
            self.tab = tab
            self.shape = shape
            self.model = model
        }

        func start() {
            navigationController.pushViewController(Level(coordinator: self, level: 0, path: ""), animated: false)
        }

        func push(_ screen: UIViewController) {
            navigationController.pushViewController(screen, animated: true)
        }

        func presentSheet(_ number: Int) {
            let sheet = UINavigationController(rootViewController: Sheet(coordinator: self, sheet: number, level: 0))
            navigationController.present(sheet, animated: true)
        }

        func dismissSheet() {
            navigationController.dismiss(animated: true)
        }
    }

    final class Level: UIViewController {
        weak var coordinator: StackCoordinator?
        let level: Int
        let path: String

        init(coordinator: StackCoordinator, level: Int, path: String) {
            self.coordinator = coordinator
            self.level = level
            self.path = path
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] {
            var parameters = ["path": path]
            if level == 0, let coordinator, coordinator.tab == 0, coordinator.shape.coupled {
                parameters["mark"] = "\(coordinator.model.mark)"
            }
            return parameters
        }

        override var elements: [Element] {
            guard let coordinator else { return [] }
            var elements: [Element] = []
            if level < coordinator.shape.depth {
                for branch in 1...max(1, coordinator.shape.fanout) { elements.append(.button("push\(branch)", "Push \(branch)")) }
            }
            if level == 0 {
                for sheet in 0..<coordinator.shape.modals { elements.append(.button("sheet\(sheet + 1)", "Sheet \(sheet + 1)")) }
                if coordinator.shape.coupled, coordinator.tab == 0, coordinator.model.mark == 0 {
                    elements.append(.button("mark", "Mark"))
                }
                if coordinator.shape.coupled, coordinator.tab == 1 { elements.append(.button("go", "Go")) }
                if coordinator.shape.crossWrite, coordinator.tab == coordinator.shape.tabs - 1 {
                    elements.append(.button("reset", "Reset"))
                }
            }
            return elements
        }

        override func handle(_ action: ElementAction) {
            guard let coordinator, case let .activate(element) = action else { return }
            if element.hasPrefix("push"), let branch = Int(element.dropFirst(4)) {
                coordinator.push(Level(coordinator: coordinator, level: level + 1, path: path + "\(branch)"))
            } else if element.hasPrefix("sheet"), let sheet = Int(element.dropFirst(5)) {
                coordinator.presentSheet(sheet)
            } else if element == "mark" {
                coordinator.model.mark = 1
            } else if element == "go" {
                coordinator.push(Marked(mark: coordinator.model.mark))
            } else if element == "reset" {
                coordinator.app?.stacks[0].navigationController.popToRootViewController(animated: false)
            }
        }
    }

    /// Pushed by Go on tab 2: made with the shared model's value.
    final class Marked: UIViewController {
        let mark: Int

        init(mark: Int) {
            self.mark = mark
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] { ["mark": "\(mark)"] }
    }

    final class Sheet: UIViewController {
        weak var coordinator: StackCoordinator?
        let sheet: Int
        let level: Int

        init(coordinator: StackCoordinator, sheet: Int, level: Int) {
            self.coordinator = coordinator
            self.sheet = sheet
            self.level = level
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] { ["sheet": "\(sheet)", "level": "\(level)"] }

        override var elements: [Element] {
            level == 0 ? [.button("more", "More"), .button("done", "Done")] : [.button("done", "Done")]
        }

        override func handle(_ action: ElementAction) {
            guard let coordinator, case let .activate(element) = action else { return }
            if element == "more", level == 0 {
                navigationController?.pushViewController(Sheet(coordinator: coordinator, sheet: sheet, level: 1),
                                                         animated: true)
            } else if element == "done" {
                coordinator.dismissSheet()
            }
        }
    }

    final class TabsCoordinator: UITabBarControllerDelegate {
        let tabBarController = UITabBarController()
        var stacks: [StackCoordinator] = []
        let shape: Shape
        let model = Model()

        init(shape: Shape) {
            self.shape = shape
        }

        func start() {
            for tab in 0..<shape.tabs {
                let stack = StackCoordinator(tab: tab, shape: shape, model: model)
                stack.app = self
                stacks.append(stack)
                if !(shape.lazy && tab == 1) { stack.start() }
                stack.navigationController.tabBarItem = UITabBarItem(title: "T\(tab + 1)", image: nil, tag: tab)
            }
            tabBarController.viewControllers = stacks.map(\.navigationController)
            tabBarController.delegate = self
        }

        /// `shaped://tab/N` ends the selected tab's sheet, selects tab N and pops it to its root;
        /// `shaped://open/N` then pushes its first next level. A link selects a tab in code, which
        /// UIKit does not report to the delegate, so it fills a lazy tab itself.
        func open(_ url: String) {
            guard let (route, tab) = Self.route(url), tab < stacks.count else { return }
            let current = stacks[tabBarController.selectedIndex]
            if current.navigationController.presentedViewController != nil { current.dismissSheet() }
            tabBarController.selectedIndex = tab
            let stack = stacks[tab]
            if stack.navigationController.viewControllers.isEmpty { stack.start() }
            _ = stack.navigationController.popToRootViewController(animated: false)
            if route == "open", shape.depth > 0, shape.fanout > 0 {
                stack.push(Level(coordinator: stack, level: 1, path: "1"))
            }
        }

        static func route(_ url: String) -> (String, Int)? {
            let parts = url.split(separator: "/").map(String.init)  // "shaped:", route, number
            guard parts.count == 3, parts[0] == "shaped:", ["tab", "open"].contains(parts[1]),
                  let number = Int(parts[2]), number >= 1 else { return nil }
            return (parts[1], number - 1)
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            if let stack = stacks.first(where: { $0.navigationController === viewController }),
               stack.navigationController.viewControllers.isEmpty {
                stack.start()
            }
        }
    }

    /// The app; its shape comes from the subclass's ``shape``.
    open class SceneDelegate: UIResponder, SimulatedApp {
        open class var shape: Shape { Shape(tabs: 3, depth: 2, fanout: 2, modals: 1) }
        public class var configuration: AppConfiguration { AppConfiguration(name: "shaped-tabs") }
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator(shape: Self.shape)
            coordinator.start()
            self.coordinator = coordinator
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }

        public func open(_ url: String) throws {
            try Self.checkDeepLink(url)
            coordinator?.open(url)
        }

        public class func checkDeepLink(_ url: String) throws {
            guard let (_, tab) = TabsCoordinator.route(url), tab < shape.tabs else {
                throw DeepLinkRefused(url: url, reason: "not a shaped://tab/N or shaped://open/N link")
            }
        }
    }

    /// Three tabs, depth 2, fanout 2, one sheet: 3 · 9 · 7² = 1,323 tab-bar states.
    public final class Small: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 3, depth: 2, fanout: 2, modals: 1) }
    }

    /// Five tabs, depth 1, fanout 2, two sheets: 5 · 7 · 3⁴ = 2,835.
    public final class FiveTabs: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 5, depth: 1, fanout: 2, modals: 2) }
    }

    /// Four tabs, depth 2, fanout 1, one sheet, tab 2 filled on first selection.
    public final class Lazy: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 4, depth: 2, fanout: 1, modals: 1, lazy: true) }
    }

    /// Three tabs where tab 2's Go reads what tab 1's Mark wrote.
    public final class Coupled: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 3, depth: 1, fanout: 2, modals: 1, coupled: true) }
    }

    /// Three tabs where tab 3's Reset pops tab 1.
    public final class CrossWrite: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 3, depth: 2, fanout: 1, modals: 0, crossWrite: true) }
    }

    /// The benchmark shape of issue 22: six tabs, depth 6, fanout 2, two sheets (2.6·10^13 states).
    public final class Large: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 6, depth: 6, fanout: 2, modals: 2) }
    }

    /// Five tabs, depth 3, fanout 2, one sheet: 5 · 17 · 15⁴ = 4,303,125, for measuring.
    public final class Medium: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 5, depth: 3, fanout: 2, modals: 1) }
    }

    /// The app `type` (one of the shapes above), as an ``AppVariant`` to explore.
    public static func app(_ type: SceneDelegate.Type) -> AppVariant {
        do {
            return try AppVariant(type, config: .derived(from: type.configuration), variant: nil, language: .en,
                                  parameters: [:])
        } catch {
            fatalError("the shaped app does not build: \(error)")
        }
    }
}

extension ShapedTabs {
    /// `Small` with an invariant that only a combination of two tabs breaks: tab 1 and tab 2
    /// both pushed at once (three inputs: push on tab 1, select tab 2, push on tab 2).
    public final class TwoDeep: SceneDelegate {
        public override class var shape: Shape { Shape(tabs: 3, depth: 2, fanout: 2, modals: 1) }
        public override class var configuration: AppConfiguration {
            AppConfiguration(name: "shaped-tabs-checked", invariants: [
                AppInvariant("notTwoDeep", summary: "tabs 1 and 2 are not both pushed") { snapshot in
                    guard snapshot.stacks.count > 2, snapshot.stacks[0].depth > 1, snapshot.stacks[1].depth > 1 else { return nil }
                    return "tabs 1 and 2 both pushed"
                },
            ])
        }
    }
}
