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
        addWindow(to: &snapshot, activeElements: activeElements, structural: false)
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
        addWindow(to: &snapshot, activeElements: activeElements, structural: true)
        snapshot.coordinators = cache.structural(coordinators)
        snapshot.live = StructuralCache.sorted(tracker.live, last: &cache.live)
        snapshot.leaked = StructuralCache.sorted(tracker.leaked, last: &cache.leaked)
        return snapshot
    }

    /// The root, its stacks, the modal and the active screen (without focus); `structural` gives every object id `#0`.
    private func addWindow(to snapshot: inout Snapshot, activeElements: [Element]?, structural: Bool) {
        func stack(of screen: Screen) -> StackSnapshot {
            StackSnapshot(id: structural ? .structural : screen.id, screens: [screenSnapshot(screen, structural: structural)])
        }
        switch window.rootViewController?.shownRoot {
        case let tabs as TabBarController:
            snapshot.rootKind = .tabBar
            snapshot.stacks = tabs.tabs.map { tabSnapshot($0, structural: structural) }
            snapshot.selectedTab = tabs.selectedIndex
            // `hidesBottomBarWhenPushed` is read when pushed: a plain tab is never pushed.
            snapshot.isTabBarHidden = (tabs.selectedViewController as? NavigationController)?.hidesBottomBar ?? false
        case let navigation as NavigationController:
            snapshot.rootKind = .navigation
            snapshot.stacks = [stackSnapshot(navigation, structural: structural)]
        case let screen? where !screen.isContainer:
            snapshot.rootKind = .navigation
            snapshot.stacks = [stack(of: screen)]
        default:
            snapshot.rootKind = .none
        }
        switch window.modal {
        case let navigation as NavigationController: snapshot.modal = stackSnapshot(navigation, structural: structural)
        case let screen? where !screen.isContainer: snapshot.modal = stack(of: screen)
        default: break
        }
        snapshot.presentation = snapshot.modal == nil ? nil : window.modalPresentation
        if let screen = window.activeScreen {
            let isModal = window.modal != nil
            snapshot.active = ActiveScreen(id: structural ? .structural : screen.id, identifier: screen.identifier,
                                           title: screen.title, backTitle: screen.navigationController?.backTitle,
                                           isModal: isModal, elements: activeElements ?? screen.elements, focus: nil,
                                           isEditing: false)
            snapshot.active?.navigationBar = screen.navigationController?.navigationBarSnapshot(for: screen)
        }
    }

    /// The ids of the coordinators that own a screen in the window (any stack, or the modal): who
    /// keeps a child from being stale (``sweptStaleChildren()``), read without building a snapshot.
    /// A screen whose owner cannot be known adds ``ObjectID/unknownOwner``.
    package func screenOwnerIDs() -> [ObjectID] {
        var owners: [ObjectID] = []
        appendScreenOwnerIDs(to: &owners)
        return owners
    }

    /// ``screenOwnerIDs()``, appended to `owners`: the sweep's stale check reuses one buffer.
    func appendScreenOwnerIDs(to owners: inout [ObjectID]) {
        window.rootViewController?.appendOwnerIDs(to: &owners, in: self)
        window.modal?.appendOwnerIDs(to: &owners, in: self)
    }

    /// A tab: its navigation controller's stack, or a plain tab's one screen. A plain tab's title
    /// is its `tabBarItem`'s, else its `title`, as UIKit's default tab bar item shows it.
    private func tabSnapshot(_ tab: ViewController, structural: Bool) -> StackSnapshot {
        if let navigation = tab as? NavigationController { return stackSnapshot(navigation, structural: structural) }
        let screens = tab.isContainer ? [] : [screenSnapshot(tab, structural: structural)]
        return StackSnapshot(id: structural ? .structural : tab.id, tabTitle: tab.tabBarItem?.title ?? tab.title,
                             tabBadge: tab.tabBarItem?.badgeValue, screens: screens, isPlainTab: true)
    }

    private func stackSnapshot(_ navigation: NavigationController, structural: Bool) -> StackSnapshot {
        StackSnapshot(id: structural ? .structural : navigation.id,
                      tabTitle: navigation.tabBarItem?.title ?? navigation.viewControllers.first?.tabBarItem?.title,
                      tabBadge: navigation.tabBarItem?.badgeValue ?? navigation.viewControllers.first?.tabBarItem?.badgeValue,
                      screens: navigation.viewControllers.map { screenSnapshot($0, structural: structural) })
    }

    private func screenSnapshot(_ screen: Screen, structural: Bool) -> ScreenSnapshot {
        let owner = screen.ownerValue(reflecting: readsOwnersByReflection, describe: describeOwner)
        return ScreenSnapshot(id: structural ? .structural : screen.id, identifier: screen.identifier,
                              title: screen.title, parameters: screen.parameters,
                              owner: structural ? owner?.structural : owner)
    }

    /// An owner as a value. Only coordinators already seen in the tree have ids; taking a snapshot
    /// must not hand out new ones.
    func describeOwner(_ owner: AnyObject) -> ScreenOwner {
        if let ref = tracker.entry(of: owner), ref.kind == .coordinator { return .coordinator(ref: ref) }
        return .object(type: TypeNames.name(of: type(of: owner)))
    }
}
