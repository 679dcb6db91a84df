import CoordsimApp

/// What every coordinator of one running app shares: the application, the labels of the
/// chosen language, and the concrete coordinator set the config picked.
public final class AppContext {
    public unowned let application: Application
    public let labels: Labels
    public let coordinators: CoordinatorSet

    public init(application: Application, labels: Labels, coordinators: CoordinatorSet) {
        self.application = application
        self.labels = labels
        self.coordinators = coordinators
    }
}
