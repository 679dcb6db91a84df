import CoordinatorKit
import Simulation
import Testing

/// When UIKit turns the edge swipe off, and what a swipe then does: nothing.
@Suite struct InteractivePopTests {
    /// A stack of two screens in a window, with the simulation that drives it.
    private func twoScreens(_ configure: (NavigationController, Screen) -> Void) -> (Simulation, NavigationController) {
        var navigation: NavigationController!
        let simulation = Simulation { application in
            let top = Screen()
            navigation = NavigationController(application, rootViewController: Screen())
            navigation.pushViewController(top, animated: false)
            configure(navigation, top)
            application.window.rootViewController = navigation
        }
        return (simulation, navigation)
    }

    @Test func aPlainStackSwipesBack() {
        let (simulation, navigation) = twoScreens { _, _ in }
        #expect(navigation.allowsInteractivePop)
        #expect(simulation.send(.swipeBack(completes: true)).reason == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    /// Each way UIKit turns the swipe off: the recognizer disabled, the bar hidden, a custom left
    /// bar button on the top screen, the back button hidden. The swipe is refused and pops nothing;
    /// the bar's back button (Esc) still pops, as the app's own button would.
    @Test(arguments: ["recognizer disabled", "bar hidden", "left bar button", "back button hidden"])
    func theSwipeIsOff(_ reason: String) {
        let (simulation, navigation) = twoScreens { navigation, top in
            switch reason {
            case "recognizer disabled": navigation.interactivePopGestureRecognizer?.isEnabled = false
            case "bar hidden": navigation.setNavigationBarHidden(true, animated: false)
            case "left bar button": top.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
            default: top.navigationItem.hidesBackButton = true
            }
        }
        #expect(!navigation.allowsInteractivePop)
        for completes in [true, false] {
            let step = simulation.send(.swipeBack(completes: completes))
            #expect(step.reason == .swipeBackDisabled)
            #expect(step.events.isEmpty)
        }
        #expect(navigation.viewControllers.count == 2)
        #expect(simulation.send(.back).reason == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    /// The button is read from the screen on top: pushed above it, a plain screen swipes again.
    @Test func aLeftBarButtonBelowTheTopDoesNotTurnItOff() {
        let (simulation, navigation) = twoScreens { _, top in
            top.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
        }
        navigation.pushViewController(Screen(), animated: false)
        #expect(navigation.allowsInteractivePop)
        #expect(simulation.send(.swipeBack(completes: true)).reason == nil)
    }
}
