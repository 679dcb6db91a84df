/// A gesture the user makes, as `UIGestureRecognizer`: only whether it is enabled is modelled.
public final class GestureRecognizer {
    /// False turns the gesture off (`isEnabled`).
    public var isEnabled = true

    /// An enabled recognizer.
    public init() {}
}
