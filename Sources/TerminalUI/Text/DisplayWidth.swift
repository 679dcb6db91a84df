/// How many terminal columns text takes, with `wcwidth` semantics: Hangul and other wide
/// scalars take 2, combining marks 0, everything else 1.
///
/// Written in Swift (from tables generated off glibc) so layout and tests never need curses.
package enum DisplayWidth {
    /// Columns for one scalar: 0, 1 or 2. Control characters count as 1 here, but
    /// ``VisibleText`` replaces them before anything is laid out.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value == 0 ? 0 : 1 }   // fast path: ASCII and Latin-1
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(wideRanges, value) { return 2 }
        return 1
    }

    /// Columns for a string: the sum over its scalars, as a terminal advances the cursor.
    package static func of<S: StringProtocol>(_ text: S) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// Binary search in sorted, disjoint, inclusive ranges.
    private static func contains(_ ranges: [(first: UInt32, last: UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension StringProtocol {
    /// The columns this text takes in a terminal.
    package var displayWidth: Int { DisplayWidth.of(self) }
}
