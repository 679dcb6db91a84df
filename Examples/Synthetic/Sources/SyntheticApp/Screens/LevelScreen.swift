import CoordsimUIKit

/// A pushed screen: the Push choices that led to it from the tab's root (`2.1`), and Push
/// 1…F while it is shallower than the shape's depth.
final class LevelScreen: UIViewController, OwnedScreen {
    weak var coordinator: BranchCoordinator?
    var owner: AnyObject? { coordinator }
    let tab: Int
    let path: [Int]
    /// `2.1`.
    let pathText: String
    let shape: SyntheticShape
    /// Pushed after tab 1's Arm (hidden state): the one thing that tells it apart.
    let armed: Bool
    /// Its label and buttons, and what it shows as parameters: made once, as a screen's views are
    /// in `viewDidLoad`, not on each read (the explorer reads every screen in the window per step).
    private let shownElements: [Element]
    private let shownParameters: [String: String]

    init(tab: Int, path: [Int], shape: SyntheticShape, armed: Bool) {
        self.tab = tab
        self.path = path
        pathText = path.map(String.init).joined(separator: ".")
        self.shape = shape
        self.armed = armed
        var elements: [Element] = [.text("path", "Level \(path.count) of \(shape.depth)")]
        if path.count < shape.depth {
            elements += (1...max(1, shape.fanout)).map { .button("push\($0)", "Push \($0)") }
        }
        shownElements = elements
        shownParameters = armed ? ["path": pathText, "armed": "yes"] : ["path": pathText]
        super.init(nibName: nil, bundle: nil)
        title = "\(tab + 1)/" + pathText + (armed ? " armed" : "")
    }

    required init?(coder: NSCoder) { nil }

    override var parameters: [String: String] { shownParameters }

    override var elements: [Element] { shownElements }

    override func handle(_ action: ElementAction) {
        guard case let .activate(id) = action, id.hasPrefix("push"), let choice = Int(id.dropFirst(4)) else { return }
        coordinator?.push(choice, from: path)
    }
}
