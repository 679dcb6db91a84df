// The C math library (erfc, lgamma, exp, log), without Foundation where Glibc is at hand.
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The distributions the A/B statistics need, from `erfc` and the incomplete gamma function.
package enum Distributions {
    /// Φ(z): the standard normal CDF.
    package static func normalCDF(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// The two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|).
    package static func twoSidedP(_ z: Double) -> Double {
        erfc(abs(z) / 2.0.squareRoot())
    }

    /// The z of a two-sided 95% interval, Φ⁻¹(0.975).
    package static let z95 = 1.959963984540054

    /// P(X ≥ x) for X ~ χ² with `degreesOfFreedom`: the regularized upper incomplete gamma Q(k/2, x/2).
    package static func chiSquareSurvival(_ x: Double, degreesOfFreedom: Int) -> Double {
        guard degreesOfFreedom > 0 else { return .nan }
        guard x > 0 else { return 1 }
        return regularizedGammaQ(Double(degreesOfFreedom) / 2, x / 2)
    }

    /// Q(a, x) = Γ(a, x) / Γ(a), by the series for x < a + 1 and Lentz's continued fraction
    /// otherwise (Numerical Recipes §6.2); relative error below 1e-14.
    package static func regularizedGammaQ(_ a: Double, _ x: Double) -> Double {
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

extension Distributions {
    /// Φ⁻¹(p): the standard normal quantile, by Acklam's rational approximation refined with
    /// one Halley step on `erfc` (error below 1e-15 for 1e-300 < p < 1).
    package static func normalQuantile(_ p: Double) -> Double {
        precondition(p > 0 && p < 1, "normalQuantile needs 0 < p < 1, got \(p).")
        let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                 1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00]
        let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                 6.680131188771972e+01, -1.328068155288572e+01]
        let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                 -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00]
        let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
        let low = 0.02425
        var x: Double
        if p < low {
            let q = (-2 * log(p)).squareRoot()
            x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        } else if p <= 1 - low {
            let q = p - 0.5
            let r = q * q
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
        } else {
            let q = (-2 * log(1 - p)).squareRoot()
            x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        }
        let error = 0.5 * erfc(-x / 2.0.squareRoot()) - p
        let u = error * (2 * Double.pi).squareRoot() * exp(x * x / 2)
        x -= u / (1 + x * u / 2)
        return x
    }
}
