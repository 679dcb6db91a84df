import CoordinatorKit
import CoordsimApp
import Foundation
import Journeys
import ShapeApps
import Simulation
import Testing

/// Journeys and plain screen text on the TabShapes test app: badges and full-screen modals.
@Suite struct ShapesJourneyTests {
    func app(tabs: Int, badge: Int) throws -> AppVariant {
        try AppVariant(TabShapes.self, config: .derived(from: TabShapes.configuration),
                       parameters: ["tabs": .int(tabs), "badge": .int(badge)])
    }

    @Test func aBadgeExpectationHoldsAndSaysWhatWasThereWhenItFails() throws {
        let journey = Journey(name: "badges", steps: [
            .expect(Expectation(badge: TabBadge(tab: 2, value: "3"))),
            .expect(Expectation(badge: TabBadge(tab: 1, value: nil))),
            .tab(2), .tap("Badge +1"),
            .expect(Expectation(badge: TabBadge(tab: 2, value: "4"))),
            .expect(Expectation(badge: TabBadge(tab: 2, value: "5"))),
        ])
        let run = try JourneyRunner(app(tabs: 4, badge: 2)).run(journey)
        let failure = try #require(run.failure)
        #expect(failure.index == 5)
        #expect(failure.kind == .expectation(expected: #"badge "5" on tab 2"#, actual: #"badge "4""#))
        let none = try JourneyRunner(app(tabs: 4, badge: 0)).run(Journey(name: "none", steps: [
            .expect(Expectation(badge: TabBadge(tab: 9, value: "1"))),
        ]))
        #expect(none.failure?.kind == .expectation(expected: #"badge "1" on tab 9"#, actual: "tabs are 1-4"))
    }

    @Test func aBadgeExpectationReadsFromJSON() throws {
        let data = Data(#"{"badge": {"tab": 2, "value": "3"}}"#.utf8)
        #expect(try JSONDecoder().decode(Expectation.self, from: data) == Expectation(badge: TabBadge(tab: 2, value: "3")))
    }

    /// `script`'s text names the modal's style and shows each badge after its tab.
    @Test func plainTextNamesAFullScreenModalAndShowsBadges() throws {
        let simulation = Simulation(try app(tabs: 3, badge: 2))
        #expect(PlainScreenText.render(simulation.snapshot).hasSuffix("[1 Appointments]  2 Doctors (3)  3 Messages\n"))
        simulation.send(.tap("Full screen"))
        let text = PlainScreenText.render(simulation.snapshot)
        #expect(text.hasPrefix(" ") && text.contains(" Full screen (full screen)\n"), "\(text)")
        #expect(text.hasSuffix("(under the full-screen modal)\n"), "\(text)")
        simulation.send(.tap("Done"))
        simulation.send(.tap("Sheet"))
        #expect(PlainScreenText.render(simulation.snapshot).contains("Sheet (sheet)"))
        #expect(simulation.snapshot.screenSignature == "TabRoot ^FullScreenRoot")
        simulation.send(.tap("Done"))
        simulation.send(.tap("Full screen"))
        #expect(simulation.snapshot.screenSignature == "TabRoot ^^FullScreenRoot")
    }
}
