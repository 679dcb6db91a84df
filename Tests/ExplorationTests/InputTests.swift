import Exploration
import Journeys
import Simulation
import Testing

/// An input's events are made directly; they must be its journey steps' events, which is what
/// `coordsim script` replays from a written journey.
@Suite struct InputTests {
    @Test func eventsAreTheStepsEvents() {
        let inputs: [Input] = [
            .tap("Buy"), .tab(1), .tab(3), .back, .cancelledSwipeBack, .open("shop://buy/bicycle"),
            .fill(field: "Name", value: "Ada", clearing: 0), .fill(field: "Email", value: "", clearing: 3),
            .fill(field: "Name", value: "x", clearing: 1),
        ]
        for input in inputs {
            #expect(input.events == input.steps.compactMap(\.event), "\(input)")
        }
        #expect(Input.fill(field: "Email", value: "", clearing: 3).events.count == 5)
    }
}
