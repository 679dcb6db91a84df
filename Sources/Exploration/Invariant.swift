import CoordinatorKit
import CoordsimApp
import Journeys

/// What the explorer checks at every state and on every transition: the generic invariants
/// below, which hold in any app, and each app's own (``AppConfiguration/invariants``).
public struct Invariant: Hashable, Sendable, CustomStringConvertible {
    /// A short name such as `noLeaks`, as reports and journeys name the invariant.
    public var name: String
    /// The rule, in a sentence.
    public var summary: String

    public init(_ name: String, summary: String) {
        self.name = name
        self.summary = summary
    }

    /// An app's own invariant.
    public init(_ invariant: AppInvariant) {
        self.init(invariant.name, summary: invariant.summary)
    }

    public var description: String { summary }

    /// No screen or coordinator is alive after leaving both the window and the coordinator tree.
    public static let noLeaks = Invariant("noLeaks", summary: "no leaked screen or coordinator")
    /// Every coordinator below the root owns a screen in the window (in any tab's stack or the
    /// sheet), or has children of its own (a container such as a tab coordinator). A flow that
    /// ended without being removed fails this. Ownership comes from ``OwnedScreen``.
    public static let childOwnsScreen = Invariant("childOwnsScreen",
                                                  summary: "every child coordinator owns a screen still shown")
    /// Every screen in the window still has its coordinator or delegate: its weak `owner` is
    /// alive. A screen whose coordinator was released shows buttons that do nothing.
    public static let screenHasCoordinator = Invariant("screenHasCoordinator",
                                                       summary: "every screen shown still has its coordinator")
    /// The nav bar offers back exactly when the active stack is deeper than its root; back pops
    /// exactly the top screen (or swipes a sheet down at its root, and is refused at a tab's
    /// root); a cancelled swipe-back changes nothing.
    public static let backMatchesDepth = Invariant("backMatchesDepth",
        summary: "back is possible exactly when the stack is deeper than its root")
    /// Tapping the selected tab pops its stack to its root and leaves the other stacks alone.
    public static let reselectPopsToRoot = Invariant("reselectPopsToRoot", summary: "reselecting a tab pops it to its root")
    /// An input on one tab (or a tab switch) does not change another tab's stack.
    public static let independentTabs = Invariant("independentTabs", summary: "tab stacks are independent")

    /// The invariants that hold in every app.
    public static let generic: [Invariant] = [
        .noLeaks, .childOwnsScreen, .screenHasCoordinator, .backMatchesDepth, .reselectPopsToRoot, .independentTabs,
    ]

    /// The generic invariants and `app`'s own.
    public static func all(of app: AppConfiguration) -> [Invariant] {
        generic + app.invariants.map(Invariant.init)
    }
}

/// A broken invariant and the shortest input path from launch that breaks it.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var invariant: Invariant
    /// What was wrong, in the state reached, as a replay of ``path`` from launch shows it.
    public var message: String
    /// The shortest input path from launch that breaks it; a replay from launch shows it.
    public var path: [Input]
    /// An expectation that holds in a correct app and fails at the end of `path`, when one of
    /// the journey's expectation kinds can say it.
    public var expectation: Expectation?
    /// Whether it fails the run (``CheckLevel/error``) or is only reported (``CheckLevel/warn``).
    public var level: CheckLevel = .error
    /// How many states and transitions broke the invariant in the search (each state and each
    /// transition counts once).
    public var occurrences = 1

    public init(invariant: Invariant, message: String, path: [Input], expectation: Expectation? = nil,
                level: CheckLevel = .error, occurrences: Int = 1) {
        self.invariant = invariant
        self.message = message
        self.path = path
        self.expectation = expectation
        self.level = level
        self.occurrences = occurrences
    }

    public var description: String {
        "\(invariant.name): \(message)\n  path: \(path.isEmpty ? "(launch)" : path.map(\.description).joined(separator: ", "))"
    }

    /// The path as a journey that `coordsim script` replays, launched as the explorer launched it.
    public func journey(variant: String, launch: [String: LaunchValue]) -> Journey {
        Journey(name: "explore \(variant): \(invariant.name) broken after \(path.count) inputs",
                launch: launch.isEmpty ? nil : launch,
                steps: path.flatMap(\.steps) + (expectation.map { [.expect($0)] } ?? []))
    }
}
