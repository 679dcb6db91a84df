import CoordinatorKit
import CoordsimTesting
import Simulation
import TestSupport
import Testing

@Suite struct TabBarTests {
    @Test func stacksSurviveTabSwitches() {
        let (simulation, _) = TestApp.make()
        simulation.press("n")
        simulation.press("n")
        simulation.press("2")
        simulation.press("n")
        simulation.press("1")
        #expect(simulation.snapshot.stacks.map { $0.screens.map(\.title) } == [["S1", "S2", "S3"], ["S1", "S2"]])
        #expect(simulation.snapshot.selectedTab == 0)
        #expect(simulation.snapshot.stacks.map(\.tabTitle) == ["Tab1", "Tab2"])
    }

    @Test func reselectingTheSelectedTabPopsItToItsRoot() {
        let (simulation, root) = TestApp.make()
        simulation.press("n")
        simulation.press("n")
        let step = simulation.press("1")
        #expect(step.events.navigationLines == [
            "reselect tab 1",
            "pop PlainScreen#9 -> PlainScreen#3 (user) on #1",
            "deinit PlainScreen#8",
            "deinit PlainScreen#9",
        ])
        #expect(simulation.snapshot.stacks[0].screens.map(\.title) == ["S1"])
        #expect(root.tabs[0].didShow.last == .init(screen: "S1", from: "S3", fromStillInStack: false, origin: .user))
    }

    @Test func selectingTheSameTabFromCodeDoesNothing() {
        let (simulation, root) = TestApp.make()
        let device = Device(simulation)
        device.tap("Next")
        #expect(device.run { root.tabBarController.select(0) }.journal.isEmpty)
        #expect(root.tabs[0].navigationController.viewControllers.count == 2)
    }

    @Test func tabKeysNeedATabBarAndAValidTab() {
        let (simulation, _) = TestApp.make()
        #expect(simulation.send(.selectTab(2)).rejection == "there is no tab 3; tabs are 1-2")
        simulation.press("m")
        #expect(simulation.send(.selectTab(1)).rejection == "a modal covers the tab bar")
    }
}
