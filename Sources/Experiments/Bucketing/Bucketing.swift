/// GrowthBook's published bucketing: a user's hash in [0, 1) falls into one variant's
/// range, or into none (not in the experiment).
package enum Bucketing {
    /// GrowthBook's `hash(seed, value, version)`: a number in [0, 1), or nil for an unknown
    /// version, which means the user is not in the experiment.
    ///
    /// - v1: `(fnv(value + seed) % 1000) / 1000`
    /// - v2: `(fnv(String(fnv(seed + value))) % 10000) / 10000`
    package static func hash(seed: String, value: String, version: Int) -> Double? {
        switch version {
        case 1:
            return Double(FNV1a.hash32(value + seed) % 1000) / 1000
        case 2:
            return Double(FNV1a.hash32(String(FNV1a.hash32(seed + value))) % 10000) / 10000
        default:
            return nil
        }
    }

    /// GrowthBook's `getBucketRanges`: ranges laid from the cumulative weights, each cut to
    /// `coverage` of its width. Coverage is clamped to 0...1; weights of the wrong count, or
    /// whose sum is outside 0.99...1.01, are replaced by equal weights.
    package static func bucketRanges(count: Int, coverage: Double = 1, weights: [Double]? = nil) -> [BucketRange] {
        guard count > 0 else { return [] }
        let coverage = min(max(coverage, 0), 1)
        let equal = Array(repeating: 1 / Double(count), count: count)
        var weights = weights ?? equal
        if weights.count != count { weights = equal }
        let total = weights.reduce(0, +)
        if total < 0.99 || total > 1.01 { weights = equal }
        var cumulative = 0.0
        return weights.map { weight in
            let start = cumulative
            cumulative += weight
            return BucketRange(start: start, end: start + coverage * weight)
        }
    }

    /// GrowthBook's `chooseVariation`: the index of the first range holding `n`, or nil.
    package static func chooseVariation(_ n: Double, ranges: [BucketRange]) -> Int? {
        ranges.firstIndex { $0.contains(n) }
    }
}

/// A half-open range `[start, end)` of hash values that picks one variant.
public struct BucketRange: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The first hash in the range.
    public var start: Double
    /// The first hash past it; equal to `start` for a variant of weight 0.
    public var end: Double

    package init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    package func contains(_ n: Double) -> Bool { n >= start && n < end }

    package var width: Double { end - start }

    public var description: String { "[\(Format.number(start)), \(Format.number(end)))" }
}
