/// The sample-ratio-mismatch check: Pearson's χ² of the observed split of users against
/// the configured weights. A tiny p-value means the assignment is broken, not the variant.
public struct SampleRatioCheck: Hashable, Codable, Sendable {
    /// Users per variant, in experiment order.
    public var observed: [Int]
    /// Users per variant that the weights expect, of the same total.
    public var expected: [Double]
    /// Pearson's χ² statistic over the variants where users are expected.
    public var chiSquare: Double
    /// The variants where users are expected, less one; at 0 there is nothing to test and the p-value is 1.
    public var degreesOfFreedom: Int
    /// The chance of a split at least this uneven if the assignment follows the weights.
    public var pValue: Double
    /// The p-value below which a mismatch is reported; 0.001 is the usual SRM threshold.
    public var threshold: Double

    /// `weights` need not sum to 1; they are normalised. Categories with zero weight must
    /// have no users and are left out of the test.
    package init(observed: [Int], weights: [Double], threshold: Double = 0.001) {
        precondition(observed.count == weights.count && !observed.isEmpty,
                     "SRM check needs one weight per observed count, got \(observed.count) and \(weights.count).")
        self.observed = observed
        self.threshold = threshold
        let total = Double(observed.reduce(0, +))
        let weightSum = weights.reduce(0, +)
        expected = weights.map { total * $0 / weightSum }
        var statistic = 0.0
        var categories = 0
        for (count, expectation) in zip(observed, expected) where expectation > 0 {
            statistic += (Double(count) - expectation) * (Double(count) - expectation) / expectation
            categories += 1
        }
        chiSquare = statistic
        degreesOfFreedom = max(categories - 1, 0)
        pValue = degreesOfFreedom > 0 ? Distributions.chiSquareSurvival(statistic, degreesOfFreedom: degreesOfFreedom) : 1
    }

    /// True when the split is too unlikely under the weights.
    public var isMismatch: Bool { pValue < threshold }
}
