import CoordinatorKit

/// What the state file holds: the root, the tabs' stacks with each screen's parameters,
/// and the modal. Versioned, so a file from another coordsim is reported instead of misread.
///
/// ```json
/// { "version": 1, "variant": "B", "root": "tabBar", "selectedTab": 0,
///   "tabs": [ { "screens": [ { "screen": "Home", "parameters": { "product": "bicycle" } },
///                            { "screen": "Buy", "parameters": { "product": "bicycle" } } ] }, … ],
///   "modal": { "screens": [ … ] } }
/// ```
public struct NavigationState: Codable, Hashable, Sendable {
    /// The version this coordsim writes and reads.
    public static let currentVersion = 1

    public enum Root: String, Codable, Hashable, Sendable {
        /// Logged out: the Login stack.
        case login
        /// Logged in: the tab bar.
        case tabBar
    }

    public var version: Int
    /// The variant the state was saved in; a state can only be rebuilt by the same coordinators.
    public var variant: String?
    public var root: Root
    public var selectedTab: Int?
    /// One stack a tab, bottom to top; empty at Login.
    public var tabs: [StackState]
    public var modal: StackState?

    public init(version: Int = NavigationState.currentVersion, variant: String?, root: Root, selectedTab: Int? = nil,
                tabs: [StackState] = [], modal: StackState? = nil) {
        self.version = version
        self.variant = variant
        self.root = root
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.modal = modal
    }

    /// The navigation state a snapshot shows. Focus and text editing belong to the driver, not
    /// the navigation, and are not kept.
    public init(snapshot: Snapshot, variant: String?) throws(RestoreError) {
        switch snapshot.rootKind {
        case .none:
            throw RestoreError("nothing is on screen, so there is no state to save")
        case .navigation:
            guard snapshot.stacks.count == 1, snapshot.stacks[0].screens.map(\.identifier) == ["Login"],
                  snapshot.modal == nil else {
                throw RestoreError("a navigation root other than Login cannot be saved")
            }
            self.init(variant: variant, root: .login)
        case .tabBar:
            self.init(variant: variant, root: .tabBar, selectedTab: snapshot.selectedTab,
                      tabs: snapshot.stacks.map(StackState.init), modal: snapshot.modal.map(StackState.init))
        }
    }
}

/// A navigation stack's screens, bottom to top.
public struct StackState: Codable, Hashable, Sendable {
    public var screens: [ScreenState]

    public init(screens: [ScreenState]) { self.screens = screens }

    init(_ stack: StackSnapshot) {
        screens = stack.screens.map { ScreenState(screen: $0.identifier, parameters: $0.parameters) }
    }
}

/// One screen: its registry identifier and its parameters, e.g. `Buy` with `product=bicycle`.
public struct ScreenState: Codable, Hashable, Sendable {
    public var screen: String
    public var parameters: [String: String]

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
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
