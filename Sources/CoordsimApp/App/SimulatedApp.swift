@_exported import CoordinatorKit

/// An app coordsim can simulate: the one protocol a user's app adopts.
///
/// The runtime (the terminal UI, journeys, compare, explore, graph, restore) knows an app only
/// through this protocol and its ``configuration``. A launch makes a new instance with the
/// coordinator set the config's variant picked, then calls ``start()``, as a scene delegate's
/// `scene(_:willConnectTo:)` would.
///
/// ```swift
/// final class NotesApp: SimulatedApp {
///     static let configuration = AppConfiguration(name: "notes")
///     let launch: Launch
///     init(launch: Launch) { self.launch = launch }
///     func start() {
///         let notes = NotesCoordinator()
///         launch.start(notes, showing: notes.navigationController)
///     }
/// }
/// ```
///
/// The app's type is shared as a value (``AppVariant`` is `Sendable`), hence `SendableMetatype`.
public protocol SimulatedApp: AnyObject, SendableMetatype {
    /// What the runtime knows before it launches the app: roles, launch parameters, labels
    /// and the optional parts.
    static var configuration: AppConfiguration { get }

    /// Makes the app for one launch. Keep the object graph for ``start()``.
    init(launch: Launch)

    /// Builds the first screens: sets `launch.application.rootCoordinator`, starts it, and
    /// puts a root controller in the window, as ``Launch/start(_:showing:)`` does.
    func start()

    /// Follows a deep link in the running app, as `scene(_:openURLContexts:)` would. The default
    /// refuses every link.
    func open(_ url: String) throws

    /// Checks a link before anything runs (`run --open` checks it before the terminal is
    /// touched). The default refuses every link; an app with ``AppConfiguration/deepLinkRoutes``
    /// parses it here.
    static func checkDeepLink(_ url: String) throws

    /// A deep link the app accepted but has not followed yet (say, one that waits for login),
    /// so the terminal UI can show that it waits. The default is nil.
    var waitingDeepLink: String? { get }

    /// The model state that can change what an input does and that no screen's `parameters`
    /// shows: a booked appointment, a signed-in user kept in a store, a flag set by a button.
    /// `explore` counts two states with the same screens and different `explorationState` as two
    /// states, so its counts, paths and replays stay exact. The default is empty.
    ///
    /// ```swift
    /// var explorationState: [String: String] { ["booked": model.booking == nil ? "no" : "yes"] }
    /// ```
    ///
    /// Without it, `explore` still finds such state (a `hiddenState` finding: two histories reach
    /// the same screens and then act differently), and says what to add here.
    var explorationState: [String: String] { get }

    /// Rebuilds a saved navigation state in the freshly started app. The default refuses, and
    /// `run --restore` then starts fresh and says why.
    func restore(_ state: NavigationState) throws(RestoreError)
}

extension SimulatedApp {
    public var waitingDeepLink: String? { nil }

    public var explorationState: [String: String] { [:] }

    public func open(_ url: String) throws {
        try Self.checkDeepLink(url)
    }

    public static func checkDeepLink(_ url: String) throws {
        throw DeepLinkRefused(url: url, reason: "\(configuration.name) handles no deep links")
    }

    public func restore(_ state: NavigationState) throws(RestoreError) {
        throw RestoreError.notImplemented(by: Self.configuration.name)
    }
}

/// A deep link an app refuses, for apps that need no error type of their own.
public struct DeepLinkRefused: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link refused, as it was opened.
    public var url: String
    /// Why, in a few words: the error reads `cannot open URL: reason`.
    public var reason: String

    /// The refusal of `url`, for `reason`.
    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }

    public var description: String { "cannot open \(url): \(reason)" }
}

extension SimulatedApp {
    /// ``explorationState`` and what the runtime knows itself, under `coordsim.` keys: the deep
    /// link the app holds until it can follow it.
    package var keyedState: [String: String] {
        var state = explorationState
        if let link = waitingDeepLink { state[KeyedState.waitingDeepLink] = link }
        return state
    }
}

/// The keys the runtime adds to an app's keyed state (`Snapshot.appState`).
package enum KeyedState {
    /// The deep link the app holds until it can follow it (``SimulatedApp/waitingDeepLink``).
    package static let waitingDeepLink = "coordsim.waitingDeepLink"
}
