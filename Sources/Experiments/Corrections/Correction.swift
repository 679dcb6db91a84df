/// A correction for testing several metrics at once, as GrowthBook offers: adjusted p-values,
/// compared with α as a single test's would be (statsmodels' `multipletests(method=...)`).
public enum Correction: String, Hashable, Codable, Sendable, CaseIterable {
    /// Holm–Bonferroni: controls the chance of any false difference (family-wise error). The default.
    case holm
    /// Benjamini–Hochberg: controls the expected share of false differences among those declared
    /// (false discovery rate); more power with many metrics.
    case bh
    /// No correction: each test at α on its own.
    case none

    /// The adjusted p-values, in the order given.
    package func adjust(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = pValues
        switch self {
        case .none:
            return pValues
        case .holm:
            // p(i) · (m − i + 1), made non-decreasing in rank.
            var running = 0.0
            for (rank, index) in order.enumerated() {
                running = max(running, min(1, Double(m - rank) * pValues[index]))
                adjusted[index] = running
            }
        case .bh:
            // p(i) · m / i, made non-increasing from the largest rank down.
            var running = 1.0
            for (rank, index) in order.enumerated().reversed() {
                running = min(running, min(1, Double(m) / Double(rank + 1) * pValues[index]))
                adjusted[index] = running
            }
        }
        return adjusted
    }

    /// How reports name it.
    package var summary: String {
        switch self {
        case .holm: return "Holm (family-wise error)"
        case .bh: return "Benjamini-Hochberg (false discovery rate)"
        case .none: return "none"
        }
    }
}
