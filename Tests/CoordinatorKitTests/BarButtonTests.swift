import CoordinatorKit
import Foundation
import Simulation
import Testing

/// `navigationItem`'s bar buttons, `hidesBottomBarWhenPushed` and a hidden bar, as the model and
/// the Snapshot have them.
@Suite struct BarButtonTests {
    /// A screen whose bar buttons count their taps, through each way UIKit spells an action.
    final class Counting: Screen {
        var taps: [String] = []
        func hide(_ sender: BarButtonItem) { taps.append("hide " + (sender.title ?? "")) }
        func add() { taps.append("add") }
    }

    /// `screen` pushed over a root in a stack in the window, with the simulation that drives it.
    func stack(with screen: Screen, _ configure: (NavigationController) -> Void = { _ in }) -> (Simulation, NavigationController) {
        var navigation: NavigationController!
        let simulation = Simulation { application in
            navigation = NavigationController(application, rootViewController: Screen())
            navigation.pushViewController(screen, animated: false)
            configure(navigation)
            application.window.rootViewController = navigation
        }
        return (simulation, navigation)
    }

    @Test func targetActionSystemItemsAndPrimaryActionsRunOnATap() {
        let screen = Counting()
        var closures = 0
        screen.navigationItem.leftBarButtonItem = BarButtonItem(title: "Hide", style: .plain, target: screen, action: Counting.hide)
        screen.navigationItem.rightBarButtonItems = [
            BarButtonItem(barButtonSystemItem: .add, target: screen, action: Counting.add),
            BarButtonItem(title: "Go", primaryAction: ControlAction { _ in closures += 1 }),
            BarButtonItem(systemItem: .done, primaryAction: ControlAction(title: "ignored") { _ in closures += 10 }),
        ]
        let (simulation, _) = stack(with: screen)
        #expect(simulation.snapshot.active?.navigationBar == NavigationBarSnapshot(
            hidesBackButton: true, leftItems: [BarButtonSnapshot(title: "Hide")],
            rightItems: [BarButtonSnapshot(title: "+"), BarButtonSnapshot(title: "Go"), BarButtonSnapshot(title: "Done")]))
        for label in ["Hide", "+", "Go", "Done"] { #expect(simulation.send(.tap(label)).reason == nil, "\(label)") }
        #expect(screen.taps == ["hide Hide", "add"])
        #expect(closures == 11)
        #expect(simulation.snapshot.affordances.prefix(4) == [.barButton(label: "Hide"), .barButton(label: "+"),
                                                              .barButton(label: "Go"), .barButton(label: "Done")])
    }

    /// The target is held weakly, as UIKit's: the item does not keep its screen alive.
    @Test func theTargetIsHeldWeakly() {
        var screen: Counting? = Counting()
        weak var released = screen
        let item = BarButtonItem(title: "Hide", style: .plain, target: screen, action: Counting.hide)
        screen = nil
        #expect(released == nil)
        _ = item
    }

    @Test func aControlWinsOverABarButtonWithItsLabelButTheBracketsReachTheBar() {
        final class Both: Screen {
            var heard: [String] = []
            override var elements: [Element] { [.button("save", "Save")] }
            override func handle(_ action: ElementAction) { heard.append("element") }
        }
        let screen = Both()
        screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", primaryAction: ControlAction { _ in screen.heard.append("bar") })
        let (simulation, _) = stack(with: screen)
        simulation.send(.tap("Save"))
        simulation.send(.key(.character("]")))
        #expect(screen.heard == ["element", "bar"])
    }

    /// Left items that supplement the back button keep it, and the swipe back with it.
    @Test func supplementingLeftItemsKeepTheBackButton() {
        let screen = Screen()
        screen.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit")
        screen.navigationItem.leftItemsSupplementBackButton = true
        let (simulation, navigation) = stack(with: screen)
        #expect(navigation.allowsInteractivePop)
        #expect(simulation.snapshot.active?.navigationBar?.hidesBackButton == false)
        #expect(simulation.send(.swipeBack(completes: true)).reason == nil)
    }

    /// A hidden bar shows no buttons: none is offered, and a tap on one names what is on screen.
    @Test func aHiddenBarHasNoButtons() {
        let screen = Screen()
        screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", primaryAction: ControlAction { _ in })
        let (simulation, _) = stack(with: screen) { $0.setNavigationBarHidden(true, animated: false) }
        #expect(simulation.snapshot.active?.navigationBar?.isHidden == true)
        #expect(!simulation.snapshot.affordances.contains(.barButton(label: "Add")))
        #expect(simulation.send(.tap("Add")).reason == .noSuchLabel("Add", screen: "Screen", onScreen: []))
        #expect(simulation.send(.key(.character("]"))).reason == .noBarButton(left: false, screen: "Screen"))
    }

    /// The tab bar hides while any controller in the selected tab's stack has
    /// `hidesBottomBarWhenPushed` (so it stays hidden above one that sets it), not in other tabs.
    @Test func theTabBarHidesWhileAScreenInTheSelectedStackAsksIt() {
        var first: NavigationController!
        let simulation = Simulation { application in
            let tabs = TabBarController(application)
            first = NavigationController(application, rootViewController: Screen())
            tabs.viewControllers = [first, NavigationController(application, rootViewController: Screen())]
            application.window.rootViewController = tabs
        }
        #expect(!simulation.snapshot.isTabBarHidden)
        let hiding = Screen()
        hiding.hidesBottomBarWhenPushed = true
        simulation.act { first.pushViewController(hiding, animated: true) }
        #expect(simulation.snapshot.isTabBarHidden)
        simulation.act { first.pushViewController(Screen(), animated: true) }
        #expect(simulation.snapshot.isTabBarHidden, "stays hidden above the screen that hid it")
        #expect(simulation.send(.selectTab(1)).reason == .tabBarHidden)
        #expect(!simulation.snapshot.affordances.contains(.tab(2)))
        simulation.send(.back)
        simulation.send(.back)
        #expect(!simulation.snapshot.isTabBarHidden)
        #expect(simulation.send(.selectTab(1)).reason == nil)
    }

    /// The new fields are left out of JSON while they hold nothing, so an app without bars
    /// encodes as before; a snapshot with them reads back equal.
    @Test func snapshotsEncodeTheBarsOnlyWhenSet() throws {
        let plain = Screen()
        let (simulation, _) = stack(with: plain)
        let json = String(decoding: try JSONEncoder().encode(simulation.snapshot), as: UTF8.self)
        #expect(!json.contains("navigationBar") && !json.contains("isTabBarHidden"), "\(json)")

        let screen = Screen()
        screen.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add)
        screen.navigationItem.rightBarButtonItem?.isEnabled = false
        let (barred, _) = stack(with: screen)
        var snapshot = barred.snapshot
        snapshot.isTabBarHidden = true
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(Snapshot.self, from: data) == snapshot)
        #expect(snapshot.active?.navigationBar?.rightItems == [BarButtonSnapshot(title: "+", isEnabled: false)])
    }

    @Test func aSwitchTogglesByTapAndByEnter() {
        final class Settings: Screen {
            var on = false
            override var elements: [Element] { [.switch("terms", "I accept", isOn: on)] }
            override func handle(_ action: ElementAction) { if case let .setOn("terms", isOn) = action { on = isOn } }
        }
        let screen = Settings()
        let (simulation, _) = stack(with: screen)
        #expect(simulation.snapshot.affordances.first == .switch(label: "I accept", element: "terms", isOn: false))
        simulation.send(.tap("I accept"))
        #expect(screen.on)
        simulation.send(.key(.enter))
        #expect(!screen.on)
        simulation.send(.key(.space))
        #expect(simulation.snapshot.active?.elements == [.switch("terms", "I accept", isOn: true)])
    }
}

extension BarButtonTests {
    /// `navigationItem.title` is what the bar shows; the screen's `title` stays its own.
    @Test func theItemsTitleIsTheBarsTitle() {
        let screen = Screen()
        screen.title = "Orders"
        screen.navigationItem.title = "All orders"
        let (simulation, _) = stack(with: screen)
        #expect(simulation.snapshot.active?.title == "Orders")
        #expect(simulation.snapshot.active?.navigationBar == NavigationBarSnapshot(title: "All orders"))
    }
}
