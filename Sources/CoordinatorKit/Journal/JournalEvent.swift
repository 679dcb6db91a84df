/// Who started a navigation change: app code, or the user (back button, swipe, tab bar, swipe-down).
public enum Origin: String, Codable, Sendable, Hashable {
    /// The app's code called the method (`popViewController`, `dismiss`, setting `selectedIndex`).
    case code
    /// The user did it, through the simulated UI: back, a swipe, a tab tap.
    case user
}

/// A lifecycle callback, named as UIKit names it.
public enum LifecycleCall: String, Codable, Sendable, Hashable, CaseIterable {
    /// `viewDidLoad()`: once, when the screen is first about to appear.
    case viewDidLoad
    /// `viewWillAppear(_:)`: the screen is about to be shown.
    case viewWillAppear
    /// `viewDidAppear(_:)`: the screen is shown, its transition done.
    case viewDidAppear
    /// `viewWillDisappear(_:)`: the screen is about to be hidden or removed.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`: the screen is hidden or removed, its transition done.
    case viewDidDisappear
}

/// One thing that happened in the object graph. The journal is a list of these values.
public enum JournalEvent: Hashable, Codable, Sendable {
    /// `screen` was pushed on `stack` over `from` (nil when the stack was empty).
    case push(stack: ObjectID, screen: ObjectRef, from: ObjectRef?)
    /// `stack` popped from `from` down to `to`, which is now on top: one pop, or a pop to a screen or the root.
    case pop(stack: ObjectID, from: ObjectRef, to: ObjectRef, origin: Origin)
    /// `stack`'s screens were replaced by `screens`, bottom first (`setViewControllers`).
    case setStack(stack: ObjectID, screens: [ObjectRef])
    /// The user began to swipe back from `screen` and let go: it stays on top of `stack`.
    case swipeBackCancelled(stack: ObjectID, screen: ObjectRef)
    /// The user began to swipe a sheet down and let go: it stays.
    case swipeDownCancelled(screen: ObjectRef)
    /// `screen` was presented as a modal over `over`, the screen shown beneath it (nil for none).
    case present(screen: ObjectRef, over: ObjectRef?)
    /// The modal whose top was `screen` was dismissed.
    case dismiss(screen: ObjectRef, origin: Origin)
    /// Tab `index` (0-based; printed as the tab bar numbers it) became the selected tab.
    case selectTab(index: Int, origin: Origin)
    /// The user tapped the selected tab `index` (0-based) again, which pops it to its root when it
    /// is a navigation controller (a plain tab stays as it is).
    case reselectTab(index: Int)
    /// The window's root changed; `screen` is the top screen now shown, nil when there is none.
    case setRoot(screen: ObjectRef?)
    /// UIKit called `call` on `screen`.
    case lifecycle(screen: ObjectRef, call: LifecycleCall)
    /// The navigation delegate's `navigationController(_:willShow:)`, journaled when a delegate is set.
    case willShow(stack: ObjectID, screen: ObjectRef)
    /// The navigation delegate's `navigationController(_:didShow:)` (seed 000 §3 reads pops from it).
    case didShow(stack: ObjectID, screen: ObjectRef)
    /// A child coordinator that owns no screen on screen, though it is still in the tree: the bug
    /// the tutorials teach you to fix (a flow that ended and was never removed).
    case staleChild(parent: ObjectRef, child: ObjectRef)
    /// `child` appeared in `parent`'s `childCoordinators`.
    case childAdded(parent: ObjectRef, child: ObjectRef)
    /// `child` left `parent`'s `childCoordinators`.
    case childRemoved(parent: ObjectRef, child: ObjectRef)
    /// The coordinator came into the tree for the first time, as the root or a child: it started.
    case coordinatorStarted(coordinator: ObjectRef)
    /// The tracked screen or coordinator was freed.
    case deinitialized(object: ObjectRef)
    /// The object left the app (out of the window and the coordinator tree) but is still alive.
    case leak(object: ObjectRef)
    /// A business outcome the app reports, such as `order` = `book`.
    case outcome(name: String, value: String)
    /// What UIKit logs to the console for a misuse it tolerates or ignores, word for word: a
    /// transition started while another is animating, a presentation it drops.
    case uikitWarning(message: String)
}

extension JournalEvent {
    /// How a warning begins when coordsim, not the app, is the limit: UIKit would carry the step
    /// out and coordsim does not model it (a modal presented over a modal).
    package static let unmodelledPrefix = "coordsim does not model "

    /// The message of a warning that the app did what coordsim does not model; nil for any other
    /// event. The explorer reports such steps: past them it sees less than a device shows.
    package var unmodelledBehaviour: String? {
        guard case let .uikitWarning(message) = self, message.hasPrefix(Self.unmodelledPrefix) else { return nil }
        return message
    }
}

extension JournalEvent: CustomStringConvertible {
    /// One line a person can read, used by the inspector and text reports.
    public var description: String { description(stackName: { _ in nil }) }

    /// The line with stacks named by `stackName` (a tab's name, or "sheet") where it knows them,
    /// and by id otherwise, so the inspector names a stack as its Stacks list does.
    package func description(stackName: (ObjectID) -> String?) -> String {
        func named(_ stack: ObjectID) -> String { stackName(stack) ?? stack.description }
        switch self {
        case let .push(stack, screen, from):
            return "push \(screen)" + (from.map { " over \($0)" } ?? "") + " on \(named(stack))"
        case let .pop(stack, from, to, origin):
            return "pop \(from) -> \(to) (\(origin.rawValue)) on \(named(stack))"
        case let .setStack(stack, screens):
            return "set \(named(stack)) = [\(screens.map(\.description).joined(separator: ", "))]"
        case let .swipeBackCancelled(stack, screen):
            return "swipe-back cancelled on \(screen) in \(named(stack))"
        case let .swipeDownCancelled(screen):
            return "swipe-down cancelled on \(screen)"
        case let .present(screen, over):
            return "present \(screen)" + (over.map { " over \($0)" } ?? "")
        case let .dismiss(screen, origin):
            return "dismiss \(screen) (\(origin.rawValue))"
        case let .selectTab(index, origin):
            return "select tab \(index + 1) (\(origin.rawValue))"
        case let .reselectTab(index):
            return "reselect tab \(index + 1)"
        case let .setRoot(screen):
            return "root = \(screen.map(\.description) ?? "none")"
        case let .lifecycle(screen, call):
            return "\(screen).\(call.rawValue)"
        case let .willShow(stack, screen):
            return "willShow \(screen) on \(named(stack))"
        case let .didShow(stack, screen):
            return "didShow \(screen) on \(named(stack))"
        case let .staleChild(parent, child):
            return "STALE \(child) of \(parent): owns no screen"
        case let .childAdded(parent, child):
            return "+child \(child) of \(parent)"
        case let .childRemoved(parent, child):
            return "-child \(child) of \(parent)"
        case let .coordinatorStarted(ref):
            return "start \(ref)"
        case let .deinitialized(ref):
            return "deinit \(ref)"
        case let .leak(ref):
            return "LEAK \(ref)"
        case let .outcome(name, value):
            return "outcome \(name) = \(value)"
        case let .uikitWarning(message):
            return "WARNING \(message)"
        }
    }

    /// Lifecycle calls are many; views that show "the last events" usually skip them.
    public var isLifecycle: Bool {
        if case .lifecycle = self { return true }
        return false
    }

    /// The navigation delegate's `willShow`/`didShow`.
    public var isDelegateCall: Bool {
        switch self {
        case .willShow, .didShow: return true
        default: return false
        }
    }

    /// Lifecycle and delegate calls: the callbacks UIKit makes around each transition. The
    /// inspector hides them unless asked, and `navigationLines` in tests leaves them out.
    public var isCallback: Bool { isLifecycle || isDelegateCall }
}
