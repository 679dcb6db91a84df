#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The same users' conversions in two variants: the 2×2 table, McNemar's exact test, and the
/// interval of the difference of the paired rates.
///
/// Only discordant users (converted in one variant and not the other) carry evidence of a
/// difference; users who converted in both or in neither cancel out, which is why pairing needs
/// fewer users than two independent samples.
package struct PairedProportionTest: Hashable, Codable, Sendable {
    /// Users who converted in both variants.
    package var both: Int
    /// Users who converted in the control only.
    package var controlOnly: Int
    /// Users who converted in the treatment only.
    package var treatmentOnly: Int
    /// Users who converted in neither.
    package var neither: Int
    /// McNemar's exact test: two-sided binomial test of `treatmentOnly` among the discordant users
    /// at ½, as statsmodels' `mcnemar(table, exact=True)`: min(1, 2 · P(X ≤ min(b, c))).
    package var pValue: Double
    /// treatment rate − control rate = (treatmentOnly − controlOnly) / users.
    package var difference: Double
    /// The 95% Wald interval of the paired difference: the mean of each user's difference (−1, 0
    /// or 1) ± z · its standard error, √((b + c) − (c − b)²/n) / n. When no user is discordant
    /// the Wald interval has no width; the difference then lies within the discordant share,
    /// whose exact one-sided 95% bound with none seen in n is 1 − 0.05^(1/n) (about 3/n, the
    /// "rule of three"), so the interval is ± that. Nil without users.
    package var differenceInterval: Interval?

    package init(both: Int, controlOnly: Int, treatmentOnly: Int, neither: Int, z critical: Double = Distributions.z95) {
        precondition(min(both, controlOnly, treatmentOnly, neither) >= 0, "A 2x2 table has no negative counts.")
        self.both = both
        self.controlOnly = controlOnly
        self.treatmentOnly = treatmentOnly
        self.neither = neither
        pValue = Self.mcnemarExact(controlOnly, treatmentOnly)
        let n = Double(both + controlOnly + treatmentOnly + neither)
        let b = Double(controlOnly), c = Double(treatmentOnly)
        difference = n == 0 ? 0 : (c - b) / n
        guard n > 0 else { return }
        guard controlOnly + treatmentOnly > 0 else {
            let bound = 1 - pow(0.05, 1 / n)
            differenceInterval = Interval(lower: -bound, upper: bound)
            return
        }
        let error = max(0, (b + c) - (c - b) * (c - b) / n).squareRoot() / n
        differenceInterval = Interval(lower: difference - critical * error, upper: difference + critical * error)
    }

    /// Every user, each measured in both variants.
    package var users: Int { both + controlOnly + treatmentOnly + neither }

    /// The control's conversions: users who converted in it, of all users.
    package var control: Proportion { Proportion(both + controlOnly, of: users) }
    /// The treatment's conversions: users who converted in it, of all users.
    package var treatment: Proportion { Proportion(both + treatmentOnly, of: users) }

    /// Each user's difference (treatment − control, −1, 0 or 1) as a sample, for the paired sequential interval.
    package var differences: SampleStatistic {
        var sum = RunningSum()
        sum.count = users
        sum.sum = Double(treatmentOnly - controlOnly)
        sum.sumOfSquares = Double(treatmentOnly + controlOnly)
        return sum.statistic
    }

    /// min(1, 2 · P(X ≤ min(b, c))) for X ~ Binomial(b + c, ½), summed exactly in log space from
    /// the largest term down.
    static func mcnemarExact(_ b: Int, _ c: Int) -> Double {
        let n = b + c
        let k = min(b, c)
        guard n > 0 else { return 1 }
        let total = Double(n)
        // log of C(n, k) / 2^n, then each term before it by the ratio k / (n − k + 1).
        var term = lgamma(total + 1) - lgamma(Double(k) + 1) - lgamma(total - Double(k) + 1) - total * log(2.0)
        var sum = 0.0
        var index = k
        let largest = term
        while index >= 0 {
            let value = exp(term - largest)
            sum += value
            if value < 1e-17 * sum { break }
            term += log(Double(index)) - log(total - Double(index) + 1)
            index -= 1
        }
        return min(1, 2 * exp(largest) * sum)
    }
}
