import CoordsimApp
import CoordsimUIKit

/// A two-tab app whose Edit profile sheet presents a full-screen camera from inside itself, as
/// real apps do: UIKit shows the camera over the sheet; coordsim keeps one modal and drops it. Each
/// flow has its own coordinator, added when it starts, so the dropped camera leaves a
/// `CameraCoordinator` with no screen. The explorer must not judge that state (it is not what a
/// device shows): it takes the tap as refused and reports NOT MODELLED with its path.
public enum ModalOverModal {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
    }

    final class TabsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let tabBarController = UITabBarController()

        func start() {
            let home = HomeCoordinator()
            let profile = UINavigationController(rootViewController: Profile())
            profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
            childCoordinators = [home]
            home.start()
            tabBarController.viewControllers = [home.navigationController, profile]
        }
    }

    final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
            let home = Home()
            home.coordinator = self
            navigationController.pushViewController(home, animated: false)
        }

        func editProfile() {
            let edit = EditCoordinator(parent: self)
            childCoordinators.append(edit)
            edit.start()
        }

        func childDidFinish(_ child: Coordinator) {
            childCoordinators.removeAll { $0 === child }
        }
    }

    final class EditCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: HomeCoordinator?
        let navigationController = UINavigationController()

        init(parent: HomeCoordinator) { self.parent = parent }

        func start() {
            let edit = EditProfile()
            edit.coordinator = self
            navigationController.viewControllers = [edit]
            navigationController.presentationController?.delegate = self
            parent?.navigationController.present(navigationController, animated: true)
        }

        func takePhoto() {
            let camera = CameraCoordinator(parent: self)
            childCoordinators.append(camera)
            camera.start()
        }

        func done() {
            navigationController.dismiss(animated: true)
            parent?.childDidFinish(self)
        }

        func childDidFinish(_ child: Coordinator) {
            childCoordinators.removeAll { $0 === child }
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            parent?.childDidFinish(self)
        }
    }

    final class CameraCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: EditCoordinator?

        init(parent: EditCoordinator) { self.parent = parent }

        func start() {
            let camera = Camera()
            camera.coordinator = self
            camera.modalPresentationStyle = .fullScreen
            // From inside the sheet: UIKit shows the camera over it.
            parent?.navigationController.present(camera, animated: true)
        }

        func cancel() {
            parent?.navigationController.dismiss(animated: true)
            parent?.childDidFinish(self)
        }
    }

    final class Home: UIViewController {
        weak var coordinator: HomeCoordinator?
        override var elements: [Element] { [.button("edit", "Edit profile")] }

        override func handle(_ action: ElementAction) {
            if case .activate("edit") = action { coordinator?.editProfile() }
        }
    }

    final class EditProfile: UIViewController {
        weak var coordinator: EditCoordinator?
        override var elements: [Element] { [.button("photo", "Take photo"), .button("done", "Done")] }

        override func handle(_ action: ElementAction) {
            guard case let .activate(id) = action else { return }
            if id == "photo" { coordinator?.takePhoto() } else if id == "done" { coordinator?.done() }
        }
    }

    final class Camera: UIViewController {
        weak var coordinator: CameraCoordinator?
        override var elements: [Element] { [.button("cancel", "Cancel")] }

        override func handle(_ action: ElementAction) {
            if case .activate("cancel") = action { coordinator?.cancel() }
        }
    }

    final class Profile: UIViewController {}

    final class SceneDelegate: UIResponder, SimulatedApp {
        static let configuration = AppConfiguration(name: "modal-over-modal")
        var window: UIWindow?
        let coordinator = TabsCoordinator()
        let launch: Launch

        init(launch: Launch) { self.launch = launch }

        func start() {
            let window = UIWindow(windowScene: launch.windowScene)
            self.window = window
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window.rootViewController = coordinator.tabBarController
            window.makeKeyAndVisible()
        }
    }

    /// The app.
    public static func app() throws -> AppVariant {
        try AppVariant(SceneDelegate.self, config: .derived(from: SceneDelegate.configuration), variant: nil,
                       language: .en, parameters: [:])
    }
}
