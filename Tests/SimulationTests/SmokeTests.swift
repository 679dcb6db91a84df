import CoordinatorKit
import Simulation
import TestSupport
import Testing

@Suite struct SmokeTests {
    @Test func printFlow() {
        let sim = Fixtures.simulation(variant: "B", loggedIn: false)
        print(sim.coordinatorOutline, sim.activeStackIdentifiers)
        for key in ["l", "right", "b", "p", "d", "n", "esc", "c", "esc", "2", "enter", "1", "o"] {
            let step = sim.press(key)
            print("==", key, sim.activeStackIdentifiers, sim.coordinatorOutline)
            for line in step.events.map(\.description) { print("   ", line) }
        }
        print(sim.snapshot.leaked)
    }
}
