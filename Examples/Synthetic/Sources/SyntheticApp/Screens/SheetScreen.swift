import CoordsimUIKit

/// A screen in a sheet's own stack: its root has Push and Done, the screen it pushes Done.
final class SheetScreen: UIViewController, OwnedScreen {
    weak var coordinator: SheetCoordinator?
    var owner: AnyObject? { coordinator }
    let tab: Int
    let sheet: Int
    let level: Int

    init(tab: Int, sheet: Int, level: Int) {
        self.tab = tab
        self.sheet = sheet
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = "Sheet \(tab + 1).\(sheet)" + (level > 0 ? " more" : "")
    }

    required init?(coder: NSCoder) { nil }

    override var parameters: [String: String] { ["sheet": "\(sheet)", "level": "\(level)"] }

    override var elements: [Element] {
        (level < SyntheticShape.sheetDepth ? [.button("push", "Push")] : []) + [.button("done", "Done")]
    }

    override func handle(_ action: ElementAction) {
        switch action {
        case .activate("push"): coordinator?.push()
        case .activate("done"): coordinator?.done()
        default: break
        }
    }
}
