import CoordsimApp
import CoordsimUIKit

/// Tab-bar apps drawn at random from a seed (launch parameter `seed`), for comparing the
/// compositional search with the product search on shapes nobody wrote by hand: 2 to 5 tabs,
/// each a few pages that push one another (some hiding the tab bar), sheets (some that only Done
/// ends) and full-screen modals presented from a tab,
/// buttons that select another tab (some also pushing on it, some popping it), flags in a model
/// that later pushes read (kept in ``SceneDelegate/explorationState``, or in one app of four
/// nowhere the key sees: hidden state), a login before the tab
/// bar or a log out from inside it, a full-screen onboarding over the tab bar at launch, a tab
/// filled on its first selection, and deep links. Pages marked bad break `noBadPage`; tabs 1
/// and 2 both pushed break `notBothDeep`.
///
/// Written as an app would be: a scene delegate, an app coordinator owning a login or a tab-bar
/// coordinator, one coordinator per tab holding its navigation controller, screens holding their
/// coordinator weakly.
///
/// With launch parameter `wide`, the app has 6 or 7 tabs (past UIKit's five, where it would show
/// a More tab: coordsim selects every tab directly), and after the first a tab in three is one
/// plain view controller instead of a navigation controller, presenting but never pushing.
///
/// With launch parameter `flows`, each sheet and full-screen modal is a flow with its own child
/// coordinator, added when it is presented and removed when it ends (Done, a swipe down reported
/// through `presentationControllerDidDismiss`, or a deep link that dismisses it), and three
/// draws in four carry one of the classic coordinator bugs (``FlowDefect``). ``Spec/expectedFindings``
/// says, from the drawn shape alone, which ownership checks the bug must break.
public enum RandomTabs {
    /// A coordinator bug drawn into an app with flows.
    public enum FlowDefect: String, Sendable, CaseIterable {
        /// None: every flow's coordinator is removed however the flow ends.
        case none
        /// The flow's coordinator is removed on Done only: a swipe down leaves it in its
        /// parent's children (no presentation controller delegate).
        case keepsChildOnSwipe
        /// The flow's coordinator is never removed (no `childDidFinish`).
        case keepsChildAlways
        /// The flow's screens also hold their coordinator strongly, which holds their navigation
        /// controller: the flow leaks once it ends.
        case strongScreens
    }

    /// What one page's button does.
    enum Action: Equatable, Sendable {
        /// Pushes page N of the same tab on the stack the page is in.
        case push(Int)
        /// Presents page N of the same tab in a navigation controller, as a sheet or full screen.
        case present(Int, fullScreen: Bool)
        /// Selects tab N.
        case select(Int)
        /// Selects tab N and pushes its page P: changes the tab it selects.
        case selectAndPush(Int, Int)
        /// Pops tab N to its root: changes another tab.
        case popOther(Int)
        /// Flips model flag N.
        case toggle(Int)
        /// Pushes page P made with flag N's value: depends on the model.
        case pushReading(flag: Int, page: Int)
        /// Ends the session: the window's root becomes Login.
        case logOut

        /// The page of its own tab it pushes, if it pushes one.
        var pushed: Int? {
            switch self {
            case let .push(page), let .pushReading(_, page): page
            default: nil
            }
        }
    }

    struct Page: Sendable {
        var bad = false
        var actions: [Action] = []
        /// `hidesBottomBarWhenPushed`: no tab can be selected while it is on its stack.
        var hidesBar = false
        /// The sheets it presents set `isModalInPresentation`: only Done ends them.
        var locksSheets = false
    }

    /// Where the app starts.
    enum Start: Sendable {
        /// In the tab bar, with no way out of it.
        case tabBar
        /// At Login, whose Log in shows the tab bar; a page logs out.
        case login
        /// In the tab bar, as a returning user; a page logs out to Login.
        case signedIn
    }

    /// One app, drawn from a seed.
    public struct Spec: CustomStringConvertible, Sendable {
        var tabs: [[Page]] = []
        var deepestStack = 2
        var start = Start.tabBar
        var resetsOnLogOut = false
        var onboarding = false
        var lazyTab: Int?
        /// Tabs that are one plain view controller, not a navigation controller (``Spec/wide`` apps).
        var plainTabs: Set<Int> = []
        /// Whether the flags are in ``SceneDelegate/explorationState``; without, they are state no
        /// key holds, which both searches must report as hidden state where a push shows it.
        public var keyed = true
        /// The links the app handles, to explore with: `random://tab/N` selects tab N and pops it
        /// to its root, `random://push/N/P` then pushes its page P.
        public var deepLinks: [String] = []
        /// The states of the product of the tabs' stacks and the flags: a bound that keeps draws small.
        var estimate = 0
        /// Whether sheets and full-screen modals are flows with their own coordinators.
        public var flows = false
        /// Whether the app was drawn wide: 6 or 7 tabs, some of them plain view controllers.
        public var wide = false
        /// The coordinator bug drawn into the flows, if any.
        public var defect = FlowDefect.none

        static let flags = 2

        init(seed: Int, flows: Bool = false, wide: Bool = false) {
            var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
            repeat {
                if wide { self.init(wideRandom: &random) } else { self.init(random: &random) }
            } while estimate > 4_000
            // Drawn apart, so that the draws above (and the seeds tests name) stay as they were.
            var shapes = SplitMix(seed: UInt64(truncatingIfNeeded: seed) ^ 0x5EED_0F_BA25)
            for tab in tabs.indices {
                for page in tabs[tab].indices {
                    tabs[tab][page].hidesBar = page > 0 && shapes.next(8) == 0
                    tabs[tab][page].locksSheets = shapes.next(4) == 0
                }
            }
            guard flows else { return }
            self.flows = true
            var bugs = SplitMix(seed: UInt64(truncatingIfNeeded: seed) ^ 0xF10E_DEFE_C7)
            defect = [.none, .keepsChildOnSwipe, .keepsChildAlways, .strongScreens][bugs.next(4)]
        }

        /// The ownership checks the drawn bug must break, worked out from the shape alone: each
        /// bug shows only where a flow can end its way (any flow ended by Done, a sheet swiped down).
        public var expectedFindings: Set<String> {
            let (presented, swipeable) = reachableFlows
            switch defect {
            case .none: return []
            // A child kept holds its navigation controller, and so the flow's screens: they are
            // not lost (Xcode's memory graph reaches them from the tree), the child is the finding.
            case .keepsChildOnSwipe: return swipeable ? ["childOwnsScreen"] : []
            case .keepsChildAlways: return presented ? ["childOwnsScreen"] : []
            case .strongScreens: return presented ? ["noLeaks"] : []
            }
        }

        /// Whether a flow can be presented from a page the user can reach outside a modal, and
        /// whether one of them is a sheet the user may swipe down.
        private var reachableFlows: (presented: Bool, swipeable: Bool) {
            // Pages on the tabs' own stacks, by (tab, page, depth): roots, pushes, pushes on
            // another tab and links that push.
            var seen = Set<[Int]>()
            var queue = tabs.indices.map { [$0, 0, 1] }
            for link in deepLinks {
                if let (tab, page) = RandomTabs.route(link), let page, tab < tabs.count, page < tabs[tab].count {
                    queue.append([tab, page, 2])
                }
            }
            var presented = false
            var swipeable = false
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                let (tab, page, depth) = (next[0], next[1], next[2])
                for action in tabs[tab][page].actions {
                    switch action {
                    case let .push(target), let .pushReading(_, target):
                        if depth < deepestStack { queue.append([tab, target, depth + 1]) }
                    case let .selectAndPush(other, target):
                        queue.append([other, target, 2])
                    case let .present(_, fullScreen):
                        presented = true
                        if !fullScreen, !tabs[tab][page].locksSheets { swipeable = true }
                    case .select, .popOther, .toggle, .logOut:
                        break
                    }
                }
            }
            return (presented, swipeable)
        }

        private init(random: inout SplitMix) {
            let tabCount = 2 + random.next(4)
            deepestStack = tabCount <= 3 ? 2 + random.next(2) : 2
            start = [.tabBar, .tabBar, .login, .signedIn][random.next(4)]
            resetsOnLogOut = random.next(2) == 0
            onboarding = random.next(5) == 0
            lazyTab = random.next(5) == 0 ? 1 + random.next(tabCount - 1) : nil
            keyed = random.next(4) != 0
            let pageCounts = (0..<tabCount).map { _ in 2 + random.next(2) }
            for tab in 0..<tabCount {
                var pages: [Page] = []
                for page in 0..<pageCounts[tab] {
                    var actions: [Action] = []
                    for _ in 0..<(page == 0 ? 1 + random.next(3) : random.next(3)) {
                        let other = (tab + 1 + random.next(tabCount - 1)) % tabCount
                        let target = 1 + random.next(pageCounts[tab] - 1)
                        let action: Action = switch random.next(100) {
                        case ..<40: .push(target)
                        case ..<52: .present(target, fullScreen: random.next(3) == 0)
                        case ..<62: .select(other)
                        case ..<67: .selectAndPush(other, 1 + random.next(pageCounts[other] - 1))
                        case ..<72: .popOther(other)
                        case ..<82: .toggle(random.next(Self.flags))
                        default: .pushReading(flag: random.next(Self.flags), page: target)
                        }
                        if !actions.contains(action) { actions.append(action) }
                    }
                    pages.append(Page(bad: page > 0 && random.next(6) == 0, actions: actions))
                }
                tabs.append(pages)
            }
            if start != .tabBar {
                let tab = random.next(tabCount)
                tabs[tab][random.next(pageCounts[tab])].actions.append(.logOut)
            }
            var links: Set<String> = []
            for _ in 0..<random.next(3) {
                let tab = random.next(tabCount)
                links.insert(random.next(2) == 0 ? "random://tab/\(tab + 1)"
                             : "random://push/\(tab + 1)/\(1 + random.next(pageCounts[tab] - 1))")
            }
            deepLinks = links.sorted()
            estimateStates()
        }

        /// A wide app: 6 or 7 tabs, each a plain view controller (one page, one in three after
        /// the first) or a stack of two pages. Buttons that push on, pop or push through a link
        /// into another tab name stack tabs only.
        private init(wideRandom random: inout SplitMix) {
            wide = true
            let tabCount = 6 + random.next(2)
            deepestStack = 2
            start = [.tabBar, .tabBar, .login, .signedIn][random.next(4)]
            resetsOnLogOut = random.next(2) == 0
            onboarding = random.next(5) == 0
            keyed = random.next(4) != 0
            plainTabs = Set((1..<tabCount).filter { _ in random.next(3) == 0 })
            let stackTabs = (0..<tabCount).filter { !plainTabs.contains($0) }
            let lazyCandidates = stackTabs.filter { $0 > 0 }
            lazyTab = random.next(5) == 0 && !lazyCandidates.isEmpty ? lazyCandidates[random.next(lazyCandidates.count)] : nil
            for tab in 0..<tabCount {
                let plain = plainTabs.contains(tab)
                let otherStacks = stackTabs.filter { $0 != tab }
                var pages: [Page] = []
                for page in 0..<(plain ? 1 : 2) {
                    var actions: [Action] = []
                    for _ in 0..<(page == 0 ? 1 + random.next(2) : random.next(2)) {
                        let other = (tab + 1 + random.next(tabCount - 1)) % tabCount
                        let otherStack = otherStacks.isEmpty ? nil : otherStacks[random.next(otherStacks.count)]
                        let action: Action = switch random.next(100) {
                        case ..<30 where !plain: .push(1)
                        case ..<45: .present(plain ? 0 : 1, fullScreen: random.next(3) == 0)
                        case ..<60: .select(other)
                        case ..<67: otherStack.map { .selectAndPush($0, 1) } ?? .select(other)
                        case ..<74: otherStack.map { .popOther($0) } ?? .select(other)
                        case ..<86: .toggle(random.next(Self.flags))
                        default: plain ? .toggle(random.next(Self.flags)) : .pushReading(flag: random.next(Self.flags), page: 1)
                        }
                        if !actions.contains(action) { actions.append(action) }
                    }
                    pages.append(Page(bad: page > 0 && random.next(6) == 0, actions: actions))
                }
                tabs.append(pages)
            }
            if start != .tabBar {
                let tab = random.next(tabCount)
                tabs[tab][random.next(tabs[tab].count)].actions.append(.logOut)
            }
            var links: Set<String> = []
            for _ in 0..<random.next(3) {
                let tab = random.next(tabCount)
                links.insert(plainTabs.contains(tab) || random.next(2) == 0 ? "random://tab/\(tab + 1)" : "random://push/\(tab + 1)/1")
            }
            deepLinks = links.sorted()
            estimateStates()
        }

        private mutating func estimateStates() {
            var product = 1
            for tab in tabs { product = min(product * Self.stacks(of: tab, deepest: deepestStack), 1_000_000) }
            let flagged = tabs.joined().contains { $0.actions.contains { if case .toggle = $0 { true } else { false } } }
            estimate = product * tabs.count * (flagged ? 1 << Self.flags : 1)
        }

        /// About how many stacks a tab's pushes and sheets can build.
        private static func stacks(of pages: [Page], deepest: Int) -> Int {
            var count = 0
            var level = [0]
            for depth in 1...deepest {
                count += level.count
                guard depth < deepest else { break }
                level = level.flatMap { pages[$0].actions.compactMap(\.pushed) }
            }
            let sheets = pages.flatMap(\.actions).count { if case .present = $0 { true } else { false } }
            return count + 2 * sheets
        }

        public var description: String {
            var lines = ["\(tabs.count) tabs\(plainTabs.isEmpty ? "" : " (plain: \(plainTabs.sorted().map { $0 + 1 }))"), stacks up to \(deepestStack), start \(start), onboarding \(onboarding), "
                + (flows ? "flows with defect \(defect.rawValue) (expected \(expectedFindings.sorted())), " : "")
                + "lazy tab \(lazyTab.map { "\($0 + 1)" } ?? "none"), resets on log out \(resetsOnLogOut), "
                + "flags \(keyed ? "keyed" : "hidden"), links \(deepLinks)"]
            for (tab, pages) in tabs.enumerated() {
                for (index, page) in pages.enumerated() {
                    lines.append("  t\(tab + 1)p\(index)\(page.bad ? " bad" : "")\(page.hidesBar ? " hides bar" : "")"
                        + "\(page.locksSheets ? " locks sheets" : ""): \(page.actions)")
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// SplitMix64: a small deterministic generator, the same on every platform.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Int(z % UInt64(bound))
        }
    }

    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
    }

    /// What a page's screen reports to: its tab's coordinator, or the flow's it was presented in.
    protocol PageHost: Coordinator {
        /// The tab's coordinator, which carries out the page's actions.
        var stack: TabCoordinator? { get }
        /// Done at the root of a modal.
        func done()
    }

    final class Model {
        var flags = [false, false]
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        let spec: Spec
        var model = Model()
        var tabs: TabsCoordinator? { childCoordinators.first as? TabsCoordinator }

        init(window: UIWindow, spec: Spec) {
            self.window = window
            self.spec = spec
        }

        func start() {
            if spec.start == .login { showLogin() } else { showTabs() }
        }

        func showTabs() {
            let tabs = TabsCoordinator(spec: spec, model: model)
            tabs.parent = self
            childCoordinators = [tabs]
            tabs.start()
            window.rootViewController = tabs.tabBarController
            if spec.onboarding { tabs.showOnboarding() }
        }

        func showLogin() {
            if spec.resetsOnLogOut { model = Model() }
            let login = LoginCoordinator()
            login.parent = self
            childCoordinators = [login]
            login.start()
            window.rootViewController = login.navigationController
        }

        func open(_ url: String) {
            guard let (tab, page) = RandomTabs.route(url), let tabs, tab < tabs.stacks.count else { return }
            // The tabs' flows first, with their coordinators; then whatever else is presented.
            for stack in tabs.stacks { stack.endFlows() }
            if tabs.tabBarController.presentedViewController != nil { tabs.tabBarController.dismiss(animated: false) }
            tabs.select(tab)
            let stack = tabs.stacks[tab]
            guard !stack.isPlain else { return }
            _ = stack.navigationController.popToRootViewController(animated: false)
            if let page, page < spec.tabs[tab].count { stack.push(page, flag: nil, on: stack.navigationController) }
        }
    }

    final class LoginCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: AppCoordinator?
        let navigationController = UINavigationController()

        func start() {
            let login = Login()
            login.coordinator = self
            navigationController.pushViewController(login, animated: false)
        }

        func logIn() { parent?.showTabs() }
    }

    final class TabsCoordinator: Coordinator, UITabBarControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: AppCoordinator?
        let tabBarController = UITabBarController()
        let spec: Spec
        let model: Model
        var stacks: [TabCoordinator] = []

        init(spec: Spec, model: Model) {
            self.spec = spec
            self.model = model
        }

        func start() {
            for tab in spec.tabs.indices {
                let stack = TabCoordinator(tab: tab, spec: spec, model: model)
                stack.tabs = self
                stacks.append(stack)
                childCoordinators.append(stack)
                if tab != spec.lazyTab { stack.start() }
            }
            tabBarController.viewControllers = stacks.map(\.root)
            tabBarController.delegate = self
        }

        func showOnboarding() {
            let welcome = UINavigationController(rootViewController: Welcome(tabs: self))
            welcome.modalPresentationStyle = .fullScreen
            tabBarController.present(welcome, animated: false)
        }

        func acceptOnboarding() { tabBarController.dismiss(animated: true) }

        /// Selects `tab` in code, which UIKit does not report to the delegate: a lazy tab is filled here.
        func select(_ tab: Int) {
            guard tab < stacks.count else { return }
            tabBarController.selectedIndex = tab
            if stacks[tab].isUnfilled { stacks[tab].start() }
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            if let stack = stacks.first(where: { $0.root === viewController }), stack.isUnfilled {
                stack.start()
            }
        }
    }

    final class TabCoordinator: PageHost {
        var childCoordinators: [Coordinator] = []
        weak var tabs: TabsCoordinator?
        let tab: Int
        let spec: Spec
        let model: Model
        let isPlain: Bool
        /// A stack tab's stack; a plain tab never makes one.
        lazy var navigationController = UINavigationController()
        /// What the tab bar shows for this tab: the stack, or a plain tab's one page.
        private(set) var root: UIViewController!

        init(tab: Int, spec: Spec, model: Model) {
            self.tab = tab
            self.spec = spec
            self.model = model
            isPlain = spec.plainTabs.contains(tab)
            root = isPlain ? PageScreen(coordinator: self, page: 0, flag: nil, inModal: false) : navigationController
            root.tabBarItem = UITabBarItem(title: "T\(tab + 1)", image: nil, tag: tab)
        }

        /// A lazy stack tab before its first selection.
        var isUnfilled: Bool { !isPlain && navigationController.viewControllers.isEmpty }

        func start() {
            guard !isPlain else { return }
            navigationController.pushViewController(PageScreen(coordinator: self, page: 0, flag: nil, inModal: false),
                                                    animated: false)
        }

        func push(_ page: Int, flag: Bool?, on navigation: UINavigationController) {
            let inModal = navigation !== navigationController
            navigation.pushViewController(PageScreen(coordinator: self, page: page, flag: flag, inModal: inModal),
                                          animated: true)
        }

        var stack: TabCoordinator? { self }

        func present(_ page: Int, fullScreen: Bool, locked: Bool) {
            if spec.flows {
                let flow = FlowCoordinator(parent: self, page: page, defect: spec.defect)
                childCoordinators.append(flow)
                flow.start(fullScreen: fullScreen, locked: locked)
                return
            }
            let modal = UINavigationController(rootViewController: PageScreen(coordinator: self, page: page, flag: nil,
                                                                               inModal: true))
            if fullScreen { modal.modalPresentationStyle = .fullScreen }
            modal.isModalInPresentation = locked
            root.present(modal, animated: true)
        }

        func done() { root.dismiss(animated: true) }

        /// Dismisses this tab's flow in code, as a deep link does: UIKit tells no delegate, so the
        /// flow's coordinator is removed here.
        func endFlows() {
            guard childCoordinators.contains(where: { $0 is FlowCoordinator }) else { return }
            root.dismiss(animated: false)
            if spec.defect != .keepsChildAlways { childCoordinators.removeAll { $0 is FlowCoordinator } }
        }

        func childDidFinish(_ child: Coordinator) {
            childCoordinators.removeAll { $0 === child }
        }

        /// Carries out `action` from a page on `navigation` (nil for a plain tab's page, which pushes nothing).
        func perform(_ action: Action, from navigation: UINavigationController?, locksSheets: Bool) {
            switch action {
            case let .push(page): navigation.map { push(page, flag: nil, on: $0) }
            case let .present(page, fullScreen): present(page, fullScreen: fullScreen, locked: locksSheets)
            case let .select(other): tabs?.select(other)
            case let .selectAndPush(other, page):
                guard let tabs, !tabs.stacks[other].isPlain else { return }
                tabs.select(other)
                let stack = tabs.stacks[other]
                stack.push(page, flag: nil, on: stack.navigationController)
            case let .popOther(other):
                guard let stack = tabs?.stacks[other], !stack.isPlain else { return }
                _ = stack.navigationController.popToRootViewController(animated: false)
            case let .toggle(flag): model.flags[flag].toggle()
            case let .pushReading(flag, page): navigation.map { push(page, flag: model.flags[flag], on: $0) }
            case .logOut: tabs?.parent?.showLogin()
            }
        }
    }

    /// A sheet or full-screen modal with its own coordinator (apps with `flows`).
    final class FlowCoordinator: NSObject, PageHost, UIAdaptivePresentationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: TabCoordinator?
        let navigationController = UINavigationController()
        let page: Int
        let defect: FlowDefect

        init(parent: TabCoordinator, page: Int, defect: FlowDefect) {
            self.parent = parent
            self.page = page
            self.defect = defect
        }

        var stack: TabCoordinator? { parent }

        func start(fullScreen: Bool, locked: Bool) {
            let screen = PageScreen(coordinator: self, page: page, flag: nil, inModal: true)
            if defect == .strongScreens { screen.retainedHost = self }
            navigationController.viewControllers = [screen]
            if fullScreen { navigationController.modalPresentationStyle = .fullScreen }
            navigationController.isModalInPresentation = locked
            if defect != .keepsChildOnSwipe { navigationController.presentationController?.delegate = self }
            parent?.root.present(navigationController, animated: true)
        }

        func done() {
            parent?.root.dismiss(animated: true)
            if defect != .keepsChildAlways { parent?.childDidFinish(self) }
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            if defect != .keepsChildAlways { parent?.childDidFinish(self) }
        }
    }

    final class PageScreen: UIViewController {
        weak var coordinator: (any PageHost)?
        /// The bug ``FlowDefect/strongScreens``: a second, strong reference to the flow.
        var retainedHost: (any PageHost)?
        let tab: Int
        let page: Int
        let flag: Bool?
        let inModal: Bool
        let spec: Page

        init(coordinator: any PageHost, page: Int, flag: Bool?, inModal: Bool) {
            self.coordinator = coordinator
            let stack = coordinator.stack!
            tab = stack.tab
            self.page = page
            self.flag = flag
            self.inModal = inModal
            spec = stack.spec.tabs[stack.tab][page]
            super.init(nibName: nil, bundle: nil)
            title = "t\(tab + 1)p\(page)"
            hidesBottomBarWhenPushed = spec.hidesBar
        }

        required init?(coder: NSCoder) { nil }

        override var parameters: [String: String] {
            var parameters = ["page": "t\(tab + 1)p\(page)"]
            if spec.bad { parameters["bad"] = "1" }
            if let flag { parameters["flag"] = flag ? "1" : "0" }
            return parameters
        }

        /// The actions shown here: pushes only below the deepest stack, presenting only outside a modal.
        private var shown: [(offset: Int, action: Action)] {
            guard let coordinator = coordinator?.stack else { return [] }
            let depth = navigationController?.viewControllers.count ?? 1
            return spec.actions.enumerated().filter { _, action in
                switch action {
                case .push, .pushReading: depth < coordinator.spec.deepestStack
                case .present: !inModal
                case let .selectAndPush(other, _):
                    !inModal && (coordinator.tabs?.stacks[other].navigationController.viewControllers.count ?? 99)
                        < coordinator.spec.deepestStack
                case .select, .popOther, .logOut: !inModal
                case .toggle: true
                }
            }.map { ($0.offset, $0.element) }
        }

        override var elements: [Element] {
            var elements = shown.map { Element.button("a\($0.offset)", Self.label($0.action)) }
            if inModal, navigationController?.viewControllers.first === self { elements.append(.button("done", "Done")) }
            return elements
        }

        static func label(_ action: Action) -> String {
            switch action {
            case let .push(page): "Push p\(page)"
            case let .present(page, fullScreen): fullScreen ? "Cover p\(page)" : "Sheet p\(page)"
            case let .select(tab): "Go to tab \(tab + 1)"
            case let .selectAndPush(tab, page): "Open p\(page) on tab \(tab + 1)"
            case let .popOther(tab): "Reset tab \(tab + 1)"
            case let .toggle(flag): "Flip flag \(flag)"
            case let .pushReading(flag, page): "Push p\(page) with flag \(flag)"
            case .logOut: "Log out"
            }
        }

        override func handle(_ action: ElementAction) {
            guard let host = coordinator, let coordinator = host.stack, case let .activate(id) = action else { return }
            if id == "done" { return host.done() }
            guard let offset = Int(id.dropFirst()), shown.contains(where: { $0.offset == offset }) else { return }
            coordinator.perform(spec.actions[offset], from: navigationController, locksSheets: spec.locksSheets)
        }
    }

    final class Login: UIViewController {
        weak var coordinator: LoginCoordinator?
        override var elements: [Element] { [.button("login", "Log in")] }

        override func handle(_ action: ElementAction) {
            if case .activate("login") = action { coordinator?.logIn() }
        }
    }

    final class Welcome: UIViewController {
        weak var tabs: TabsCoordinator?

        init(tabs: TabsCoordinator) {
            self.tabs = tabs
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var elements: [Element] { [.button("accept", "Accept")] }

        override func handle(_ action: ElementAction) {
            if case .activate("accept") = action { tabs?.acceptOnboarding() }
        }
    }

    /// `random://tab/N` and `random://push/N/P` as (tab, page), 0-based.
    static func route(_ url: String) -> (Int, Int?)? {
        let parts = url.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.first == "random:", parts.count >= 3, let tab = Int(parts[2]), tab >= 1 else { return nil }
        switch (parts[1], parts.count) {
        case ("tab", 3): return (tab - 1, nil)
        case ("push", 4): return Int(parts[3]).map { (tab - 1, $0) }
        default: return nil
        }
    }

    public final class SceneDelegate: UIResponder, SimulatedApp {
        public static let configuration = AppConfiguration(
            name: "random-tabs",
            launchParameters: [LaunchParameter("seed", default: 0, summary: "which app to draw"),
                               LaunchParameter("flows", default: false,
                                               summary: "modals as flows with their own coordinators, some with a bug"),
                               LaunchParameter("wide", default: false,
                                               summary: "6 or 7 tabs, some of them one plain view controller")],
            invariants: [
                AppInvariant("noBadPage", summary: "no page marked bad is on screen") { snapshot in
                    let stacks = snapshot.stacks + (snapshot.modal.map { [$0] } ?? [])
                    return stacks.contains { $0.screens.contains { $0.parameters["bad"] == "1" } } ? "a bad page is shown" : nil
                },
                AppInvariant("notBothDeep", summary: "tabs 1 and 2 are not both pushed") { snapshot in
                    guard snapshot.rootKind == .tabBar, snapshot.stacks.count > 1, snapshot.stacks[0].depth > 1,
                          snapshot.stacks[1].depth > 1 else { return nil }
                    return "tabs 1 and 2 both pushed"
                },
            ])

        var window: UIWindow?
        var coordinator: AppCoordinator?
        let launch: Launch
        let spec: Spec

        public required init(launch: Launch) {
            self.launch = launch
            spec = Spec(seed: launch.int("seed"), flows: launch.parameter("flows"), wide: launch.parameter("wide"))
        }

        public func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            let coordinator = AppCoordinator(window: window, spec: spec)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
        }

        public var explorationState: [String: String] {
            guard spec.keyed, let model = coordinator?.model else { return [:] }
            return Dictionary(uniqueKeysWithValues: model.flags.indices.map { ("flag\($0)", model.flags[$0] ? "1" : "0") })
        }

        public func open(_ url: String) throws {
            try Self.checkDeepLink(url)
            coordinator?.open(url)
        }

        public static func checkDeepLink(_ url: String) throws {
            guard route(url) != nil else {
                throw DeepLinkRefused(url: url, reason: "not a random://tab/N or random://push/N/P link")
            }
        }
    }

    /// The app drawn from `seed` (with flows, ``Spec/flows``; wide, ``Spec/wide``), and its spec.
    public static func app(seed: Int, flows: Bool = false, wide: Bool = false) -> (app: AppVariant, spec: Spec) {
        do {
            let app = try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration),
                                     variant: nil, language: .en,
                                     parameters: ["seed": .int(seed), "flows": .bool(flows), "wide": .bool(wide)])
            return (app, Spec(seed: seed, flows: flows, wide: wide))
        } catch {
            fatalError("the random app does not build: \(error)")
        }
    }
}
