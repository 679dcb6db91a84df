// The C math library (erfc, lgamma, exp, log), without Foundation where Glibc is at hand.
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The distributions the A/B statistics need, from `erfc` and the incomplete gamma function.
public enum Distributions {
    /// Φ(z): the standard normal CDF.
    public static func normalCDF(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// The two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|).
    public static func twoSidedP(_ z: Double) -> Double {
        erfc(abs(z) / 2.0.squareRoot())
    }

    /// The z of a two-sided 95% interval, Φ⁻¹(0.975).
    public static let z95 = 1.959963984540054

    /// P(X ≥ x) for X ~ χ² with `degreesOfFreedom`: the regularized upper incomplete gamma Q(k/2, x/2).
    public static func chiSquareSurvival(_ x: Double, degreesOfFreedom: Int) -> Double {
        guard degreesOfFreedom > 0 else { return .nan }
        guard x > 0 else { return 1 }
        return regularizedGammaQ(Double(degreesOfFreedom) / 2, x / 2)
    }

    /// Q(a, x) = Γ(a, x) / Γ(a), by the series for x < a + 1 and Lentz's continued fraction
    /// otherwise (Numerical Recipes §6.2); relative error below 1e-14.
    public static func regularizedGammaQ(_ a: Double, _ x: Double) -> Double {
        precondition(a > 0 && x >= 0, "regularizedGammaQ needs a > 0 and x >= 0, got a=\(a), x=\(x).")
        if x == 0 { return 1 }
        let logPrefix = -x + a * log(x) - lgamma(a)
        if x < a + 1 {
            var term = 1 / a
            var sum = term
            var n = a
            for _ in 0..<10_000 {
                n += 1
                term *= x / n
                sum += term
                if abs(term) < abs(sum) * 1e-16 { break }
            }
            return max(0, 1 - sum * exp(logPrefix))
        }
        let tiny = 1e-300
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var h = d
        for i in 1...10_000 {
            let an = -Double(i) * (Double(i) - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return min(1, exp(logPrefix) * h)
    }
}
