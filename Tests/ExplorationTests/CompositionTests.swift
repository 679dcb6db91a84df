import CoordinatorKit
import CoordsimApp
@testable import Exploration
import ExplorationFixtures
import Simulation
import Testing

/// The compositional search against the product search on small apps of several shapes: the
/// same states, transitions and refusals, the same invariants broken, and paths that replay.
@Suite struct CompositionTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var app: @Sendable () -> AppVariant

        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "three tabs") { try! ThreeTabs.app() },
        Case(name: "three tabs, checked") { try! ThreeTabs.app(checked: true) },
        Case(name: "3 tabs with sheets") { ShapedTabs.app(ShapedTabs.Small.self) },
        Case(name: "5 tabs with 2 sheets each") { ShapedTabs.app(ShapedTabs.FiveTabs.self) },
        Case(name: "4 tabs, tab 2 filled on first selection") { ShapedTabs.app(ShapedTabs.Lazy.self) },
        Case(name: "tab 2 reads what tab 1 wrote") { ShapedTabs.app(ShapedTabs.Coupled.self) },
        Case(name: "tab 3 pops tab 1") { ShapedTabs.app(ShapedTabs.CrossWrite.self) },
        Case(name: "an invariant only two tabs together break") { ShapedTabs.app(ShapedTabs.TwoDeep.self) },
        Case(name: "4 tabs launched signed in, log out from two tabs") { try! SignedInTabs.app() },
        Case(name: "4 tabs under a full-screen onboarding at launch") { try! OnboardingOverTabs.app() },
        Case(name: "a screen outside the tab bar nearer through it") { try! ContactOutside.app() },
        Case(name: "4 tabs, a list that refreshes as it reappears") { try! RefreshingList.app() },
        Case(name: "4 tabs, a list whose refresh pushes a banner") { try! RefreshingList.app(buggy: true) },
        Case(name: "4 tabs, a cart badge set from the shop tab") { try! CartBadge.app() },
        Case(name: "4 tabs, a screen pushed onto the cart tab from the shop tab") { try! CartBadge.app(buggy: true) },
    ]

    @Test(arguments: cases)
    func composedFiguresAreTheProductSearchs(_ app: Case) {
        let variant = app.app()
        // Every check at warn: the product search then expands the states that break one (at
        // error it does not), so both count the whole reachable space.
        let warn = Dictionary(uniqueKeysWithValues: Explorer.checkNames(of: variant.app.configuration).map { ($0, CheckLevel.warn) })
        let composed = Explorer(app: variant, checks: warn).composed()
        let product = Explorer(app: variant, checks: warn).run()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(product.isComplete)
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(composed.transitions == product.transitions.count)
        #expect(composed.rejected == product.rejected)
        #expect(Set(composed.violations.map(\.invariant)) == Set(product.violations.map(\.invariant)))
        // What the checks could judge: the same vacuous checks, unreached screens and skipped owners.
        #expect(composed.coverage?.vacuous.map(\.name) == product.coverage?.vacuous.map(\.name), "\(composed.report)")
        #expect(composed.coverage?.screensNeverReached == product.coverage?.screensNeverReached)
        #expect(composed.coverage?.ownership.screensWithUnknownOwner == product.coverage?.ownership.screensWithUnknownOwner)
        for violation in composed.violations {
            let shortest = product.violations.first { $0.invariant == violation.invariant }
            #expect(violation.path.count == shortest?.path.count, "\(violation)")
        }
    }

    @Test func theClosedFormCountsTheShapes() {
        for type in [ShapedTabs.Small.self, ShapedTabs.FiveTabs.self] as [ShapedTabs.SceneDelegate.Type] {
            let composed = Explorer(app: ShapedTabs.app(type)).composed()
            #expect(composed.composedStates == type.shape.closedForm, "\(type.shape)")
            #expect(composed.interferences.isEmpty)
        }
    }

    @Test func aStepThatReadsAnotherTabsStateIsNamedAndTheTabsExploredTogether() {
        let composed = Explorer(app: ShapedTabs.app(ShapedTabs.Coupled.self)).composed()
        let interference = composed.interferences.first
        #expect(interference?.kind == .dependsOnAnotherTab)
        #expect(Set(interference?.tabs ?? []) == [1, 2])
        #expect(interference?.tab == 2)
        #expect(interference?.input == .tap("Go"))
        #expect(interference?.differences.contains { $0.contains("tab 2's stack") && $0.contains("mark=0") && $0.contains("mark=1") } == true,
                "\(composed.report)")
        #expect(composed.groups.map(\.tabs) == [[1, 2], [3]])
    }

    @Test func aStepThatChangesAnotherTabIsNamed() {
        let composed = Explorer(app: ShapedTabs.app(ShapedTabs.CrossWrite.self)).composed()
        let interference = composed.interferences.first
        #expect(interference?.kind == .changesAnotherTab, "\(composed.report)")
        #expect(interference?.tab == 3)
        #expect(interference?.input == .tap("Reset"))
        #expect(interference?.differences == ["tab 1's stack: [Level(path=), Level(path=1), Level(path=11)] → [Level(path=)]",
                                             "live objects: -2 Level"])
        #expect(composed.groups.map(\.tabs) == [[1, 3], [2]])
    }

    @Test func aTabFilledOnFirstSelectionCountsItsEmptyStackOnlyWhereItWasNeverSelected() {
        let composed = Explorer(app: ShapedTabs.app(ShapedTabs.Lazy.self)).composed()
        #expect(composed.interferences.isEmpty, "\(composed.report)")
        #expect(composed.groups.first { $0.tabs == [2] }?.backgroundStates == 4)
    }

    @Test func statesOutsideTheTabBarReachedOnlyFromItAreExploredFromTheirShortestExit() throws {
        let composed = Explorer(app: try SignedInTabs.app()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        // Login and Forgot password; the tab bar is entered again as at launch.
        #expect(composed.phaseStates == 2)
        #expect(composed.entries == 1)
        // Log out on Feed's Comments is three inputs in; on Profile, two.
        #expect(composed.violations.map(\.invariant.name) == ["noForgotPassword"])
        #expect(composed.violations.first?.path == [.tab(3), .tap("Log out"), .tap("Forgot password")])
    }

    @Test(arguments: [false, true])
    func deepLinksComposeToTheProductSearchsFigures(dependent: Bool) throws {
        let app = try LinkedTabs.app(dependent: dependent)
        let warn = Dictionary(uniqueKeysWithValues: Explorer.checkNames(of: app.app.configuration).map { ($0, CheckLevel.warn) })
        var explorer = Explorer(app: app, checks: warn)
        explorer.deepLinks = ["linked://thread", "linked://feed"]
        let composed = explorer.composed()
        let product = explorer.run()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(product.isComplete)
        #expect(composed.states == product.states.count, "\(composed.report)")
        #expect(composed.transitions == product.transitions.count)
        #expect(composed.rejected == product.rejected)
        #expect(Set(composed.violations.map(\.invariant)) == Set(product.violations.map(\.invariant)))
        if dependent {
            // Thread shows where the link came from: Inbox is explored with the tabs it was sent from.
            let interference = composed.interferences.first
            #expect(interference?.kind == .selectsAnotherTab)
            #expect(interference?.input == .open("linked://thread"))
            #expect(interference?.differences.contains { $0.contains("from=Feed") } == true, "\(composed.report)")
            #expect(composed.groups.count < 3)
        } else {
            #expect(composed.interferences.isEmpty, "\(composed.report)")
            #expect(composed.groups.map(\.tabs) == [[1], [2], [3]])
            #expect(composed.checked.contains { $0.hasPrefix("crossings into other tabs") })
        }
    }

    @Test(arguments: [ShapedTabs.FiveTabs.self, ShapedTabs.Lazy.self] as [ShapedTabs.SceneDelegate.Type])
    func deepLinksIntoTabsOfOtherShapesCompose(_ type: ShapedTabs.SceneDelegate.Type) {
        let app = ShapedTabs.app(type)
        var explorer = Explorer(app: app)
        explorer.deepLinks = ["shaped://tab/2", "shaped://open/3"]
        let composed = explorer.composed()
        let product = explorer.run()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.interferences.isEmpty, "\(composed.report)")
        #expect(composed.checked.contains { $0.hasPrefix("crossings into other tabs") }, "\(composed.report)")
        #expect(product.isComplete)
        #expect(composed.states == product.states.count, "\(type.shape)")
        #expect(composed.transitions == product.transitions.count, "\(type.shape)")
        #expect(composed.rejected == product.rejected, "\(type.shape)")
        #expect(Set(composed.violations.map(\.invariant)) == Set(product.violations.map(\.invariant)))
    }

    @Test func aStateOutsideTheTabBarGetsItsShortestPathThroughTheTabBar() throws {
        let composed = Explorer(app: try ContactOutside.app()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.violations.map(\.invariant.name) == ["noContact"])
        #expect(composed.violations.first?.path == [.tap("Log in"), .tab(2), .tap("Contact support")], "\(composed.report)")
    }

    @Test func anOnboardingOverTheTabBarComesBeforeTheEntry() throws {
        let composed = Explorer(app: try OnboardingOverTabs.app()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        // Welcome and Terms over the tab bar; Accept enters it.
        #expect(composed.phaseStates == 2)
        #expect(composed.entries == 1)
        #expect(composed.groups.map(\.tabs) == [[1], [2], [3], [4]])

        // The same onboarding presented again from Home: a state before the entry is Home's own too.
        let replaying = Explorer(app: try OnboardingOverTabs.app(replaying: true)).composed()
        #expect(replaying.fallback == "the modal shown over the tab bar before it is entered (Welcome) is also "
            + "presented on tab 1; composing would count its states twice", "\(replaying.report)")
        let product = Explorer(app: try OnboardingOverTabs.app(replaying: true)).run()
        #expect(replaying.states == product.states.count)
    }

    @Test(arguments: [("three tabs, checked", ["noPlum", "notThreeDeep"]), ("two deep", ["notTwoDeep"])])
    func everyViolationsPathReplaysFromLaunch(_ name: String, _ invariants: [String]) {
        let app = name == "two deep" ? ShapedTabs.app(ShapedTabs.TwoDeep.self) : try! ThreeTabs.app(checked: true)
        let composed = Explorer(app: app).composed()
        #expect(composed.violations.map(\.invariant.name).sorted() == invariants)
        for violation in composed.violations {
            let replay = Simulation(app)
            for input in violation.path { for event in input.events { replay.perform(event) } }
            let invariant = app.app.configuration.invariants.first { $0.name == violation.invariant.name }!
            #expect(invariant.check(replay.snapshot) != nil, "\(violation)")
        }
    }
}

@Suite struct CompositionReportTests {
    @Test func theReportNamesTheInterferenceAndWhatWasChecked() {
        let report = Explorer(app: ShapedTabs.app(ShapedTabs.Coupled.self)).composed().report
        print(report)
        #expect(report.contains("INTERFERENCE tabs 2 and 1: `tap Go` on tab 2 acted differently with another tab in another "
                                + "state: explored together, so the count stays exact (not a finding: the checks judge the app)\n"))
        #expect(report.contains("tab 2's stack: [Level(path=), Marked(mark=0)] → [Level(path=), Marked(mark=1)]"))
        #expect(report.contains("tabs 1+2"))
        #expect(report.contains("checked      switch neutrality"))
        #expect(report.contains("checked      step consistency"))
    }
}
