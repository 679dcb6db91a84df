import CoordinatorKit
import ShopApp
import Simulation

extension Simulation {
    /// Launches `app` and rebuilds `state` in it. When the state does not fit this app (another
    /// variant, screens no coordinator offers), it launches fresh instead and returns why.
    public static func restoring(_ state: NavigationState, app: ShopApp,
                                 viewport: Size = Size(columns: 80, rows: 24)) -> (Simulation, RestoreError?) {
        if let saved = state.variant, saved != app.variant.name {
            return (Simulation(app: app, viewport: viewport),
                    RestoreError("it was saved in variant \(saved); this run is variant \(app.variant.name)"))
        }
        var problem: RestoreError?
        let simulation = Simulation(viewport: viewport) { application in
            let coordinator = app.launch(in: application)
            do throws(RestoreError) {
                try coordinator.restore(state)
            } catch {
                problem = error
            }
        }
        if let problem { return (Simulation(app: app, viewport: viewport), problem) }
        simulation.deepLinkHandler = DeepLinks.handler(for: simulation.application)
        return (simulation, nil)
    }
}

/// What `run --restore` does with a state file, in one call.
public enum Restoration {
    /// Starts `app` from the state in `path`. A missing file starts fresh quietly (no message);
    /// an unreadable, corrupt or incompatible one starts fresh and returns the message to show.
    public static func launch(_ app: ShopApp, stateFile path: String,
                              viewport: Size = Size(columns: 80, rows: 24)) -> (simulation: Simulation, message: String?) {
        switch StateFile.load(path) {
        case .success(nil):
            return (Simulation(app: app, viewport: viewport), nil)
        case let .success(state?):
            let (simulation, problem) = Simulation.restoring(state, app: app, viewport: viewport)
            return (simulation, problem.map { "state file \(path) is incompatible: \($0); starting fresh" })
        case let .failure(error):
            return (Simulation(app: app, viewport: viewport), error.description)
        }
    }

    /// Saves what `simulation` shows to `path`, as `run` does on quit.
    public static func save(_ simulation: Simulation, variant: String, to path: String) throws(StateFileError) {
        try StateFile.save(simulation.snapshot, variant: variant, to: path)
    }
}
