/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast generator whose whole state is
/// one `UInt64`, so a seed gives the same sequence on every machine and every run.
///
/// Synthetic users and benchmarks use it instead of `SystemRandomNumberGenerator`, which
/// cannot be seeded.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package private(set) var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from text, e.g. a user id, through FNV-1a.
    package init(seed: UInt64, salt: String) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(FNV1a.hash32(salt)) << 32 | UInt64(FNV1a.hash32(salt + "#"))))
        state = mixer.next()
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A uniform integer in `0..<bound`, by Lemire's multiply-and-reject method. Written out
    /// here, not taken from `Int.random(in:using:)`, so reports cannot change with the standard library.
    package mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "next(below:) needs a positive bound, got \(bound).")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }
}
