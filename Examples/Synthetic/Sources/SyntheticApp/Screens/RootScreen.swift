import CoordsimUIKit

/// A tab's root: Push 1…F (when the tab has depth), Sheet 1…M, and with cross links Mark and
/// Open for the next tab; tab 1's root also has Arm when the shape has hidden state.
final class RootScreen: UIViewController, OwnedScreen {
    weak var coordinator: TabCoordinator?
    var owner: AnyObject? { coordinator }
    let tab: Int
    let shape: SyntheticShape
    let model: SharedModel

    init(tab: Int, shape: SyntheticShape, model: SharedModel) {
        self.tab = tab
        self.shape = shape
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Tab \(tab + 1)"
    }

    required init?(coder: NSCoder) { nil }

    /// The tab, and with cross links whether another tab marked it: state shown, so kept here.
    override var parameters: [String: String] {
        var parameters = ["tab": "\(tab + 1)"]
        if shape.crossLinks { parameters["marked"] = model.marked[tab] ? "yes" : "no" }
        return parameters
    }

    override var elements: [Element] {
        var elements: [Element] = []
        if shape.crossLinks { elements.append(.text("marked", model.marked[tab] ? "Marked" : "Not marked")) }
        if shape.depth > 0 {
            elements += (1...max(1, shape.fanout)).map { .button("push\($0)", "Push \($0)") }
        }
        if shape.modals > 0 {
            elements += (1...shape.modals).map { .button("sheet\($0)", "Sheet \($0)") }
        }
        if shape.crossLinks {
            let next = (tab + 1) % shape.tabs + 1
            elements += [.button("mark", "Mark tab \(next)"), .button("open", "Open tab \(next)")]
        }
        if shape.hiddenState && tab == 0 { elements.append(.button("arm", "Arm")) }
        return elements
    }

    override func handle(_ action: ElementAction) {
        guard case let .activate(id) = action else { return }
        switch id {
        case "mark": coordinator?.markNextTab()
        case "open": coordinator?.openNextTab()
        case "arm": coordinator?.arm()
        case _ where id.hasPrefix("push"): Int(id.dropFirst(4)).map { coordinator?.push($0) }
        case _ where id.hasPrefix("sheet"): Int(id.dropFirst(5)).map { coordinator?.presentSheet($0) }
        default: break
        }
    }
}
