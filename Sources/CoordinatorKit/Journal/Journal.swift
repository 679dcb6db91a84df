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

    public func record(_ event: JournalEvent) {
        pending.append(event)
    }

    /// Returns the events recorded since the last drain and forgets them.
    public func drain() -> [JournalEvent] {
        defer { pending.removeAll(keepingCapacity: true) }
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
