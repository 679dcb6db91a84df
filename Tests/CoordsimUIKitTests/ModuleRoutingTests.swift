import CoordsimTesting
import CoordsimUIKit
import Testing

/// ApplicationCoordinator's shapes run in the Simulation: containers are view controllers, so a
/// router returns its navigation controller from `toPresent()`, a tab bar is a stack's root
/// module, and views are `NSObject`s.
@Suite struct ModuleRoutingTests {
    let app = AppUnderTest<ModuleRouting.AppDelegate>()

    @Test func theTabBarIsTheRootModuleOfTheWindowsStack() throws {
        let simulation = try app.simulation()
        #expect(simulation.snapshot.rootKind == .navigation)
        #expect(simulation.snapshot.active?.identifier == "LoginController")

        let login = simulation.send(.tap("Log in"))
        #expect(login.rejection == nil)
        #expect(login.snapshot.rootKind == .tabBar)
        #expect(login.snapshot.stacks.map(\.tabTitle) == ["Items", "Settings"])
        #expect(login.snapshot.stacks.map { $0.screens.map(\.identifier) } == [["ItemsController"], []])
        #expect(login.snapshot.active?.identifier == "ItemsController")
        // The window's stack takes the tab bar as its root module; the tab coordinator then sets
        // the first tab's stack, whose screen appears in the tab bar.
        #expect(login.events.map(\.description) == [
            "set #0 = [TabsController#2]",
            "LoginController#1.viewWillDisappear", "LoginController#1.viewDidDisappear",
            "set #3 = [ItemsController#5]",
            "ItemsController#5.viewDidLoad", "ItemsController#5.viewWillAppear", "ItemsController#5.viewDidAppear",
            "deinit LoginController#1",
        ])
        #expect(login.snapshot.leaked.isEmpty)
    }

    @Test func theTabsDelegateHearsAViewControllerAndTheStacksWork() throws {
        let simulation = try app.simulation()
        simulation.send(.tap("Log in"))

        let settings = simulation.send(.selectTab(1))
        #expect(settings.snapshot.active?.identifier == "SettingsController")

        simulation.send(.selectTab(0))
        let detail = simulation.send(.tap("Item 1"))
        #expect(detail.snapshot.visibleStack?.screens.map(\.identifier) == ["ItemsController", "DetailController"])
        #expect(detail.snapshot.active?.title == "Item 1")
        let back = simulation.send(.back)
        #expect(back.snapshot.active?.identifier == "ItemsController")
        #expect(back.events.map(\.description) == [
            "pop DetailController#7 -> ItemsController#5 (user) on #3",
            "DetailController#7.viewWillDisappear", "ItemsController#5.viewWillAppear",
            "DetailController#7.viewDidDisappear", "ItemsController#5.viewDidAppear",
            "deinit DetailController#7",
        ])
    }

    @Test func aRoutersNavigationControllerIsPresentedThroughToPresent() throws {
        let simulation = try app.simulation()
        simulation.send(.tap("Log in"))

        let create = simulation.send(.tap("Add"))
        #expect(create.snapshot.modal?.screens.map(\.identifier) == ["CreateController"])

        let hide = simulation.send(.tap("Hide"))
        #expect(hide.snapshot.modal == nil)
        #expect(hide.snapshot.active?.identifier == "ItemsController")
        #expect(hide.events.map(\.description) == [
            "dismiss CreateController#7 (code)",
            "CreateController#7.viewWillDisappear", "CreateController#7.viewDidDisappear",
            "deinit CreateController#7",
        ])
        #expect(hide.snapshot.leaked.isEmpty)
    }
}

/// A tab bar that a stack took as its root before the stack reached the window.
@Suite struct TabBarRootModuleTests {
    final class FilledTabs: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [UINavigationController(rootViewController: ModuleRouting.DetailController()),
                               UINavigationController(rootViewController: ModuleRouting.SettingsController())]
        }
    }

    @Test func itLoadsWithTheStackAndItsSelectedTabAppears() {
        let simulation = Simulation { application in
            application.window.rootViewController = UINavigationController(rootViewController: FilledTabs())
        }
        #expect(simulation.snapshot.rootKind == .tabBar)
        #expect(simulation.snapshot.stacks.map { $0.screens.map(\.identifier) } == [["DetailController"], ["SettingsController"]])
        #expect(simulation.snapshot.active?.identifier == "DetailController")
        #expect(simulation.launchEvents.map(\.description) == [
            "root = DetailController#3",
            "DetailController#3.viewDidLoad", "DetailController#3.viewWillAppear", "DetailController#3.viewDidAppear",
        ])
        let settings = simulation.send(.selectTab(1))
        #expect(settings.snapshot.active?.identifier == "SettingsController")
    }
}

/// View controllers are `NSObject`s whose equality and hash are their identity, as UIKit's.
@Suite struct ViewControllerIdentityTests {
    @Test func equalityAndHashingAreByIdentity() {
        let first = ModuleRouting.DetailController()
        let second = ModuleRouting.DetailController()
        let navigation: UIViewController = UINavigationController()
        #expect(first != second)
        #expect(first == first)
        #expect(first.isEqual(first) && !first.isEqual(second))
        #expect(Set<UIViewController>([first, second, first, navigation]).count == 3)
        var completions: [UIViewController: Int] = [first: 1, navigation: 2]
        completions[second] = 3
        #expect(completions[first] == 1 && completions[navigation] == 2 && completions.count == 3)
    }

    @Test func containersAreViewControllersWithoutATitle() {
        let tabs: UIViewController = UITabBarController()
        let navigation: UIViewController = UINavigationController()
        #expect(tabs.title == "" && navigation.title == "")
        #expect(ModuleRouting.DetailController().title == "DetailController")
    }

    /// A storyboard makes containers as it makes screens: by the registered type's name.
    @Test func aStoryboardMakesContainers() {
        UIStoryboard.register([UINavigationController.self, TabBarRootModuleTests.FilledTabs.self],
                              inStoryboardNamed: "ModuleRoutingContainers")
        let storyboard = UIStoryboard(name: "ModuleRoutingContainers", bundle: nil)
        let navigation = storyboard.instantiateViewController(withIdentifier: "NavigationController")
        let tabs = storyboard.instantiateViewController(withIdentifier: "FilledTabs")
        #expect((navigation as? UINavigationController)?.viewControllers.isEmpty == true)
        #expect(tabs is TabBarRootModuleTests.FilledTabs)
        #expect(tabs.title == "")
    }
}
