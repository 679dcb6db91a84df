import Foundation
import CoordinatorKit
import Journeys
import ShopApp
import Simulation
import TestSupport
import Testing

@Suite struct JourneyRunnerTests {
    func run(_ steps: [JourneyStep], variant: String = "B", goal: Goal? = nil) throws -> JourneyRun {
        let journey = Journey(name: "test", launch: ["startLoggedIn": true], goal: goal, steps: steps)
        return try JourneyRunner(Fixtures.shop(variant)).run(journey)
    }

    @Test func aFailedExpectationGivesTheStepTheExpectedAndTheActualValue() throws {
        let run = try run([.key(.character("b")), .expect(Expectation(title: "Buy")), .key(.escape),
                           .expect(Expectation(title: "Purchased")), .key(.character("n"))])
        let failure = try #require(run.failure)
        #expect(failure.index == 3)
        #expect(failure.kind == .expectation(expected: #"title "Purchased""#, actual: #"title "Home""#))
        #expect(failure.description == """
            step 3 {"expect":{"title":"Purchased"}} failed
              expected: title "Purchased"
              actual:   title "Home"
            """)
        #expect(run.records.count == 4, "the journey stops at the failed step")
        #expect(!run.passed)
    }

    @Test func eachKindOfExpectationReportsWhatWasThere() throws {
        let cases: [(Journeys.Expectation, String, String)] = [
            (Expectation(text: "Selected product"), #"text "Selected product" on screen"#,
             #"Home shows "Home", "Product", "Computer", "Bicycle", "Buy subscription", "Create account", "Next", "Log out""#),
            (Expectation(depth: 3), "stack depth 3", "stack depth 1 (Home)"),
            (Expectation(children: ChildCount(1, under: "MainCoordinator")), "1 child coordinators under MainCoordinator", "0"),
            (Expectation(children: ChildCount(0, under: "LoginCoordinator")), "0 child coordinators under LoginCoordinator",
             "no LoginCoordinator in the tree (coordinators: AppCoordinator, BuyTabCoordinator, CreateAccountTabCoordinator, MainCoordinator, TabCoordinator)"),
            (Expectation(children: ChildCount(0, under: "MainCoordinator", index: 1)),
             "0 child coordinators under MainCoordinator at index 1", "1 MainCoordinator in the tree"),
            (Expectation(noLeaks: false), "a leak", "no leaks"),
            (Expectation(screen: "Buy"), "screen Buy", "screen Home"),
        ]
        for (expectation, expected, actual) in cases {
            let failure = try #require(run([.expect(expectation)]).failure)
            #expect(failure.kind == .expectation(expected: expected, actual: actual))
        }
        let children = try run([.key(.character("b")), .expect(Expectation(children: ChildCount(0, under: "MainCoordinator")))]).failure
        #expect(children?.kind == .expectation(expected: "0 child coordinators under MainCoordinator",
                                               actual: "1 (ChildBuyCoordinator#13)"))
    }

    /// Where a tree holds several coordinators of a type (one per tab), `index` names which;
    /// a journey without it keeps meaning the first.
    @Test func aChildCountNamesWhichCoordinatorOfItsType() throws {
        let json = #"{"name": "x", "steps": [{"expect": {"children": {"count": 0, "under": "MainCoordinator", "index": 0}}}]}"#
        let journey = try JSONDecoder().decode(Journey.self, from: Data(json.utf8))
        #expect(journey.steps == [.expect(Expectation(children: ChildCount(0, under: "MainCoordinator", index: 0)))])
        #expect(try run(journey.steps).passed)
        let encoded = String(decoding: try JSONEncoder().encode(ChildCount(0, under: "MainCoordinator")), as: UTF8.self)
        #expect(!encoded.contains("index"))
    }

    @Test func aRejectedInputFailsWithTheSimulationsMessage() throws {
        let run = try run([.tap("Purchase")])
        let failure = try #require(run.failure)
        #expect(failure.index == 0)
        #expect(failure.description == #"step 0 {"tap":"Purchase"} was rejected: no element labelled "Purchase" on Home; "#
            + "on screen: Computer, Bicycle, Buy subscription, Create account, Next, Log out")
    }

    @Test func theGoalIsCheckedAfterEachInputAndRemembersTheFirstStep() throws {
        let goal = Goal(outcome: "purchase", value: "computer")
        let run = try run([.key(.character("b")), .key(.character("p")), .expect(Expectation(title: "Purchased")),
                           .key(.character("d"))], goal: goal)
        #expect(run.goalStep == 1)
        #expect(run.passed)
        #expect(run.outcomes == [Outcome(name: "purchase", value: "computer")])
        let wrongValue = try self.run([.key(.character("b")), .key(.character("p"))],
                                      goal: Goal(outcome: "purchase", value: "bicycle"))
        #expect(!wrongValue.goalReached)
        #expect(!wrongValue.passed)
    }

    @Test func launchParametersOverrideTheConfig() throws {
        var journey = Journey(name: "x", steps: [.expect(Expectation(title: "Login"))])
        #expect(try JourneyRunner(Fixtures.shop()).run(journey).passed)
        journey.launch = ["startLoggedIn": true]
        #expect(try !JourneyRunner(Fixtures.shop()).run(journey).passed)
    }

    @Test func anUnknownLaunchParameterIsRefusedWithTheValidOnes() {
        let journey = Journey(name: "x", launch: ["startLogedIn": true], steps: [.key(.escape)])
        let error = #expect(throws: LaunchParameterError.self) { try JourneyRunner(Fixtures.shop()).run(journey) }
        #expect(error?.description
                == #"unknown launch parameter "startLogedIn" (did you mean "startLoggedIn"?); valid launch parameters: startLoggedIn"#)
    }

    @Test func anUnknownVariantIsRefused() {
        #expect(throws: UnknownVariant.self) { try AppVariant(ShopApp.self, config: Fixtures.defaultConfig, variant: "Z") }
    }

    @Test func theJournalIsTheLaunchThenEveryStep() throws {
        let run = try run([.key(.character("n")), .key(.escape)])
        #expect(run.journal == run.launchEvents + run.records[0].events + run.records[1].events)
        #expect(run.finalSnapshot == run.records[1].snapshot)
    }
}

/// `script`'s text marks the focused element once: on a list, its selected row.
@Suite struct PlainScreenTextFocusTests {
    @Test func aFocusedListMarksOnlyItsSelectedRow() throws {
        let simulation = Simulation(try Fixtures.shop("B"))
        simulation.send(.tap("Log in"))
        simulation.send(.selectTab(1))
        var text = PlainScreenText.render(simulation.snapshot)
        #expect(text.contains("> (Computer)\n   Bicycle\n"), "\(text)")
        simulation.send(.tap("Bicycle"))
        simulation.send(.back)
        text = PlainScreenText.render(simulation.snapshot)
        #expect(text.contains("   Computer\n> (Bicycle)\n"), "\(text)")
    }
}
