/// `successes` out of `trials`, such as users who bought out of users who were assigned.
public struct Proportion: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How many succeeded, such as users who bought.
    public var successes: Int
    /// How many tried, such as users assigned; 0 gives a rate of 0.
    public var trials: Int

    /// `successes` of `trials`; traps unless 0 ≤ successes ≤ trials.
    public init(_ successes: Int, of trials: Int) {
        precondition(trials >= 0 && (0...max(trials, 0)).contains(successes),
                     "A proportion needs 0 <= successes <= trials, got \(successes)/\(trials).")
        self.successes = successes
        self.trials = trials
    }

    /// The rate; 0 when there are no trials.
    public var rate: Double { trials == 0 ? 0 : Double(successes) / Double(trials) }

    /// A rate of exactly 0 or 1 (or no trials): its binomial variance p(1-p)/n is zero, so the
    /// normal-approximation statistics built on it are undefined.
    public var hasZeroVariance: Bool { trials == 0 || successes == 0 || successes == trials }

    /// The Wilson score interval (two-sided, `z` = 1.96 for 95%). Defined even at a rate of 0 or 1.
    package func wilsonInterval(z: Double = Distributions.z95) -> Interval? {
        guard trials > 0 else { return nil }
        let n = Double(trials)
        let p = rate
        let z2 = z * z
        let center = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        return Interval(lower: max(0, center - half), upper: min(1, center + half))
    }

    public var description: String { "\(successes)/\(trials)" }
}

/// A confidence interval.
public struct Interval: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The lower bound, in the measure's units (a rate difference is a fraction: 0.02 is 2 points).
    public var lower: Double
    /// The upper bound, in the same units.
    public var upper: Double

    /// The interval from `lower` to `upper`, both included.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// True when `value` lies within the bounds, both included; `contains(0)` means no difference is shown.
    public func contains(_ value: Double) -> Bool { (lower...upper).contains(value) }

    public var description: String { "[\(Format.number(lower)), \(Format.number(upper))]" }
}
