/// Watches every screen and coordinator, and reports the ones that outlive their place in the
/// app. Screens raise their ``DeathFlag`` in their `deinit`; coordinators, the app's own classes,
/// are held in weak boxes. Either way ARC says whether an object is alive.
///
/// An object leaks when it is still alive after it has left both the window's screen
/// hierarchy and the coordinator tree: for example a child coordinator with a strong
/// `parentCoordinator`. A screen that a coordinator in the tree keeps in a property, to show it
/// again, has not leaked (``HeldScreens``). Swift's ARC works on Linux as on iOS, so the leak is real.
package final class LifetimeTracker {
    private struct Entry {
        let life: Life
        let ref: ObjectRef
        /// The object's identifier while it lived, to forget it when it dies.
        let identifier: ObjectIdentifier
        var isLeaked = false
        var wasReachable = false
        /// When a coordinator was seen released (``ReleaseClock``); `Int.max` when only the sweep saw it.
        var releasedAt = Int.max

        /// When the object was released, on the clock screens and coordinators share.
        var releaseTime: Int {
            switch life {
            case .weak: releasedAt
            case let .reported(flag): flag.releasedAt
            }
        }

        var isAlive: Bool {
            switch life {
            case let .weak(box): box.object != nil
            case let .reported(flag): !flag.isDead
            }
        }
    }

    /// How the tracker knows an object is alive. A screen says so itself: its `deinit` sets a flag,
    /// so no weak reference gives it a side table, which would put every retain and release of it
    /// on the runtime's slow path. A coordinator is the app's own class, so a weak reference tells.
    private enum Life {
        /// Boxed, so copying an entry copies a strong pointer, not a weak reference (a runtime call).
        case weak(WeakBox)
        case reported(DeathFlag)
    }

    /// Ordered by id, which is the order objects were first seen.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var entries: [Entry] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    /// The id of each tracked coordinator: ids, unlike positions, stay put when a dead entry is
    /// removed. Screens carry their own id, so they are not hashed in and out as they come and go.
    private var idByObject: [ObjectIdentifier: ObjectID] = [:]

    package init() { clock.tracker = self }

    deinit { clock.tracker = nil }

    /// Orders releases: a screen takes a tick in its `deinit`, a coordinator when a look at the tree finds it gone.
    private let clock = ReleaseClock()

    /// Coordinators that left the tree this step and were still alive when last looked at.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var watched: [ObjectID] = [] {
        didSet { clock.isWatching = !watched.isEmpty }
    }

    /// True while coordinators that left the tree this step may yet be released.
    var isWatchingReleases: Bool { !watched.isEmpty }

    /// Notes which coordinators have been released since the last look, so that deinits are
    /// journaled in release order: the coordinators in `previous` but not in `walked` (those that
    /// left the tree since), and those that left earlier in the step and were alive then.
    func noteReleases(leaving previous: [WalkedCoordinator], walked: [WalkedCoordinator]) {
        for index in previous.indices where !walked.contains(where: { $0.identifier == previous[index].identifier }) {
            if let id = idByObject[previous[index].identifier], !watched.contains(id) { watched.append(id) }
        }
        noteReleases()
    }

    /// Checks the watched coordinators: each one found released takes the next tick.
    func noteReleases() {
        var position = 0
        while position < watched.count {
            if let index = index(of: watched[position]), entries[index].releasedAt == .max {
                if entries[index].isAlive {
                    position += 1
                    continue
                }
                entries[index].releasedAt = clock.advance()
            }
            watched.remove(at: position)
        }
    }

    /// Starts tracking a coordinator, held weakly: it is the app's class, which cannot report its death.
    func track(_ object: AnyObject, ref: ObjectRef) {
        append(Entry(life: .weak(WeakBox(object)), ref: ref, identifier: ObjectIdentifier(object)))
    }

    /// Starts tracking a screen, which reports its own death (see ``Life``).
    func track(screen: Screen, ref: ObjectRef) {
        let flag = DeathFlag(clock: clock)
        screen.deathFlag = flag
        append(Entry(life: .reported(flag), ref: ref, identifier: ObjectIdentifier(screen)))
    }

    private func append(_ entry: Entry) {
        assert(entries.last.map { $0.ref.id < entry.ref.id } ?? true,
               "Objects must be tracked in id order: entries are found by binary search.")
        if case .weak = entry.life { idByObject[entry.identifier] = entry.ref.id }
        entries.append(entry)
    }

    /// The ref of a tracked object. Checks that the entry is alive, because a freed object's address
    /// can be reused: a live entry at `object`'s address is `object`.
    func entry(of object: AnyObject) -> ObjectRef? {
        if let id = idByObject[ObjectIdentifier(object)], let index = index(of: id), entries[index].isAlive {
            return entries[index].ref
        }
        // A screen's entry is found by its id, and is its own when it holds the screen's death flag.
        guard let screen = object as? Screen, let index = index(of: screen.id),
              case let .reported(flag) = entries[index].life, flag === screen.deathFlag else { return nil }
        return entries[index].ref
    }

    /// The index of the entry with `id`, found by binary search: entries are in id order.
    private func index(of id: ObjectID) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].ref.id < id { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].ref.id == id ? low : nil
    }

    /// Every tracked object alive at the last sweep, in id order. Built when read after a sweep
    /// changed it, and the same array until the next change, so snapshots share it.
    package var live: [ObjectRef] {
        if listsAreStale { buildLists() }
        return liveList
    }

    /// Objects alive at the last sweep that had left the app.
    package var leaked: [ObjectRef] {
        if listsAreStale { buildLists() }
        return leakedList
    }

    /// How many objects were alive at the last sweep: ``live``'s count, without building it.
    package var liveCount: Int { sweptCount }

    private func buildLists() {
        // The entries after `sweptCount` were tracked since the last sweep; the lists describe that sweep.
        liveList = entries[..<sweptCount].map(\.ref)
        leakedList = entries[..<sweptCount].compactMap { $0.isLeaked ? $0.ref : nil }
        listsAreStale = false
    }

    private var liveList: [ObjectRef] = []
    private var leakedList: [ObjectRef] = []
    private var listsAreStale = false

    /// The raw ids of screens taken out of a container since the last sweep (a pop, a stack set,
    /// tabs replaced, a root swapped, a modal dismissed), in no order, perhaps twice: the only
    /// screens that can have left the window. Some may be back in it, or never tracked.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var departed: [Int] = []
    /// The ids of objects alive but out of the app at the last sweep (the leaked ones, and screens
    /// a coordinator in the tree keeps), sorted, and the buffer this sweep fills in their place.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var outside: [Int] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var nextOutside: [Int] = []
    /// How many entries there were after the last sweep: the ones after it are new.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var sweptCount = 0
    /// Buffers the sweep reuses, so a step allocates no arrays.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var candidates: [Int] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var deadIndices: [Int] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var newlyLeaked: [Int] = []
    #if DEBUG
    /// Every id the window and the tree held at the last sweep, to check that `departed` missed none.
    private var checkedReachable: Set<Int> = []
    #endif

    /// Notes that `controller`'s screens are leaving the container that held them: the next sweep
    /// checks whether they left the window (see ``sweep(tree:previousTree:window:journal:)``).
    func noteDeparture(of controller: ViewController) {
        controller.appendScreenIDs(to: &departed)
    }

    /// Notes that `screens` are leaving the stack that held them.
    func noteDeparture(of screens: [Screen]) {
        // A tab bar that was a stack's root leaves with its tabs' screens.
        for index in screens.indices {
            if screens[index].isContainer { screens[index].appendScreenIDs(to: &departed) } else { departed.append(screens[index].id.rawValue) }
        }
    }

    /// Journals how the tree changed, deaths and leaks. `previousTree` is the tree the last sweep
    /// saw, when `tree` is not the same.
    func sweep(tree: FlatCoordinatorTree, previousTree: FlatCoordinatorTree?, window: Window, journal: Journal) {
        if let previousTree { noteTree(from: previousTree, to: tree, journal: journal) }

        // Only objects out of the app can have died or leaked: an object in the window or the
        // coordinator tree is held by it. So the check looks at the objects that may just have
        // left (screens taken out of a container, coordinators gone from the tree), those already
        // outside (leaked), and those new since the last sweep, not at every object, and the
        // window and tree are not listed: most steps change one screen of them.
        // Appended one by one: `append(contentsOf:)` costs more than a few elements do.
        for index in outside.indices { candidates.append(outside[index]) }
        for index in departed.indices { candidates.append(departed[index]) }
        previousTree?.appendIDs(notIn: tree, to: &candidates)
        for index in sweptCount..<entries.count { candidates.append(entries[index].ref.id.rawValue) }
        #if DEBUG
        checkNoneLeftUnnoticed(tree: tree, window: window)
        #endif
        Self.empty(&departed)
        if candidates.isEmpty { return }
        // In id order, as they are journaled.
        if candidates.count > 1 { candidates.sort() }

        // Deaths and leaks, in id order.
        var leaksChanged = sweptCount != entries.count
        Self.empty(&nextOutside)
        Self.empty(&deadIndices)
        var last = -1
        // The coordinators reflected on this sweep, newest first, and the screens they keep.
        var scan = HolderScan(tree: tree)
        for position in candidates.indices where candidates[position] != last {
            let id = candidates[position]
            last = id
            guard let index = index(of: ObjectID(id)) else { continue }
            guard entries[index].isAlive else {
                deadIndices.append(index)
                holders[id] = nil
                continue
            }
            let isReachable = switch entries[index].life {
            case .reported: window.containsScreen(ObjectID(id))
            case .weak: tree.contains(ObjectID(id))
            }
            if !isReachable, !entries[index].isLeaked, case .reported = entries[index].life,
               isHeld(id, tree: tree, scan: &scan) {
                // Kept by a coordinator in the tree, to be shown again: not lost. Looked at again
                // when that coordinator leaves the tree. (A screen found leaked stays leaked until
                // it is back in the window: an app with leaks pays no reflection.)
                nextOutside.append(id)
                continue
            }
            holders[id] = nil
            if isReachable {
                entries[index].wasReachable = true
                if entries[index].isLeaked {
                    entries[index].isLeaked = false
                    leaksChanged = true
                }
            } else {
                nextOutside.append(id)
                if !entries[index].isLeaked {
                    entries[index].isLeaked = true
                    leaksChanged = true
                    newlyLeaked.append(index)
                }
            }
        }
        Self.empty(&candidates)
        watched.removeAll(keepingCapacity: true)
        swap(&outside, &nextOutside)
        // Deaths happened during the step, leaks are what its end finds: deinits first.
        if !deadIndices.isEmpty { journalDeinits(into: journal) }
        if !newlyLeaked.isEmpty {
            for index in newlyLeaked { journal.record(.leak(object: entries[index].ref)) }
            Self.empty(&newlyLeaked)
        }
        if !deadIndices.isEmpty { removeEntries(at: deadIndices) }
        sweptCount = entries.count
        // Most steps change no lifetimes: the lists stay the same arrays then, so snapshots share them.
        if !deadIndices.isEmpty || leaksChanged { listsAreStale = true }
    }

    /// The coordinator found keeping each screen out of the window, by raw ids: the screen counts
    /// as held while that coordinator is in the tree. Reflecting again at every step would cost
    /// an app whose stale flows keep their screens (one more each flow) time growing with the
    /// square of its steps; the price is that a screen the coordinator lets go while something
    /// else keeps it alive is called leaked only once the coordinator leaves the tree.
    private var holders: [Int: Int] = [:]

    /// The screens out of the window each coordinator in the tree keeps, as the last sweep found
    /// them (``HeldScreens``): the explorer's key drops them with a stale child it saturates.
    package var screensHeldByCoordinator: [ObjectID: [ObjectRef]] {
        var held: [ObjectID: [ObjectRef]] = [:]
        for (screen, holder) in holders {
            guard let index = index(of: ObjectID(screen)) else { continue }
            held[ObjectID(holder), default: []].append(entries[index].ref)
        }
        return held
    }

    /// Whether a coordinator in `tree` keeps the screen `id` (``HeldScreens``): the one that kept
    /// it before if still in the tree, else the first found, reflecting on the newest first (a
    /// flow's coordinator is made just before its screens), each at most once a sweep.
    private func isHeld(_ id: Int, tree: FlatCoordinatorTree, scan: inout HolderScan) -> Bool {
        if let holder = holders[id], tree.contains(ObjectID(holder)) { return true }
        while scan.found[id] == nil, let coordinator = scan.next() {
            guard let index = index(of: ObjectID(coordinator)), case let .weak(box) = entries[index].life,
                  let object = box.object else { continue }
            for screen in HeldScreens.held(by: object) where scan.found[screen] == nil {
                scan.found[screen] = coordinator
            }
        }
        holders[id] = scan.found[id]
        return holders[id] != nil
    }

    /// One sweep's reflection on the tree's coordinators, made as far as the screens asked need.
    private struct HolderScan {
        let tree: FlatCoordinatorTree
        private var ids: [Int]?
        /// The coordinator keeping each screen, among those reflected on so far.
        var found: [Int: Int] = [:]

        init(tree: FlatCoordinatorTree) { self.tree = tree }

        /// The next coordinator to reflect on, newest first; nil once all were.
        mutating func next() -> Int? {
            if ids == nil {
                var all: [Int] = []
                tree.appendIDs(to: &all)
                ids = all.sorted(by: <)
            }
            return ids!.popLast()
        }
    }

    /// Journals the deaths at `deadIndices` in the order the objects were released, as their
    /// `deinit`s run on a device; those only the sweep saw go last, in id order.
    private func journalDeinits(into journal: Journal) {
        if deadIndices.count == 1 {
            journal.record(.deinitialized(object: entries[deadIndices[0]].ref))
            return
        }
        // An insertion sort into a kept buffer: a step frees a few objects, and this is on the per-key path.
        Self.empty(&releaseOrder)
        for index in deadIndices {
            let key = (entries[index].releaseTime, entries[index].ref.id)
            var position = releaseOrder.count
            while position > 0,
                  key < (entries[releaseOrder[position - 1]].releaseTime, entries[releaseOrder[position - 1]].ref.id) {
                position -= 1
            }
            releaseOrder.insert(index, at: position)
        }
        for index in releaseOrder { journal.record(.deinitialized(object: entries[index].ref)) }
    }

    /// The buffer ``journalDeinits(into:)`` orders in.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var releaseOrder: [Int] = []

    #if DEBUG
    /// Checks `candidates` against the window and tree listed in full, as the sweep once did: every
    /// live object they held at the last sweep and no longer hold must be a candidate.
    private func checkNoneLeftUnnoticed(tree: FlatCoordinatorTree, window: Window) {
        var ids: [Int] = []
        window.appendScreenIDs(to: &ids)
        tree.appendIDs(to: &ids)
        let reachable = Set(ids)
        let candidateSet = Set(candidates)
        for id in checkedReachable.subtracting(reachable) {
            guard let index = index(of: ObjectID(id)), entries[index].isAlive else { continue }
            assert(candidateSet.contains(id), "\(entries[index].ref) left the app unnoticed by the sweep")
        }
        checkedReachable = reachable
    }
    #endif

    /// Empties a reused buffer, keeping its capacity: by `removeLast`, as it holds a few ids at most,
    /// and `removeAll(keepingCapacity:)` costs as much as emptying dozens.
    @inline(__always)
    private static func empty(_ ids: inout [Int]) {
        while !ids.isEmpty { ids.removeLast() }
    }

    /// Removes the entries at `indices` (ascending) and forgets their objects' identifiers, moving
    /// each entry kept at most once.
    private func removeEntries(at indices: [Int]) {
        for index in indices {
            if case .weak = entries[index].life, idByObject[entries[index].identifier] == entries[index].ref.id {
                idByObject[entries[index].identifier] = nil
            }
        }
        var kept = indices[0]
        var next = 0
        for index in indices[0]..<entries.count {
            if next < indices.count, indices[next] == index {
                next += 1
            } else {
                entries.swapAt(kept, index)
                kept += 1
            }
        }
        // One at a time: `removeLast(_:)` costs hundreds of instructions for the one or two entries a step frees.
        while entries.count > kept { entries.removeLast() }
    }

    /// Journals how the coordinator tree changed since the last look (each a flattened tree, empty when there was none).
    private func noteTree(from old: FlatCoordinatorTree, to new: FlatCoordinatorTree, journal: Journal) {
        var events: [JournalEvent] = []
        swap(&events, &treeEvents)
        defer {
            events.removeAll(keepingCapacity: true)
            swap(&events, &treeEvents)
        }
        new.changes(from: old, joins: { joins($0) }, into: &events)
        journal.recordTreeChanges(events) { id in index(of: id).map { entries[$0].identifier } }
    }

    /// The buffer `noteTree` collects the tree's events in, kept so a change allocates none.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeEvents: [JournalEvent] = []

    /// Whether a coordinator that came into the tree is there for the first time: it starts then.
    private func joins(_ ref: ObjectRef) -> Bool {
        guard let index = index(of: ref.id), !entries[index].wasReachable else { return false }
        entries[index].wasReachable = true
        return true
    }
}

/// A weak reference in a box, for arrays that are walked and copied often.
final class WeakBox {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}

/// Set by a screen's `deinit`: how the tracker learns it died without a weak reference to it, and when.
final class DeathFlag {
    var isDead = false
    var releasedAt = Int.max
    let clock: ReleaseClock

    init(clock: ReleaseClock) { self.clock = clock }

    /// Called from the screen's `deinit`.
    func die() {
        isDead = true
        releasedAt = clock.tick()
    }
}

/// Counts releases, so that the deinits of one step can be journaled in the order they happened.
final class ReleaseClock {
    private var now = 0
    /// Not weak (a weak load is a slow runtime call, and screens die on the per-key path): the
    /// tracker clears it in its `deinit`, as screens, which hold the clock, can outlive it.
    unowned(unsafe) var tracker: LifetimeTracker?
    /// True while the tracker watches coordinators that left the tree (most of the time it does not).
    var isWatching = false

    /// A screen's release. Coordinators that left the tree and are gone by now went first: a
    /// coordinator that owns a controller (a tab bar's) frees it, and its screens, from its `deinit`,
    /// where weak references to it already read nil.
    func tick() -> Int {
        if isWatching, let tracker { tracker.noteReleases() }
        return advance()
    }

    /// The next tick, without looking at coordinators.
    func advance() -> Int {
        now += 1
        return now
    }
}
