import CoordsimTesting
import Testing

/// `Device` as an app's tests use it: a small coordinator layer in UIKit's shapes (a router that
/// owns its navigation controller, closure-style screens, a tab bar as the root module), each
/// gesture, and time in frames.
@Suite struct DeviceTests {
    /// A closure-style screen: its buttons call what the coordinator gave it.
    class ActionScreen: Screen, OwnedScreen {
        weak var coordinator: AnyObject?
        var owner: AnyObject? { coordinator }
        var actions: [(label: String, run: () -> Void)] = []
        override var elements: [Element] { actions.map { .button($0.label, $0.label) } }
        override func handle(_ action: ElementAction) {
            guard case let .activate(label) = action else { return }
            actions.first { $0.label == label }?.run()
        }
    }

    /// A detail level's screen, so the journal names it apart from the list.
    final class DetailScreen: ActionScreen {}

    /// The router: owns the navigation controller and tells its owner of every user pop.
    final class Router: NavigationControllerDelegate {
        let navigationController: NavigationController
        var onUserPop: ((Screen) -> Void)?
        init(_ navigationController: NavigationController) {
            self.navigationController = navigationController
            navigationController.delegate = self
        }

        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen,
                                  animated: Bool) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                  !navigationController.viewControllers.contains(where: { $0 === from }) else { return }
            onUserPop?(from)
        }
    }

    /// One level of a list → detail → detail … flow, with a child coordinator per pushed screen.
    final class DetailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router: Router
        let level: Int
        weak var screen: Screen?
        weak var parent: ListCoordinator?

        init(router: Router, level: Int) {
            self.router = router
            self.level = level
        }

        func start() {
            let screen = DetailScreen()
            screen.title = "Detail \(level)"
            screen.actions = [("Deeper", { [weak self] in self?.parent?.showDetail() })]
            screen.coordinator = self
            self.screen = screen
            router.navigationController.pushViewController(screen, animated: true)
        }
    }

    /// The flow's coordinator. It removes a popped screen's child (`cleansEveryLevel` false: only
    /// the `from` screen's, the common way, which the back menu's multi-level pop outwits).
    final class ListCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let router: Router
        let cleansEveryLevel: Bool

        init(router: Router, cleansEveryLevel: Bool = true) {
            self.router = router
            self.cleansEveryLevel = cleansEveryLevel
        }

        func start() {
            let list = ActionScreen()
            list.title = "List"
            list.coordinator = self
            list.actions = [("Open", { [weak self] in self?.showDetail() }),
                            ("Sheet", { [weak self] in self?.showSheet() })]
            router.navigationController.setViewControllers([list], animated: false)
            router.onUserPop = { [weak self] from in self?.userPopped(from) }
        }

        func showDetail() {
            let detail = DetailCoordinator(router: router, level: childCoordinators.count + 1)
            detail.parent = self
            startChild(detail)
        }

        func showSheet() {
            let sheet = ActionScreen()
            sheet.title = "Sheet"
            router.navigationController.present(sheet, animated: true)
        }

        private func userPopped(_ from: Screen) {
            if cleansEveryLevel {
                let stack = router.navigationController.viewControllers
                childCoordinators.removeAll { child in
                    guard let screen = (child as? DetailCoordinator)?.screen else { return true }
                    return !stack.contains { $0 === screen }
                }
            } else {
                childDidFinish(childCoordinators.first { ($0 as? DetailCoordinator)?.screen === from })
            }
        }
    }

    private func device(cleansEveryLevel: Bool = true) -> Device {
        Device { application in
            let router = Router(NavigationController(application))
            let list = ListCoordinator(router: router, cleansEveryLevel: cleansEveryLevel)
            application.rootCoordinator = list
            list.start()
            application.window.rootViewController = router.navigationController
        }
    }

    /// `Device`'s documentation, word for word.
    @Test func theDocumentationsExample() {
        let device = Device { application in
            let router = Router(NavigationController(application))
            let list = ListCoordinator(router: router)
            application.rootCoordinator = list
            list.start()
            application.window.rootViewController = router.navigationController
        }
        device.tap("Open")
        let swipe = device.swipeBack(completes: false)
        #expect(swipe.lifecycleCalls(of: "DetailScreen") == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
        #expect(swipe.coordinatorChanges.isEmpty)
        #expect(device.swipeBack().coordinatorChanges.first == "-child DetailCoordinator#4 of ListCoordinator#2")
    }

    /// The catalogue's example, word for word.
    @Test func theBackMenuReleasesEveryLevel() {
        let device = Device { application in
            let router = Router(NavigationController(application))
            let list = ListCoordinator(router: router)
            application.rootCoordinator = list
            list.start()
            application.window.rootViewController = router.navigationController
        }
        device.tap("Open")
        device.tap("Deeper")
        let menu = device.longPressBack(to: "List")
        #expect(menu.coordinatorChanges.filter { $0.hasPrefix("-child") }.count == 2)
        #expect(device.snapshot.staleChildren.isEmpty)
    }

    /// A known difference from UIKit, pinned (docs/uikit.md): coordsim tells the delegate `willShow`
    /// when the first screen is set, off screen, before the view loads; UIKit loads it first.
    @Test func theFirstScreensWillShowComesBeforeItsViewDidLoad() {
        let launch = device().launch.map(\.description)
        let willShow = launch.firstIndex(of: "willShow ActionScreen#1 on #0")
        let loaded = launch.firstIndex(of: "ActionScreen#1.viewDidLoad")
        #expect(willShow != nil && loaded != nil && willShow! < loaded!, "\(launch)")
    }

    @Test func aTapPushesAndTheJournalReadsInUIKitsOrder() {
        let device = device()
        #expect(device.launch.lifecycleCalls(of: "ActionScreen#1") == [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        let open = device.tap("Open")
        #expect(open.reason == nil)
        #expect(open.journal == [
            "+child DetailCoordinator#4 of ListCoordinator#2",
            "start DetailCoordinator#4",
            "push DetailScreen#3 over ActionScreen#1 on #0",
            "DetailScreen#3.viewDidLoad",
            "ActionScreen#1.viewWillDisappear",
            "DetailScreen#3.viewWillAppear",
            "willShow DetailScreen#3 on #0",
            "ActionScreen#1.viewDidDisappear",
            "DetailScreen#3.viewDidAppear",
            "didShow DetailScreen#3 on #0",
        ])
        #expect(open.snapshot.activeStack?.screens.map(\.title) == ["List", "Detail 1"])
    }

    @Test func aCancelledSwipeChangesNothingAndACompletedOneReleasesTheChild() {
        let device = device()
        device.tap("Open")
        let cancelled = device.swipeBack(completes: false)
        #expect(cancelled.lifecycleCalls(of: "DetailScreen#3") == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
        #expect(cancelled.delegateCalls == ["willShow ActionScreen#1 on #0"])
        #expect(cancelled.coordinatorChanges.isEmpty)

        let completed = device.swipeBack()
        #expect(completed.delegateCalls == ["willShow ActionScreen#1 on #0", "didShow ActionScreen#1 on #0"])
        #expect(completed.coordinatorChanges == ["-child DetailCoordinator#4 of ListCoordinator#2",
                                                 "deinit DetailCoordinator#4", "deinit DetailScreen#3"])
        #expect(device.tapBack().reason == .atRootOfStack)
    }

    @Test func theBackMenuPopsSeveralLevelsAtOnce() {
        let device = device()
        device.tap("Open")
        device.tap("Deeper")
        device.tap("Deeper")
        let menu = device.longPressBack(to: "List")
        #expect(menu.navigation.first == "pop DetailScreen#7 -> ActionScreen#1 (user) on #0")
        #expect(menu.coordinatorChanges.filter { $0.hasPrefix("-child") }.count == 3)
        #expect(device.snapshot.staleChildren.isEmpty)
        #expect(device.longPressBack(to: "Detail 9").reason == .nothingToSwipeBackTo)
    }

    /// The teaching case: cleaning up only the `from` screen's child leaves the levels in between.
    @Test func cleaningUpOnlyTheTopScreensChildLeavesTheOthersStale() {
        let device = device(cleansEveryLevel: false)
        device.tap("Open")
        device.tap("Deeper")
        device.tap("Deeper")
        let menu = device.longPressBack(toLevel: 1)
        #expect(menu.coordinatorChanges.filter { $0.hasPrefix("-child") } == ["-child DetailCoordinator#8 of ListCoordinator#2"])
        #expect(menu.coordinatorChanges.filter { $0.hasPrefix("STALE") }.count == 2, "\(menu.journal)")
        #expect(device.snapshot.staleChildren.count == 2)
    }

    @Test func aSheetSwipedDownOrLetGo() {
        let device = device()
        device.tap("Sheet")
        let letGo = device.swipeDownSheet(completes: false)
        #expect(letGo.lifecycleCalls(of: "ActionScreen#3") == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
        #expect(letGo.snapshot.modal != nil)
        let swiped = device.swipeDownSheet()
        #expect(swiped.navigation == ["dismiss ActionScreen#3 (user)", "deinit ActionScreen#3"])
        #expect(swiped.snapshot.modal == nil)
        #expect(device.swipeDownSheet().reason == .noModalShown)
    }

    /// With time held, a gesture does only its first half; frames bring the rest, and a second
    /// tap lands in the middle of the push, as a quick double tap does on a device.
    @Test func framesAdvanceOneAtATimeWhenTheTestHoldsThem() {
        let device = device()
        device.waitsForAnimations = false
        let open = device.tap("Open")
        #expect(open.lifecycleCalls(of: "DetailScreen#3") == [.viewDidLoad, .viewWillAppear])
        #expect(device.isAnimating)
        let again = device.tap("Deeper")
        #expect(again.uikitWarnings.count == 1, "\(again.journal)")
        let frame = device.advanceFrames()
        #expect(frame.lifecycleCalls(of: "DetailScreen").contains(.viewDidAppear))
        device.waitForAnimations()
        #expect(!device.isAnimating)
        #expect(device.snapshot.activeStack?.screens.map(\.title) == ["List", "Detail 1", "Detail 2"])
    }

    @Test func codeRunBetweenGesturesEndsAsAStep() {
        let device = device()
        let pushed = device.run {
            (device.simulation.application.rootCoordinator as? ListCoordinator)?.showDetail()
        }
        #expect(pushed.coordinatorChanges == ["+child DetailCoordinator#4 of ListCoordinator#2", "start DetailCoordinator#4"])
        #expect(pushed.lifecycleCalls(of: "DetailScreen#3") == [.viewDidLoad, .viewWillAppear, .viewDidAppear])
    }

    // MARK: an app, its tabs and its links

    final class TabsApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "tabs", deepLinkRoutes: ["tabs://second"])
        let launch: Launch
        let tabs = TabBarController()
        init(launch: Launch) { self.launch = launch }

        func start() {
            let first = NavigationController(rootViewController: titled("One"))
            let second = NavigationController(rootViewController: titled("Two"))
            tabs.viewControllers = [first, second]
            first.tabBarItem = TabBarItem(title: "First", image: nil, tag: 0)
            second.tabBarItem = TabBarItem(title: "Second", image: nil, tag: 1)
            launch.start(TabsCoordinator(), showing: tabs)
        }

        func open(_ url: String) throws {
            guard url == "tabs://second" else { throw DeepLinkRefused(url: url, reason: "no such route") }
            tabs.selectedIndex = 1
        }

        private func titled(_ title: String) -> Screen {
            let screen = ActionScreen()
            screen.title = title
            return screen
        }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
    }

    @Test func tabsAreTappedByTitleAndLinksOpenThem() throws {
        let device = try AppUnderTest<TabsApp>().device()
        let second = device.tapTab(titled: "Second")
        #expect(second.navigation == ["select tab 2 (user)"])
        #expect(second.journal == ["select tab 2 (user)", "ActionScreen#4.viewDidLoad", "ActionScreen#4.viewWillAppear",
                                   "ActionScreen#2.viewWillDisappear", "ActionScreen#2.viewDidDisappear",
                                   "ActionScreen#4.viewDidAppear"])
        #expect(device.tapTab(titled: "Third").reason == .noSuchTab(number: 3, count: 2))
        device.tapTab(0)
        let link = device.open("tabs://second")
        #expect(link.navigation == ["select tab 2 (code)"])
        #expect(device.open("tabs://nowhere").reason == .deepLinkRefused("cannot open tabs://nowhere: no such route"))
    }
}
