import CoordinatorKit
import CoordsimApp
import Foundation
import Journeys
import ShapeApps
import Simulation
import Testing

/// Journeys on the nav bar's buttons, a switch and hidden bars (the shapes app's `shapes://items`):
/// tapped by label and by `[`/`]`, checked with `barButton` and `switch`, and in the plain text.
@Suite struct BarJourneyTests {
    func app() throws -> AppVariant {
        try AppVariant(TabShapes.self, config: .derived(from: TabShapes.configuration),
                       parameters: ["tabs": .int(2), "badge": .int(0)])
    }

    /// Upstream's creation flow: `+` presents Create, Save is disabled until Ready is on, `]` saves.
    @Test func theCreationFlowRunsOnBarButtonsAndASwitch() throws {
        let journey = try JSONDecoder().decode(Journey.self, from: Data(#"""
            {"name": "create an item", "steps": [
              {"open": "shapes://items"},
              {"expect": {"barButton": {"title": "+", "isEnabled": true}}},
              {"tap": "+"},
              {"expect": {"screen": "Create"}},
              {"expect": {"barButton": {"title": "Save", "isEnabled": false}}},
              {"expect": {"switch": {"label": "Ready", "isOn": false}}},
              {"tap": "Ready"},
              {"expect": {"switch": {"label": "Ready", "isOn": true}}},
              {"expect": {"barButton": {"title": "Save", "isEnabled": true}}},
              {"key": "]"},
              {"expect": {"screen": "Items"}},
              {"key": "]"},
              {"key": "["},
              {"expect": {"screen": "Items"}},
              {"expect": {"noLeaks": true}}
            ]}
            """#.utf8))
        let run = try JourneyRunner(app()).run(journey)
        #expect(run.failure == nil, "\(String(describing: run.failure))")
    }

    /// A disabled button refuses its tap, by label and by key, and the journey says which.
    @Test func aDisabledBarButtonRefusesItsTap() throws {
        let simulation = Simulation(try app())
        simulation.send(.deepLink("shapes://items"))
        simulation.send(.tap("+"))
        #expect(simulation.send(.tap("Save")).reason == .barButtonDisabled("Save"))
        #expect(simulation.send(.key(.character("]"))).reason == .barButtonDisabled("Save"))
        #expect(simulation.snapshot.active?.identifier == "Create")
        #expect(simulation.send(.key(.character("["))).reason == nil)
        #expect(simulation.snapshot.modal == nil)
        // Items has no left button: `[` says so rather than doing nothing unseen.
        #expect(simulation.send(.key(.character("["))).reason == .noBarButton(left: true, screen: "Items"))
    }

    @Test func failingChecksSayWhatTheBarAndTheSwitchesShow() throws {
        let run = try JourneyRunner(app()).run(Journey(name: "wrong", steps: [
            .open("shapes://items"), .tap("+"),
            .expect(Expectation(barButton: BarButtonState(title: "Save", isEnabled: true))),
        ]))
        #expect(run.failure?.kind == .expectation(expected: #"bar button "Save" enabled"#,
                                                  actual: #"bar buttons: "Hide", "Save" (disabled)"#))
        let off = try JourneyRunner(app()).run(Journey(name: "off", steps: [
            .open("shapes://items"), .tap("+"),
            .expect(Expectation(switch: SwitchValue(label: "Ready", isOn: true))),
        ]))
        #expect(off.failure?.kind == .expectation(expected: #"switch "Ready" on"#, actual: #"switch "Ready" off"#))
        let none = try JourneyRunner(app()).run(Journey(name: "none", steps: [
            .expect(Expectation(switch: SwitchValue(label: "Ready", isOn: true))),
            ]))
        #expect(none.failure?.kind == .expectation(expected: #"switch "Ready" on"#, actual: "no switch on screen"))
    }

    /// While Details (pushed with `hidesBottomBarWhenPushed`) is on top, a tab is refused; back
    /// on Items the tab bar is back. A hidden nav bar has no buttons to tap.
    @Test func hiddenBarsRefuseTheirInputs() throws {
        let run = try JourneyRunner(app()).run(Journey(name: "hidden", steps: [
            .open("shapes://items"), .tap("Details"), .tab(2),
        ]))
        #expect(run.failure?.kind == .rejected("the tab bar is hidden on this screen (hidesBottomBarWhenPushed)"),
                "\(String(describing: run.failure))")
        let simulation = Simulation(try app())
        simulation.send(.deepLink("shapes://items"))
        simulation.send(.tap("Details"))
        #expect(simulation.snapshot.isTabBarHidden)
        #expect(!simulation.snapshot.affordances.contains(.tab(2)))
        simulation.send(.back)
        #expect(!simulation.snapshot.isTabBarHidden)
        simulation.send(.tap("Hide bar"))
        #expect(simulation.snapshot.active?.navigationBar?.isHidden == true)
        #expect(simulation.send(.tap("+")).reason == .noSuchLabel("+", screen: "Items",
                                                                  onScreen: ["Item № 0", "Item № 1", "Details", "Show bar"]))
        #expect(simulation.send(.swipeBack(completes: true)).reason == .swipeBackDisabled)
        let hidden = try JourneyRunner(app()).run(Journey(name: "no bar", steps: [
            .open("shapes://items"), .tap("Hide bar"), .expect(Expectation(barButton: BarButtonState(title: "+"))),
        ]))
        #expect(hidden.failure?.kind == .expectation(expected: #"bar button "+""#, actual: "the nav bar is hidden"))
    }

    /// `script`'s text: bar buttons on the nav bar's line, `[+]`, a disabled one in parentheses,
    /// a switch's value; no nav bar while it is hidden and no tab bar while Details hides it.
    @Test func plainTextShowsTheBarsAndTheSwitch() throws {
        let simulation = Simulation(try app())
        simulation.send(.deepLink("shapes://items"))
        var text = PlainScreenText.render(simulation.snapshot)
        #expect(text.hasPrefix("< Appointments    Items"), "\(text)")
        #expect(text.components(separatedBy: "\n")[0].hasSuffix("[+]"), "\(text)")
        simulation.send(.tap("+"))
        text = PlainScreenText.render(simulation.snapshot)
        #expect(text.hasPrefix("[Hide]") && text.components(separatedBy: "\n")[0].hasSuffix("(Save)"), "\(text)")
        #expect(text.contains("> Ready [OFF]\n"), "\(text)")
        simulation.send(.key(.enter))
        #expect(PlainScreenText.render(simulation.snapshot).contains("> Ready [ ON]\n"))
        simulation.send(.key(.character("[")))
        simulation.send(.tap("Details"))
        text = PlainScreenText.render(simulation.snapshot)
        #expect(!text.contains("1 Appointments"), "\(text)")
        simulation.send(.back)
        simulation.send(.tap("Hide bar"))
        text = PlainScreenText.render(simulation.snapshot)
        #expect(text.hasPrefix("  (Item № 0)\n"), "\(text)")
        #expect(text.hasSuffix("-\n[1 Appointments]  2 Doctors\n"), "\(text)")
    }
}
