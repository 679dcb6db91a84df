/// The two-proportion z-test of a treatment against a control, with the 95% interval of
/// the difference: statsmodels' `proportions_ztest` (pooled) and the Wald interval of
/// `confint_proportions_2indep(method="wald")` (unpooled).
public struct TwoProportionTest: Hashable, Codable, Sendable {
    /// The control's conversions.
    public var control: Proportion
    /// The treatment's conversions.
    public var treatment: Proportion
    /// z with the pooled standard error; nil where it is undefined (see ``isUndefined``).
    public var z: Double?
    /// The two-sided p-value of `z`.
    public var pValue: Double?
    /// treatment rate − control rate.
    public var difference: Double
    /// The unpooled (Wald) 95% interval of the difference; nil where the z-test is undefined.
    public var differenceInterval: Interval?

    /// The test is undefined only when the pooled rate has no variance: both rates are 0, both
    /// are 1, or a side has no users. Then `z`, `pValue` and `differenceInterval` are nil and
    /// reports print "n/a". One rate of 0 or 1 is fine: the pooled rate is strictly between.
    /// At 0 against 1 the Wald interval has width 0 ([1, 1]), as statsmodels gives it.
    package init(control: Proportion, treatment: Proportion, z critical: Double = Distributions.z95) {
        self.control = control
        self.treatment = treatment
        difference = treatment.rate - control.rate
        guard control.trials > 0, treatment.trials > 0 else { return }
        let n1 = Double(control.trials)
        let n2 = Double(treatment.trials)
        let pooled = Double(control.successes + treatment.successes) / (n1 + n2)
        guard pooled > 0, pooled < 1 else { return }
        let pooledError = (pooled * (1 - pooled) * (1 / n1 + 1 / n2)).squareRoot()
        let statistic = difference / pooledError
        z = statistic
        pValue = Distributions.twoSidedP(statistic)
        let p1 = control.rate
        let p2 = treatment.rate
        let error = (p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2).squareRoot()
        differenceInterval = Interval(lower: difference - critical * error, upper: difference + critical * error)
    }

    /// True when the z-test is undefined: both rates 0, both 1, or a side without users.
    public var isUndefined: Bool { z == nil }
}

extension TwoProportionTest {
    /// A test without z, p-value or interval: what ``init(control:treatment:z:)`` gives where they are undefined.
    package static func undefined(control: Proportion, treatment: Proportion) -> TwoProportionTest {
        var test = TwoProportionTest(control: Proportion(0, of: 0), treatment: Proportion(0, of: 0))
        test.control = control
        test.treatment = treatment
        test.difference = treatment.rate - control.rate
        return test
    }
}
