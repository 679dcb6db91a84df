/// A phone running an app, for tests of an app's own coordinators: the user's gestures in UIKit's
/// words, time in frames, and after each step what UIKit called and the coordinators did, in order.
///
/// Make one from an app (`AppUnderTest.device(_:launch:)`) or from a closure that builds a small
/// coordinator layer in an `Application`, as a scene delegate would. Each gesture returns a
/// `Step`: its journal (`Step.journal`, one line per event), the lifecycle calls a screen received
/// (`Step.lifecycleCalls(of:)`), the navigation delegate's calls, the coordinator tree's changes
/// and UIKit's warnings, and the state after it (`Step.snapshot`). A gesture the screen cannot
/// take (a back at the root, a tap on a label that is not shown) changes nothing and says why in
/// `Step.reason`.
///
/// ```swift
/// let device = Device { application in
///     let router = Router(NavigationController(application))
///     let list = ListCoordinator(router: router)
///     application.rootCoordinator = list
///     list.start()
///     application.window.rootViewController = router.navigationController
/// }
/// device.tap("Open")
/// let swipe = device.swipeBack(completes: false)
/// #expect(swipe.lifecycleCalls(of: "DetailScreen") == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
/// #expect(swipe.coordinatorChanges.isEmpty)
/// #expect(device.swipeBack().coordinatorChanges.first == "-child DetailCoordinator#4 of ListCoordinator#2")
/// ```
///
/// Between gestures a person waits: by default each step lets time pass until nothing animates.
/// To act in the middle of a transition (a second tap while a push animates), set
/// ``waitsForAnimations`` to false and let time pass with ``advanceFrames(_:)``.
public final class Device {
    /// The simulation the gestures go to: its `application` holds the window and the coordinators.
    public let simulation: Simulation

    /// Wraps a simulation that is already running.
    public init(_ simulation: Simulation) {
        self.simulation = simulation
    }

    /// Launches a small coordinator layer: `launch` builds it into the application, sets
    /// `application.rootCoordinator` and the window's root, as a scene delegate would.
    public convenience init(viewport: Size = Size(columns: 80, rows: 24), launch: (Application) -> Void) {
        self.init(Simulation(viewport: viewport, launch: launch))
    }

    /// Whether each step lets time pass until no transition animates (true, as a person waits
    /// between taps). When false, a gesture does only what happens at once (an animated push's
    /// `viewWillAppear` and `willShow`), and ``advanceFrames(_:)`` brings the rest.
    public var waitsForAnimations: Bool {
        get { simulation.settlesAfterEachStep }
        set { simulation.settlesAfterEachStep = newValue }
    }

    /// What the launch did, before the first gesture.
    public var launch: [JournalEvent] { simulation.launchEvents }

    /// The state now, as a value.
    public var snapshot: Snapshot { simulation.snapshot }

    /// True while a transition has begun and not finished (only when ``waitsForAnimations`` is false).
    public var isAnimating: Bool { simulation.application.isAnimating }

    // MARK: Gestures

    /// Taps what is labelled `label` on the screen in front: a button, a text field, or one option
    /// of a segmented control or list.
    @discardableResult
    public func tap(_ label: String) -> Step { simulation.send(.tap(label)) }

    /// Taps the tab at `index` (0-based) in the tab bar. Tapping the selected tab pops its stack to
    /// its root, as UIKit does.
    @discardableResult
    public func tapTab(_ index: Int) -> Step { simulation.send(.selectTab(index)) }

    /// Taps the tab titled `title`; a title the tab bar does not show is refused as a tab that does not exist.
    @discardableResult
    public func tapTab(titled title: String) -> Step {
        let titles = simulation.snapshot.stacks.map(\.tabTitle)
        return tapTab(titles.firstIndex(of: title) ?? titles.count)
    }

    /// Taps the navigation bar's back button: a user pop of the top screen (at a sheet's root, the
    /// sheet is swiped down, as Esc does in the terminal).
    @discardableResult
    public func tapBack() -> Step { simulation.send(.back) }

    /// Swipes from the left edge: the top screen is popped when the swipe `completes`, and comes
    /// back when the user lets go halfway (`willShow` without `didShow`).
    @discardableResult
    public func swipeBack(completes: Bool = true) -> Step { simulation.send(.swipeBack(completes: completes)) }

    /// Long-presses the back button and chooses the screen at `level` in its menu (1 is the root):
    /// one user pop of several levels at once (iOS 14).
    @discardableResult
    public func longPressBack(toLevel level: Int) -> Step { simulation.send(.backMenu(level: level)) }

    /// Long-presses the back button and chooses the screen titled `title` in its menu: the
    /// nearest one below the top with that title. A title not in the menu is refused as a level
    /// that does not exist.
    @discardableResult
    public func longPressBack(to title: String) -> Step {
        let titles = simulation.snapshot.activeStack?.screens.map(\.title) ?? []
        let level = titles.dropLast().lastIndex(of: title).map { $0 + 1 } ?? titles.count
        return longPressBack(toLevel: level)
    }

    /// Swipes the presented sheet down: it is dismissed when the swipe `completes` (and the sheet
    /// lets it), and stays when the user lets go.
    @discardableResult
    public func swipeDownSheet(completes: Bool = true) -> Step {
        simulation.send(completes ? .dismissModal : .cancelledSwipeDown)
    }

    /// Opens `url` as the system does for a link to the app.
    @discardableResult
    public func open(_ url: String) -> Step { simulation.send(.deepLink(url)) }

    /// Types `text` into the focused text field.
    @discardableResult
    public func type(_ text: String) -> Step { simulation.send(.text(text)) }

    /// Presses a key of the terminal's key map (`Key(name: "esc")`), as a person at the keyboard does.
    @discardableResult
    public func press(_ key: Key) -> Step { simulation.send(.key(key)) }

    // MARK: Time and code

    /// Lets `count` frames pass: transitions that were animating end (their `viewDidAppear`,
    /// `didShow` and completions), and what those start gets a frame of its own.
    @discardableResult
    public func advanceFrames(_ count: Int = 1) -> Step {
        precondition(count >= 0, "advanceFrames(\(count)): a count of frames is never negative")
        return simulation.act { simulation.application.runFrames(limit: count) }
    }

    /// Lets time pass until nothing animates.
    @discardableResult
    public func waitForAnimations() -> Step {
        simulation.act { simulation.application.runFrames() }
    }

    /// Runs the test's own code on the app (calls a coordinator, as a notification or a timer
    /// would), then ends the step as a gesture does.
    @discardableResult
    public func run(_ code: () throws -> Void) rethrows -> Step {
        try simulation.act(code)
    }
}

extension AppUnderTest {
    /// A device running one variant of the app, launched as `coordsim run` launches it.
    public func device(_ variant: String? = nil, launch: [String: LaunchValue] = [:],
                       viewport: Size = Size(columns: 80, rows: 24)) throws -> Device {
        Device(try simulation(variant, launch: launch, viewport: viewport))
    }
}

extension Step {
    /// The step's journal, one line per event in order, as `coordsim run --journal` prints it.
    public var journal: [String] { events.map(\.description) }

    /// The lifecycle calls a screen received in this step, in order; `screen` is its type's name
    /// (every screen of that type) or its ref (`"DetailScreen#12"`).
    public func lifecycleCalls(of screen: String) -> [LifecycleCall] { events.lifecycleCalls(of: screen) }

    /// The navigation delegate's `willShow`/`didShow`, in order, as the journal words them.
    public var delegateCalls: [String] { events.delegateCalls }

    /// Children added and removed, coordinators started, objects freed, leaked or left stale, in order.
    public var coordinatorChanges: [String] { events.coordinatorChanges }

    /// What UIKit would have logged, word for word.
    public var uikitWarnings: [String] { events.uikitWarnings }

    /// The journal without lifecycle and delegate calls: pushes, pops, presentations and the tree's changes.
    public var navigation: [String] { events.filter { !$0.isCallback }.map(\.description) }
}
