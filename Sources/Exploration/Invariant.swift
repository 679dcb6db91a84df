import CoordinatorKit
import CoordsimApp
import Journeys

/// What the explorer checks at every state and on every transition: the generic invariants
/// below, which hold in any app, and each app's own (`AppConfiguration.invariants`).
public struct Invariant: Hashable, Sendable, CustomStringConvertible {
    /// A short name such as `noLeaks`, as reports and journeys name the invariant.
    public var name: String
    /// The rule, in a sentence.
    public var summary: String

    package init(_ name: String, summary: String) {
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
    /// modal), or has children of its own (a container such as a tab coordinator). A flow that
    /// ended without being removed fails this. Ownership comes from `OwnedScreen` (or, for an
    /// app with its own `Coordinator` protocol, a screen's stored `coordinator` or `delegate`).
    /// Nothing is guessed: while a screen whose owner cannot be known (one that reports through
    /// closures) or a tab not filled yet (its stack empty) is shown, a coordinator that owns no
    /// known screen is undecided, not reported by name; more undecided coordinators than such
    /// screens and tabs break it (each needs one to itself), without naming which own nothing.
    public static let childOwnsScreen = Invariant("childOwnsScreen",
                                                  summary: "every child coordinator owns a screen still shown")
    /// Every screen in the window that names its coordinator or delegate still has it: its weak
    /// `owner` is alive. A screen whose coordinator was released shows buttons that do nothing.
    /// Checked whether or not the app set a root coordinator; a screen that names no owner is skipped.
    public static let screenHasCoordinator = Invariant("screenHasCoordinator",
                                                       summary: "every screen shown still has its coordinator")
    /// The nav bar offers back exactly when the active stack is deeper than its root; back pops
    /// exactly the top screen; at a tab's or a root's root it is refused; at a modal's root it is
    /// the user's dismissal, refused exactly when UIKit refuses a swipe-down (a full-screen modal;
    /// a sheet whose controller or top screen sets `isModalInPresentation`, or whose presentation
    /// delegate answers `presentationControllerShouldDismiss` with false); a cancelled swipe-back
    /// changes nothing.
    public static let backMatchesDepth = Invariant("backMatchesDepth",
        summary: "back pops the top screen, or dismisses a modal at its root exactly when UIKit lets the user")
    /// Tapping the selected tab pops its stack to its root and leaves the other stacks alone.
    public static let reselectPopsToRoot = Invariant("reselectPopsToRoot", summary: "reselecting a tab pops it to its root")
    /// UIKit changes no tab but the one the user acts on, so any other change is the app's own:
    /// an input on one tab changes no other tab's stack (its screens and their parameters); a tab's
    /// bar item (title, badge) is the tab bar's, and any tab may set it. A tab
    /// switch may change the tab it selects (as it appears: a refresh, a stack filled on first
    /// selection), never the others; an input that selects another tab in code may change it the
    /// same way. A move the app declares (`AppConfiguration.crossTabMoves`) may change the tab
    /// it names. Deep links, which arrive from outside, may change any tab. A failure names the
    /// input, the tab it changed and how, screen by screen and parameter by parameter.
    public static let independentTabs = Invariant("independentTabs",
        summary: "an input changes no other tab than its own, except as the app declares")

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
    /// The invariant broken.
    public var invariant: Invariant
    /// What was wrong, in the state reached, as a replay of ``path`` from launch shows it.
    public var message: String
    /// The shortest input path from launch that breaks it; a replay from launch shows it.
    public var path: [Input]
    /// An expectation that holds in a correct app and fails at the end of `path`, when one of
    /// the journey's expectation kinds can say it.
    public var expectation: Expectation?
    /// Whether it fails the run (`CheckLevel.error`) or is only reported (`CheckLevel.warn`).
    public var level: CheckLevel = .error
    /// How many states and transitions broke the invariant in the search (each state and each
    /// transition counts once).
    public var occurrences = 1

    package init(invariant: Invariant, message: String, path: [Input], expectation: Expectation? = nil,
                 level: CheckLevel = .error, occurrences: Int = 1) {
        self.invariant = invariant
        self.message = message
        self.path = path
        self.expectation = expectation
        self.level = level
        self.occurrences = occurrences
    }

    public var description: String {
        "\(invariant.name): \(message)\n  path: \(pathText)"
    }

    /// The path as reports print it: `tap Log in, tab 2`, or `(launch)` when it is empty.
    public var pathText: String { Input.text(path) }

    /// The path as a journey that `coordsim script` replays, launched as the explorer launched it,
    /// ending in ``expectation``, or where no other expectation can state it, in the invariant itself
    /// (`{"expect": {"invariant": "childOwnsScreen"}}`).
    public func journey(variant: String, launch: [String: LaunchValue]) -> Journey {
        Journey(name: "explore \(variant): \(invariant.name) broken after \(path.count) inputs",
                launch: launch.isEmpty ? nil : launch,
                steps: path.flatMap(\.steps) + [.expect(expectation ?? Expectation(invariant: invariant.name))])
    }
}
