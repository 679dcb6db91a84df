import Comparison
import CoordsimApp
import Experiments
import Journeys
import ShapeApps
import ShopApp
import TestSupport
import Testing

@Suite struct SyntheticUsersTests {
    static let journeys = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path

    func goal(_ name: String, variant: String = "A") throws -> FunnelGoal {
        try FunnelGoal.resolve(name, journeysDirectory: Self.journeys, variant: Fixtures.shop(variant))
    }

    @Test func theSameSeedGivesTheSameReportAndAnotherSeedAnother() throws {
        let goal = try goal("purchase")
        let first = try SyntheticUsers(users: 120, seed: 11, budget: 25).run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal)
        let again = try SyntheticUsers(users: 120, seed: 11, budget: 25).run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal)
        #expect(first == again)
        #expect(first.text == again.text)
        let other = try SyntheticUsers(users: 120, seed: 12, budget: 25).run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal)
        #expect(other.assignment.observed != first.assignment.observed || other.funnels != first.funnels)
        #expect(SyntheticUsers(users: 5, seed: 11).userIDs() == SyntheticUsers(users: 5, seed: 11).userIDs())
        #expect(Set(SyntheticUsers(users: 5, seed: 11).userIDs()).isDisjoint(with: SyntheticUsers(users: 5, seed: 12).userIDs()))
    }

    /// `run` counts users as they finish instead of keeping them: its report is the one built
    /// from every user's result, and its medians are those of the sorted inputs.
    @Test(arguments: [UserModel.uniform, .default])
    func theCountedReportIsTheReportOfEveryUser(_ model: UserModel) throws {
        let users = SyntheticUsers(users: 301, seed: 7, budget: 30, experiment: "purchase-sheet", model: model)
        let goal = try goal("purchase")
        let kept = try users.simulate(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal)
        let counted = try users.run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal)
        #expect(counted == SyntheticReport(kept))
        for (funnel, results) in zip(counted.funnels, kept.results) {
            let inputs = results.compactMap(\.inputsToGoal).sorted()
            let middle = inputs.count / 2
            let median = inputs.isEmpty ? nil : inputs.count % 2 == 1 ? Double(inputs[middle])
                                                                      : Double(inputs[middle - 1] + inputs[middle]) / 2
            #expect(funnel.medianInputsToGoal == median)
            #expect(funnel.users == results.count)
            #expect(funnel.converted.successes == results.filter(\.goalReached).count)
            #expect(funnel.abandoned == results.filter(\.abandoned).count)
        }
    }

    @Test(arguments: [UserModel.uniform, .default])
    func theFunnelAddsUp(_ model: UserModel) throws {
        let report = try SyntheticUsers(users: 150, seed: 3, budget: 30, experiment: "purchase-sheet", model: model)
            .run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("purchase"))
        #expect(report.experiment == "purchase-sheet")
        #expect(report.funnels.map(\.variant) == ["B", "C"])
        // Coverage is 0.8: some users are not in the experiment, and every user is counted once.
        let excluded = report.excluded["notCovered", default: 0]
        #expect(excluded > 0)
        #expect(report.funnels.map(\.users).reduce(0, +) + excluded == 150)
        #expect(report.assignment.observed == report.funnels.map(\.users))
        for funnel in report.funnels {
            #expect(funnel.steps.map(\.name) == ["Home", "Buy", "goal: outcome purchase (after the screens above)"])
            var previous = funnel.users
            for step in funnel.steps {
                #expect(step.reached <= previous)
                #expect(step.dropOff == previous - step.reached)
                previous = step.reached
            }
            #expect(funnel.steps.last!.reached <= funnel.converted.successes)
            #expect(funnel.converted.trials == funnel.users)
        }
        #expect(report.tests.count == 1)
        #expect(report.tests[0].control == "B")
    }

    @Test(arguments: [UserModel.uniform, .default])
    func usersWhoCannotReachTheGoalPrintNotApplicable(_ model: UserModel) throws {
        // Receipt is two inputs from launch; with a budget of one nobody reaches it: both rates are 0.
        let report = try SyntheticUsers(users: 40, seed: 1, budget: 1, model: model)
            .run(app: ShopApp.self, config: Fixtures.defaultConfig, goal: goal("screen:Receipt"))
        #expect(report.funnels.allSatisfy { $0.converted.successes == 0 && $0.medianInputsToGoal == nil })
        #expect(report.tests.map(\.test) == [TwoProportionTest.undefined(control: report.funnels[0].converted,
                                                                         treatment: report.funnels[1].converted)])
        #expect(report.text.contains("two-proportion z-test: n/a (both rates are 0%: no variance)"))
        #expect(report.text.contains("95% CI of the difference: n/a (both rates are 0%: no variance)"))
        #expect(report.text.contains("to goal: n/a (nobody reached it)"))
        #expect(report.warnings == ["no variant reaches the goal (screen Receipt) within 1 input of launch: "
                                    + "every user will miss it; check --goal and --budget"])
    }

    @Test func anUnknownGoalScreenIsRefusedWithTheKnownOnes() throws {
        let error = #expect(throws: FunnelGoalError.self) {
            try SyntheticUsers(users: 10, seed: 1, budget: 3).run(app: ShopApp.self, config: Fixtures.defaultConfig,
                                                                  goal: goal("screen:Reciept"))
        }
        // The shop declares its screens: the goal is checked against them, as journeys are.
        #expect(error?.message == "unknown goal screen \"Reciept\" (did you mean \"Receipt\"?); shop's screens: "
            + "Login, Home, Buy, Store, CreateAccount, AccountCreated, Next, Receipt")
    }

    /// An app that declares no screens (the tab-shapes test app): the goal screen is looked for
    /// in the journeys and the states near launch, and refused with what was found there.
    @Test func anUnknownGoalScreenOfAnAppWithoutDeclaredScreensIsLookedForNearLaunch() throws {
        let config = AppConfig.derived(from: TabShapes.configuration)
        let shapes = try AppVariant(TabShapes.self, config: config)
        let error = #expect(throws: FunnelGoalError.self) {
            let goal = try FunnelGoal.resolve("screen:Nope", journeysDirectory: "", variant: shapes)
            try SyntheticUsers(users: 10, seed: 1, budget: 3, variants: [config.defaultVariant, config.defaultVariant])
                .run(app: TabShapes.self, config: config, goal: goal)
        }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("unknown goal screen \"Nope\"; known screens: "), "\(message)")
        #expect(message.hasSuffix("(from the journeys, and every state within 3 inputs of launch)"), "\(message)")
    }

    @Test func anUnknownGoalOutcomeIsRefusedWithTheKnownOnes() {
        let error = #expect(throws: FunnelGoalError.self) { try goal("purchse") }
        #expect(error?.message == "unknown goal outcome \"purchse\" (did you mean \"purchase\"?); "
            + "known outcomes: accountCreated, purchase (or use a journey file, a journey's name or screen:ID)")
    }

    @Test func goalsResolveFromJourneysOutcomesAndScreens() throws {
        let purchase = try goal("purchase")
        #expect(purchase.goal == Goal(outcome: "purchase"))
        #expect(purchase.stages == ["Home", "Buy"])
        #expect(purchase.source.hasSuffix("buy-bicycle.json"))
        #expect(purchase.launch == ["startLoggedIn": true])
        let bicycle = try goal("purchase=bicycle")
        #expect(bicycle.goal == Goal(outcome: "purchase", value: "bicycle"))
        let account = try goal("accountCreated")
        #expect(account.stages == ["Home", "CreateAccount"])
        let byName = try goal("log in and log out")
        #expect(byName.goal == Goal(screen: "Login"))
        #expect(byName.stages == ["Home"], "the goal screen itself is not a stage before the goal")
        let file = try goal("\(Self.journeys)/tab-switch-reselect.json")
        #expect(file.goal == Goal(outcome: "purchase", value: "computer"))
        #expect(file.stages == ["Home", "Store", "Buy"])
        // A screen goal knows the screens the journeys show (run on A), to refuse one that does not exist.
        let receipt = try goal("screen:Receipt")
        #expect(receipt == FunnelGoal(name: "screen:Receipt", goal: Goal(screen: "Receipt"), stages: [],
                                      source: "--goal screen:Receipt", knownScreens: receipt.knownScreens))
        #expect(receipt.knownScreens == ["Home", "Buy", "Receipt", "CreateAccount", "AccountCreated", "Login", "Next", "Store"])
        #expect(throws: FunnelGoalError.self) { try goal("fly to the moon") }
        #expect(throws: FunnelGoalError.self) { try goal("refund") }
    }

    @Test func theRandomWalkerOffersWhatAPersonCanDo() {
        let home = Fixtures.simulation(variant: "B")
        #expect(RandomWalker.actions(for: home.snapshot, sampleText: ShopApp.configuration.sampleText(for:)) == [
            .tap("Bicycle"), .tap("Buy subscription"), .tap("Create account"), .tap("Next"), .tap("Log out"),
            .selectTab(0), .selectTab(1), .selectTab(2),
        ])
        let sheet = Fixtures.simulation(variant: "C")
        sheet.press("b")
        #expect(RandomWalker.actions(for: sheet.snapshot, sampleText: ShopApp.configuration.sampleText(for:)) == [.tap("Purchase"), .back])
        let form = Fixtures.simulation(variant: "A")
        form.press("c")
        form.expectAccepted(.tap("Name"))
        #expect(RandomWalker.actions(for: form.snapshot, sampleText: ShopApp.configuration.sampleText(for:)) == [
            .text("Ada"), .text(" "), .key(.enter), .key(.tab),
        ])
    }
}
