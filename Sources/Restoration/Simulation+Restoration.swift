import CoordinatorKit
#if canImport(Glibc)
import Glibc
#endif
import CoordsimApp
import CoordsimConfig
import Simulation

extension Simulation {
    /// Startes `app` and rebuilds `state` in it through the app's ``SimulatedApp/restore(_:)``.
    /// When the state does not fit this app (another variant, screens no coordinator offers), it
    /// launches fresh instead and returns why.
    package static func restoring(_ state: NavigationState, app: AppVariant,
                                 viewport: Size = Size(columns: 80, rows: 24)) -> (Simulation, RestoreError?) {
        if let saved = state.variant, saved != app.name {
            return (Simulation(app, viewport: viewport),
                    RestoreError("it was saved in variant \(saved); this run is variant \(app.name)"))
        }
        do throws(RestoreError) {
            let simulation = try Simulation(app, viewport: viewport) { (started: any SimulatedApp) throws(RestoreError) in
                try started.restore(state)
            }
            return (simulation, nil)
        } catch {
            return (Simulation(app, viewport: viewport), error)
        }
    }
}

/// What `run --restore` does with a state file, in one call.
package enum Restoration {
    /// The result of ``start(_:stateFile:viewport:)``.
    package struct Start {
        package var simulation: Simulation
        /// What to tell the user, when the file could not be used.
        package var message: String?
        /// False when an unusable file could not be moved aside: saving on quit would destroy it.
        package var maySaveOnQuit: Bool

        package init(simulation: Simulation, message: String? = nil, maySaveOnQuit: Bool = true) {
            self.simulation = simulation
            self.message = message
            self.maySaveOnQuit = maySaveOnQuit
        }
    }

    /// Starts `app` from the state in `path`. A missing file starts fresh quietly. A corrupt or
    /// incompatible state file starts fresh, is moved aside to `PATH.bad` so that saving on quit
    /// loses nothing, and the message says so. A path that is not a state file (a directory, a
    /// device, someone else's file; see ``StateFile/refusal(_:)``) and a good file the app cannot
    /// restore (no ``SimulatedApp/restore(_:)``) start fresh, are left as they are, and are not
    /// saved over.
    package static func start(_ app: AppVariant, stateFile path: String,
                              viewport: Size = Size(columns: 80, rows: 24)) -> Start {
        start(app, stateFile: path, loaded: StateFile.load(path), viewport: viewport)
    }

    /// The same, with the file at `path` already read: `run` reads it first to learn the variant
    /// it was saved in.
    package static func start(_ app: AppVariant, stateFile path: String, loaded: Result<NavigationState?, FileError>,
                              viewport: Size = Size(columns: 80, rows: 24)) -> Start {
        let problem: String
        switch loaded {
        case .success(nil):
            return Start(simulation: Simulation(app, viewport: viewport), message: nil, maySaveOnQuit: true)
        case let .success(state?):
            let (simulation, error) = Simulation.restoring(state, app: app, viewport: viewport)
            guard let error else { return Start(simulation: simulation, message: nil, maySaveOnQuit: true) }
            if error.appDoesNotRestore {
                // The file is fine; this app just cannot use it. Leave it for one that can.
                return Start(simulation: simulation, message: "\(error); starting fresh (the state file \(path) is left "
                    + "as it was; this run will not save over it)", maySaveOnQuit: false)
            }
            problem = "state file \(path) is incompatible: \(error); starting fresh"
        case let .failure(error):
            problem = error.stateFileNotice
        }
        let fresh = Simulation(app, viewport: viewport)
        let aside = path + ".bad"
        // Only a file coordsim wrote is moved aside: a directory, a device or someone else's file is left alone.
        if StateFile.refusal(path) == nil, rename(path, aside) == 0 {
            return Start(simulation: fresh, message: problem + " (the file was kept as \(aside))", maySaveOnQuit: true)
        }
        return Start(simulation: fresh, message: problem + " (the file is left as it was; this run will not save over it)",
                      maySaveOnQuit: false)
    }

    /// Saves what `simulation` shows to `path`, as `run` does on quit.
    package static func save(_ simulation: Simulation, variant: String, to path: String) throws(StateFileError) {
        try StateFile.save(simulation.snapshot, variant: variant, to: path)
    }
}
