import CoordsimApp
import CoordsimUIKit

/// A three-tab clinic app (Appointments, Doctors, Messages) with two moves across tabs made on
/// purpose from a doctor's page: Send a message selects the Messages tab and opens the
/// conversation there; Book books the doctor, which the Appointments tab shows (its `booked`
/// parameter). ``Undeclared`` declares neither move, ``DeclaresMessage`` only the first,
/// ``Declared`` both (``AppConfiguration/crossTabMoves``).
public enum Clinic {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    /// What the tabs share: the doctors booked.
    final class Model {
        var booked: Set<String> = []
    }

    final class StackCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        weak var tabs: TabsCoordinator?
        let model: Model

        init(model: Model) { self.model = model }

        func start() {}

        func showDoctor(_ name: String) {
            let detail = DoctorDetail()
            detail.name = name
            detail.coordinator = self
            navigationController.pushViewController(detail, animated: true)
        }

        func sendMessage(to name: String) { tabs?.openConversation(with: name) }

        func book(_ name: String) { model.booked.insert(name) }

        func showConversation(with name: String) {
            _ = navigationController.popToRootViewController(animated: false)
            let conversation = Conversation()
            conversation.name = name
            conversation.coordinator = self
            navigationController.pushViewController(conversation, animated: false)
        }
    }

    final class Appointments: UIViewController {
        weak var coordinator: StackCoordinator?
        override var parameters: [String: String] {
            let booked = coordinator?.model.booked.sorted() ?? []
            return ["booked": booked.isEmpty ? "none" : booked.joined(separator: " and ")]
        }
    }

    final class DoctorList: UIViewController {
        weak var coordinator: StackCoordinator?
        let doctors = ["Dr Kim", "Dr Lee"]
        override var elements: [Element] { [.list("doctors", doctors, selected: 0)] }

        override func handle(_ action: ElementAction) {
            // Tapping a row selects it, then activates the list.
            if case let .select("doctors", index) = action { coordinator?.showDoctor(doctors[index]) }
        }
    }

    final class DoctorDetail: UIViewController {
        weak var coordinator: StackCoordinator?
        var name = ""
        override var parameters: [String: String] { ["name": name] }
        override var elements: [Element] {
            [.button("sendMessage", "Send a message"), .button("book", "Book")]
        }

        override func handle(_ action: ElementAction) {
            switch action {
            case .activate("sendMessage"): coordinator?.sendMessage(to: name)
            case .activate("book"): coordinator?.book(name)
            default: break
            }
        }
    }

    final class Inbox: UIViewController {
        weak var coordinator: StackCoordinator?
    }

    final class Conversation: UIViewController {
        weak var coordinator: StackCoordinator?
        var name = ""
        override var parameters: [String: String] { ["with": name] }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()
        let model = Model()
        private var messages: StackCoordinator?

        func start() {
            let stacks = [StackCoordinator(model: model), StackCoordinator(model: model), StackCoordinator(model: model)]
            let appointments = Appointments()
            appointments.coordinator = stacks[0]
            let doctors = DoctorList()
            doctors.coordinator = stacks[1]
            let inbox = Inbox()
            inbox.coordinator = stacks[2]
            for (stack, (root, title)) in zip(stacks, [(appointments as UIViewController, "Appointments"),
                                                       (doctors, "Doctors"), (inbox, "Messages")]) {
                stack.tabs = self
                childCoordinators.append(stack)
                stack.navigationController.pushViewController(root, animated: false)
                stack.navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            }
            messages = stacks[2]
            tabBarController.viewControllers = stacks.map(\.navigationController)
        }

        /// "Send a message": the Messages tab, with the conversation open.
        func openConversation(with name: String) {
            tabBarController.selectedIndex = 2
            messages?.showConversation(with: name)
        }
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "clinic") }
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = TabsCoordinator()
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.tabBarController
            window?.makeKeyAndVisible()
        }
    }

    /// The moves, as the app declares them.
    static let sendMessage = CrossTabMove(from: "DoctorDetail", control: "sendMessage", to: "Messages")
    static let book = CrossTabMove(from: "DoctorDetail", control: "book", to: "Appointments")

    public final class Undeclared: SceneDelegate {}

    public final class DeclaresMessage: SceneDelegate {
        public override class var configuration: AppConfiguration {
            AppConfiguration(name: "clinic", crossTabMoves: [sendMessage])
        }
    }

    public final class Declared: SceneDelegate {
        public override class var configuration: AppConfiguration {
            AppConfiguration(name: "clinic", crossTabMoves: [sendMessage, book])
        }
    }

    /// Both moves, their names misspelt: a screen and a tab in one, a control in the other.
    public final class Misspelt: SceneDelegate {
        public override class var configuration: AppConfiguration {
            AppConfiguration(name: "clinic", crossTabMoves: [CrossTabMove(from: "DoctorDetial", control: "sendMessage", to: "Mesages"),
                                                             CrossTabMove(from: "DoctorDetail", control: "bok", to: "Appointments")])
        }
    }

    /// Which moves the app declares.
    public enum Declaration: Sendable { case none, message, both, misspelt }

    public static func app(declaring declaration: Declaration) throws -> AppVariant {
        let app: any SimulatedApp.Type = switch declaration {
        case .none: Undeclared.self
        case .message: DeclaresMessage.self
        case .both: Declared.self
        case .misspelt: Misspelt.self
        }
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
