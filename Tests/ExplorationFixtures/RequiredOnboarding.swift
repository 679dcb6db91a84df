import CoordsimApp
import CoordsimUIKit

/// An app whose required onboarding is presented over Home at launch, as a new user would write
/// it: Welcome, then Terms, whose Accept ends it. Four presentations, one app each:
/// - ``FullScreen``: `.fullScreen`, which the user cannot swipe away;
/// - ``ModalInPresentation``: a sheet whose Welcome screen (the top of the presented navigation
///   controller, not the controller itself) sets `isModalInPresentation`;
/// - ``DelegateRefuses``: a sheet whose presentation delegate answers `shouldDismiss` with false;
/// - ``Dismissible``: a sheet the user may swipe away (its delegate removes the child then).
///
/// In UIKit the first three cannot be dismissed by the user, so back at Welcome is refused and
/// that is no violation. Every one of them has a real leak: Terms holds its coordinator strongly
/// and the coordinator keeps Terms, so both outlive the onboarding.
public enum RequiredOnboarding {
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    public enum Style: Sendable { case fullScreen, modalInPresentation, delegateRefuses, dismissible }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController = UINavigationController()
        let style: Style

        init(style: Style) { self.style = style }

        func start() {
            let home = Home()
            home.coordinator = self
            navigationController.pushViewController(home, animated: false)
        }

        func showOnboarding() {
            let onboarding = OnboardingCoordinator(presenter: navigationController, style: style)
            onboarding.parent = self
            childCoordinators.append(onboarding)
            onboarding.start()
        }

        func childDidFinish(_ child: Coordinator) {
            childCoordinators.removeAll { $0 === child }
        }
    }

    final class OnboardingCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parent: AppCoordinator?
        let presenter: UINavigationController
        let sheet = UINavigationController()
        let style: Style
        var terms: Terms?  // BUG: kept strongly, and Terms holds this coordinator strongly

        init(presenter: UINavigationController, style: Style) {
            self.presenter = presenter
            self.style = style
        }

        func start() {
            let welcome = Welcome()
            welcome.coordinator = self
            // Set on the screen inside the presented navigation controller, as a form does.
            welcome.isModalInPresentation = style == .modalInPresentation
            sheet.pushViewController(welcome, animated: false)
            sheet.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
            sheet.presentationController?.delegate = self
            presenter.present(sheet, animated: true)
        }

        func showTerms() {
            let terms = Terms()
            terms.coordinator = self
            self.terms = terms
            sheet.pushViewController(terms, animated: true)
        }

        func accept() {
            sheet.dismiss(animated: true)
            parent?.childDidFinish(self)
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            style != .delegateRefuses
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            parent?.childDidFinish(self)
        }
    }

    final class Home: UIViewController {
        weak var coordinator: AppCoordinator?
        override var elements: [Element] { [.text("welcome", "Home")] }
    }

    final class Welcome: UIViewController {
        weak var coordinator: OnboardingCoordinator?
        override var elements: [Element] { [.button("next", "Next")] }

        override func handle(_ action: ElementAction) {
            if case .activate("next") = action { coordinator?.showTerms() }
        }
    }

    final class Terms: UIViewController {
        var coordinator: OnboardingCoordinator?  // BUG: strong
        override var elements: [Element] { [.button("accept", "Accept")] }

        override func handle(_ action: ElementAction) {
            if case .activate("accept") = action { coordinator?.accept() }
        }
    }

    public class SceneDelegate: UIResponder, SimulatedApp {
        public class var configuration: AppConfiguration { AppConfiguration(name: "onboarding") }
        class var style: Style { .fullScreen }
        var window: UIWindow?
        var coordinator: AppCoordinator?
        let launch: Launch

        public required init(launch: Launch) {
            self.launch = launch
        }

        public func start() {
            let coordinator = AppCoordinator(style: Self.style)
            self.coordinator = coordinator
            launch.application.rootCoordinator = coordinator
            coordinator.start()
            window = UIWindow(windowScene: launch.windowScene)
            window?.rootViewController = coordinator.navigationController
            window?.makeKeyAndVisible()
            coordinator.showOnboarding()
        }
    }

    public final class FullScreen: SceneDelegate {
        override class var style: Style { .fullScreen }
    }

    public final class ModalInPresentation: SceneDelegate {
        override class var style: Style { .modalInPresentation }
    }

    public final class DelegateRefuses: SceneDelegate {
        override class var style: Style { .delegateRefuses }
    }

    public final class Dismissible: SceneDelegate {
        override class var style: Style { .dismissible }
    }

    /// The app presenting its onboarding with `style`.
    public static func app(_ style: Style) throws -> AppVariant {
        let app: any SimulatedApp.Type = switch style {
        case .fullScreen: FullScreen.self
        case .modalInPresentation: ModalInPresentation.self
        case .delegateRefuses: DelegateRefuses.self
        case .dismissible: Dismissible.self
        }
        return try AppVariant(app, config: .derived(from: app.configuration), variant: nil, language: .en, parameters: [:])
    }
}
