/// Seeded mutations of a file's bytes for the fuzz tests: cut short, bytes inserted, a range
/// deleted or repeated, or one JSON value replaced by one of another kind. SplitMix64, so a
/// failing case replays from its seed and number.
public struct Mutator {
    public enum Mutation: CaseIterable, Sendable { case truncate, insertBytes, deleteRange, duplicateRange, swapValue }

    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// Values of every JSON kind, and the edges of each: what a swapped value becomes.
    public static let values = ["null", "true", "false", "0", "-1", "9", "42", "2.5", "1e999", "-9223372036854775809",
                                "\"\"", "\"Basket\"", "\"Home\"", "\"\\u0000\"", "\"\u{1B}[2J\"", "[]", "{}", "[1]", "{\"x\":1}"]

    public mutating func mutate(_ original: [UInt8], _ mutation: Mutation) -> [UInt8] {
        var bytes = original
        guard !bytes.isEmpty else { return bytes }
        switch mutation {
        case .truncate:
            bytes.removeSubrange(below(bytes.count)...)
        case .insertBytes:
            let inserted = (0..<(1 + below(8))).map { _ in UInt8(truncatingIfNeeded: next()) }
            bytes.insert(contentsOf: inserted, at: below(bytes.count + 1))
        case .deleteRange:
            let start = below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(16)))
        case .duplicateRange:
            let start = below(bytes.count)
            let range = start..<min(bytes.count, start + 1 + below(64))
            bytes.insert(contentsOf: bytes[range], at: below(bytes.count + 1))
        case .swapValue:
            let values = Self.valueRanges(in: bytes)
            guard !values.isEmpty else { return bytes }
            let range = values[below(values.count)]
            bytes.replaceSubrange(range, with: Array(Self.values[below(Self.values.count)].utf8))
        }
        return bytes
    }

    /// Where the scalar values are (strings after a colon or in an array, numbers, true, false,
    /// null), found by a small scan: enough to swap one, not a parser.
    static func valueRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                end = min(end + 1, bytes.count)
                if previous == UInt8(ascii: ":") || previous == UInt8(ascii: "[") || previous == UInt8(ascii: ",") {
                    ranges.append(index..<end)
                }
                previous = UInt8(ascii: "\"")
                index = end
                continue
            }
            if byte == UInt8(ascii: "-") || (48...57).contains(byte) || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f")
                || byte == UInt8(ascii: "n") {
                var end = index
                while end < bytes.count, !",}] \n\r\t".utf8.contains(bytes[end]) { end += 1 }
                ranges.append(index..<end)
                previous = byte
                index = max(end, index + 1)
                continue
            }
            if !" \n\r\t".utf8.contains(byte) { previous = byte }
            index += 1
        }
        return ranges
    }
}
