import CoordsimUIKit

/// A pushed screen: the Push choices that led to it from the tab's root (`2.1`), and Push
/// 1…F while it is shallower than the shape's depth.
final class LevelScreen: UIViewController, OwnedScreen {
    weak var coordinator: BranchCoordinator?
    var owner: AnyObject? { coordinator }
    let tab: Int
    let path: [Int]
    /// `2.1`: worked out once, as a screen keeps its identifier, not on each read of `parameters`.
    let pathText: String
    let shape: SyntheticShape
    /// Pushed after tab 1's Arm (hidden state): the one thing that tells it apart.
    let armed: Bool

    init(tab: Int, path: [Int], shape: SyntheticShape, armed: Bool) {
        self.tab = tab
        self.path = path
        pathText = path.map(String.init).joined(separator: ".")
        self.shape = shape
        self.armed = armed
        super.init(nibName: nil, bundle: nil)
        title = "\(tab + 1)/" + pathText + (armed ? " armed" : "")
    }

    required init?(coder: NSCoder) { nil }

    override var parameters: [String: String] {
        var parameters = ["path": pathText]
        if armed { parameters["armed"] = "yes" }
        return parameters
    }

    override var elements: [Element] {
        var elements: [Element] = [.text("path", "Level \(path.count) of \(shape.depth)")]
        if path.count < shape.depth {
            elements += (1...max(1, shape.fanout)).map { .button("push\($0)", "Push \($0)") }
        }
        return elements
    }

    override func handle(_ action: ElementAction) {
        guard case let .activate(id) = action, id.hasPrefix("push"), let choice = Int(id.dropFirst(4)) else { return }
        coordinator?.push(choice, from: path)
    }
}
