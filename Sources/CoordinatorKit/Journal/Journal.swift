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

    /// Where in `pending` the coordinator tree first changed during this step, if it did.
    private var treeChangeIndex: Int?

    /// True once this step recorded an event that is not a lifecycle call.
    private(set) var hasNavigation = false

    public func record(_ event: JournalEvent) {
        if !hasNavigation, !event.isLifecycle { hasNavigation = true }
        pending.append(event)
    }

    var hasTreeChangeMark: Bool { treeChangeIndex != nil }

    /// Notes that the coordinator tree changed before the next event is recorded.
    func markTreeChange() {
        treeChangeIndex = pending.count
    }

    /// Records the tree's events where the tree first changed in this step, or at the end.
    func recordTreeChanges(_ events: [JournalEvent]) {
        guard !events.isEmpty else { return }
        if let index = treeChangeIndex, index <= pending.count {
            pending.insert(contentsOf: events, at: index)
        } else {
            pending.append(contentsOf: events)
        }
        treeChangeIndex = nil
    }

    /// Returns the events recorded since the last drain and forgets them.
    public func drain() -> [JournalEvent] {
        defer {
            pending.removeAll(keepingCapacity: true)
            treeChangeIndex = nil
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
