import CoordsimApp

/// Number formatting shared by the reports, so the same figures print the same everywhere.
public enum Format {
    /// Up to `digits` decimals, trailing zeros dropped: `0.5`, `0.0505`, `1`.
    public static func number(_ value: Double, digits: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var text = String(cFormat: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// A fraction as a percentage with one decimal: `12.5%`.
    public static func percent(_ fraction: Double) -> String {
        String(cFormat: "%.1f%%", fraction * 100)
    }

    /// A p-value: four significant figures, or `< 1e-16` below the precision of a Double.
    public static func pValue(_ p: Double) -> String {
        if p < 1e-16 { return "< 1e-16" }
        if p < 0.0001 { return String(cFormat: "%.2e", p) }
        return String(cFormat: "%.5f", p)
    }
}
