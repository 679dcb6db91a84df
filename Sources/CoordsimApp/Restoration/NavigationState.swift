import CoordinatorKit

/// What the state file holds: the root, its stacks with each screen's parameters, and the
/// modal. Versioned, so a file from another coordsim is reported instead of misread.
///
/// ```json
/// { "version": 2, "variant": "B", "root": "tabBar", "selectedTab": 0,
///   "stacks": [ { "screens": [ { "screen": "List", "parameters": { "item": "book" } },
///                              { "screen": "Checkout", "parameters": { "item": "book" } } ] }, … ],
///   "modal": { "screens": [ … ] } }
/// ```
public struct NavigationState: Codable, Hashable, Sendable {
    /// The version this coordsim writes and reads. Version 1 named the shop's roots (`login`).
    public static let currentVersion = 2

    /// What the window's root is.
    public enum Root: String, Codable, Hashable, Sendable, CaseIterable {
        /// One navigation stack as the window's root, such as a login flow.
        case navigation
        /// The tab bar, one stack a tab.
        case tabBar
    }

    /// The file format's version; ``currentVersion`` when written by this coordsim.
    public var version: Int
    /// The variant the state was saved in; a state can only be rebuilt by the same coordinators.
    public var variant: String?
    /// What the window's root is.
    public var root: Root
    /// The selected tab, 0-based; nil for a navigation root.
    public var selectedTab: Int?
    /// The root's stacks, bottom to top: one for a navigation root, one a tab for the tab bar.
    public var stacks: [StackState]
    /// The stack shown modally over the root; nil when none is.
    public var modal: StackState?

    /// A state as the file would give it, in the current version by default.
    public init(version: Int = NavigationState.currentVersion, variant: String?, root: Root, selectedTab: Int? = nil,
                stacks: [StackState] = [], modal: StackState? = nil) {
        self.version = version
        self.variant = variant
        self.root = root
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.modal = modal
    }

    /// The navigation state a snapshot shows. Focus and text editing belong to the driver, not
    /// the navigation, and are not kept.
    public init(snapshot: Snapshot, variant: String?) throws(RestoreError) {
        switch snapshot.rootKind {
        case .none:
            throw RestoreError("nothing is on screen, so there is no state to save")
        case .navigation:
            self.init(variant: variant, root: .navigation, stacks: snapshot.stacks.map(StackState.init),
                      modal: snapshot.modal.map(StackState.init))
        case .tabBar:
            self.init(variant: variant, root: .tabBar, selectedTab: snapshot.selectedTab,
                      stacks: snapshot.stacks.map(StackState.init), modal: snapshot.modal.map(StackState.init))
        }
    }
}

/// A navigation stack's screens, bottom to top.
public struct StackState: Codable, Hashable, Sendable {
    /// The screens, bottom to top.
    public var screens: [ScreenState]

    /// A stack of `screens`, bottom to top.
    public init(screens: [ScreenState]) { self.screens = screens }

    /// The screens a stack shows, with their identifiers and parameters.
    public init(_ stack: StackSnapshot) {
        screens = stack.screens.map { ScreenState(screen: $0.identifier, parameters: $0.parameters) }
    }
}

/// One screen: its registry identifier and its parameters, e.g. `Checkout` with `item=book`.
public struct ScreenState: Codable, Hashable, Sendable {
    /// The screen's registry identifier, e.g. `Checkout`.
    public var screen: String
    /// The screen's parameters by name, e.g. `item` to `book`; empty when it has none.
    public var parameters: [String: String]

    /// The screen `screen` with `parameters`.
    public init(screen: String, parameters: [String: String] = [:]) {
        self.screen = screen
        self.parameters = parameters
    }

    /// `parameters` may be left out of the file: a screen without any is written by hand as `{"screen": "Next"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screen = try container.decode(String.self, forKey: .screen)
        parameters = try container.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:]
    }
}

/// Why a saved state could not be rebuilt; the app then starts fresh.
public struct RestoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in a sentence.
    public var message: String
    /// True when the app restores no state at all (the default ``SimulatedApp/restore(_:)``): the
    /// file is not at fault, so `run --restore` leaves it as it is.
    public var appDoesNotRestore: Bool

    /// An error about the file's content: ``appDoesNotRestore`` is false.
    public init(_ message: String) {
        self.message = message
        appDoesNotRestore = false
    }

    /// The error of an app that restores no state: `restore(_:)` is not implemented.
    public static func notImplemented(by app: String) -> RestoreError {
        var error = RestoreError("\(app) does not restore saved states (it has no restore(_:))")
        error.appDoesNotRestore = true
        return error
    }

    public var description: String { message }
}
