import Simulation

/// A step of the app that UIKit would carry out and coordsim does not model, such as a modal
/// presented from inside a modal (UIKit shows it over the first; coordsim drops it).
///
/// It is not a finding about the app: the simulator is the limit. But past such a step the search
/// saw less than a device would show, so a run that meets one cannot promise that every state was
/// checked: `explore` reports it as NOT MODELLED, with a path that replays to it, and exits 3 when
/// nothing broke, as it does when the counts are a lower bound for other reasons.
public struct UnmodelledStep: Hashable, Sendable {
    /// What coordsim did not model, as its warning says it (object ids left out).
    public var message: String
    /// The shortest path found from launch whose last input makes the app take the step.
    public var path: [Input]

    /// A step reached by `path`, described by `message`.
    public init(message: String, path: [Input]) {
        self.message = message
        self.path = path
    }

    /// The path as the report prints it: `tap Edit profile, tap Take photo`.
    public var pathText: String { Input.text(path) }

    /// The report's lines for `steps`: none when there are none.
    static func reportLines(_ steps: [UnmodelledStep]) -> [String] {
        steps.flatMap { step in
            ["  NOT MODELLED \(step.message): what a device shows past it was not explored, so the counts are a lower bound",
             "               path: \(step.pathText)"]
        }
    }
}

extension Search {
    /// Moves the navigator's unmodelled steps into the result, each with the shortest path found
    /// to it. `number` maps the states' numbers while searching to the result's (the tour's
    /// renumbering); nil when they are the same.
    func settleUnmodelled(number: [Int]?) {
        var shortest: [String: [Input]] = [:]
        var order: [String] = []
        for (from, input, message) in navigator.unmodelled {
            let state = number.map { $0[from] } ?? from
            guard state >= 0 else { continue }
            let path = result.path(to: state) + [input]
            if shortest[message] == nil { order.append(message) }
            if shortest[message].map({ path.count < $0.count }) ?? true { shortest[message] = path }
        }
        result.unmodelled = order.map { UnmodelledStep(message: $0, path: shortest[$0]!) }
    }
}
