import CoordsimApp

/// How synthetic users choose their next input: the assumption every synthetic-user result
/// rests on, so reports name it with its parameters.
public enum UserModel: Hashable, Codable, Sendable, CustomStringConvertible {
    /// People who know what they came for. Their inputs are what a person sets out to do: tap a
    /// control, fill a field (with the app's valid or invalid sample text), a tab, or back. At
    /// each input, with probability 1 − `epsilon` they take a step of a shortest path to the goal
    /// (a random one among equally short steps), otherwise any input they can see. Before each input they give up with probability
    /// 1 / (`patience` + 1), so they make `patience` inputs on average before giving up.
    case goalDirected(epsilon: Double, patience: Double)
    /// Random walkers: every input is one of the things a person can do on the screen, chosen
    /// uniformly. They never give up before the budget; the goal is reached by chance.
    case uniform

    /// The model `compare --users` runs when neither the command line nor the config picks one.
    public static let `default` = UserModel.goalDirected(epsilon: defaultEpsilon, patience: defaultPatience)
    /// The default share of random inputs of goal-directed users.
    public static let defaultEpsilon = 0.1
    /// The default inputs goal-directed users make on average before giving up.
    public static let defaultPatience = 10.0

    /// The names `--model` and the config's `syntheticUsers.model` take.
    public static let names = SyntheticUsersConfig.models

    /// The model's name, as `--model` takes it.
    public var name: String {
        switch self {
        case .goalDirected: return "goal-directed"
        case .uniform: return "uniform"
        }
    }

    /// The model called `name` with its parameters (the defaults where nil); nil for an unknown name.
    public init?(name: String, epsilon: Double? = nil, patience: Double? = nil) {
        switch name {
        case "goal-directed":
            self = .goalDirected(epsilon: epsilon ?? Self.defaultEpsilon, patience: patience ?? Self.defaultPatience)
        case "uniform":
            self = .uniform
        default:
            return nil
        }
    }

    /// The chance of giving up before an input.
    var abandonment: Double {
        if case let .goalDirected(_, patience) = self { return 1 / (patience + 1) }
        return 0
    }

    /// One line for a report's header: the model and what its parameters mean.
    public var description: String {
        switch self {
        case let .goalDirected(epsilon, patience):
            return "goal-directed (epsilon \(Self.number(epsilon)): \(Self.percent(epsilon)) of inputs are random, "
                + "the rest follow a shortest path to the goal; patience \(Self.number(patience)): "
                + "they give up after \(Self.number(patience)) inputs on average)"
        case .uniform:
            return "uniform (every input is chosen at random among what the screen offers; nobody gives up before the budget)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return (value == value.rounded() ? String(Int(value)) : String(value)) + "%"
    }
}
