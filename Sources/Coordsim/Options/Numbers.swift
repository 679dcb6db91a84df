import ArgumentParser

/// Parsers for numeric options that say what a good value looks like. Options that use them
/// parse `.unconditional`ly, so `--depth -1` reaches the parser ("give 0 or more") instead of
/// being taken for a flag ("Missing value").
enum Numbers {
    /// A whole number of at least `minimum`.
    static func whole(_ text: String, atLeast minimum: Int, example: Int = 10) throws -> Int {
        guard let value = Int(text.trimmingSpacesAndTabs()) else {
            throw ValidationError("give a whole number\(minimum == 0 ? ", 0 or more" : " of at least \(minimum)"), e.g. \(example)")
        }
        guard value >= minimum else {
            throw ValidationError("give \(minimum == 0 ? "0 or more" : "at least \(minimum)")")
        }
        return value
    }

    /// A seed: a whole number from 0 to 2^64 - 1.
    static func seed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text.trimmingSpacesAndTabs()) else {
            throw ValidationError("give a whole number from 0 to \(UInt64.max)")
        }
        return value
    }

    /// A number in `range`, written as a decimal (`0.1`).
    static func number(_ text: String, in range: ClosedRange<Double>, _ what: String) throws -> Double {
        guard let value = Double(text.trimmingSpacesAndTabs()), value.isFinite, range.contains(value) else {
            throw ValidationError("give \(what)")
        }
        return value
    }

    /// A number above 0, written as a decimal (`10`, `2.5`).
    static func positive(_ text: String, _ what: String) throws -> Double {
        guard let value = Double(text.trimmingSpacesAndTabs()), value.isFinite, value > 0 else {
            throw ValidationError("give \(what)")
        }
        return value
    }
}
