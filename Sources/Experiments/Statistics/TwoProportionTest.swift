/// The two-proportion z-test of a treatment against a control, with the 95% interval of
/// the difference.
public struct TwoProportionTest: Hashable, Codable, Sendable {
    public var control: Proportion
    public var treatment: Proportion
    /// z with the pooled standard error; nil when either rate has zero variance.
    public var z: Double?
    /// The two-sided p-value of `z`.
    public var pValue: Double?
    /// treatment rate − control rate.
    public var difference: Double
    /// The unpooled (Wald) 95% interval of the difference; nil when either rate has zero variance.
    public var differenceInterval: Interval?

    /// Rates of exactly 0 or 1 make the normal approximation meaningless (zero variance), so
    /// `z`, `pValue` and `differenceInterval` are nil and reports print "n/a (zero variance)".
    public init(control: Proportion, treatment: Proportion, z critical: Double = Distributions.z95) {
        self.control = control
        self.treatment = treatment
        difference = treatment.rate - control.rate
        guard !control.hasZeroVariance, !treatment.hasZeroVariance else { return }
        let n1 = Double(control.trials)
        let n2 = Double(treatment.trials)
        let pooled = Double(control.successes + treatment.successes) / (n1 + n2)
        let pooledError = (pooled * (1 - pooled) * (1 / n1 + 1 / n2)).squareRoot()
        let statistic = difference / pooledError
        z = statistic
        pValue = Distributions.twoSidedP(statistic)
        let p1 = control.rate
        let p2 = treatment.rate
        let error = (p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2).squareRoot()
        differenceInterval = Interval(lower: difference - critical * error, upper: difference + critical * error)
    }
}
