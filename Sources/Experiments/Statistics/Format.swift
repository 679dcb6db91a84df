import CoordsimApp

/// Number formatting shared by the reports, so the same figures print the same everywhere.
package enum Format {
    /// Up to `digits` decimals, trailing zeros dropped: `0.5`, `0.0505`, `1`.
    package static func number(_ value: Double, digits: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var text = String(cFormat: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// A fraction as a percentage with one decimal: `12.5%`. A value that rounds to zero is
    /// `0.0%`, never `-0.0%`.
    package static func percent(_ fraction: Double) -> String {
        let text = String(cFormat: "%.1f%%", fraction * 100)
        return text == "-0.0%" ? "0.0%" : text
    }

    /// A difference of rates as a signed percentage: `+2.5%`, `-1.0%`, and `0.0%` (no sign)
    /// for one that rounds to zero.
    package static func signedPercent(_ fraction: Double) -> String {
        let text = percent(fraction)
        return text == "0.0%" || text.hasPrefix("-") ? text : "+" + text
    }

    /// A difference of two rates in percentage points, signed: `+2.5pp`, `-1.0pp`, and `0.0pp`
    /// (no sign) for one that rounds to zero. 50% to 52% is `+2.0pp`; `+2.0%` would read as a
    /// relative change (50% to 51%).
    package static func signedPoints(_ fraction: Double) -> String {
        let text = signedPercent(fraction)
        return text.dropLast() + "pp"
    }

    /// Exactly `digits` decimals, as a statistic is printed: `z = -1.100`, `2.909`; never `-0.000`.
    package static func fixed(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return number(value) }
        let text = String(cFormat: "%.\(digits)f", value)
        return text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
    }

    /// A count with thousands separators: `100,000`.
    package static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// A p-value: four significant figures, or `< 1e-16` below the precision of a Double.
    package static func pValue(_ p: Double) -> String {
        if p < 1e-16 { return "< 1e-16" }
        if p < 0.0001 { return String(cFormat: "%.2e", p) }
        return String(cFormat: "%.5f", p)
    }
}
