#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// GrowthBook's anytime-valid test of a difference: the asymptotic confidence sequence of
/// Waudby-Smith et al. (2023, eq. 9, https://arxiv.org/abs/2103.06476) and its p-value (eq. 155),
/// exactly as gbstats 0.8.0's `SequentialTwoSidedTTest` with `difference_type="absolute"`.
///
/// The interval holds with probability 1 − α at every number of users at once, so it may be
/// looked at after every batch and a run may stop as soon as it excludes 0; a fixed-horizon
/// z-test looked at that way declares far more differences than α. The tuning parameter S is the
/// sample size at which the interval is narrowest relative to a fixed-horizon one (GrowthBook's
/// default: 5,000).
public struct SequentialTest: Hashable, Codable, Sendable {
    /// GrowthBook's default tuning parameter.
    public static let defaultTuning = 5_000.0

    package var tuning: Double
    package var alpha: Double
    /// treatment − control.
    package var difference: Double
    /// Nil where a side has no variance (gbstats returns its default result there).
    package var differenceInterval: Interval?
    /// The anytime-valid p-value: below α exactly when the interval excludes 0.
    package var pValue: Double?

    /// Two independent samples, as gbstats: N = n₁ + n₂ and σ² = N · (v₁/n₁ + v₂/n₂).
    package init(control: SampleStatistic, treatment: SampleStatistic, tuning: Double = defaultTuning,
                alpha: Double = 0.05) {
        self.tuning = tuning
        self.alpha = alpha
        difference = treatment.mean - control.mean
        guard control.count > 0, treatment.count > 0, control.variance > 0, treatment.variance > 0 else { return }
        let variance = control.variance / Double(control.count) + treatment.variance / Double(treatment.count)
        let total = Double(control.count + treatment.count)
        set(variancePerObservation: variance * total, observations: total)
    }

    /// One sample of paired differences (the same user in both variants): N = pairs and σ² the
    /// differences' variance. The same confidence sequence, applied to the mean of the differences.
    package init(pairedDifferences differences: SampleStatistic, tuning: Double = defaultTuning, alpha: Double = 0.05) {
        self.tuning = tuning
        self.alpha = alpha
        difference = differences.mean
        guard differences.count > 0, differences.variance > 0 else { return }
        set(variancePerObservation: differences.variance, observations: Double(differences.count))
    }

    /// ρ (eq. 161): the interval is tightest near `tuning` observations.
    package static func rho(alpha: Double, tuning: Double) -> Double {
        ((-2 * log(alpha) + log(-2 * log(alpha) + 1)) / tuning).squareRoot()
    }

    private mutating func set(variancePerObservation s2: Double, observations n: Double) {
        let rho = Self.rho(alpha: alpha, tuning: tuning)
        let rho2 = rho * rho
        let nr2p1 = n * rho2 + 1
        let width = s2.squareRoot() * (2 * nr2p1 * log(nr2p1.squareRoot() / alpha) / ((n * rho) * (n * rho))).squareRoot()
        differenceInterval = Interval(lower: difference - width, upper: difference + width)
        let st2 = difference * difference * n / (s2 / n)
        let evalue = exp(rho2 * st2 / (2 * nr2p1)) / nr2p1.squareRoot()
        pValue = min(1 / evalue, 1)
    }
}
