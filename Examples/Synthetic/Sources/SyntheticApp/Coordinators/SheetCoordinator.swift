import CoordsimUIKit

/// A sheet a tab's root presents, with its own stack: the sheet's root, and one screen it
/// pushes. It ends on Done or when the user swipes the sheet down; either way its tab's
/// coordinator removes it.
public final class SheetCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    public var childCoordinators: [Coordinator] = []
    /// Weak: the parent owns this child, never the other way round.
    weak var parent: TabCoordinator?
    let presenter: UINavigationController
    let tab: Int
    let sheet: Int
    /// Weak: the window holds the sheet while it is presented, and releases it on dismissal.
    private weak var navigationController: UINavigationController?

    init(presenter: UINavigationController, tab: Int, sheet: Int) {
        self.presenter = presenter
        self.tab = tab
        self.sheet = sheet
    }

    public func start() {
        let navigationController = UINavigationController(rootViewController: makeScreen(level: 0))
        navigationController.presentationController?.delegate = self
        self.navigationController = navigationController
        presenter.present(navigationController, animated: true)
    }

    func push() {
        navigationController?.pushViewController(makeScreen(level: 1), animated: true)
    }

    func done() {
        navigationController?.dismiss(animated: true)
        parent?.sheetDidFinish(self)
    }

    private func makeScreen(level: Int) -> SheetScreen {
        let screen = SheetScreen(tab: tab, sheet: sheet, level: level)
        screen.coordinator = self
        return screen
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        parent?.sheetDidFinish(self)
    }
}
