/// What Home's segmented control offers (seed 000 §4: 컴퓨터 / 자전거).
public enum Product: String, CaseIterable, Codable, Sendable, Hashable {
    case computer
    case bicycle

    /// The label key for this product's name.
    var labelKey: LabelKey {
        switch self {
        case .computer: return .productComputer
        case .bicycle: return .productBicycle
        }
    }
}

/// The account made by the Create account flow and passed to the next screen (seed 002).
public struct User: Hashable, Codable, Sendable {
    public var name: String
    public var email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}
