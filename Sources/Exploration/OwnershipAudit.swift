import CoordinatorKit
import Journeys

/// Who owns what in one state, read from the snapshot's ``ScreenOwner``s: the screens whose
/// coordinator is gone, the child coordinators that own no screen in the window, and how much
/// could not be decided.
///
/// Nothing is guessed. A screen that names no owner (``ScreenSnapshot/owner`` is nil: not an
/// ``OwnedScreen``, and no stored `coordinator` or `delegate` to read, as a screen that reports
/// through closures) has an unknown owner: it is counted, never checked. While one is in the
/// window, a coordinator that owns no screen the runtime knows of may own that one, so it is
/// counted as undecided, never reported by name; only more of them than such screens is (see
/// ``surplus``). So while a tab's stack is empty (a tab filled on its
/// first selection, whose coordinator was made with the tab bar): that stack is the
/// coordinator's, and no screen says so.
struct OwnershipAudit {
    /// Child coordinators that own no screen in the window and have no children, decided: every
    /// screen in the window has a known owner.
    var orphans: [ObjectRef] = []
    /// Screens in the window whose weak coordinator or delegate has been released. Found whether
    /// or not the app set a root coordinator.
    var abandoned: [ObjectRef] = []
    /// What a journey's `children` expectation sees in a correct app, under the first orphan's
    /// parent: only its children that own screens.
    var expectation: Expectation?
    /// Screens in the window that name an owner (a coordinator or another object, alive or
    /// released): those `screenHasCoordinator` checked.
    var screensWithKnownOwner = 0
    /// Screens in the window whose owner the runtime cannot know; the ownership checks skip them.
    var screensWithUnknownOwner = 0
    /// Child coordinators in the tree that `childOwnsScreen` looked at (nil tree: none).
    var coordinatorsChecked = 0
    /// Child coordinators that own no screen the runtime knows of, while screens with an unknown
    /// owner or an empty tab are shown: one of those may be theirs, so they are neither reported
    /// nor cleared.
    var undecided: [ObjectRef] = []
    /// Tabs whose stack is empty (not filled yet): their owner cannot be known either.
    var emptyTabs = 0
    /// How many more ``undecided`` children there are than screens of unknown owner and empty
    /// tabs: each undecided child is a leaf that needs one of those to itself, and a screen has one
    /// owner, so at least this many own nothing. Counted, not guessed: which ones is not known.
    var surplus = 0

    init(_ snapshot: Snapshot) {
        // A handful of owners: a list searched in place costs less than a set. It runs for every new state.
        var owners: [ObjectRef] = []
        func note(_ stack: StackSnapshot) {
            for screen in stack.screens {
                switch screen.owner {
                case let .coordinator(ref)?:
                    owners.append(ref)
                    screensWithKnownOwner += 1
                case .released?:
                    // The live list names the screen by its type, as the rest of the report does.
                    abandoned.append(snapshot.live.first { $0.id == screen.id }
                        ?? ObjectRef(id: screen.id, kind: .screen, type: screen.identifier))
                    screensWithKnownOwner += 1
                case .object?:
                    screensWithKnownOwner += 1
                case nil:
                    screensWithUnknownOwner += 1
                }
            }
        }
        // Before the tree: a screen's coordinator can be gone whether or not the app set a root.
        snapshot.stacks.forEach(note)
        if let modal = snapshot.modal { note(modal) }
        emptyTabs = snapshot.stacks.count { $0.screens.isEmpty }
        guard let root = snapshot.coordinators else { return }
        let decides = screensWithUnknownOwner == 0 && emptyTabs == 0
        // A structural snapshot (a recorded state) has no ids: there an owner is matched by its
        // type, which can take a stale child for the owner of a screen of its type, never the reverse.
        func owns(_ node: CoordinatorNode) -> Bool {
            let ref = node.ref
            return !node.children.isEmpty
                || owners.contains { $0.id == ref.id && ($0.id != .structural || $0.type == ref.type) }
        }
        func walk(_ node: CoordinatorNode) {
            for child in node.children {
                coordinatorsChecked += 1
                if !owns(child) {
                    if decides { orphans.append(child.ref) } else { undecided.append(child.ref) }
                }
                walk(child)
            }
            if decides, expectation == nil, node.children.contains(where: { !owns($0) }) {
                // Where the tree holds several of the parent's type (one per tab), the journey names which.
                let sameType = root.allNodes.filter { $0.ref.type == node.ref.type }
                let index = sameType.count > 1 ? sameType.firstIndex { $0.ref.id == node.ref.id } : nil
                expectation = Expectation(children: ChildCount(node.children.filter(owns).count, under: node.ref.type,
                                                               index: index))
            }
        }
        walk(root)
        if !decides { surplus = max(0, undecided.count - screensWithUnknownOwner - emptyTabs) }
    }
}

/// How much the ownership checks (`screenHasCoordinator`, `childOwnsScreen`) could decide over
/// the states of an exploration: what a report prints beside them, so a pass that skipped
/// screens whose owner cannot be known says so.
public struct OwnershipCoverage: Hashable, Sendable {
    /// States in which some screen shown named no owner.
    public var statesWithUnknownOwners = 0
    /// The screens, by identifier, that named no owner in some state: never checked.
    public var screensWithUnknownOwner: [String] = []
    /// The coordinators, by type, that owned no known screen in some state while a screen with an
    /// unknown owner was shown: neither reported nor cleared there.
    public var undecidedCoordinators: [String] = []
    /// States with child coordinators in which a tab's stack was empty (a tab filled on its
    /// first selection), and every screen shown named its owner: the empty stack may be a
    /// coordinator's, so no orphan was judged there.
    public var statesWithEmptyTabs = 0
    /// States with a coordinator tree: without one, `childOwnsScreen` has nothing to check.
    public var statesWithTree = 0
    /// Screens shown that named an owner, summed over the states: what `screenHasCoordinator` checked.
    public var screensChecked = 0
    /// States with child coordinators where every screen shown named its owner and no tab was
    /// empty: those `childOwnsScreen` judged.
    public var statesJudged = 0
    /// States with undecided coordinators, where `childOwnsScreen` could only count: more of them
    /// than screens of unknown owner and empty tabs breaks it, without naming which.
    public var statesCounted = 0

    /// The coverage over every state `result` recorded.
    init(_ result: ExplorationResult) {
        self.init(states: result.states.lazy.map(\.snapshot))
    }

    /// The coverage over `states`.
    init(states: some Sequence<Snapshot>) {
        var unknown: Set<String> = []
        var undecided: Set<String> = []
        for state in states {
            let audit = OwnershipAudit(state)
            if audit.screensWithUnknownOwner > 0 {
                statesWithUnknownOwners += 1
                for screen in state.allScreens where screen.owner == nil { unknown.insert(screen.identifier) }
            }
            undecided.formUnion(audit.undecided.map(\.type))
            if !audit.undecided.isEmpty { statesCounted += 1 }
            if audit.emptyTabs > 0, audit.screensWithUnknownOwner == 0, audit.coordinatorsChecked > 0 {
                statesWithEmptyTabs += 1
            }
            if state.coordinators != nil { statesWithTree += 1 }
            if audit.coordinatorsChecked > 0, audit.screensWithUnknownOwner == 0, audit.emptyTabs == 0 { statesJudged += 1 }
            screensChecked += audit.screensWithKnownOwner
        }
        screensWithUnknownOwner = unknown.sorted()
        undecidedCoordinators = undecided.sorted()
    }

    /// True when every screen shown in every state named its owner: nothing was skipped.
    public var isComplete: Bool { statesWithUnknownOwners == 0 }
}
