import ArgumentParser
import Experiments

/// Parsers for numeric options that say what a good value looks like. Options that use them
/// parse `.unconditional`ly, so `--depth -1` reaches the parser ("give 0 or more") instead of
/// being taken for a flag ("Missing value").
enum Numbers {
    /// A whole number in `range`; the message gives the range (`from 1 to 1,000,000,000`).
    static func whole(_ text: String, in range: ClosedRange<Int>, example: Int = 10) throws -> Int {
        let bounds = "from \(Format.count(range.lowerBound)) to \(Format.count(range.upperBound))"
        guard let value = Int(text.trimmingSpacesAndTabs()) else {
            throw ValidationError("give a whole number \(bounds), e.g. \(example)")
        }
        guard range.contains(value) else { throw ValidationError("give a whole number \(bounds)") }
        return value
    }

    /// The most synthetic users a run takes: they are counted as they finish, so memory stays
    /// flat, but a typo of a few digits would otherwise run for days.
    static let users = 1...1_000_000_000
    /// The most inputs a synthetic user makes: beyond any funnel, short of a walk that never ends.
    static let budget = 1...10_000
    /// How deep `explore` and `graph` look.
    static let depth = 0...1_000
    /// The most states `explore` and `graph` keep (about 2.5 KB each: 10 million is some 25 GB).
    static let maxStates = 1...10_000_000

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
