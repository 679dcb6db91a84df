import CoordsimApp
import CoordsimUIKit

// The nav bar's shapes, as AndreyPanov/ApplicationCoordinator uses them: a `+` on the items list,
// a Hide button on the creation sheet, a switch, a screen that hides the tab bar, and a stack
// whose bar is hidden. `shapes://items` pushes the list on the selected tab.

/// Items, with a `+` right bar button (target/action, the method for `#selector`) that presents
/// Create, Details (pushed with `hidesBottomBarWhenPushed`), and Hide bar, which hides its
/// stack's nav bar; Show bar shows it again.
final class ItemsScreen: UIViewController {
    var onCreateItem: (() -> Void)?
    var onShowDetails: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: ItemsScreen.addItemButtonClicked)
    }

    func addItemButtonClicked(_ sender: UIBarButtonItem) { onCreateItem?() }

    override var elements: [Element] {
        let hidden = navigationController?.isNavigationBarHidden == true
        return [.list("items", ["Item № 0", "Item № 1"], selected: 0),
                .button("details", "Details", shortcut: "d"),
                .button("bar", hidden ? "Show bar" : "Hide bar", shortcut: "h")]
    }

    override func handle(_ action: ElementAction) {
        switch action {
        case .activate("details"): onShowDetails?()
        case .activate("bar"):
            guard let navigation = navigationController else { return }
            navigation.setNavigationBarHidden(!navigation.isNavigationBarHidden, animated: true)
        default: break
        }
    }
}

/// Create, on a sheet: a Hide left bar button (`init(title:style:target:action:)`) that dismisses,
/// a Save right bar button (an iOS 14 `UIAction`) enabled only while the Ready switch is on.
final class CreateScreen: UIViewController {
    var onHideButtonTap: (() -> Void)?
    var onCompleteCreateItem: (() -> Void)?
    private var ready = false
    private lazy var save = UIBarButtonItem(title: "Save", primaryAction: UIAction { [weak self] _ in
        self?.onCompleteCreateItem?()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Hide", style: .plain, target: self,
                                                           action: CreateScreen.hideButtonClicked)
        save.isEnabled = ready
        navigationItem.rightBarButtonItem = save
    }

    func hideButtonClicked(_ sender: UIBarButtonItem) { onHideButtonTap?() }

    override var elements: [Element] { [.switch("ready", "Ready", isOn: ready)] }

    override var parameters: [String: String] { ["ready": "\(ready)"] }

    override func handle(_ action: ElementAction) {
        if case let .setOn("ready", isOn) = action {
            ready = isOn
            save.isEnabled = isOn
        }
    }
}

/// A screen pushed with `hidesBottomBarWhenPushed`: the tab bar is hidden while it is on top.
final class ItemDetailsScreen: UIViewController {
    override var elements: [Element] { [.text("info", "The tab bar is hidden here.")] }
}

extension StackCoordinator {
    /// Pushes Items, whose buttons lead to Create (a sheet) and Details.
    func showItems() {
        let items = ItemsScreen()
        items.onCreateItem = { [weak self] in self?.presentCreate() }
        items.onShowDetails = { [weak self] in
            let details = ItemDetailsScreen()
            details.title = "Details"
            details.hidesBottomBarWhenPushed = true
            self?.navigationController.pushViewController(details, animated: true)
        }
        navigationController.pushViewController(items, animated: true)
    }

    func presentCreate() {
        let create = CreateScreen()
        create.onHideButtonTap = { [weak self] in self?.dismiss() }
        create.onCompleteCreateItem = { [weak self] in self?.dismiss() }
        navigationController.present(UINavigationController(rootViewController: create), animated: true)
    }
}
