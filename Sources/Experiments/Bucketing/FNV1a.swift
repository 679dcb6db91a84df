/// The 32-bit FNV-1a hash as GrowthBook's SDKs compute it.
///
/// GrowthBook's JavaScript folds in `charCodeAt(i)`, a UTF-16 code unit, not a byte; so
/// does this, so that ids outside ASCII bucket exactly as they do in GrowthBook.
public enum FNV1a {
    public static let offsetBasis: UInt32 = 0x811C_9DC5
    public static let prime: UInt32 = 0x0100_0193

    public static func hash32(_ text: String) -> UInt32 {
        var hash = offsetBasis
        for unit in text.utf16 {
            hash ^= UInt32(unit)
            hash = hash &* prime
        }
        return hash
    }
}
