/// The 32-bit FNV-1a hash as GrowthBook's SDKs compute it.
///
/// GrowthBook's JavaScript folds in `charCodeAt(i)`, a UTF-16 code unit, not a byte; so
/// does this, so that ids outside ASCII bucket exactly as they do in GrowthBook.
package enum FNV1a {
    package static let offsetBasis: UInt32 = 0x811C_9DC5
    package static let prime: UInt32 = 0x0100_0193

    package static func hash32(_ text: String) -> UInt32 {
        var hash = offsetBasis
        for unit in text.utf16 {
            hash ^= UInt32(unit)
            hash = hash &* prime
        }
        return hash
    }
}
