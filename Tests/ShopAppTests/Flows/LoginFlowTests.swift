import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// Seeds 001 and 004: Login's delegate chain up to the AppCoordinator, and logout back to Login.
@Suite struct LoginFlowTests {
    /// What logging in journals on a fresh launch, callbacks left out (JournalOrderTests pins the
    /// same order).
    static let loginLines = [
        "-child LoginCoordinator#3 of AppCoordinator#2",
        // Each tab's child is added and started, then its start() pushes: cause order.
        "+child TabCoordinator#11 of AppCoordinator#2",
        "start TabCoordinator#11",
        "+child MainCoordinator#12 of TabCoordinator#11",
        "start MainCoordinator#12",
        "push HomeScreen#8 on #5",
        "+child BuyTabCoordinator#13 of TabCoordinator#11",
        "start BuyTabCoordinator#13",
        "push StoreScreen#9 on #6",
        "+child CreateAccountTabCoordinator#14 of TabCoordinator#11",
        "start CreateAccountTabCoordinator#14",
        "push CreateAccountScreen#10 on #7",
        "root = HomeScreen#8",
        "deinit LoginCoordinator#3",
        "deinit LoginScreen#1",
    ]

    @Test(arguments: Fixtures.variants)
    func loginReleasesTheLoginCoordinatorAndLogoutReleasesTheTabSide(variant: String) {
        let sim = Fixtures.simulation(variant: variant, loggedIn: false)
        // Seed 004 starts LoginCoordinator, which sets the stack, and only then appends it: the
        // journal shows the child where it joined the tree.
        #expect(sim.launchEvents.navigationLines == [
            "start AppCoordinator#2",
            "set #0 = [LoginScreen#1]",
            "+child LoginCoordinator#3 of AppCoordinator#2",
            "start LoginCoordinator#3",
            "root = LoginScreen#1",
        ])
        #expect(sim.snapshot == Self.loginSnapshot(stack: 0, screen: 1, app: 2, coordinator: 3))

        let login = sim.press("l")
        #expect(login.events.navigationLines == Self.loginLines)
        #expect(sim.liveNames == [
            "AppCoordinator#2", "HomeScreen#8", "StoreScreen#9", "CreateAccountScreen#10", "TabCoordinator#11",
            "MainCoordinator#12", "BuyTabCoordinator#13", "CreateAccountTabCoordinator#14",
        ])

        let logout = sim.press("o")
        #expect(logout.events.navigationLines == [
            "-child TabCoordinator#11 of AppCoordinator#2",
            "set #15 = [LoginScreen#16]",
            "+child LoginCoordinator#17 of AppCoordinator#2",
            "start LoginCoordinator#17",
            "root = LoginScreen#16",
            // The tab coordinator frees its children and its tab bar (with their screens) from its
            // `deinit`; Main and Home outlive it for the moment Home's logout is on the stack.
            "deinit TabCoordinator#11",
            "deinit BuyTabCoordinator#13",
            "deinit CreateAccountTabCoordinator#14",
            "deinit StoreScreen#9",
            "deinit CreateAccountScreen#10",
            "deinit MainCoordinator#12",
            "deinit HomeScreen#8",
        ])
        #expect(logout.snapshot == Self.loginSnapshot(stack: 15, screen: 16, app: 2, coordinator: 17))
        sim.expectNoLeaks(in: [login, logout])
    }

    @Test(arguments: Fixtures.variants)
    func logoutReleasesAScreenLeftPushedInAnotherTab(variant: String) {
        let sim = Fixtures.simulation(variant: variant, loggedIn: true)
        let steps = [sim.expectAccepted(.selectTab(1)), sim.press("enter"), sim.expectAccepted(.selectTab(0))]
        #expect(steps[1].events.navigationLines == ["push BuyScreen#12 over StoreScreen#5 on #2"])
        let logout = sim.press("o")
        #expect(logout.events.navigationLines == [
            "-child TabCoordinator#8 of AppCoordinator#7",
            "set #13 = [LoginScreen#14]",
            "+child LoginCoordinator#15 of AppCoordinator#7",
            "start LoginCoordinator#15",
            "root = LoginScreen#14",
            "deinit TabCoordinator#8",
            "deinit BuyTabCoordinator#10",
            "deinit CreateAccountTabCoordinator#11",
            "deinit StoreScreen#5",
            "deinit BuyScreen#12",
            "deinit CreateAccountScreen#6",
            "deinit MainCoordinator#9",
            "deinit HomeScreen#4",
        ])
        #expect(logout.snapshot == Self.loginSnapshot(stack: 13, screen: 14, app: 7, coordinator: 15))
        sim.expectNoLeaks(in: steps + [logout])
    }

    /// Login on its own navigation stack, as the whole app's Snapshot.
    static func loginSnapshot(stack: Int, screen: Int, app: Int, coordinator: Int) -> Snapshot {
        let login = ObjectRef(id: ObjectID(screen), kind: .screen, type: "LoginScreen")
        let appCoordinator = ObjectRef(id: ObjectID(app), kind: .coordinator, type: "AppCoordinator")
        let loginCoordinator = ObjectRef(id: ObjectID(coordinator), kind: .coordinator, type: "LoginCoordinator")
        return Snapshot(
            rootKind: .navigation,
            stacks: [StackSnapshot(id: ObjectID(stack), screens: [
                ScreenSnapshot(id: ObjectID(screen), identifier: "Login", title: "Login",
                               owner: .coordinator(ref: loginCoordinator)),
            ])],
            coordinators: CoordinatorNode(ref: appCoordinator, children: [CoordinatorNode(ref: loginCoordinator)]),
            active: ActiveScreen(id: ObjectID(screen), identifier: "Login", title: "Login", backTitle: nil, isModal: false,
                                 elements: [
                                     .text("message", "Welcome to the shop. Log in to continue."),
                                     .button("login", "Log in", shortcut: "l"),
                                 ], focus: "login", isEditing: false),
            live: [appCoordinator, login, loginCoordinator].sorted { $0.id < $1.id },
            leaked: [])
    }
}
