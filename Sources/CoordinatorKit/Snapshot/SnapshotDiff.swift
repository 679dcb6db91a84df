/// What changed between two snapshots, place by place (the window, each tab's stack, the modal),
/// screen by screen and parameter by parameter: what a report prints instead of two lists of
/// screen names that look alike.
///
/// ```swift
/// let diff = SnapshotDiff(from: before, to: after)
/// print(diff.changes(at: 2))   // tab 3 (Messages): pushed Conversation(with=Dr Kim)
/// ```
///
/// Stacks are compared from the bottom: the screens both have in the same places (same
/// identifier and id) are compared parameter by parameter; above them, what was there is
/// reported as popped and what is there now as pushed. Object ids are compared as they are, so
/// diff two full snapshots or two structural ones, not one of each.
public struct SnapshotDiff: Hashable, Sendable, CustomStringConvertible {
    /// Every change, the window's first, then each place's from the bottom of its stack.
    public var changes: [Change]

    /// The changes that turn `before` into `after`; empty when they are equal.
    public init(from before: Snapshot, to after: Snapshot) {
        var changes: [Change] = []
        if before.rootKind != after.rootKind {
            changes.append(Change(place: .window, kind: .rootKind(from: before.rootKind, to: after.rootKind)))
        }
        if before.selectedTab != after.selectedTab {
            changes.append(Change(place: .window, kind: .selectedTab(from: before.selectedTab, to: after.selectedTab)))
        }
        let beforePlaces = Self.places(of: before)
        let afterPlaces = Self.places(of: after)
        for (place, stack) in beforePlaces where !afterPlaces.contains(where: { $0.place.sameSlot(as: place) }) {
            changes.append(Change(place: place, kind: .disappeared(stack.screens)))
        }
        for (place, stack) in afterPlaces {
            guard let old = beforePlaces.first(where: { $0.place.sameSlot(as: place) })?.stack else {
                changes.append(Change(place: place, kind: .appeared(stack.screens)))
                continue
            }
            changes += Self.changes(from: old, to: stack, at: place)
        }
        if before.presentation != after.presentation, before.modal != nil, after.modal != nil {
            changes.append(Change(place: .modal, kind: .presentation(from: before.presentation, to: after.presentation)))
        }
        let coordinators = Self.multisetChange(before.coordinators?.allNodes.map(\.ref.type) ?? [],
                                               after.coordinators?.allNodes.map(\.ref.type) ?? [])
        if !coordinators.added.isEmpty || !coordinators.removed.isEmpty {
            changes.append(Change(place: .window, kind: .coordinators(added: coordinators.added, removed: coordinators.removed)))
        }
        for key in Set(before.appState.keys).union(after.appState.keys).sorted()
        where before.appState[key] != after.appState[key] {
            changes.append(Change(place: .window, kind: .appState(key: key, from: before.appState[key], to: after.appState[key])))
        }
        let elements = Self.elementChanges(from: before.active, to: after.active)
        if !elements.isEmpty, let screen = after.active?.identifier, let top = after.activeStack?.screens.count {
            // The active screen's controls are said once, as what it shows.
            let said = Set(elements.compactMap { if case let .element(_, id, _, _) = $0.kind { id } else { nil } })
            changes.removeAll {
                if case let .control(on, depth, id, _, _) = $0.kind { on == screen && depth == top && said.contains(id) }
                else { false }
            }
        }
        changes += elements
        let leaked = Self.multisetChange(before.leaked.map(\.type), after.leaked.map(\.type))
        if !leaked.added.isEmpty || !leaked.removed.isEmpty {
            changes.append(Change(place: .window, kind: .leaked(added: leaked.added, removed: leaked.removed)))
        }
        self.changes = changes
    }

    /// True when nothing changed.
    public var isEmpty: Bool { changes.isEmpty }

    /// The changes to tab `index`'s stack (0-based, as ``Snapshot/selectedTab``).
    public func changes(at index: Int) -> SnapshotDiff {
        var diff = self
        diff.changes = changes.filter { if case .tab(index, _) = $0.place { true } else { false } }
        return diff
    }

    /// The changes at `place`.
    public func changes(at place: Place) -> SnapshotDiff {
        var diff = self
        diff.changes = changes.filter { $0.place.sameSlot(as: place) }
        return diff
    }

    /// The changes, `; ` between them, each place named once before its changes:
    /// `tab 3 (Messages): pushed Conversation(with=Dr Kim); Inbox at depth 1: unread 1 → 0`.
    public var description: String {
        guard !changes.isEmpty else { return "nothing changed" }
        var parts: [String] = []
        for (offset, change) in changes.enumerated() {
            let samePlace = offset > 0 && changes[offset - 1].place == change.place && change.place != .window
            parts.append(samePlace ? change.kind.description(at: change.place) : change.description)
        }
        return parts.joined(separator: "; ")
    }

    /// Where a change is.
    public enum Place: Hashable, Sendable, CustomStringConvertible {
        /// The window as a whole: the root's kind, the selected tab, the coordinator tree, leaks.
        case window
        /// The one stack of a navigation root.
        case root
        /// A tab's stack, by its index (0-based) and the title the tab bar shows.
        case tab(Int, title: String?)
        /// The presented modal's stack.
        case modal

        /// `tab 3 (Messages)`: the number the tab bar shows, and its title.
        public var description: String {
            switch self {
            case .window: "window"
            case .root: "root stack"
            case let .tab(index, title?): "tab \(index + 1) (\(title))"
            case let .tab(index, nil): "tab \(index + 1)"
            case .modal: "modal"
            }
        }

        /// The same place, whatever a tab's title says.
        func sameSlot(as other: Place) -> Bool {
            switch (self, other) {
            case let (.tab(left, _), .tab(right, _)): left == right
            default: self == other
            }
        }
    }

    /// One change at one place.
    public struct Change: Hashable, Sendable, CustomStringConvertible {
        /// Where the change is.
        public var place: Place
        /// What changed there.
        public var kind: Kind

        /// A change of `kind` at `place`.
        public init(place: Place, kind: Kind) {
            self.place = place
            self.kind = kind
        }

        public var description: String {
            place == .window ? kind.description(at: place) : "\(place): \(kind.description(at: place))"
        }
    }

    /// What changed.
    public enum Kind: Hashable, Sendable {
        /// The window's root changed kind, such as from a sign-in stack to the tab bar.
        case rootKind(from: Snapshot.RootKind, to: Snapshot.RootKind)
        /// The selected tab, 0-based (printed as the tab bar numbers it).
        case selectedTab(from: Int?, to: Int?)
        /// The stack is new here: a modal presented, a tab added, a new root.
        case appeared([ScreenSnapshot])
        /// The stack is gone: a modal dismissed, a root swapped out.
        case disappeared([ScreenSnapshot])
        /// Screens put on top of the stack, bottom first.
        case pushed([ScreenSnapshot])
        /// Screens taken off the top of the stack, bottom first.
        case popped([ScreenSnapshot])
        /// A screen's parameter; nil where the screen has no such parameter. `depth` counts from 1 at the root.
        case parameter(screen: String, depth: Int, name: String, from: String?, to: String?)
        /// The title of the screen `screen` (its identifier) changed; `depth` counts from 1 at the root.
        case title(screen: String, depth: Int, from: String, to: String)
        /// Who a screen reports to.
        case owner(screen: String, depth: Int, from: ScreenOwner?, to: ScreenOwner?)
        /// What the tab bar shows for the tab.
        case tabTitle(from: String?, to: String?)
        /// The tab's badge (`tabBarItem.badgeValue`) changed.
        case tabBadge(from: String?, to: String?)
        /// The modal's presentation style, or whether the user may dismiss it, changed; reported
        /// only when a modal is shown both before and after.
        case presentation(from: ModalPresentation?, to: ModalPresentation?)
        /// Coordinators by type: those the tree gained and lost.
        case coordinators(added: [String], removed: [String])
        /// Leaked objects by type: those that came and went.
        case leaked(added: [String], removed: [String])
        /// The app's model state (``Snapshot/appState``) under `key`; nil where there is none.
        case appState(key: String, from: String?, to: String?)
        /// What a control of a screen in the stack holds (``ScreenSnapshot/controls``), by element
        /// id; nil where the screen has no such control. Said for the active screen as ``element(screen:id:from:to:)``.
        case control(screen: String, depth: Int, id: String, from: String?, to: String?)
        /// What an element of the active screen `screen` shows (a switch on or off, a field's
        /// text, the selected option), by element id; nil where the screen has no such element.
        case element(screen: String, id: String, from: String?, to: String?)

        func description(at place: Place) -> String {
            switch self {
            case let .rootKind(from, to): return "root \(from.rawValue) → \(to.rawValue)"
            case let .selectedTab(from, to):
                return "selected tab \(from.map { "\($0 + 1)" } ?? "none") → \(to.map { "\($0 + 1)" } ?? "none")"
            case let .appeared(screens):
                return (place == .modal ? "presented " : "appeared with ") + SnapshotDiff.names(screens)
            case let .disappeared(screens):
                return (place == .modal ? "dismissed " : "gone, was ") + SnapshotDiff.names(screens)
            case let .pushed(screens): return "pushed " + SnapshotDiff.names(screens)
            case let .popped(screens): return "popped " + SnapshotDiff.names(screens)
            case let .parameter(screen, depth, name, from, to):
                return "\(screen) at depth \(depth): \(name) \(from ?? "(none)") → \(to ?? "(none)")"
            case let .control(screen, depth, id, from, to):
                return "\(screen) at depth \(depth): \(id) \(from ?? "(none)") → \(to ?? "(none)")"
            case let .title(screen, depth, from, to):
                return "\(screen) at depth \(depth): title \"\(from)\" → \"\(to)\""
            case let .owner(screen, depth, from, to):
                return "\(screen) at depth \(depth): owner \(SnapshotDiff.name(from)) → \(SnapshotDiff.name(to))"
            case let .tabTitle(from, to): return "tab title \(from ?? "(none)") → \(to ?? "(none)")"
            case let .tabBadge(from, to): return "tab badge \(from ?? "(none)") → \(to ?? "(none)")"
            case let .presentation(from, to):
                return "presentation \(SnapshotDiff.name(from)) → \(SnapshotDiff.name(to))"
            case let .coordinators(added, removed):
                return "coordinators" + SnapshotDiff.plusMinus(added, removed)
            case let .leaked(added, removed):
                return "leaked" + SnapshotDiff.plusMinus(added, removed)
            case let .appState(key, from, to):
                return "app state \(key) \(from ?? "(none)") → \(to ?? "(none)")"
            case let .element(screen, id, from, to):
                return "\(screen) on screen: \(id) \(from ?? "(none)") → \(to ?? "(none)")"
            }
        }
    }

    /// A screen as a diff prints it: `Conversation(with=Dr Kim)`, its parameters by name.
    public static func name(_ screen: ScreenSnapshot) -> String {
        guard !screen.parameters.isEmpty else { return screen.identifier }
        let parameters = screen.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(screen.identifier)(\(parameters.joined(separator: ", ")))"
    }

    static func names(_ screens: [ScreenSnapshot]) -> String {
        screens.isEmpty ? "no screen" : screens.map(name).joined(separator: ", ")
    }

    static func name(_ owner: ScreenOwner?) -> String {
        switch owner {
        case let .coordinator(ref)?: ref.type
        case let .object(type)?: type
        case .released?: "(released)"
        case nil: "(unknown)"
        }
    }

    static func name(_ presentation: ModalPresentation?) -> String {
        guard let presentation else { return "(none)" }
        return "\(presentation.style.rawValue), "
            + (presentation.userMayDismiss ? "user may dismiss" : "user may not dismiss")
    }

    static func plusMinus(_ added: [String], _ removed: [String]) -> String {
        (added.map { " +\($0)" } + removed.map { " -\($0)" }).joined()
    }

    /// Each stack of `snapshot` with its place.
    private static func places(of snapshot: Snapshot) -> [(place: Place, stack: StackSnapshot)] {
        var places: [(place: Place, stack: StackSnapshot)] = []
        switch snapshot.rootKind {
        case .none: break
        case .navigation: if let stack = snapshot.stacks.first { places.append((.root, stack)) }
        case .tabBar:
            for (index, stack) in snapshot.stacks.enumerated() { places.append((.tab(index, title: stack.tabTitle), stack)) }
        }
        if let modal = snapshot.modal { places.append((.modal, modal)) }
        return places
    }

    /// One stack's changes: the screens kept in place, compared field by field, then what was
    /// popped and what was pushed above them.
    private static func changes(from old: StackSnapshot, to new: StackSnapshot, at place: Place) -> [Change] {
        guard old != new else { return [] }
        var changes: [Change] = []
        if old.tabTitle != new.tabTitle { changes.append(Change(place: place, kind: .tabTitle(from: old.tabTitle, to: new.tabTitle))) }
        if old.tabBadge != new.tabBadge { changes.append(Change(place: place, kind: .tabBadge(from: old.tabBadge, to: new.tabBadge))) }
        var kept = 0
        while kept < min(old.screens.count, new.screens.count), old.screens[kept].identifier == new.screens[kept].identifier,
              old.screens[kept].id == new.screens[kept].id {
            kept += 1
        }
        for depth in 0..<kept {
            let (was, now) = (old.screens[depth], new.screens[depth])
            guard was != now else { continue }
            if was.title != now.title {
                changes.append(Change(place: place, kind: .title(screen: now.identifier, depth: depth + 1,
                                                                 from: was.title, to: now.title)))
            }
            for name in Set(was.parameters.keys).union(now.parameters.keys).sorted()
            where was.parameters[name] != now.parameters[name] {
                changes.append(Change(place: place, kind: .parameter(screen: now.identifier, depth: depth + 1, name: name,
                                                                     from: was.parameters[name], to: now.parameters[name])))
            }
            for id in Set(was.controls.keys).union(now.controls.keys).sorted() where was.controls[id] != now.controls[id] {
                changes.append(Change(place: place, kind: .control(screen: now.identifier, depth: depth + 1, id: id,
                                                                   from: was.controls[id], to: now.controls[id])))
            }
            if was.owner != now.owner {
                changes.append(Change(place: place, kind: .owner(screen: now.identifier, depth: depth + 1,
                                                                 from: was.owner, to: now.owner)))
            }
        }
        if old.screens.count > kept { changes.append(Change(place: place, kind: .popped(Array(old.screens[kept...])))) }
        if new.screens.count > kept { changes.append(Change(place: place, kind: .pushed(Array(new.screens[kept...])))) }
        return changes
    }

    /// What `new` has more of than `old`, and less, as multisets, each sorted.
    private static func multisetChange(_ old: [String], _ new: [String]) -> (added: [String], removed: [String]) {
        var counts: [String: Int] = [:]
        for type in new { counts[type, default: 0] += 1 }
        for type in old { counts[type, default: 0] -= 1 }
        var added: [String] = []
        var removed: [String] = []
        for (type, count) in counts.sorted(by: { $0.key < $1.key }) {
            if count > 0 { added += Array(repeating: type, count: count) }
            if count < 0 { removed += Array(repeating: type, count: -count) }
        }
        return (added, removed)
    }

    /// What the active screen's elements show that changed, when both snapshots show the same
    /// screen: the rest of the snapshot holds no element, so a switch set the other way would
    /// otherwise read as no change.
    static func elementChanges(from before: ActiveScreen?, to after: ActiveScreen?) -> [Change] {
        guard let before, let after, before.identifier == after.identifier, before.elements != after.elements else { return [] }
        var changes: [Change] = []
        let old = Dictionary(before.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ids = before.elements.map(\.id)
        for element in after.elements where old[element.id] == nil { ids.append(element.id) }
        for id in ids where old[id] != new[id] {
            let from = old[id].map(shown)
            let to = new[id].map(shown)
            guard from != to else { continue }
            changes.append(Change(place: .window, kind: .element(screen: after.identifier, id: id, from: from, to: to)))
        }
        return changes
    }

    /// What an element shows, in a word or a quote: `on`, `"Ada"`, the selected option.
    static func shown(_ element: Element) -> String {
        switch element.kind {
        case let .text(text, _): return "\"\(text)\""
        case let .button(label, _): return "button \"\(label)\""
        case let .segmented(options, selected), let .list(options, selected):
            return options.indices.contains(selected) ? "\"\(options[selected])\"" : "nothing selected"
        case let .textField(_, value, _): return "\"\(value)\""
        case let .switch(_, isOn): return isOn ? "on" : "off"
        }
    }
}
