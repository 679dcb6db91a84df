#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension Distributions {
    /// P(T ≤ t) for Student's t with `degreesOfFreedom` (which may be fractional, as Welch's are),
    /// from the regularized incomplete beta function.
    package static func studentTCDF(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(nu > 0, "studentTCDF needs degrees of freedom above 0, got \(nu).")
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        let tail = 0.5 * regularizedBeta(nu / (nu + t * t), nu / 2, 0.5)
        return t > 0 ? 1 - tail : tail
    }

    /// The two-sided p-value of a t statistic: P(|T| ≥ |t|).
    package static func studentTTwoSidedP(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        guard t.isFinite else { return 0 }
        return min(1, regularizedBeta(nu / (nu + t * t), nu / 2, 0.5))
    }

    /// The t quantile: the t with studentTCDF(t) = p, by bisection to the last bit (the CDF is monotone).
    package static func studentTQuantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(p > 0 && p < 1, "studentTQuantile needs 0 < p < 1, got \(p).")
        var low = -1.0, high = 1.0
        while studentTCDF(low, degreesOfFreedom: nu) > p { low *= 2 }
        while studentTCDF(high, degreesOfFreedom: nu) < p { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if studentTCDF(middle, degreesOfFreedom: nu) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), the regularized incomplete beta function, by Lentz's continued fraction
    /// (Numerical Recipes §6.4); relative error near 1e-15.
    package static func regularizedBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
        precondition(a > 0 && b > 0 && (0...1).contains(x), "regularizedBeta needs a, b > 0 and 0 <= x <= 1.")
        if x == 0 || x == 1 { return x }
        let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(1 - x)
        // The fraction converges fast for x < (a + 1) / (a + b + 2); use the symmetry otherwise.
        if x > (a + 1) / (a + b + 2) { return 1 - regularizedBeta(1 - x, b, a) }
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...10_000 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return exp(logFront) * h / a
    }
}
