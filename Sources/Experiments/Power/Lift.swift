/// A difference in conversion to plan for, as `--mde` states it: in percentage points of the
/// rate (`2pp`: from 50% to 52%), or relative to the control's rate (`10%`: from 50% to 55%).
public enum Lift: Hashable, Sendable, CustomStringConvertible {
    /// Rate points as a fraction: 0.02 is 2 points.
    case points(Double)
    /// A fraction of the control's rate: 0.1 is 10% more.
    case relative(Double)

    /// Parses `2pp` or `10%`; nil for anything else (a bare number is ambiguous).
    package init?(_ text: String) {
        let trimmed = text.trimmingSpacesAndTabs()
        if trimmed.hasSuffix("pp"), let value = Double(trimmed.dropLast(2)), value.isFinite, value != 0, abs(value) <= 100 {
            self = .points(value / 100)
        } else if trimmed.hasSuffix("%"), let value = Double(trimmed.dropLast()), value.isFinite, value != 0 {
            self = .relative(value / 100)
        } else {
            return nil
        }
    }

    /// The difference in rate points over a control rate of `control`.
    package func difference(over control: Double) -> Double {
        switch self {
        case let .points(points): return points
        case let .relative(fraction): return control * fraction
        }
    }

    public var description: String {
        switch self {
        case let .points(points): return Format.number(points * 100, digits: 2) + "pp"
        case let .relative(fraction): return Format.number(fraction * 100, digits: 2) + "%"
        }
    }
}

/// JSON carries a lift as it is written: `"2pp"` or `"10%"`.
extension Lift: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let lift = Lift(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a lift is written 2pp or 10%, not \"\(text)\"")
        }
        self = lift
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
