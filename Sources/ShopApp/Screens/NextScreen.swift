import CoordsimApp

/// Seed 004's NextViewController: it reports its own pop from `viewDidDisappear`.
///
/// Unlike the seed, it checks `isMovingFromParent`, so covering it (a tab switch) is not
/// mistaken for a pop.
public final class NextScreen: Screen, Storyboarded {
    public weak var delegate: NextFinishing?
    public var viewModel: NextViewModel? {
        didSet { title = viewModel?.title ?? title }
    }

    public override var elements: [Element] {
        guard let model = viewModel else { return [] }
        return [.text("message", model.message)]
    }

    public override func viewDidDisappear(_ animated: Bool) {
        if isMovingFromParent { delegate?.nextDidFinish() }
    }
}
