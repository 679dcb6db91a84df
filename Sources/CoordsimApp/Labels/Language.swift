/// A language code such as `en` or `ko`, as the config's `labels` and `--lang` name it.
public struct Language: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }

    /// English: every app's labels are complete in it, and other languages fall back to it.
    public static let en: Language = "en"
    public static let ko: Language = "ko"
    public static let ja: Language = "ja"
    public static let zh: Language = "zh"
    public static let de: Language = "de"
    public static let fr: Language = "fr"
    public static let es: Language = "es"

    public var description: String { rawValue }
}
