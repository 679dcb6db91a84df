/// Welch's two-sided t-test of the difference of two means (treatment − control), as gbstats 0.8.0's
/// `TwoSidedTTest` with `difference_type="absolute"`: Welch–Satterthwaite degrees of freedom,
/// the p-value and the interval from Student's t.
package struct MeanTest: Hashable, Codable, Sendable {
    package var control: SampleStatistic
    package var treatment: SampleStatistic
    /// treatment mean − control mean.
    package var difference: Double
    /// Nil where the test is undefined: a side with fewer than two values, or no variance on a side
    /// (gbstats then returns its default result).
    package var pValue: Double?
    package var differenceInterval: Interval?

    package init(control: SampleStatistic, treatment: SampleStatistic, alpha: Double = 0.05) {
        self.control = control
        self.treatment = treatment
        difference = treatment.mean - control.mean
        guard control.count > 1, treatment.count > 1, control.variance > 0, treatment.variance > 0 else { return }
        let a = control.variance / Double(control.count)
        let b = treatment.variance / Double(treatment.count)
        let variance = a + b
        let dof = variance * variance / (a * a / Double(control.count - 1) + b * b / Double(treatment.count - 1))
        pValue = Distributions.studentTTwoSidedP(difference / variance.squareRoot(), degreesOfFreedom: dof)
        let width = Distributions.studentTQuantile(1 - alpha / 2, degreesOfFreedom: dof) * variance.squareRoot()
        differenceInterval = Interval(lower: difference - width, upper: difference + width)
    }
}
