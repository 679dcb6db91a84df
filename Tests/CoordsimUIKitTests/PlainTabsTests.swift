import CoordsimTesting
import CoordsimUIKit
import Foundation
import Testing

/// A tab that is a plain view controller, as `UITabBarController.viewControllers` allows: it
/// appears and disappears on a tab switch as a navigation controller's top does, has no back,
/// stays as it is when reselected, and presents from the tab bar controller.
@Suite struct PlainTabsTests {
    let app = AppUnderTest<PlainTabs.SceneDelegate>()

    /// Switching to a plain tab and away from it makes UIKit's four calls in the order a switch
    /// between two navigation controllers makes them: the new tab starts appearing first.
    @Test func aTabSwitchGivesAPlainTabTheAppearanceCalls() throws {
        let device = try app.device()
        let toSettings = device.tapTab(1)
        #expect(toSettings.journal == [
            "select tab 2 (user)", "SettingsViewController#3.viewDidLoad", "SettingsViewController#3.viewWillAppear",
            "FeedViewController#2.viewWillDisappear", "FeedViewController#2.viewDidDisappear",
            "SettingsViewController#3.viewDidAppear",
        ])
        let toSearch = device.tapTab(2)
        #expect(toSearch.journal == [
            "select tab 3 (user)", "SearchViewController#5.viewDidLoad", "SearchViewController#5.viewWillAppear",
            "SettingsViewController#3.viewWillDisappear", "SettingsViewController#3.viewDidDisappear",
            "SearchViewController#5.viewDidAppear",
        ])
        #expect(device.tapTab(1).lifecycleCalls(of: "SettingsViewController") == [.viewWillAppear, .viewDidAppear])
        #expect(device.coordinator?.selected == [
            "SettingsViewController", "UINavigationController of SearchViewController", "SettingsViewController",
        ])
    }

    /// A plain tab has no stack: back, the edge swipe and the back menu are refused, and change nothing.
    @Test func backIsRefusedOnAPlainTab() throws {
        let device = try app.device()
        device.tapTab(3)
        let before = device.snapshot
        for step in [device.tapBack(), device.swipeBack(), device.swipeBack(completes: false),
                     device.longPressBack(toLevel: 1)] {
            #expect(step.reason == .noNavigationStack)
            #expect(step.journal.isEmpty)
        }
        #expect(device.snapshot == before)
        #expect(Rejection.noNavigationStack.description == "this tab is not a navigation controller: nothing to go back to")
        // A navigation controller's root refuses back as before.
        device.tapTab(0)
        #expect(device.tapBack().reason == .atRootOfStack)
    }

    /// Reselecting a plain tab tells the delegate and pops nothing; a navigation controller's tab still pops to its root.
    @Test func reselectingAPlainTabDoesNotPop() throws {
        let device = try app.device()
        device.tap("Open")
        device.tapTab(1)
        let reselect = device.tapTab(1)
        #expect(reselect.journal == ["reselect tab 2"])
        #expect(reselect.snapshot.active?.identifier == "SettingsViewController")
        #expect(device.coordinator?.selected == ["SettingsViewController", "SettingsViewController"])
        device.tapTab(0)
        let pop = device.tapTab(0)
        #expect(pop.navigation.first == "reselect tab 1")
        #expect(pop.snapshot.visibleStack?.screens.map(\.identifier) == ["FeedViewController"])
    }

    /// Settings presents its terms full screen: the presenting controller is the tab bar
    /// controller (the presentation context), the plain tab disappears under it and comes back.
    @Test func aPlainTabPresentsAFullScreenModal() throws {
        let device = try app.device()
        device.tapTab(1)
        let present = device.tap("Terms")
        #expect(present.journal == [
            "present TermsViewController#14 over SettingsViewController#3", "TermsViewController#14.viewDidLoad",
            "SettingsViewController#3.viewWillDisappear", "TermsViewController#14.viewWillAppear",
            "TermsViewController#14.viewDidAppear", "SettingsViewController#3.viewDidDisappear",
        ])
        #expect(present.snapshot.presentation == ModalPresentation(style: .fullScreen, userMayDismiss: false))
        #expect(present.snapshot.modal?.screens.map(\.identifier) == ["TermsViewController"])
        let coordinator = try #require(device.coordinator)
        #expect(device.simulation.application.window.modal?.presentingViewController === coordinator.tabBarController)
        // Full screen: no swipe down, and the tab bar is covered.
        #expect(device.tapBack().reason == .modalNotDismissibleByUser)
        #expect(device.tapTab(0).reason == .modalCoversTabBar)
        let close = device.tap("Close")
        #expect(close.lifecycleCalls(of: "SettingsViewController") == [.viewWillAppear, .viewDidAppear])
        #expect(close.snapshot.modal == nil)
        #expect(close.coordinatorChanges == ["deinit TermsViewController#14"])
    }

    /// The snapshot says which tabs are plain, a plain tab's title comes from its tab bar item, and
    /// its screen has no back and no bar of its own.
    @Test func theSnapshotSaysWhichTabsArePlain() throws {
        let device = try app.device()
        let snapshot = device.tapTab(1).snapshot
        #expect(snapshot.stacks.map(\.isPlainTab) == [false, true, false, true, false])
        #expect(snapshot.stacks.map(\.tabTitle) == ["Feed", "Settings", "Search", "Web", "Profile"])
        #expect(snapshot.stacks.map { $0.screens.map(\.identifier) } == [
            ["FeedViewController"], ["SettingsViewController"], ["SearchViewController"], ["WebViewController"],
            ["ProfileViewController"],
        ])
        #expect(snapshot.active?.canGoBack == false)
        #expect(snapshot.active?.navigationBar == nil)
        #expect(snapshot.staleChildren.isEmpty)
        #expect(snapshot.affordances.contains(.back) == false)
    }

    /// `isPlainTab` is written only when true, so a snapshot saved before it decodes with every
    /// tab a navigation controller, and a plain tab survives a round trip.
    @Test func isPlainTabIsCodedOnlyWhenTrue() throws {
        let device = try app.device()
        let snapshot = device.snapshot
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(Snapshot.self, from: data) == snapshot)
        let stacks = try JSONEncoder().encode(snapshot.stacks)
        let text = try #require(String(data: stacks, encoding: .utf8))
        #expect(text.components(separatedBy: "isPlainTab").count - 1 == 2)
        let old = ##"{"id": "#7", "tabTitle": "Feed", "screens": []}"##
        let decoded = try JSONDecoder().decode(StackSnapshot.self, from: Data(old.utf8))
        #expect(decoded.isPlainTab == false)
        #expect(decoded == StackSnapshot(id: ObjectID(7), tabTitle: "Feed", screens: []))
    }

    /// Every invariant holds over every state, none falsely alarmed by a plain tab. The states,
    /// counted by hand: Feed's stack is Feed or Feed › Post (2), under any of the 5 selected tabs
    /// (10); Settings' full-screen terms cover the tab bar, so they add Settings selected with
    /// either Feed stack (2). Search, Web and Profile have nothing to push. 10 + 2 = 12.
    @Test func exploreHoldsEveryInvariant() throws {
        let result = try app.explore()
        #expect(result.violations.isEmpty, "\(result.violations)")
        #expect(result.states.count == 12)
    }

    /// Explored tab by tab and composed, the plain tabs are tabs like the others: no interference,
    /// no violation, and the product search's 12 states.
    @Test func theComposedExplorationAgrees() throws {
        let composed = Explorer(app: try app.variant()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.interferences.isEmpty)
        #expect(composed.violations.isEmpty, "\(composed.violations)")
        #expect(composed.states == 12)
    }

    /// `tabBarItem` is never nil when read, as UIKit's `UITabBarItem!`: an app sets a badge on a
    /// navigation controller given no item of its own, and its tab keeps the root screen's title.
    @Test func aBadgeSetOnATabWithNoItemOfItsOwnKeepsItsTitle() throws {
        let device = try app.device()
        let feed = try #require(device.coordinator?.tabBarController.viewControllers?.first as? UINavigationController)
        feed.tabBarItem.badgeValue = "3"
        let tab = try #require(device.snapshot.stacks.first)
        #expect(tab.tabTitle == "Feed")
        #expect(tab.tabBadge == "3")
        #expect(UIViewController().tabBarItem.title == nil)
    }
}

extension Device {
    /// The app's coordinator, kept by its scene delegate.
    fileprivate var coordinator: PlainTabs.AppCoordinator? {
        simulation.application.rootCoordinator as? PlainTabs.AppCoordinator
    }
}
