/// A sample summed up as gbstats sums it: its size, mean and variance. A conversion's variance
/// is p(1 − p) (gbstats' `ProportionStatistic`); a count's, such as inputs to the goal, is the
/// sample variance with n − 1 (`SampleMeanStatistic`).
public struct SampleStatistic: Hashable, Codable, Sendable {
    /// The number of values (users, or pairs of them).
    public var count: Int
    /// The mean, in the values' units; 0 for an empty sample.
    public var mean: Double
    /// The variance, in squared units; 0 below two values.
    public var variance: Double

    /// A sample from its size, mean and variance as they are.
    public init(count: Int, mean: Double, variance: Double) {
        self.count = count
        self.mean = mean
        self.variance = variance
    }

    /// A conversion: variance p(1 − p).
    package init(_ proportion: Proportion) {
        let p = proportion.rate
        self.init(count: proportion.trials, mean: p, variance: p * (1 - p))
    }

    /// A measured quantity from its sum and sum of squares: variance with n − 1 (0 below two values).
    package init(count: Int, sum: Double, sumOfSquares: Double) {
        let n = Double(count)
        let mean = count == 0 ? 0 : sum / n
        let variance = count <= 1 ? 0 : max(0, (sumOfSquares - sum * sum / n) / (n - 1))
        self.init(count: count, mean: mean, variance: variance)
    }
}

/// Running sums of a measured quantity, so a sample grows without keeping its values.
package struct RunningSum: Hashable, Codable, Sendable {
    package var count = 0
    package var sum = 0.0
    package var sumOfSquares = 0.0

    package init() {}

    package mutating func add(_ value: Double) {
        count += 1
        sum += value
        sumOfSquares += value * value
    }

    /// The sample so far: its size, mean and variance (n − 1).
    package var statistic: SampleStatistic { SampleStatistic(count: count, sum: sum, sumOfSquares: sumOfSquares) }
}
