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
        WindowSnapshotBuilder(application: self, ids: .real).addWindow(to: &snapshot, activeElements: activeElements)
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
        WindowSnapshotBuilder(application: self, ids: .structural).addWindow(to: &snapshot, activeElements: activeElements)
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
        func owners(of controller: ViewController) -> [ObjectID] {
            var owners: [ObjectID] = []
            controller.appendOwnerIDs(to: &owners, in: self)
            return owners
        }
        let stacks: [[ObjectID]]
        switch window.rootViewController?.shownRoot {
        case let tabs as TabBarController:
            stacks = tabs.tabs.map { $0.isContainer && !($0 is NavigationController) ? [] : owners(of: $0) }
        case let navigation as NavigationController: stacks = [owners(of: navigation)]
        case let screen? where !screen.isContainer: stacks = [owners(of: screen)]
        default: stacks = []
        }
        return (stacks, window.modal.map(owners(of:)) ?? [])
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

    /// `controller`'s id as this snapshot writes it.
    private func id(of controller: ViewController) -> ObjectID {
        ids == .structural ? .structural : controller.id
    }

    func addWindow(to snapshot: inout Snapshot, activeElements: [Element]?) {
        let window = application.window
        switch window.rootViewController?.shownRoot {
        case let tabs as TabBarController:
            snapshot.rootKind = .tabBar
            snapshot.stacks = tabs.tabs.map { tabSnapshot($0) }
            snapshot.selectedTab = tabs.selectedIndex
            // `hidesBottomBarWhenPushed` is read when pushed: a plain tab is never pushed.
            snapshot.isTabBarHidden = (tabs.selectedViewController as? NavigationController)?.hidesBottomBar ?? false
        case let navigation as NavigationController:
            snapshot.rootKind = .navigation
            snapshot.stacks = [stackSnapshot(navigation)]
        case let screen? where !screen.isContainer:
            snapshot.rootKind = .navigation
            snapshot.stacks = [stack(of: screen)]
        default:
            snapshot.rootKind = .none
        }
        switch window.modal {
        case let navigation as NavigationController: snapshot.modal = stackSnapshot(navigation)
        case let screen? where !screen.isContainer: snapshot.modal = stack(of: screen)
        default: break
        }
        snapshot.presentation = snapshot.modal == nil ? nil : window.modalPresentation
        if let screen = window.activeScreen {
            let isModal = window.modal != nil
            snapshot.active = ActiveScreen(id: id(of: screen), identifier: screen.identifier,
                                           title: screen.title, backTitle: screen.navigationController?.backTitle,
                                           isModal: isModal, elements: activeElements ?? screen.elements, focus: nil,
                                           isEditing: false)
            snapshot.active?.navigationBar = screen.navigationController?.navigationBarSnapshot(for: screen)
        }
    }

    /// A screen shown without a navigation controller, as a stack of one.
    private func stack(of screen: Screen) -> StackSnapshot {
        StackSnapshot(id: id(of: screen), screens: [screenSnapshot(screen)])
    }

    /// A tab: its navigation controller's stack, or a plain tab's one screen. A plain tab's title
    /// is its `tabBarItem`'s, else its `title`, as UIKit's default tab bar item shows it.
    private func tabSnapshot(_ tab: ViewController) -> StackSnapshot {
        if let navigation = tab as? NavigationController { return stackSnapshot(navigation) }
        let screens = tab.isContainer ? [] : [screenSnapshot(tab)]
        return StackSnapshot(id: id(of: tab), tabTitle: tab.ownTabBarItem?.title ?? tab.title,
                             tabBadge: tab.ownTabBarItem?.badgeValue, screens: screens, isPlainTab: true)
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
        return ScreenSnapshot(id: id(of: screen), identifier: screen.identifier, title: screen.title,
                              parameters: screen.parameters,
                              owner: ids == .structural ? owner?.structural : owner)
    }
}
