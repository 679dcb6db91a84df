import CoordinatorKit
import CoordsimApp
@testable import Exploration
import ExplorationFixtures
import Simulation
import Testing

/// A modal the user may not dismiss (full screen, `isModalInPresentation` on its top screen, a
/// delegate that refuses) refuses back at its root, as UIKit refuses the swipe: no violation. The
/// same app's real leak is found behind it.
@Suite struct PresentationExplorationTests {
    @Test(arguments: [RequiredOnboarding.Style.fullScreen, .modalInPresentation, .delegateRefuses])
    func anOnboardingTheUserMayNotDismissIsNoViolation(_ style: RequiredOnboarding.Style) throws {
        let result = Explorer(app: try RequiredOnboarding.app(style), stopAtFirstViolation: false).run()
        #expect(result.isComplete)
        #expect(result.violations.map(\.invariant) == [.noLeaks], "\(result.report)")
        let leak = try #require(result.violations.first)
        #expect(leak.message.contains("Terms"), "\(leak)")
        #expect(leak.path.map(\.description).first == "tap Next")
        // The launch state records the presentation, and back there leads nowhere.
        let launch = result.states[0].snapshot
        #expect(launch.presentation == ModalPresentation(style: style == .fullScreen ? .fullScreen : .pageSheet,
                                                         userMayDismiss: false))
        #expect(!result.states.contains { $0.snapshot.modal == nil && $0.input == .back })
    }

    /// A sheet the user may dismiss: back at its root dismisses it, and only the leak is found.
    @Test func aDismissibleOnboardingIsDismissedByBack() throws {
        let result = Explorer(app: try RequiredOnboarding.app(.dismissible), stopAtFirstViolation: false).run()
        #expect(result.violations.map(\.invariant) == [.noLeaks], "\(result.report)")
        #expect(result.states[0].snapshot.presentation == ModalPresentation(style: .pageSheet, userMayDismiss: true))
        #expect(result.states.contains { $0.snapshot.modal == nil && $0.snapshot.presentation == nil && $0.input == .back })
    }

    /// The check itself, on the launch state of each app: back at the root is refused exactly when
    /// the snapshot says the user may not dismiss, and the wrong outcome is named.
    @Test func backAtAModalsRootFollowsThePresentation() throws {
        let checks = Checks(enabled: [.backMatchesDepth])
        let fullScreen = Simulation(try RequiredOnboarding.app(.fullScreen)).snapshot.structural
        #expect(checks.transition(from: fullScreen, .back, to: fullScreen,
                                  rejection: "this modal cannot be dismissed by the user").isEmpty)
        #expect(checks.transition(from: fullScreen, .back, to: fullScreen, rejection: nil).map(\.1)
            == ["back on Welcome at the root of a full-screen modal the user may not dismiss was accepted"])
        let sheet = Simulation(try RequiredOnboarding.app(.dismissible)).snapshot.structural
        #expect(checks.transition(from: sheet, .back, to: sheet, rejection: "refused").map(\.1)
            == ["back on Welcome at the root of a sheet the user may dismiss was refused: refused"])
    }
}

/// Ownership is never guessed into a finding, and checked whether or not the app set a root coordinator.
@Suite struct OwnershipExplorationTests {
    /// The coordinator is released at launch: the launch stops, naming the fix (see
    /// ForgottenRootTests), before any state is explored.
    @Test func anAppThatForgetsItsRootCoordinatorStopsAtLaunch() async {
        await #expect(processExitsWith: .failure) {
            _ = Explorer(app: try ForgottenRootCoordinator.app()).run()
        }
    }

    /// Without a root coordinator but with the coordinator kept: nothing to report, Detail reached.
    @Test func anAppWithoutRootCoordinatorThatKeepsItsCoordinatorPasses() throws {
        let result = Explorer(app: try ForgottenRootCoordinator.app(keepsCoordinator: true)).run()
        #expect(result.violations.isEmpty, "\(result.report)")
        #expect(result.screensReached.contains("Detail"))
        let audit = OwnershipAudit(result.states[0].snapshot)
        #expect(audit.screensWithKnownOwner == 1 && audit.screensWithUnknownOwner == 0 && audit.coordinatorsChecked == 0)
        let coverage = OwnershipCoverage(result)
        #expect(coverage.isComplete && coverage.statesWithTree == 0 && coverage.screensChecked == 3)
    }

    /// Login reports through `onLogin`: its owner is unknown, so AuthCoordinator is undecided, not
    /// an orphan. The real leak (Home's closure captures MainCoordinator strongly) is found.
    @Test func closureStyleScreensMakeNoOrphans() throws {
        // The first violation only: each login and logout leaks one more MainCoordinator, so the
        // leaked list (in the state key) makes the space endless. A false orphan would come first, at launch.
        let result = Explorer(app: try ClosureScreens.app()).run()
        #expect(result.violations.map(\.invariant) == [.noLeaks], "\(result.report)")
        let leak = try #require(result.violations.first)
        #expect(leak.message.contains("MainCoordinator"), "\(leak)")
        #expect(leak.path.map(\.description) == ["tap Log in", "tap Log out"])

        let launch = result.states[0].snapshot
        #expect(launch.allScreens.map(\.owner) == [nil])
        let audit = OwnershipAudit(launch)
        #expect(audit.orphans.isEmpty)
        #expect(audit.undecided.map(\.type) == ["AuthCoordinator"])
        #expect(audit.screensWithUnknownOwner == 1 && audit.screensWithKnownOwner == 0 && audit.coordinatorsChecked == 1)
        // The result says how much the ownership checks skipped.
        let coverage = OwnershipCoverage(result)
        #expect(coverage.screensWithUnknownOwner == ["Home", "Login"])
        #expect(coverage.undecidedCoordinators == ["AuthCoordinator", "MainCoordinator"])
        #expect(coverage.statesWithUnknownOwners == result.states.count && !coverage.isComplete)
        #expect(coverage.screensChecked == 0)
        // Nor does the runtime journal AuthCoordinator as a stale child, or the inspector mark it.
        let simulation = Simulation(try ClosureScreens.app())
        #expect(simulation.snapshot.staleChildren.isEmpty)
        #expect(simulation.launchEvents.allSatisfy { !$0.description.hasPrefix("STALE") },
                "\(simulation.launchEvents.map(\.description))")
    }

    /// The audit's rules on snapshots made by hand: a released owner is found without a tree; a
    /// coordinator owning nothing is an orphan only when every shown screen's owner is known.
    @Test func theAuditDecidesOnlyWhatItKnows() {
        let main = ObjectRef(id: ObjectID(1), kind: .coordinator, type: "MainCoordinator")
        let child = ObjectRef(id: ObjectID(2), kind: .coordinator, type: "ChildCoordinator")
        let tree = CoordinatorNode(ref: main, children: [CoordinatorNode(ref: child)])
        func snapshot(_ screens: [ScreenSnapshot], tree: CoordinatorNode?) -> Snapshot {
            Snapshot(rootKind: .navigation, stacks: [StackSnapshot(id: ObjectID(3), screens: screens)], coordinators: tree)
        }
        let home = ScreenSnapshot(id: ObjectID(4), identifier: "Home", title: "Home", owner: .coordinator(ref: main))
        let closures = ScreenSnapshot(id: ObjectID(5), identifier: "Detail", title: "Detail")
        let released = ScreenSnapshot(id: ObjectID(6), identifier: "Gone", title: "Gone", owner: .released)

        #expect(OwnershipAudit(snapshot([released], tree: nil)).abandoned.map(\.type) == ["Gone"])
        let decided = OwnershipAudit(snapshot([home], tree: tree))
        #expect(decided.orphans == [child] && decided.undecided.isEmpty)
        #expect(decided.expectation != nil)
        let undecided = OwnershipAudit(snapshot([home, closures], tree: tree))
        #expect(undecided.orphans.isEmpty && undecided.undecided == [child] && undecided.expectation == nil)
        #expect(undecided.screensWithUnknownOwner == 1 && undecided.screensWithKnownOwner == 1)
    }
}

/// A tab switch may change the tab switched to, never another; moves across tabs the app
/// declares are explored, not reported; a failure says which tab, screen, parameter and input.
@Suite struct IndependentTabsTests {
    /// Tabs titled A, B, C, D with the active screen `active` (with one button, Go) on the selected tab.
    private func tabs(_ stacks: [[String]], selected: Int, active: String) -> Snapshot {
        Snapshot(rootKind: .tabBar, stacks: stacks.enumerated().map { index, names in
            StackSnapshot(id: .structural, tabTitle: ["A", "B", "C", "D"][index],
                          screens: names.map { ScreenSnapshot(id: .structural, identifier: $0, title: $0) })
        }, selectedTab: selected, active: ActiveScreen(id: .structural, identifier: active, title: active, backTitle: nil,
                                                        isModal: false, elements: [.button("go", "Go")], focus: nil,
                                                        isEditing: false))
    }

    /// An input that selects another tab in code may fill it (first selection) or refresh it, not
    /// push there, unless the app declares the move, by screen, control id and tab.
    @Test func aTabSelectedInCodeMayAppearOnly() throws {
        let before = tabs([["Home"], ["Search"], ["Inbox"], []], selected: 0, active: "Home")
        let filled = tabs([["Home"], ["Search"], ["Inbox"], ["Settings"]], selected: 3, active: "Settings")
        let pushed = tabs([["Home"], ["Search"], ["Inbox", "Thread"], []], selected: 2, active: "Thread")
        let checks = Checks(enabled: [.independentTabs])
        #expect(checks.transition(from: before, .tap("Go"), to: filled, rejection: nil).isEmpty)
        #expect(checks.transition(from: before, .tap("Go"), to: pushed, rejection: nil).map(\.1)
            == ["tap Go on Home in tab 1 (A) changed tab 3 (C): pushed Thread"])
        func declaring(_ move: CrossTabMove) -> Checks {
            Checks(enabled: [.independentTabs], app: AppConfiguration(name: "tabs", crossTabMoves: [move]))
        }
        #expect(declaring(CrossTabMove(from: "Home", control: "go", to: "C"))
            .transition(from: before, .tap("Go"), to: pushed, rejection: nil).isEmpty)
        #expect(declaring(CrossTabMove(from: "Home", to: "Inbox"))
            .transition(from: before, .tap("Go"), to: pushed, rejection: nil).isEmpty)
        #expect(declaring(CrossTabMove(from: "Home", control: "other", to: "C"))
            .transition(from: before, .tap("Go"), to: pushed, rejection: nil).count == 1)
        #expect(declaring(CrossTabMove(from: "Search", control: "go", to: "C"))
            .transition(from: before, .tap("Go"), to: pushed, rejection: nil).count == 1)
        #expect(declaring(CrossTabMove(from: "Home", control: "go", to: "B"))
            .transition(from: before, .tap("Go"), to: pushed, rejection: nil).count == 1)
    }

    /// A link opened at Login is held until the user logs in (`waitingDeepLink`); the input after
    /// which the app follows it may change any tab, as opening a link does. Another input may not.
    @Test func theInputThatFollowsAHeldLinkMayChangeAnyTab() throws {
        var before = tabs([["Home"], ["Search"], ["Inbox"]], selected: 0, active: "Home")
        before.appState = ["coordsim.waitingDeepLink": "app://inbox/thread"]
        var after = tabs([["Home"], ["Search"], ["Inbox", "Thread"]], selected: 0, active: "Home")
        let checks = Checks(enabled: [.independentTabs])
        #expect(checks.transition(from: before, .tap("Go"), to: after, rejection: nil).isEmpty)
        // Still held after the input: the change was not the link's.
        after.appState = before.appState
        #expect(checks.transition(from: before, .tap("Go"), to: after, rejection: nil).map(\.1)
            == ["tap Go on Home in tab 1 (A) changed tab 3 (C): pushed Thread"])
    }

    @Test func aTabFilledOnFirstSelectionIsNoInterference() throws {
        let result = Explorer(app: try LazyTabs.app()).run()
        #expect(result.violations.isEmpty, "\(result.report)")
        #expect(result.states[0].snapshot.stacks[3].screens.isEmpty)
        #expect(result.states.contains { $0.snapshot.stacks[3].screens.map(\.identifier) == ["Settings"] })
    }

    /// A lazy tab's coordinator appended to the tab-bar coordinator's children, and a flow
    /// started inside another tab's coordinator, change nested parts of the tree: composing keeps
    /// each tab its own group, and gives the product search's figures.
    @Test func aLazyTabComposesWithAnotherTabsFlows() throws {
        let app = try LazyInbox.app()
        let composed = Explorer(app: app).composed()
        #expect(composed.fallback == nil && composed.interferences.isEmpty, "\(composed.report)")
        #expect(composed.groups.map(\.tabs) == [[1], [2], [3]], "\(composed.report)")
        let product = Explorer(app: app).run()
        #expect(composed.passed && product.passed, "\(composed.report)\n\(product.report)")
        #expect(composed.states == product.states.count && composed.transitions == product.transitions.count,
                "\(composed.report)\n\(product.report)")
        // The composed states with Buy pushed and Inbox filled hold both children.
        #expect(product.states.contains { state in
            let children = state.snapshot.coordinators?.children ?? []
            return children.count == 3 && children[0].children.map(\.ref.type) == ["BuyCoordinator"]
        }, "\(product.report)")
    }

    /// Search pushes its result onto the Home tab: found, with the input and the change named.
    /// (A false alarm on the lazy tab would be found first: it is one input from launch.)
    @Test func aPushOntoAnotherTabIsFoundAndExplained() throws {
        let result = Explorer(app: try LazyTabs.app(buggy: true), stopAtFirstViolation: false).run()
        #expect(result.violations.map(\.invariant) == [.independentTabs], "\(result.report)")
        let violation = try #require(result.violations.first)
        #expect(violation.message == "tap Open result on Search in tab 2 (Search) changed tab 1 (Home): pushed Result")
        #expect(violation.path.map(\.description) == ["tab 2", "tap Open result"])
    }

    @Test func anUndeclaredMoveToAnotherTabIsFoundAndExplained() throws {
        let result = Explorer(app: try Clinic.app(declaring: .none)).run()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .independentTabs)
        #expect(violation.message == "tap Send a message on DoctorDetail in tab 2 (Doctors) changed tab 3 (Messages): "
            + "pushed Conversation(with=Dr Kim)")
        #expect(violation.path.map(\.description) == ["tab 2", "tap Dr Kim", "tap Send a message"])
    }

    /// With Send a message declared, the booking (a parameter of another tab's screen) is what is left.
    @Test func anUndeclaredParameterChangeIsExplainedParameterByParameter() throws {
        let result = Explorer(app: try Clinic.app(declaring: .message)).run()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .independentTabs)
        #expect(violation.message == "tap Book on DoctorDetail in tab 2 (Doctors) changed tab 1 (Appointments): "
            + "Appointments at depth 1: booked none → Dr Kim")
        #expect(violation.path.map(\.description) == ["tab 2", "tap Dr Kim", "tap Book"])
    }

    /// Both moves declared: nothing reported, and the states behind them are explored.
    @Test func declaredMovesAreExploredNotReported() throws {
        let result = Explorer(app: try Clinic.app(declaring: .both)).run()
        #expect(result.isComplete)
        #expect(result.violations.isEmpty, "\(result.report)")
        let conversation = try #require(result.states.first { state in
            state.snapshot.selectedTab == 2 && state.snapshot.stacks[2].top?.parameters == ["with": "Dr Kim"]
        })
        #expect(conversation.input == .tap("Send a message"))
        #expect(result.states.contains { $0.snapshot.stacks[0].screens[0].parameters["booked"] == "Dr Kim and Dr Lee" })
    }

    /// A declared move whose names match nothing shown excuses nothing, and the report says which
    /// names, with the one meant where it is close (a review's app got only the interference).
    @Test func aMoveThatMatchesNothingIsReported() throws {
        let app = try Clinic.app(declaring: .misspelt)
        let result = Explorer(app: app, stopAtFirstViolation: false).run()
        let composed = Explorer(app: app).composed()
        let expected = [#"from DoctorDetial (control sendMessage) to Mesages: no screen DoctorDetial was active (did you mean "DoctorDetail"?); no tab was titled Mesages or had it at its root (did you mean "Messages"?)"#,
                        #"from DoctorDetail (control bok) to Appointments: DoctorDetail never showed a control with id bok (did you mean "book"?)"#]
        #expect(result.coverage?.unmatchedCrossTabMoves == expected, "\(result.report)")
        #expect(composed.coverage?.unmatchedCrossTabMoves == expected, "\(composed.report)")
        #expect(result.report.contains("  CROSS-TAB    the declared move " + expected[1] + ": it excuses nothing; check its names"),
                "\(result.report)")
        #expect(Set(result.violations.map(\.invariant)) == [.independentTabs], "\(result.report)")
        let declared = Explorer(app: try Clinic.app(declaring: .both)).run()
        #expect(declared.coverage?.unmatchedCrossTabMoves == [], "\(declared.report)")
    }

    /// Composed, a declared move still puts its tabs in one group (they do not compose), but the
    /// report calls it declared, not an interference; an undeclared one stays an interference.
    @Test func aDeclaredMoveGroupsItsTabsWithoutBeingReportedAsInterference() throws {
        let declared = Explorer(app: try Clinic.app(declaring: .both)).composed()
        #expect(!declared.interferences.isEmpty && declared.interferences.allSatisfy { $0.isDeclared }, "\(declared.report)")
        #expect(declared.states == Explorer(app: try Clinic.app(declaring: .both)).run().states.count)
        #expect(!declared.report.contains("INTERFERENCE") && declared.report.contains("  declared     tabs 2 and "),
                "\(declared.report)")
        let undeclared = Explorer(app: try Clinic.app(declaring: .none)).composed()
        #expect(!undeclared.interferences.isEmpty && !undeclared.interferences.contains(where: \.isDeclared),
                "\(undeclared.report)")
        #expect(undeclared.report.contains("INTERFERENCE"))
    }

    /// A control that only selects a tab of a group of several tabs (joined by a declared move)
    /// lands on that tab whichever of the group's tabs was selected: no interference.
    @Test func aControlSelectingATabOfALargerGroupComposes() throws {
        let composed = Explorer(app: try FindADoctor.app()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.interferences.allSatisfy { $0.isDeclared }, "\(composed.report)")
        #expect(composed.groups.map(\.tabs) == [[1], [2, 3]], "\(composed.report)")
        let product = Explorer(app: try FindADoctor.app()).run()
        #expect(composed.states == product.states.count && product.violations.isEmpty, "\(product.report)")
    }
}

/// A screen that refreshes what it shows in `viewWillAppear` breaks no rule of back, reselect or a
/// cancelled swipe-back: they compare which screens a stack holds, not what each shows.
@Suite struct RefreshOnAppearTests {
    @Test func aListThatRefreshesAsItReappearsIsNoViolation() throws {
        let result = Explorer(app: try RefreshingList.app(), stopAtFirstViolation: false).run()
        #expect(result.isComplete)
        #expect(result.violations.isEmpty, "\(result.report)")
        // The refresh happened: each of the three inputs reached a list with a count the state it
        // was sent in did not show.
        func count(_ state: Int) -> String? { result.states[state].snapshot.stacks.first?.screens.first?.parameters["trips"] }
        for input in [Input.back, .tab(1), .cancelledSwipeBack] {
            #expect(result.transitions.contains { $0.input == input && count($0.from) == "0" && count($0.to) == "1" }, "\(input)")
        }
    }

    @Test func aBannerPushedFromTheRefreshIsStillFound() throws {
        let result = Explorer(app: try RefreshingList.app(buggy: true), stopAtFirstViolation: false).run()
        let messages = result.violations.map { "\($0.invariant.name): \($0.message)" }
        #expect(messages.contains("backMatchesDepth: back from [TripsList, TripPage] gave [TripsList, Banner]"), "\(messages)")
        #expect(messages.contains("reselectPopsToRoot: reselecting tab 1 left [TripsList, Banner]"), "\(messages)")
    }

    /// The relation itself: a parameter or title may change, the screens and the tree may not.
    @Test func theArrangementIgnoresWhatScreensShow() throws {
        let launch = Simulation(try RefreshingList.app()).snapshot.structural
        var refreshed = launch
        refreshed.stacks[0].screens[0].parameters["trips"] = "7"
        refreshed.stacks[0].screens[0].title = "Trips (7)"
        #expect(Checks.sameArrangement(launch, refreshed))
        var other = launch
        other.stacks[0].screens[0].identifier = "Banner"
        #expect(!Checks.sameArrangement(launch, other))
        var selected = launch
        selected.selectedTab = 2
        #expect(!Checks.sameArrangement(launch, selected))
        var treeless = launch
        treeless.coordinators = nil
        #expect(launch.coordinators == nil || !Checks.sameArrangement(launch, treeless))
    }
}

/// A modal presented from inside a modal (a sheet's full-screen camera), which UIKit shows and
/// coordsim does not model: the tap is taken as refused, so the state past it (a camera
/// coordinator with no screen, which no device shows) is never judged, and both searches report
/// NOT MODELLED with a path that replays to the step.
@Suite struct ModalOverModalExplorationTests {
    @Test func aModalOverAModalIsReportedAndWhatLiesPastItIsNotJudged() throws {
        let app = try ModalOverModal.app()
        let explorer = Explorer(app: app, stopAtFirstViolation: false)
        let result = explorer.run()
        #expect(result.isComplete)
        // Judged, the camera coordinator with no screen would be a childOwnsScreen error.
        #expect(result.violations.isEmpty, "\(result.report)")
        #expect(result.unmodelled.count == 1, "\(result.report)")
        // Complete, sound and without an error, and still not a pass: part of the app went unexplored.
        #expect(result.isSound && result.errors.isEmpty && !result.passed, "\(result.report)")
        let step = try #require(result.unmodelled.first)
        #expect(step.message.hasPrefix("coordsim does not model a modal over a modal: Camera"), "\(step.message)")
        #expect(step.path.map(\.description) == ["tap Edit profile", "tap Take photo"])
        #expect(result.headline.contains("does not model"), "\(result.headline)")
        #expect(result.report.contains("NOT MODELLED \(step.message)"), "\(result.report)")

        // The path replays to the step.
        let replay = Simulation(app)
        var met: [String] = []
        for input in step.path {
            for event in input.events { met += replay.perform(event).events.compactMap(\.unmodelledBehaviour) }
        }
        #expect(met.count == 1)

        var bounded = explorer
        bounded.depth = result.deepest + 1
        #expect(bounded.run().unmodelled == result.unmodelled)

        // The composed search hands over to the product search, which says where.
        let composed = explorer.composed()
        #expect(composed.fallback?.hasPrefix("coordsim does not model a modal over a modal") == true, "\(composed.report)")
        #expect(composed.unmodelled == result.unmodelled)
        #expect(composed.violations.isEmpty, "\(composed.report)")
        #expect(composed.report.contains("NOT MODELLED"), "\(composed.report)")
    }
}

/// A badge set on one tab from another (a store's cart count) breaks no rule: the tab bar item is
/// the tab bar's. Composition still explores the two tabs together, and says it was the badge.
@Suite struct CrossTabBadgeTests {
    @Test func aBadgeSetFromAnotherTabIsNoViolation() throws {
        let result = Explorer(app: try CartBadge.app(), stopAtFirstViolation: false).run()
        #expect(result.isComplete)
        #expect(result.violations.isEmpty, "\(result.report)")
        #expect(result.hiddenStates.isEmpty, "\(result.report)")
        // The badge was set from the Shop tab, so the check had something to judge.
        #expect(result.transitions.contains { transition in
            result.states[transition.from].snapshot.selectedTab == 0
                && result.states[transition.from].snapshot.stacks[1].tabBadge == nil
                && result.states[transition.to].snapshot.stacks[1].tabBadge == "1"
        })
    }

    @Test func theComposedInterferenceNamesTheBadge() throws {
        let composed = Explorer(app: try CartBadge.app()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.violations.isEmpty, "\(composed.report)")
        let badge = composed.interferences.first { $0.tabs.contains(1) && $0.tabs.contains(2) }
        #expect(badge?.input == .tap("Add to cart"), "\(composed.report)")
        #expect(badge?.differences == ["tab 2's badge: (none) → 1"], "\(composed.report)")
    }

    @Test func aScreenPushedOntoAnotherTabIsStillFound() throws {
        let result = Explorer(app: try CartBadge.app(buggy: true), stopAtFirstViolation: false).run()
        let found = result.violations.first { $0.invariant == .independentTabs }
        #expect(found?.message == "tap Add to cart on ProductPage in tab 1 (Shop) changed tab 2 (Cart): tab badge (none) → 1; pushed Added",
                "\(result.report)")
        #expect(found?.path == [.tap("Open lamp"), .tap("Add to cart")])
    }
}

/// The composed report says what the product report says of its checks' reach: a screen the app
/// declares that no state showed, and a check that judged nothing.
@Suite struct ComposedCoverageTests {
    @Test func theComposedReportNamesTheScreensNeverReached() throws {
        let composed = Explorer(app: try CartBadge.app()).composed()
        #expect(composed.fallback == nil, "\(composed.report)")
        #expect(composed.coverage?.screensNeverReached == ["Added"])
        #expect(composed.report.contains("  UNREACHED    screens the app declares that no local state showed: Added"), "\(composed.report)")
        let buggy = Explorer(app: try CartBadge.app(buggy: true), checks: ["independentTabs": .warn]).composed()
        #expect(buggy.coverage?.screensNeverReached == [], "\(buggy.report)")
    }

    @Test func theComposedReportNamesAVacuousCheck() throws {
        // No tab bar item is reselected deeper than its root in a three-tab app of roots only.
        let composed = Explorer(app: ShapedTabs.app(ShapedTabs.Small.self)).composed()
        let product = Explorer(app: ShapedTabs.app(ShapedTabs.Small.self)).run()
        #expect(composed.coverage?.vacuous.map(\.name) == product.coverage?.vacuous.map(\.name))
        #expect(product.coverage?.vacuous.isEmpty == false, "\(product.report)")
        for (name, reason) in product.coverage?.vacuous ?? [] {
            #expect(composed.report.contains("  VACUOUS      \(name) judged nothing: \(reason)"), "\(composed.report)")
        }
    }
}
