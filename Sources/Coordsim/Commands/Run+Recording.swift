#if canImport(Glibc)
import Glibc
#endif
import CoordinatorKit
import CoordsimApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Journeys
import Simulation

/// What `run --record` and `run --journal` keep of a session.
final class SessionRecorder {
    private var steps: [JourneyStep] = []
    private var journal: UnsafeMutablePointer<FILE>?
    let journalPath: String?

    /// Opens `journalPath` for JSON Lines (truncating it), or fails with a message for the person.
    init(journalPath: String?) throws {
        self.journalPath = journalPath
        if let journalPath {
            guard let file = fopen(journalPath, "w") else {
                throw CLIError.usage("cannot write the journal to \(journalPath): \(String(cString: strerror(errno)))")
            }
            journal = file
        }
    }

    deinit {
        if let journal { fclose(journal) }
    }

    /// Notes one event sent to the Simulation and what it caused.
    func record(_ event: Event, _ events: [JournalEvent]) {
        if let step = Self.step(for: event) { steps.append(step) }
        write(events)
    }

    /// Writes journal events as they happen, one JSON object a line, flushed so a crash keeps them.
    func write(_ events: [JournalEvent]) {
        guard let journal, !events.isEmpty, let lines = try? JSONLines.encode(events) else { return }
        fputs(lines, journal)
        fflush(journal)
    }

    /// The recorded session as a journey `coordsim script` replays to the same final screen.
    func journey(variant: AppVariant) -> Journey {
        Journey(name: "recorded in variant \(variant.name) (replay with: script --variant \(variant.name))",
                launch: variant.parameters, steps: steps)
    }

    private static func step(for event: Event) -> JourneyStep? {
        switch event {
        case let .key(key): return .key(key)
        case let .tap(label): return .tap(label)
        case .back: return .back
        case let .swipeBack(completes): return .swipeBack(completes: completes)
        case .dismissModal: return .dismiss
        case .cancelledSwipeDown: return .swipeDown(completes: false)
        case let .selectTab(index): return .tab(index + 1)
        case let .text(text): return .text(text)
        case let .deepLink(url): return .open(url)
        case .resize: return nil   // the viewport changes nothing a journey checks
        case .backMenu: return nil   // the terminal UI sends none; journeys have no such step yet
        }
    }
}
