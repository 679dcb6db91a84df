/// The paired t-test of a measured quantity, such as inputs to the goal, on users measured in both
/// variants: a one-sample t-test of each user's difference (treatment − control), as scipy's
/// `ttest_rel`, with the interval of the mean difference from Student's t.
public struct PairedMeanTest: Hashable, Codable, Sendable {
    /// Each pair's difference, summed up.
    public var differences: SampleStatistic
    /// Nil with fewer than two pairs, or when every difference is the same (no variance).
    public var t: Double?
    /// The two-sided p-value of `t`; nil where `t` is.
    public var pValue: Double?
    /// The 95% interval of the mean difference; nil where `t` is.
    public var differenceInterval: Interval?

    package init(differences: SampleStatistic, alpha: Double = 0.05) {
        self.differences = differences
        guard differences.count > 1, differences.variance > 0 else { return }
        let error = (differences.variance / Double(differences.count)).squareRoot()
        let dof = Double(differences.count - 1)
        let statistic = differences.mean / error
        t = statistic
        pValue = Distributions.studentTTwoSidedP(statistic, degreesOfFreedom: dof)
        let width = Distributions.studentTQuantile(1 - alpha / 2, degreesOfFreedom: dof) * error
        differenceInterval = Interval(lower: differences.mean - width, upper: differences.mean + width)
    }

    /// The mean difference, treatment − control.
    public var difference: Double { differences.mean }
}
