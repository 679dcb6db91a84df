#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Collects ``JournalEvent``s as they happen. The ``Simulation`` drains it after every step,
/// so memory stays flat however long a run is.
package final class Journal {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    package private(set) var pending: [JournalEvent] = []

    package init() {}

    /// Where in `pending` the coordinator tree changed during this step, each with the
    /// coordinators present then: `markedObjects[start..<end]`, one buffer for all marks, so a
    /// mark costs no allocation (children are added on the per-key path of child-coordinator flows).
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var treeChangeMarks: [(index: Int, start: Int, end: Int)] = []
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var markedObjects: [ObjectIdentifier] = []

    /// Records `event`. Taken `consuming`, so the event moves into the journal without a copy of its refs.
    package func record(_ event: consuming JournalEvent) {
        pending.append(event)
    }

    var hasTreeChangeMark: Bool { !treeChangeMarks.isEmpty }

    /// Notes that the coordinator tree changed before the next event is recorded, and who is in it.
    func markTreeChange<Objects: Sequence<ObjectIdentifier>>(present: Objects) {
        let start = markedObjects.count
        markedObjects.append(contentsOf: present)
        treeChangeMarks.append((pending.count, start, markedObjects.count))
    }

    /// Records the tree's events where they happened: a child added (and started) at the mark
    /// from which on every mark saw it, a child removed at the first mark that no longer saw it, and
    /// what no mark saw at the end. `object` tells which object a coordinator id is (or was: an
    /// address can be reused within a step, which is why an added child is placed by the marks
    /// that saw it up to the last, and a removed one by the first that did not).
    func recordTreeChanges(_ events: [JournalEvent], object: (ObjectID) -> ObjectIdentifier?) {
        guard !events.isEmpty else { return }
        defer {
            treeChangeMarks.removeAll(keepingCapacity: true)
            markedObjects.removeAll(keepingCapacity: true)
        }
        guard !treeChangeMarks.isEmpty else {
            pending.append(contentsOf: events)
            return
        }
        // Where each event goes, in a kept buffer: this runs on the per-key path of child flows.
        placement.removeAll(keepingCapacity: true)
        for event in events {
            var index = pending.count
            switch event {
            case let .childAdded(_, child), let .coordinatorStarted(child):
                if let identity = object(child.id) {
                    var mark = treeChangeMarks.count
                    while mark > 0, sees(treeChangeMarks[mark - 1], identity) { mark -= 1 }
                    if mark < treeChangeMarks.count { index = treeChangeMarks[mark].index }
                }
            case let .childRemoved(_, child):
                if let identity = object(child.id),
                   let mark = treeChangeMarks.first(where: { !sees($0, identity) }) {
                    index = mark.index
                }
            default:
                break
            }
            placement.append(min(index, pending.count))
        }
        // All at one place, the common case: one insertion.
        if placement.allSatisfy({ $0 == placement[0] }) {
            pending.insert(contentsOf: events, at: placement[0])
            return
        }
        // Otherwise each in turn, lowest place first and in the tree's order at one place (a stable
        // selection: a step changes a few coordinators), each shifted by those inserted before it.
        var inserted = 0
        var done = 0
        while done < placement.count {
            var next = -1
            for position in placement.indices where placement[position] != Int.max {
                if next < 0 || placement[position] < placement[next] { next = position }
            }
            pending.insert(events[next], at: placement[next] + inserted)
            placement[next] = Int.max
            inserted += 1
            done += 1
        }
    }

    /// Where ``recordTreeChanges(_:object:)`` puts each event, kept so a step allocates none.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var placement: [Int] = []

    /// Whether `mark` saw the coordinator `identity` in the tree.
    private func sees(_ mark: (index: Int, start: Int, end: Int), _ identity: ObjectIdentifier) -> Bool {
        markedObjects[mark.start..<mark.end].contains(identity)
    }

    /// The events the last drain returned. Kept so their buffer is reused: once the caller has let
    /// them go it is unique, and the next step records into it without allocating.
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var drained: [JournalEvent] = []

    /// Returns the events recorded since the last drain. The journal keeps their buffer until the
    /// next drain, to record into it again once the caller has let it go.
    package func drain() -> [JournalEvent] {
        swap(&pending, &drained)
        // In place when the caller has released the last step's events; a new buffer otherwise.
        pending.removeAll(keepingCapacity: true)
        // Most steps mark nothing, and emptying an empty array is not free.
        if !treeChangeMarks.isEmpty {
            treeChangeMarks.removeAll(keepingCapacity: true)
            markedObjects.removeAll(keepingCapacity: true)
        }
        return drained
    }
}

/// Encodes events as JSON Lines: one compact JSON object a line, keys sorted so the
/// same events always give the same bytes.
package enum JSONLines {
    package static func encode(_ events: [JournalEvent]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = ""
        for event in events {
            out += String(decoding: try encoder.encode(event), as: UTF8.self)
            out += "\n"
        }
        return out
    }

    package static func decode(_ text: String) throws -> [JournalEvent] {
        let decoder = JSONDecoder()
        return try text.split(separator: "\n", omittingEmptySubsequences: true).map {
            try decoder.decode(JournalEvent.self, from: Data($0.utf8))
        }
    }
}
