import CoordsimTesting
import Testing

/// The app API that saves an app its boilerplate, used as a user's package uses it: the README
/// guide's two-tab app, then each helper on its own.
@Suite struct AppAPITests {
    // The README guide's app, line for line but for `CoordsimCommand<NotesApp>.main()`.
    final class NotesApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "notes")
        let launch: Launch
        init(launch: Launch) { self.launch = launch }

        func start() {
            let app = AppCoordinator()
            launch.start(app, showing: app.tabBarController)
        }
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let notes = NotesCoordinator()
        lazy var tabBarController = TabBarController(tabs: [
            "Notes": notes.navigationController,
            "About": NavigationController(rootViewController: AboutScreen(coordinator: self)),
        ])

        func start() { startChild(notes) }
    }

    final class NotesCoordinator: NavigationCoordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()

        func start() {
            navigationController.delegate = self
            navigationController.pushViewController(NotesScreen(coordinator: self), animated: false)
        }

        func openNote() { startChild(NoteCoordinator(navigationController: navigationController)) }
    }

    final class NoteCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: NavigationController
        init(navigationController: NavigationController) { self.navigationController = navigationController }

        func start() { navigationController.pushViewController(NoteScreen(coordinator: self), animated: true) }
    }

    final class NotesScreen: CoordinatedScreen<NotesCoordinator> {
        override var controls: [Control] { [.button("open", "Open note", shortcut: "o") { self.coordinator?.openNote() }] }
    }

    final class NoteScreen: CoordinatedScreen<NoteCoordinator> {
        override var controls: [Control] { [.text("body", "Milk, eggs, bread.")] }
    }

    final class AboutScreen: CoordinatedScreen<AppCoordinator> {
        override var controls: [Control] { [.text("about", "Notes, in a terminal.")] }
    }

    private func openNote() throws -> Device {
        let device = try AppUnderTest<NotesApp>().device()
        let open = device.tap("Open note")
        #expect(open.coordinatorChanges == ["+child NoteCoordinator#8 of NotesCoordinator#6", "start NoteCoordinator#8"])
        return device
    }

    @Test func theGuidesTabsAreTitledInOrderAndItsScreensNameTheirCoordinators() throws {
        let snapshot = try AppUnderTest<NotesApp>().simulation().snapshot
        #expect(snapshot.stacks.map(\.tabTitle) == ["Notes", "About"])
        #expect(snapshot.stacks.map { $0.screens.map { $0.owner?.coordinator?.type } } == [["NotesCoordinator"], ["AppCoordinator"]])
        #expect(snapshot.active?.elements == [.button("open", "Open note", shortcut: "o")])
    }

    /// The user's three ways back: the back button, the edge swipe, and reselecting the tab.
    @Test(arguments: ["back button", "edge swipe", "tab reselected"])
    func theUsersPopReleasesTheChild(_ way: String) throws {
        let device = try openNote()
        let pop = switch way {
        case "back button": device.tapBack()
        case "edge swipe": device.swipeBack()
        default: device.tapTab(titled: "Notes")
        }
        #expect(pop.coordinatorChanges == ["-child NoteCoordinator#8 of NotesCoordinator#6", "deinit NoteCoordinator#8",
                                           "deinit NoteScreen#7"])
        #expect(device.snapshot.staleChildren.isEmpty)
    }

    @Test func aCancelledSwipeKeepsTheChild() throws {
        let device = try openNote()
        #expect(device.swipeBack(completes: false).coordinatorChanges.isEmpty)
    }

    @Test func theGuideExploresClean() throws {
        let result = try AppUnderTest<NotesApp>().explore()
        #expect(result.violations.isEmpty, "\(result.report)")
    }

    // MARK: the delegate forgotten

    /// The README's "remove the `delegate = self` line": a stack with no delegate hears no pop.
    final class ForgetfulApp: SimulatedApp {
        static let configuration = AppConfiguration(name: "forgetful")
        let launch: Launch
        init(launch: Launch) { self.launch = launch }

        func start() {
            let notes = ForgetfulCoordinator()
            launch.start(notes, showing: notes.navigationController)
        }
    }

    final class ForgetfulCoordinator: NavigationCoordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()
        func start() { navigationController.pushViewController(ForgetfulScreen(coordinator: self), animated: false) }
        func openNote() { startChild(NoteCoordinator(navigationController: navigationController)) }
    }

    final class ForgetfulScreen: CoordinatedScreen<ForgetfulCoordinator> {
        override var controls: [Control] { [.button("open", "Open note") { self.coordinator?.openNote() }] }
    }

    @Test func withoutTheDelegateExploreFindsTheChildLeftBehind() throws {
        let result = try AppUnderTest<ForgetfulApp>().explore()
        #expect(result.errors.map(\.invariant.name) == ["childOwnsScreen"], "\(result.report)")
    }

    // MARK: the helper called by hand

    /// A coordinator that is not a `NavigationCoordinator` calls the helper from its own `didShow`.
    /// The popped screen's owner is a grandchild: the child whose flow it was is removed with it.
    final class HandWrittenCoordinator: Coordinator, NavigationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()

        func start() {
            navigationController.delegate = self
            navigationController.pushViewController(HandWrittenScreen(coordinator: self), animated: false)
        }

        func open() { startChild(FlowCoordinator(navigationController: navigationController)) }

        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen,
                                  animated: Bool) {
            removeFinishedChildren(in: navigationController)
        }
    }

    /// A flow whose only screen belongs to its own child.
    final class FlowCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: NavigationController
        init(navigationController: NavigationController) { self.navigationController = navigationController }
        func start() { startChild(NoteCoordinator(navigationController: navigationController)) }
    }

    final class HandWrittenScreen: CoordinatedScreen<HandWrittenCoordinator> {
        override var controls: [Control] { [.button("open", "Open") { self.coordinator?.open() }] }
    }

    @Test func aChildIsRemovedWhenTheLastScreenOfItsSubtreeIsPopped() {
        let device = Device { application in
            let root = HandWrittenCoordinator()
            application.rootCoordinator = root
            root.start()
            application.window.rootViewController = root.navigationController
        }
        device.tap("Open")
        #expect(device.snapshot.coordinators?.children.map(\.ref.type) == ["FlowCoordinator"])
        let changes = device.tapBack().coordinatorChanges
        #expect(changes == ["-child FlowCoordinator#4 of HandWrittenCoordinator#2", "deinit FlowCoordinator#4",
                            "deinit NoteCoordinator#5", "deinit NoteScreen#3"])
        #expect(device.snapshot.coordinators?.children.isEmpty == true)
        #expect(device.snapshot.staleChildren.isEmpty)
    }

    // MARK: a sheet swiped down

    /// A coordinator that presents its child's sheet and is the sheet's delegate.
    final class ProfileCoordinator: NavigationCoordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = NavigationController()

        func start() {
            navigationController.delegate = self
            navigationController.pushViewController(ProfileScreen(coordinator: self), animated: false)
        }

        func signIn() {
            let child = SignInCoordinator()
            startChild(child)
            child.sheet.presentationController?.delegate = self
            navigationController.present(child.sheet, animated: true)
        }
    }

    final class SignInCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let sheet = NavigationController()
        func start() { sheet.viewControllers = [SignInScreen(coordinator: self)] }
    }

    final class ProfileScreen: CoordinatedScreen<ProfileCoordinator> {
        override var controls: [Control] { [.button("signIn", "Sign in") { self.coordinator?.signIn() }] }
    }

    final class SignInScreen: CoordinatedScreen<SignInCoordinator> {
        override var controls: [Control] { [.text("prompt", "Your email")] }
    }

    @Test func aSheetSwipedDownReleasesTheChildThatOwnedIt() {
        let device = Device { application in
            let profile = ProfileCoordinator()
            application.rootCoordinator = profile
            profile.start()
            application.window.rootViewController = profile.navigationController
        }
        #expect(device.tap("Sign in").coordinatorChanges.first == "+child SignInCoordinator#5 of ProfileCoordinator#2")
        let changes = device.swipeDownSheet().coordinatorChanges
        #expect(changes.prefix(2) == ["-child SignInCoordinator#5 of ProfileCoordinator#2", "deinit SignInCoordinator#5"], "\(changes)")
        #expect(device.snapshot.coordinators?.children.isEmpty == true)
    }

    // MARK: controls

    /// A capability, as the seed tutorials' screens hold their coordinator.
    protocol Ordering: AnyObject {
        func order(_ item: String, size: Int, note: String)
    }

    final class Orders: Ordering {
        var placed: [String] = []
        func order(_ item: String, size: Int, note: String) { placed.append("\(item) \(size) \(note)") }
    }

    /// Every kind of control, and a coordinator held as a capability.
    final class OrderScreen: CoordinatedScreen<any Ordering> {
        let items = ["tea", "coffee"]
        var item = 0, size = 0, note = ""
        override var controls: [Control] {
            [.text("title", "Order", .heading),
             .list("items", items, selected: item, onSelect: { self.item = $0 }, onActivate: { self.size = $0 + 10 }),
             .segmented("size", ["S", "M", "L"], selected: size) { self.size = $0 },
             .textField("note", "Note", value: note) { self.note = $0 },
             .button("order", "Order", shortcut: "o") { self.coordinator?.order(self.items[self.item], size: self.size, note: self.note) }]
        }
    }

    @Test func eachControlRunsItsOwnActionAddressedByItsId() {
        let orders = Orders()
        let screen = OrderScreen(coordinator: orders)
        #expect(screen.elements.map(\.id) == ["title", "items", "size", "note", "order"])
        #expect(screen.owner === orders)
        screen.handle(.select(element: "items", index: 1))
        screen.handle(.select(element: "size", index: 2))
        screen.handle(.setText(element: "note", text: "no sugar"))
        screen.handle(.activate(element: "order"))
        screen.handle(.activate(element: "title"))
        screen.handle(.activate(element: "missing"))
        #expect(orders.placed == ["coffee 2 no sugar"])
        screen.handle(.activate(element: "items"))
        #expect(screen.size == 11)
    }
}
