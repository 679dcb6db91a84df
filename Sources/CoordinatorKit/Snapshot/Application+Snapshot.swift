extension Application {
    /// The current state as a value. `focus` and `isEditing` come from the driver, which owns focus.
    package func snapshot(viewport: Size, focus: String? = nil, isEditing: Bool = false) -> Snapshot {
        snapshot(viewport: viewport, focus: focus, isEditing: isEditing, coordinators: currentCoordinatorTree())
    }

    /// The same, with the coordinator tree the last ``sweep()`` saw (``sweptCoordinatorTree``)
    /// and, when the caller has already built them, the active screen's elements.
    package func snapshot(viewport: Size, focus: String?, isEditing: Bool, coordinators: CoordinatorNode?,
                         activeElements: [Element]? = nil) -> Snapshot {
        var snapshot = Snapshot(viewport: viewport)
        var builder = WindowSnapshotBuilder(application: self, ids: .real)
        builder.addWindow(to: &snapshot, activeElements: activeElements)
        snapshot.active?.focus = focus
        snapshot.active?.isEditing = isEditing
        snapshot.coordinators = coordinators
        snapshot.live = tracker.live
        snapshot.leaked = tracker.leaked
        return snapshot
    }

    /// ``Snapshot/structural`` of the current state, built as such: no id to strip, no second copy.
    /// `cache` keeps the structural tree and object lists while they don't change.
    package func structuralSnapshot(coordinators: CoordinatorNode?, activeElements: [Element]?,
                                    cache: inout StructuralCache) -> Snapshot {
        var snapshot = Snapshot(viewport: Size(columns: 0, rows: 0))
        var builder = WindowSnapshotBuilder(application: self, ids: .structural)
        builder.addWindow(to: &snapshot, activeElements: activeElements)
        snapshot.coordinators = cache.structural(coordinators)
        snapshot.live = StructuralCache.sorted(tracker.live, last: &cache.live)
        snapshot.leaked = StructuralCache.sorted(tracker.leaked, last: &cache.leaked)
        return snapshot
    }

    /// The ids of the coordinators that own a screen in the window (any stack, or the modal): who
    /// keeps a child from being stale (``sweptStaleChildren()``), read without building a snapshot.
    /// A screen whose owner cannot be known adds ``ObjectID/unknownOwner``.
    package func screenOwnerIDs() -> [ObjectID] {
        var owners: [ObjectID] = []
        appendScreenOwnerIDs(to: &owners)
        return owners
    }

    /// ``screenOwnerIDs()`` by where the screens are: one list per stack a snapshot lists (a tab
    /// each, or the root's one), in the same order, and the modal's.
    package func screenOwnerIDsByStack() -> (stacks: [[ObjectID]], modal: [ObjectID]) {
        func owners(of stack: ShownStack) -> [ObjectID] {
            var owners: [ObjectID] = []
            for screen in stack.screens { screen.appendOwnerIDs(to: &owners, in: self) }
            return owners
        }
        let layout = WindowLayout(window)
        return (layout.stacks.map(owners(of:)), layout.modal.map(owners(of:)) ?? [])
    }

    /// ``screenOwnerIDs()``, appended to `owners`: the sweep's stale check reuses one buffer.
    func appendScreenOwnerIDs(to owners: inout [ObjectID]) {
        window.rootViewController?.appendOwnerIDs(to: &owners, in: self)
        window.modal?.appendOwnerIDs(to: &owners, in: self)
    }

    /// An owner as a value. Only coordinators already seen in the tree have ids; taking a snapshot
    /// must not hand out new ones.
    func describeOwner(_ owner: AnyObject) -> ScreenOwner {
        if let ref = tracker.entry(of: owner), ref.kind == .coordinator { return .coordinator(ref: ref) }
        return .object(type: TypeNames.name(of: type(of: owner)))
    }
}

/// Builds the window's part of a snapshot: the root, its stacks, the modal and the active screen
/// (without focus). One builder for both snapshots, so they cannot drift apart: a full snapshot
/// (`Application.snapshot`) keeps each object's id, a structural one (`Application.structuralSnapshot`,
/// equal to `Snapshot.structural` of the full one) gives every object `#0`.
private struct WindowSnapshotBuilder {
    /// Which ids the snapshot carries.
    enum IDs {
        /// Each object's own id: a full snapshot.
        case real
        /// `#0` for every object: a structural snapshot, where two paths to one state are equal.
        case structural
    }

    let application: Application
    let ids: IDs
    /// The active screen and its elements (the caller's, when it has built them): built once.
    private(set) var active: (screen: Screen, elements: [Element])? = nil

    /// `controller`'s id as this snapshot writes it.
    private func id(of controller: ViewController) -> ObjectID {
        ids == .structural ? .structural : controller.id
    }

    mutating func addWindow(to snapshot: inout Snapshot, activeElements: [Element]?) {
        let window = application.window
        active = window.activeScreen.map { ($0, activeElements ?? $0.elements) }
        let layout = WindowLayout(window)
        snapshot.rootKind = layout.rootKind
        snapshot.stacks = layout.stacks.map(stackSnapshot)
        if let tabs = layout.tabBar {
            snapshot.selectedTab = tabs.selectedIndex
            // `hidesBottomBarWhenPushed` is read when pushed: a plain tab is never pushed.
            snapshot.isTabBarHidden = (tabs.selectedViewController as? NavigationController)?.hidesBottomBar ?? false
        }
        snapshot.modal = layout.modal.map(stackSnapshot)
        snapshot.presentation = snapshot.modal == nil ? nil : window.modalPresentation
        if let screen = window.activeScreen {
            let isModal = window.modal != nil
            snapshot.active = ActiveScreen(id: id(of: screen), identifier: screen.identifier,
                                           title: screen.title, backTitle: screen.navigationController?.backTitle,
                                           isModal: isModal, elements: active?.elements ?? [], focus: nil,
                                           isEditing: false)
            snapshot.active?.navigationBar = screen.navigationController?.navigationBarSnapshot(for: screen)
        }
    }

    private func stackSnapshot(_ stack: ShownStack) -> StackSnapshot {
        switch stack {
        case let .navigation(navigation):
            return stackSnapshot(navigation)
        case let .plainTab(tab):
            // A plain tab's title is its `tabBarItem`'s, else its `title`, as UIKit's default tab bar item shows it.
            return StackSnapshot(id: id(of: tab), tabTitle: tab.ownTabBarItem?.title ?? tab.title,
                                 tabBadge: tab.ownTabBarItem?.badgeValue, screens: stack.screens.map(screenSnapshot),
                                 isPlainTab: true)
        case let .lone(screen):
            return StackSnapshot(id: id(of: screen), screens: [screenSnapshot(screen)])
        }
    }

    private func stackSnapshot(_ navigation: NavigationController) -> StackSnapshot {
        StackSnapshot(id: id(of: navigation),
                      tabTitle: navigation.ownTabBarItem?.title ?? navigation.viewControllers.first?.ownTabBarItem?.title,
                      tabBadge: navigation.ownTabBarItem?.badgeValue ?? navigation.viewControllers.first?.ownTabBarItem?.badgeValue,
                      screens: navigation.viewControllers.map { screenSnapshot($0) })
    }

    private func screenSnapshot(_ screen: Screen) -> ScreenSnapshot {
        let owner = screen.ownerValue(reflecting: application.readsOwnersByReflection,
                                      describe: application.describeOwner)
        let elements = active.flatMap { $0.screen === screen ? $0.elements : nil } ?? screen.elements
        return ScreenSnapshot(id: id(of: screen), identifier: screen.identifier, title: screen.title,
                              parameters: screen.parameters,
                              owner: ids == .structural ? owner?.structural : owner,
                              controls: ScreenSnapshot.controls(in: elements))
    }
}

/// A stack as a snapshot lists it.
enum ShownStack {
    /// A navigation controller's stack: a tab, the root or the modal.
    case navigation(NavigationController)
    /// A tab that is not a navigation controller: its one screen, or none for another container.
    case plainTab(ViewController)
    /// A screen shown without a navigation controller (the root or the modal), as a stack of one.
    case lone(Screen)

    /// The screens whose snapshots the stack lists, bottom first.
    var screens: [Screen] {
        switch self {
        case let .navigation(navigation): navigation.viewControllers
        case let .plainTab(tab): tab.isContainer ? [] : [tab]
        case let .lone(screen): [screen]
        }
    }
}

/// What of the window a snapshot shows: the root's kind, its stacks (a tab each, or the root's
/// one) and the modal's. Read once here, by the snapshot's builder and by the state key's owners
/// alike (``Application/screenOwnerIDsByStack()``), so that the two cannot drift apart.
struct WindowLayout {
    var rootKind: Snapshot.RootKind = .none
    var stacks: [ShownStack] = []
    var tabBar: TabBarController?
    var modal: ShownStack?

    init(_ window: Window) {
        switch window.rootViewController?.shownRoot {
        case let tabs as TabBarController:
            rootKind = .tabBar
            tabBar = tabs
            stacks = tabs.tabs.map { ($0 as? NavigationController).map(ShownStack.navigation) ?? .plainTab($0) }
        case let navigation as NavigationController:
            rootKind = .navigation
            stacks = [.navigation(navigation)]
        case let screen? where !screen.isContainer:
            rootKind = .navigation
            stacks = [.lone(screen)]
        default:
            break
        }
        switch window.modal {
        case let navigation as NavigationController: modal = .navigation(navigation)
        case let screen? where !screen.isContainer: modal = .lone(screen)
        default: break
        }
    }
}
