#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Collects ``JournalEvent``s as they happen. The ``Simulation`` drains it after every step,
/// so memory stays flat however long a run is.
public final class Journal {
    #if UNCHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    public private(set) var pending: [JournalEvent] = []

    public init() {}

    /// Where in `pending` the coordinator tree changed during this step, each with the
    /// coordinators present then.
    private var treeChangeMarks: [(index: Int, present: Set<ObjectIdentifier>)] = []
    /// Which object each coordinator id is, as of the last tree built, to place its events.
    private var coordinatorObjects: [Int: ObjectIdentifier] = [:]

    /// True once this step recorded an event that is not a lifecycle call.
    private(set) var hasNavigation = false

    public func record(_ event: JournalEvent) {
        if !hasNavigation, !event.isLifecycle { hasNavigation = true }
        pending.append(event)
    }

    var hasTreeChangeMark: Bool { !treeChangeMarks.isEmpty }

    /// Notes that the coordinator tree changed before the next event is recorded, and who is in it.
    func markTreeChange(present: Set<ObjectIdentifier>) {
        treeChangeMarks.append((pending.count, present))
    }

    func noteCoordinator(_ id: ObjectID, is object: ObjectIdentifier) {
        coordinatorObjects[id.rawValue] = object
    }

    /// Records the tree's events where they happened: a child added (and started) at the first
    /// mark that saw it, anything else (a child removed) at the step's first mark, and what no mark
    /// saw at the end.
    func recordTreeChanges(_ events: [JournalEvent]) {
        guard !events.isEmpty else { return }
        defer { treeChangeMarks.removeAll(keepingCapacity: true) }
        guard let first = treeChangeMarks.first else {
            pending.append(contentsOf: events)
            return
        }
        var placed: [(index: Int, event: JournalEvent)] = []
        placed.reserveCapacity(events.count)
        for event in events {
            var index = first.index
            switch event {
            case let .childAdded(_, child), let .coordinatorStarted(child):
                let object = coordinatorObjects[child.id.rawValue]
                index = treeChangeMarks.first { mark in object.map(mark.present.contains) ?? false }?.index
                    ?? pending.count
            default:
                break
            }
            placed.append((min(index, pending.count), event))
        }
        // Insert from the back, so earlier positions stay where they were; a stable sort keeps
        // the tree's own order among events at one position.
        let byPosition = placed.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
        for (index, group) in Dictionary(grouping: byPosition, by: \.element.index).sorted(by: { $0.key > $1.key }) {
            pending.insert(contentsOf: group.map(\.element.event), at: index)
        }
    }

    /// Returns the events recorded since the last drain and forgets them.
    public func drain() -> [JournalEvent] {
        defer {
            pending.removeAll(keepingCapacity: true)
            treeChangeMarks.removeAll(keepingCapacity: true)
            hasNavigation = false
        }
        return pending
    }
}

/// Encodes events as JSON Lines: one compact JSON object a line, keys sorted so the
/// same events always give the same bytes.
public enum JSONLines {
    public static func encode(_ events: [JournalEvent]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = ""
        for event in events {
            out += String(decoding: try encoder.encode(event), as: UTF8.self)
            out += "\n"
        }
        return out
    }

    public static func decode(_ text: String) throws -> [JournalEvent] {
        let decoder = JSONDecoder()
        return try text.split(separator: "\n", omittingEmptySubsequences: true).map {
            try decoder.decode(JournalEvent.self, from: Data($0.utf8))
        }
    }
}
