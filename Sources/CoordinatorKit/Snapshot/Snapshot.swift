/// The whole navigation state as a value: what renderers, tests, comparisons,
/// exploration and the state file read. Nothing in it points back into the object graph.
public struct Snapshot: Hashable, Codable, Sendable {
    /// What the window's root controller is.
    public enum RootKind: String, Hashable, Codable, Sendable {
        /// Nothing is on screen yet.
        case none
        /// A single navigation stack, such as a sign-in flow.
        case navigation
        /// The tab bar, one stack per tab.
        case tabBar
    }

    /// What the window's root is: nothing, one navigation stack, or a tab bar.
    public var rootKind: RootKind
    /// One stack for a navigation root, or one a tab for the tab bar (a plain tab's is its one
    /// screen, ``StackSnapshot/isPlainTab``).
    public var stacks: [StackSnapshot]
    /// The selected tab's index into ``stacks``, 0-based; nil unless the root is a tab bar.
    public var selectedTab: Int?
    /// The presented modal, if any, as its own stack.
    public var modal: StackSnapshot?
    /// How ``modal`` is presented and whether the user may dismiss it now; nil when no modal is shown.
    public var presentation: ModalPresentation?
    /// The coordinator tree from the root coordinator, if one is installed.
    public var coordinators: CoordinatorNode?
    /// The screen keys act on: the modal's top, or the visible stack's top.
    public var active: ActiveScreen?
    /// Every tracked screen and coordinator alive at the last sweep, in id order.
    public var live: [ObjectRef]
    /// The objects in ``live`` that had left the app (out of the window and the coordinator tree)
    /// and are still alive: leaks, such as a screen its coordinator holds strongly after a pop.
    public var leaked: [ObjectRef]
    /// The terminal size the snapshot was taken for; 0x0 in a structural snapshot.
    public var viewport: Size
    /// The app's model state that no screen's `parameters` shows but that can change what an
    /// input does (`SimulatedApp.explorationState` in the app API), plus what the runtime knows
    /// on its own under `coordsim.` keys (a deep link waiting for login). Part of a state's
    /// identity: two states that differ only here are two states.
    public var appState: [String: String] = [:]
    /// True while the tab bar is hidden: a controller in the selected tab's stack has
    /// `hidesBottomBarWhenPushed`. Encoded only when true.
    public var isTabBarHidden = false

    /// A snapshot from its parts; every part defaults to empty, and the viewport to 80x24.
    public init(rootKind: RootKind = .none, stacks: [StackSnapshot] = [], selectedTab: Int? = nil,
                modal: StackSnapshot? = nil, presentation: ModalPresentation? = nil,
                coordinators: CoordinatorNode? = nil, active: ActiveScreen? = nil,
                live: [ObjectRef] = [], leaked: [ObjectRef] = [], viewport: Size = Size(columns: 80, rows: 24)) {
        self.rootKind = rootKind
        self.stacks = stacks
        self.selectedTab = selectedTab
        self.modal = modal
        self.presentation = presentation
        self.coordinators = coordinators
        self.active = active
        self.live = live
        self.leaked = leaked
        self.viewport = viewport
    }

    /// The stack on screen under any modal.
    public var visibleStack: StackSnapshot? {
        switch rootKind {
        case .none: return nil
        case .navigation: return stacks.first
        case .tabBar: return selectedTab.flatMap { stacks.indices.contains($0) ? stacks[$0] : nil }
        }
    }

    /// The stack keys act on: the modal's if one is shown.
    public var activeStack: StackSnapshot? { modal ?? visibleStack }

    /// Every screen in the window: each of the root's stacks, then the modal's.
    public var allScreens: [ScreenSnapshot] {
        stacks.flatMap(\.screens) + (modal?.screens ?? [])
    }
}

/// A terminal size in character cells, printed `80x24`.
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The width, in columns.
    public var columns: Int
    /// The height, in rows.
    public var rows: Int

    /// A size of `columns` by `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public var description: String { "\(columns)x\(rows)" }
}

/// A navigation stack: its screens bottom to top, and the tab item if it is a tab. A tab that is a
/// plain view controller, not a navigation controller, is a stack of that one screen with
/// ``isPlainTab`` set.
public struct StackSnapshot: Hashable, Codable, Sendable {
    /// The navigation controller's id (a plain tab's: its screen's); `#0` for every stack in a
    /// structural snapshot.
    public var id: ObjectID
    /// The title the tab bar shows for this stack; nil when the stack is not a tab, or its tab has none.
    public var tabTitle: String?
    /// The tab's badge, as its `tabBarItem.badgeValue` says (`3`, `New`); nil for none.
    public var tabBadge: String?
    /// The screens, bottom (the root) first.
    public var screens: [ScreenSnapshot]
    /// True for a tab that is a plain view controller (UIKit takes any view controller as a tab):
    /// its one screen has no navigation bar, nothing to pop, and reselecting it does nothing.
    /// False for a navigation controller, and for every stack that is not a tab. Encoded only when
    /// true, so a snapshot saved before the field decodes as a navigation controller.
    public var isPlainTab = false

    /// A stack of `screens`, bottom first; a tab's title and badge when it is a tab, and whether
    /// that tab is a plain view controller.
    public init(id: ObjectID, tabTitle: String? = nil, tabBadge: String? = nil, screens: [ScreenSnapshot],
                isPlainTab: Bool = false) {
        self.id = id
        self.tabTitle = tabTitle
        self.tabBadge = tabBadge
        self.screens = screens
        self.isPlainTab = isPlainTab
    }

    /// How many screens the stack holds: 1 at its root.
    public var depth: Int { screens.count }
    /// The screen on top, the one shown; nil for an empty stack.
    public var top: ScreenSnapshot? { screens.last }
}

/// A screen in a stack: its registry identifier and the parameters it was made with.
public struct ScreenSnapshot: Hashable, Codable, Sendable {
    /// The screen's id; `#0` for every screen in a structural snapshot.
    public var id: ObjectID
    /// The registry identifier, such as `Checkout`.
    public var identifier: String
    /// The screen's `title`, which defaults to its identifier.
    public var title: String
    /// What the screen was made with and what the user has set on it, e.g. `item=book`.
    public var parameters: [String: String]
    /// Who the screen reports to: an ``OwnedScreen``'s `owner`, or, in an app whose root coordinator
    /// is not a `Coordinator` (or is not set), its stored `coordinator` or `delegate`. Nil when the
    /// runtime cannot know it, as for a screen that reports through closures: ownership checks
    /// skip such a screen and count it, rather than guess.
    public var owner: ScreenOwner?
    /// What the screen's controls hold, by element id, as a diff words it: a field's text
    /// (`"Ada"`), a switch's `on` or `off`, the selected option. UIKit keeps a view's controls
    /// while another screen covers it or another tab is selected, so they are state whether or
    /// not the screen is the active one, even where its `parameters` leave them out.
    public var controls: [String: String]

    /// A screen from its parts; no parameters or controls and an unknown owner unless given.
    public init(id: ObjectID, identifier: String, title: String, parameters: [String: String] = [:],
                owner: ScreenOwner? = nil, controls: [String: String] = [:]) {
        self.id = id
        self.identifier = identifier
        self.title = title
        self.parameters = parameters
        self.owner = owner
        self.controls = controls
    }

    /// The values of the controls among `elements`, as ``controls`` holds them.
    package static func controls(in elements: [Element]) -> [String: String] {
        // Most screens have none: no dictionary is made for them (this runs for every screen of every state).
        var controls: [String: String]?
        for element in elements {
            switch element.kind {
            case .textField, .switch, .segmented, .list:
                if controls == nil { controls = [:] }
                controls![element.id] = SnapshotDiff.shown(element)
            case .text, .button: break
            }
        }
        return controls ?? [:]
    }
}

// Written out rather than synthesized: the explorer compares stacks for every state it looks up,
// and the synthesized `==` copies each screen out of the array (retaining every field) and looks
// each parameter up by hashing its key. Same relation as the synthesized one.
extension StackSnapshot {
    public static func == (lhs: StackSnapshot, rhs: StackSnapshot) -> Bool {
        guard lhs.id == rhs.id, lhs.screens.count == rhs.screens.count, lhs.tabTitle == rhs.tabTitle,
              lhs.tabBadge == rhs.tabBadge, lhs.isPlainTab == rhs.isPlainTab else { return false }
        return lhs.screens.withUnsafeBufferPointer { left in
            rhs.screens.withUnsafeBufferPointer { right in
                guard let left = left.baseAddress, let right = right.baseAddress, left != right else { return true }
                for index in 0..<lhs.screens.count where !ScreenSnapshot.same(left + index, right + index) { return false }
                return true
            }
        }
    }
}

extension ScreenSnapshot {
    public static func == (lhs: ScreenSnapshot, rhs: ScreenSnapshot) -> Bool {
        withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in same(left, right) } }
    }

    /// The screens compared in place, field by field.
    fileprivate static func same(_ lhs: UnsafePointer<ScreenSnapshot>, _ rhs: UnsafePointer<ScreenSnapshot>) -> Bool {
        lhs.pointee.id == rhs.pointee.id && lhs.pointee.identifier == rhs.pointee.identifier
            && lhs.pointee.title == rhs.pointee.title && lhs.pointee.owner == rhs.pointee.owner
            && sameParameters(lhs.pointee.parameters, rhs.pointee.parameters)
            && sameParameters(lhs.pointee.controls, rhs.pointee.controls)
    }

    /// `lhs == rhs`, scanning instead of hashing when there are only a few pairs, as there usually are.
    private static func sameParameters(_ lhs: [String: String], _ rhs: [String: String]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.count <= 4 else { return lhs == rhs }
        for (key, value) in lhs where !rhs.contains(where: { $0.key == key && $0.value == value }) { return false }
        return true
    }
}

/// The object an ``OwnedScreen`` reports to, as a value.
public enum ScreenOwner: Hashable, Codable, Sendable {
    /// A coordinator of the app.
    case coordinator(ref: ObjectRef)
    /// An object that is not a coordinator, by its type's name.
    case object(type: String)
    /// The screen's weak owner has been released: its buttons would do nothing.
    case released

    /// The owning coordinator's ref, when a coordinator owns the screen.
    public var coordinator: ObjectRef? {
        if case let .coordinator(ref) = self { return ref }
        return nil
    }
}

/// The screen that keys act on, with everything needed to draw it.
public struct ActiveScreen: Hashable, Codable, Sendable {
    /// The screen's id; `#0` in a structural snapshot.
    public var id: ObjectID
    /// The registry identifier of the screen's type, such as `Checkout`.
    public var identifier: String
    /// The screen's `title`, which defaults to its identifier.
    public var title: String
    /// The nav bar's back button title, present when back is possible.
    public var backTitle: String?
    /// True when this screen is shown as a modal.
    public var isModal: Bool
    /// What the screen shows, top to bottom, as its `elements` describe it.
    public var elements: [Element]
    /// The element that has focus, if any.
    public var focus: String?
    /// True while the focused text field is being edited (letters type, shortcuts don't fire).
    public var isEditing: Bool
    /// The nav bar as this screen and its stack set it: hidden, its back button hidden or
    /// replaced, bar buttons. Nil for a plain bar (the title, and back when ``backTitle`` is set).
    public var navigationBar: NavigationBarSnapshot?

    /// An active screen from its parts, as the driver builds it.
    public init(id: ObjectID, identifier: String, title: String, backTitle: String?, isModal: Bool,
                elements: [Element], focus: String?, isEditing: Bool) {
        self.id = id
        self.identifier = identifier
        self.title = title
        self.backTitle = backTitle
        self.isModal = isModal
        self.elements = elements
        self.focus = focus
        self.isEditing = isEditing
    }

    /// Whether the nav bar shows a back button, so back pops (``backTitle`` is set).
    public var canGoBack: Bool { backTitle != nil }
}

/// The nav bar of the active screen, where it differs from a plain one.
public struct NavigationBarSnapshot: Hashable, Codable, Sendable {
    /// `navigationItem.title`, which the bar shows in place of the screen's `title`; nil when unset.
    public var title: String?
    /// The stack hides its bar (`isNavigationBarHidden`): nothing of it is drawn or tappable.
    public var isHidden: Bool
    /// The back button is not drawn although back is possible: the screen's `navigationItem`
    /// hides it or its left items take its place. Esc still pops, standing in for the app's own button.
    public var hidesBackButton: Bool
    /// `navigationItem.leftBarButtonItems`, outermost first.
    public var leftItems: [BarButtonSnapshot]
    /// `navigationItem.rightBarButtonItems`, outermost (rightmost) first.
    public var rightItems: [BarButtonSnapshot]

    /// A bar from its parts; a plain bar unless given.
    public init(title: String? = nil, isHidden: Bool = false, hidesBackButton: Bool = false,
                leftItems: [BarButtonSnapshot] = [], rightItems: [BarButtonSnapshot] = []) {
        self.title = title
        self.isHidden = isHidden
        self.hidesBackButton = hidesBackButton
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}

/// A bar button as the nav bar shows it.
public struct BarButtonSnapshot: Hashable, Codable, Sendable {
    /// What the bar shows, which is also the label a tap names: the title, a system item's word or
    /// sign (`Done`, `+`), or `?` for a button with an image only.
    public var title: String
    /// False for a dimmed button, which refuses taps (`isEnabled`).
    public var isEnabled: Bool

    /// A button titled `title`, enabled unless told.
    public init(title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }
}

/// A coordinator and its `childCoordinators`, as a value.
public struct CoordinatorNode: Hashable, Codable, Sendable {
    /// The coordinator itself.
    public var ref: ObjectRef
    /// Its `childCoordinators`, in their order.
    public var children: [CoordinatorNode]

    /// A node for `ref` with `children`; a leaf unless given.
    public init(ref: ObjectRef, children: [CoordinatorNode] = []) {
        self.ref = ref
        self.children = children
    }

    /// Every node, depth first, this one included.
    public var allNodes: [CoordinatorNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The first node, depth first, whose coordinator has the type `name`.
    public func first(ofType name: String) -> CoordinatorNode? {
        allNodes.first { $0.ref.type == name }
    }
}
