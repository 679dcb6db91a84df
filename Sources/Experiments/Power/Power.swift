/// Power of the two-proportion z-test: the smallest difference a sample detects, and the users
/// a stated difference needs. Two-sided α = 0.05 and 80% power unless given.
///
/// With control rate p1, treatment rate p2 = p1 + δ, n1 and n2 users and p̄ = (n1·p1 + n2·p2) / (n1 + n2),
/// the test rejects when |z| > z(1−α/2), so its power against δ is, ignoring the far tail,
///
///     power(δ) = Φ((|δ| − z(1−α/2)·SE0) / SE1),  SE0 = √(p̄(1−p̄)(1/n1 + 1/n2)),  SE1 = √(p1(1−p1)/n1 + p2(1−p2)/n2)
///
/// and, with n users on each side, power(δ) = 1−β when (Fleiss, without continuity correction)
///
///     n = (z(1−α/2)·√(2p̄(1−p̄)) + z(1−β)·√(p1(1−p1) + p2(1−p2)))² / δ²
package struct Power: Hashable, Codable, Sendable {
    /// The two-sided significance level.
    package var alpha: Double
    /// The chance of detecting a true difference of the stated size.
    package var power: Double

    package init(alpha: Double = 0.05, power: Double = 0.8) {
        precondition(alpha > 0 && alpha < 1 && power > 0 && power < 1,
                     "Power needs 0 < alpha < 1 and 0 < power < 1, got \(alpha) and \(power).")
        self.alpha = alpha
        self.power = power
    }

    /// The power against `difference` (treatment − control, rates) with `control` rate and the two sample sizes.
    package func power(against difference: Double, control: Double, controlUsers n1: Int, treatmentUsers n2: Int) -> Double {
        let p1 = control
        let p2 = control + difference
        guard n1 > 0, n2 > 0, (0...1).contains(p2), difference != 0 else { return alpha }
        let a = Double(n1), b = Double(n2)
        let pooled = (a * p1 + b * p2) / (a + b)
        let null = (pooled * (1 - pooled) * (1 / a + 1 / b)).squareRoot()
        let alternative = (p1 * (1 - p1) / a + p2 * (1 - p2) / b).squareRoot()
        guard alternative > 0 else { return abs(difference) > Distributions.normalQuantile(1 - alpha / 2) * null ? 1 : 0 }
        return Distributions.normalCDF((abs(difference) - Distributions.normalQuantile(1 - alpha / 2) * null) / alternative)
    }

    /// The smallest increase over `control` that `n1` and `n2` users detect with ``power``:
    /// the minimum detectable effect, in rate points (0.05 is 5 points). Nil when even a rate
    /// of 1 would not be detected that often.
    package func minimumDetectableEffect(control: Double, controlUsers n1: Int, treatmentUsers n2: Int) -> Double? {
        let most = 1 - control
        guard n1 > 0, n2 > 0, most > 0,
              power(against: most, control: control, controlUsers: n1, treatmentUsers: n2) >= power else { return nil }
        var low = 0.0, high = most
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if power(against: middle, control: control, controlUsers: n1, treatmentUsers: n2) >= power {
                high = middle
            } else {
                low = middle
            }
        }
        return high
    }

    /// The users each variant needs to detect `difference` (rate points, e.g. 0.02) over a
    /// control rate of `control` with ``power``, rounded up. Nil when `control + difference`
    /// is not a rate, or the difference is 0.
    package func usersNeeded(control: Double, difference: Double) -> Int? {
        let p1 = control
        let p2 = control + difference
        guard difference != 0, (0...1).contains(p1), (0...1).contains(p2) else { return nil }
        let mean = (p1 + p2) / 2
        let zAlpha = Distributions.normalQuantile(1 - alpha / 2)
        let zBeta = Distributions.normalQuantile(power)
        let root = zAlpha * (2 * mean * (1 - mean)).squareRoot() + zBeta * (p1 * (1 - p1) + p2 * (1 - p2)).squareRoot()
        let users = root * root / (difference * difference)
        // Guard against 1565.0000000001 becoming 1566.
        return Int((users - 1e-9).rounded(.up))
    }
}
