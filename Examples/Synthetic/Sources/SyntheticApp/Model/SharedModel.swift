/// The model every tab shares, as an app's store would be: the marks cross links set, and the
/// switch hidden state arms.
public final class SharedModel {
    /// Per tab: whether another tab's root marked it. Its root shows it.
    public var marked: [Bool]
    /// Set by tab 1's Arm; no screen shows it, but pushes from tab 1's root read it.
    public var armed = false

    public init(tabs: Int) {
        marked = Array(repeating: false, count: tabs)
    }
}
