import CoordinatorKit
import Journeys

/// What the explorer checks at every state and on every transition.
public enum Invariant: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// No screen or coordinator is alive after leaving both the window and the coordinator tree.
    case noLeaks
    /// Every coordinator below the root is the `coordinator`/`delegate` of a screen in the window
    /// (in any tab's stack or the sheet), or has children of its own (a container such as
    /// TabCoordinator). A flow that ended without being removed fails this.
    case childOwnsScreen
    /// Every screen in the window still has its coordinator or delegate: its weak `owner` is
    /// alive. A screen whose coordinator was released shows buttons that do nothing.
    case screenHasCoordinator
    /// The nav bar offers back exactly when the active stack is deeper than its root; back pops
    /// exactly the top screen (or swipes a sheet down at its root, and is refused at a tab's
    /// root); a cancelled swipe-back changes nothing.
    case backMatchesDepth
    /// Tapping the selected tab pops its stack to its root and leaves the other stacks alone.
    case reselectPopsToRoot
    /// An input on one tab (or a tab switch) does not change another tab's stack.
    case independentTabs
    /// While Login shows, it is the only screen alive: nothing of the tab bar is kept under it.
    case nothingUnderLogin

    public var description: String {
        switch self {
        case .noLeaks: return "no leaked screen or coordinator"
        case .childOwnsScreen: return "every child coordinator owns a screen still shown"
        case .screenHasCoordinator: return "every screen shown still has its coordinator"
        case .backMatchesDepth: return "back is possible exactly when the stack is deeper than its root"
        case .reselectPopsToRoot: return "reselecting a tab pops it to its root"
        case .independentTabs: return "tab stacks are independent"
        case .nothingUnderLogin: return "no screen of the tab bar is under Login"
        }
    }
}

/// A broken invariant and the shortest input path from launch that breaks it.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var invariant: Invariant
    /// What was wrong, in the state reached.
    public var message: String
    public var path: [Input]
    /// An expectation that holds in a correct app and fails at the end of `path`, when one of
    /// the journey's expectation kinds can say it.
    public var expectation: Expectation?

    public var description: String {
        "\(invariant.rawValue): \(message)\n  path: \(path.isEmpty ? "(launch)" : path.map(\.description).joined(separator: ", "))"
    }

    /// The path as a journey that `coordsim script` replays.
    public func journey(variant: String, startLoggedIn: Bool) -> Journey {
        Journey(name: "explore \(variant): \(invariant.rawValue) broken after \(path.count) inputs",
                startLoggedIn: startLoggedIn,
                steps: path.flatMap(\.steps) + (expectation.map { [.expect($0)] } ?? []))
    }
}
