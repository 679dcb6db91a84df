/// Reading a step's journal in order, for tests of an app's own coordinators: what UIKit called on
/// a screen, what the navigation delegate heard, how the coordinator tree changed, and UIKit's
/// warnings. A `Device` makes the user's gestures and returns each step, which reads the same
/// (`Step.lifecycleCalls(of:)`); these read any list of journal events, such as `Device.launch`.
///
/// ```swift
/// let swipe = device.swipeBack(completes: false)
/// #expect(swipe.events.lifecycleCalls(of: "DetailScreen") == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
/// #expect(swipe.events.coordinatorChanges.isEmpty)
/// ```
extension Sequence where Element == JournalEvent {
    /// The lifecycle calls a screen received, in order. `screen` is its type's name
    /// (`"DetailScreen"`, every screen of that type) or its ref (`"DetailScreen#12"`).
    public func lifecycleCalls(of screen: String) -> [LifecycleCall] {
        compactMap { event in
            guard case let .lifecycle(ref, call) = event, ref.type == screen || ref.description == screen else { return nil }
            return call
        }
    }

    /// The navigation delegate's `willShow`/`didShow`, in order, as the journal words them.
    public var delegateCalls: [String] {
        compactMap { $0.isDelegateCall ? $0.description : nil }
    }

    /// Children added and removed, coordinators started and objects deinitialized, leaked or left
    /// stale, in order, as the journal words them.
    public var coordinatorChanges: [String] {
        compactMap { event in
            switch event {
            case .childAdded, .childRemoved, .coordinatorStarted, .deinitialized, .leak, .staleChild: event.description
            default: nil
            }
        }
    }

    /// What UIKit would have logged for a misuse it tolerates or drops, word for word.
    public var uikitWarnings: [String] {
        compactMap { event in
            guard case let .uikitWarning(message) = event else { return nil }
            return message
        }
    }
}
