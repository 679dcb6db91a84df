import CoordinatorKit
import CoordsimApp

/// Whether a command's launches all started alike. On iOS each launch is a new process; here one
/// process launches an app many times (every journey, every synthetic user, every replay), so
/// static or global state that survives a launch (a logged-in flag in a global) makes a later
/// launch start elsewhere and every result after it wrong. Taken before the command's runs and
/// checked after them.
package struct LaunchRepeatability {
    private let launches: [(app: AppVariant, state: Snapshot)]

    /// Launches each variant once and keeps the state it starts in.
    package init(_ apps: [AppVariant]) {
        launches = apps.map { ($0, Simulation($0).structuralSnapshot) }
    }

    /// Launches each variant again: one line per variant that starts elsewhere now, with what differs.
    package func differences() -> [String] {
        launches.compactMap { app, first in
            let again = Simulation(app).structuralSnapshot
            guard again != first else { return nil }
            return "variant \(app.name): " + SnapshotDiff(from: first, to: again).changes.map(\.description).joined(separator: "; ")
        }
    }

    /// The report's line when a later launch started elsewhere; nil when every launch started alike.
    package func report() -> String? {
        let differences = differences()
        guard !differences.isEmpty else { return nil }
        return "LAUNCH: a later launch in this process did not start where the first did: the app keeps static or "
            + "global state between launches (on iOS each launch is a new process), so the results above may be "
            + "wrong. Reset it in the app's init(launch:). Differs: " + differences.joined(separator: " | ")
    }
}
